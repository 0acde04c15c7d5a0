// The embedded database's housekeeping. A PostgreSQL server runs autovacuum; PGlite runs nothing in
// the background. Without it, rows that are updated or deleted (a voucher's status, the pruned nonces
// and sessions, matched bank lines) stay in the tables and their indexes as dead rows, the
// visibility map is never set (no index-only scans), and the planner never gets column statistics.
// So every few hours each table is vacuumed and analysed, one table per turn: requests that arrive
// meanwhile run between two tables, not after the whole pass.
import { type Kysely, sql } from 'kysely';
import type { DbKind } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

export const VACUUM_EVERY_MS = 6 * 3600_000;
/** The first pass waits for start-up and the first users' calls. */
const FIRST_PASS_AFTER_MS = 10 * 60_000;

/** The tables of the application's schema, largest first. */
async function tables(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and c.relkind = 'r'
    order by c.relpages desc, c.relname
  `.execute(db);
  return rows.map((r) => r.name);
}

/** One pass over every table; returns how many were done. */
export async function vacuumAll(db: Kysely<Database>): Promise<number> {
  let done = 0;
  for (const table of await tables(db)) {
    await sql`vacuum (analyze) ${sql.table(table)}`.execute(db);
    done++;
  }
  return done;
}

/** Runs vacuumAll every VACUUM_EVERY_MS on PGlite; the timer never keeps the process alive. */
export function scheduleVacuum(
  db: Kysely<Database>,
  kind: DbKind,
  onError: (error: unknown) => void,
): () => void {
  if (kind !== 'pglite') return () => {};
  let running = false;
  const pass = () => {
    if (running) return;
    running = true;
    vacuumAll(db)
      .catch(onError)
      .finally(() => {
        running = false;
      });
  };
  const first = setTimeout(pass, FIRST_PASS_AFTER_MS);
  const timer = setInterval(pass, VACUUM_EVERY_MS);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
