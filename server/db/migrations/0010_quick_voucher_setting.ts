// 快速凭证设置 (issue #6 item 4): which 快捷凭证模板 经费快速录入 offers and in what order, per user
// and ledger set, so a preparer's list follows them to every computer. No row: never set (every
// template is offered). Ids of templates deleted later stay in the array and are skipped on read.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table quick_voucher_setting (
      user_id int not null references app_user(id) on delete cascade,
      ledger_set_id int not null references ledger_set(id) on delete cascade,
      -- Ordered; the service refuses duplicates and ids of other ledger sets' templates.
      template_ids int[] not null check (cardinality(template_ids) <= 200),
      version int not null default 1,
      updated_at timestamptz not null default now(),
      primary key (user_id, ledger_set_id)
    );
  `.execute(db);
}
