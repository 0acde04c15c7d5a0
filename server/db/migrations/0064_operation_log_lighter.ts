// The operation log (0060) cost a voucher save a fifth of its speed (`npm run bench voucher`, 10
// writers on PGlite: p99 40.4 ms and 314 saves/s without it, 51.5 ms and 250/s with it). Each
// changed row's log line was checked against its entry by a foreign key (one more trigger and row
// lock per changed row), and the entry was inserted before the write and updated after it. The
// entry is now written once, after the write (record.ts), and the lines carry its id unchecked:
// both are written by the same transaction, and the prune deletes the lines with their entry.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table operation_log_change drop constraint operation_log_change_log_id_fkey`.execute(db);
}
