// 自动凭证 (issue 19 item 6): the ledger set's recurring voucher definitions (month-end accruals and
// the like), and which voucher each generated for which month, so a month is not generated twice.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table auto_voucher (
      id serial primary key,
      -- Made by the client, so a definition created offline and its replay name the same one.
      key uuid not null unique,
      ledger_set_id int not null references ledger_set(id) on delete cascade,
      name text not null check (length(name) between 1 and 40),
      -- [{summary, code, departmentCode, auxis, side: 'debit' | 'credit',
      --   amount: {kind: 'fixed', value} | {kind: 'balance', code} | {kind: 'rest'}}]
      lines jsonb not null,
      enabled boolean not null default true,
      sort int not null default 0,
      version int not null default 1,
      updated_by int references app_user(id) on delete set null,
      updated_at timestamptz not null default now(),
      unique (ledger_set_id, name)
    );

    create table auto_voucher_run (
      voucher_id uuid primary key references voucher(id) on delete cascade,
      auto_voucher_id int not null references auto_voucher(id) on delete cascade,
      ledger_set_id int not null references ledger_set(id) on delete cascade,
      year smallint not null,
      month smallint not null check (month between 1 and 12),
      created_by int references app_user(id) on delete set null,
      created_at timestamptz not null default now()
    );
    create index auto_voucher_run_period_idx on auto_voucher_run (ledger_set_id, year, month);
  `.execute(db);
}
