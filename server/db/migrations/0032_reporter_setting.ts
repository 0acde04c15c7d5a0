// 报表人员设置 (issue 19 item 6): the names printed at the foot of the ledger set's statements.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table reporter_setting (
      ledger_set_id int primary key references ledger_set(id) on delete cascade,
      unit_head text not null default '' check (length(unit_head) <= 20),
      finance_head text not null default '' check (length(finance_head) <= 20),
      preparer text not null default '' check (length(preparer) <= 20),
      version int not null default 1,
      updated_by int references app_user(id) on delete set null,
      updated_at timestamptz not null default now()
    );
  `.execute(db);
}
