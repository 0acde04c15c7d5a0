// 系统设置 (issue 21 item 5): the administrator's overrides of the server's configuration, one row.
// Absent, the configuration's values stand; the server reads the row at start and after each save.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table system_setting (
      id int primary key default 1 check (id = 1),
      settings jsonb not null,
      version int not null default 1,
      updated_at timestamptz not null default now(),
      updated_by text not null default ''
    );
  `.execute(db);
}
