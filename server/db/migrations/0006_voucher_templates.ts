// Voucher entry helpers (issue #6 item 4): 常用摘要 (the summaries the entry screen offers) and
// 快捷凭证模板 (saved entry lists a preparer applies to a new voucher). A template is one small
// document never queried by line, so its entries are kept as JSON.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table voucher_summary (
      id serial primary key,
      ledger_set_id int not null references ledger_set(id) on delete cascade,
      text text not null check (length(text) between 1 and 200),
      sort int not null default 0,
      version int not null default 1,
      unique (ledger_set_id, text)
    );

    create table voucher_template (
      id serial primary key,
      ledger_set_id int not null references ledger_set(id) on delete cascade,
      name text not null check (length(name) between 1 and 40),
      -- [{summary, code, auxis: [{typeNo, infoNo}], departmentCode, debitAmount, creditAmount}]
      entries jsonb not null,
      version int not null default 1,
      updated_by int references app_user(id) on delete set null,
      updated_at timestamptz not null default now(),
      unique (ledger_set_id, name)
    );
  `.execute(db);
}
