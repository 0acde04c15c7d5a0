// Login throttling locks an account per source address (scope 'user-ip', subject "name\naddress")
// instead of for everyone: five wrong guesses from one address no longer lock the owner out
// everywhere (issue 17 item 6). The per-account count stays, for the growing delay.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table login_failure drop constraint if exists login_failure_scope_check`.execute(db);
  await sql`alter table login_failure add constraint login_failure_scope_check
    check (scope in ('user', 'ip', 'user-ip'))`.execute(db);
}
