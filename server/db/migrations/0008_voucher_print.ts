// 凭证打印设置 (issue #6): one row per ledger set with the names a printed voucher carries that the
// voucher does not record, which recorded names print, the header's unit, the default paper and
// the entry lines per sheet. No row means the defaults; '' names print an empty signature line.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table voucher_print_setting (
      ledger_set_id int primary key references ledger_set(id) on delete cascade,
      supervisor_name text not null default '' check (length(supervisor_name) <= 20),
      cashier_name text not null default '' check (length(cashier_name) <= 20),
      print_preparer boolean not null default true,
      print_auditor boolean not null default true,
      print_bookkeeper boolean not null default true,
      -- '' prints the ledger set's own name.
      unit_name text not null default '' check (length(unit_name) <= 60),
      paper text not null default 'halfA4' check (paper in ('A4', 'halfA4')),
      lines_half_a4 smallint not null default 6 check (lines_half_a4 between 4 and 8),
      lines_a4 smallint not null default 14 check (lines_a4 between 8 and 20),
      version int not null default 1,
      updated_by int references app_user(id) on delete set null,
      updated_at timestamptz not null default now()
    );
  `.execute(db);
}
