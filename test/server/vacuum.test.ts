// The embedded database's housekeeping (server/modules/maintenance/vacuum.ts): PGlite has no
// autovacuum, so the server's own pass must leave each table vacuumed (the visibility map set, dead
// rows gone) and analysed (column statistics for the planner), while requests go on between tables.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vacuumAll } from '../../server/modules/maintenance/vacuum.ts';
import { DEMO_PASSWORD, startServer, TestClient, type TestServer } from './harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.close());

describe('vacuum', () => {
  it('vacuums and analyses every table, with calls answered during the pass', async () => {
    const db = server.handle.db;
    const client = await TestClient.login(server, 'zhidan', DEMO_PASSWORD);
    const stats = async () =>
      (
        await sql<{ tables: number; visible: number; analysed: number }>`
          select count(*)::int as tables,
            count(*) filter (where c.relallvisible > 0)::int as visible,
            (select count(distinct starelid)::int from pg_statistic s join pg_class t on t.oid = s.starelid
              join pg_namespace tn on tn.oid = t.relnamespace where tn.nspname = current_schema()) as analysed
          from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = current_schema() and c.relkind = 'r'
        `.execute(db)
      ).rows[0];
    const before = await stats();
    const [done, answer] = await Promise.all([vacuumAll(db), client.get('/api/zt/list')]);
    expect(answer.body.success).toBe(true);
    expect(done).toBe(before?.tables);
    const after = await stats();
    // Analysed: tables with rows now have statistics (PGlite never gathered any before).
    // (A PostgreSQL server's autovacuum may have analysed some already.)
    if (server.handle.kind === 'pglite') expect(before?.analysed).toBe(0);
    expect(after?.analysed).toBeGreaterThan(20);
    // Vacuumed: the visibility map (which only VACUUM sets) is set for more tables.
    expect(after?.visible).toBeGreaterThan(before?.visible ?? 0);
  });
});
