// 期末结转 (issue 19 item 5): the ledger set's 结转设置 and the mark of every carry-forward voucher.
// The setting is one small document per ledger set (its rules are never queried by line). The mark
// says a voucher is a 期末结转 (period) or 年末结转 (yearEnd) of a month: a re-run finds and replaces
// the month's unposted one, and the 收入支出表 leaves marked vouchers out of the year's turnovers.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table carry_forward_setting (
      ledger_set_id int primary key references ledger_set(id) on delete cascade,
      special_target text not null,
      ordinary_target text not null,
      fiscal_target text,
      -- {"321": "32104", "322": "32205", "331": "33104" | null, "332": "33205" | null}
      year_end_targets jsonb not null,
      -- [{code, part: 'special' | 'ordinary' | 'fiscal'}]
      rules jsonb not null default '[]',
      voucher_type text,
      summary text not null check (length(summary) between 1 and 100),
      version int not null default 1,
      updated_by int references app_user(id) on delete set null,
      updated_at timestamptz not null default now()
    );

    create table carry_forward (
      voucher_id uuid primary key references voucher(id) on delete cascade,
      ledger_set_id int not null references ledger_set(id) on delete cascade,
      year smallint not null,
      month smallint not null check (month between 1 and 12),
      kind text not null check (kind in ('period', 'yearEnd')),
      created_by int references app_user(id) on delete set null,
      created_at timestamptz not null default now()
    );
    create index carry_forward_period_idx on carry_forward (ledger_set_id, year, month, kind);
  `.execute(db);
}
