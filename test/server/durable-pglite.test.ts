// PGlite in a data folder (as `npm start` runs it): an answer waits for its commit's WAL sync, one
// sync serves the commits that waited together, and the folder is private (issue 17 item 1). The
// syncs are counted through openDatabase's syncFile; the real fdatasync runs under each one.
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../server/db/database.ts';
import { durableAnswers } from '../../server/db/durable-answers.ts';
import { fdatasyncFile } from '../../server/db/wal-sync.ts';

/** Paths under `dir` whose mode gives anything to group or others, or is not 0700/0600. */
function notPrivate(dir: string): string[] {
  const bad: string[] = [];
  const visit = (path: string) => {
    const stat = statSync(path);
    const mode = stat.mode & 0o777;
    if (mode !== (stat.isDirectory() ? 0o700 : 0o600)) bad.push(`${path} ${mode.toString(8)}`);
    if (stat.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
  };
  visit(dir);
  return bad;
}

// PGlite only: the PostgreSQL server syncs its own commits.
describe.skipIf(process.env.DATABASE_URL)('PGlite in a data folder', () => {
  const dir = mkdtempSync(join(tmpdir(), 'uf-durable-'));
  const dataDir = join(dir, 'data', 'pglite');
  let handle: DatabaseHandle;
  /** Every WAL sync asked for; `hold` keeps the next ones from finishing until released. */
  const syncs: string[] = [];
  let hold: Promise<void> | null = null;
  let release = () => {};

  beforeAll(async () => {
    handle = await openDatabase({
      dataDir,
      poolSize: 1,
      syncFile: async (path) => {
        syncs.push(path);
        await hold;
        await fdatasyncFile(path);
      },
    });
    await sql`create table durable_t (id int primary key)`.execute(handle.db);
  });
  afterAll(async () => {
    await handle?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers a committed transaction, and a read that may see it, only after its WAL sync', async () => {
    hold = new Promise((r) => {
      release = r;
    });
    const before = syncs.length;
    const answered: string[] = [];
    const saving = handle.db
      .transaction()
      .execute((trx) => sql`insert into durable_t values (1)`.execute(trx))
      .then(() => answered.push('save'));
    while (syncs.length === before) await new Promise((r) => setTimeout(r, 5));
    expect(syncs.at(-1)).toMatch(/pg_wal\/[0-9A-F]{24}$/);
    // The engine has committed and given the connection back: a read runs, and sees the row, but
    // neither is answered before the sync has finished.
    const reading = sql<{ n: number }>`select count(*)::int as n from durable_t`
      .execute(handle.db)
      .then((r) => answered.push(`read ${r.rows[0]?.n}`));
    await new Promise((r) => setTimeout(r, 100));
    expect(answered).toEqual([]);
    release();
    hold = null;
    await Promise.all([saving, reading]);
    expect(answered.sort()).toEqual(['read 1', 'save']);
  });

  it('shares one sync among the commits that waited together', async () => {
    hold = new Promise((r) => {
      release = r;
    });
    const before = syncs.length;
    const saves = Array.from({ length: 10 }, (_, i) =>
      handle.db.transaction().execute((trx) => sql`insert into durable_t values (${100 + i})`.execute(trx)),
    );
    while (syncs.length === before) await new Promise((r) => setTimeout(r, 5));
    // The first commit's sync is held: the other nine commit meanwhile and wait for the next one.
    await new Promise((r) => setTimeout(r, 200));
    release();
    hold = null;
    await Promise.all(saves);
    expect(syncs.length - before).toBe(2);
  });

  it('answers an HTTP request once the commits it wrote and read are on disk, waiting once for them', async () => {
    const app = Fastify();
    durableAnswers(app, handle.db);
    const steps: string[] = [];
    app.post('/save', async () => {
      // A session check, a transaction, a read back: each gives the connection back at once.
      await sql`select 1`.execute(handle.db);
      steps.push('checked');
      await handle.db.transaction().execute((trx) => sql`insert into durable_t values (200)`.execute(trx));
      steps.push('committed');
      const { rows } = await sql<{
        n: number;
      }>`select count(*)::int as n from durable_t where id = 200`.execute(handle.db);
      steps.push(`read ${rows[0]?.n}`);
      return { ok: true };
    });
    await app.ready();
    hold = new Promise((r) => {
      release = r;
    });
    const before = syncs.length;
    let answered = false;
    const answer = app.inject({ method: 'POST', url: '/save' }).then((r) => {
      answered = true;
      return r;
    });
    while (steps.length < 3) await new Promise((r) => setTimeout(r, 5));
    // The handler ran to its end past the held sync (no release waited for it), the answer did not.
    expect(steps).toEqual(['checked', 'committed', 'read 1']);
    await new Promise((r) => setTimeout(r, 100));
    expect(answered).toBe(false);
    release();
    hold = null;
    expect((await answer).json()).toEqual({ ok: true });
    expect(syncs.length - before).toBe(1);
    await app.close();
  });

  it('keeps the data folder 0700 and its files 0600, files made after opening included', async () => {
    await sql`create table durable_later (id int)`.execute(handle.db);
    await sql`insert into durable_later select generate_series(1, 1000)`.execute(handle.db);
    await sql`checkpoint`.execute(handle.db);
    expect(readdirSync(join(dataDir, 'base')).length).toBeGreaterThan(0);
    expect(notPrivate(dir).filter((p) => !p.startsWith(`${dir} `))).toEqual([]);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
  });
});
