// A voucher's events (voucher_event) are its own history, written beside the voucher row the
// operation log already catches (status, number, version): logging them again doubled nothing
// useful and cost every voucher save, audit and posting one more captured row.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    insert into oplog_skip (table_name) values ('voucher_event') on conflict do nothing;
    drop trigger if exists oplog_capture on voucher_event;
  `.execute(db);
}
