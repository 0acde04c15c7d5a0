// 价值变动 (issue 20 item 5, assetChange): a change of a card's original value (暂估 settled, 改扩建
// completed, a part removed) or of its life (only after 改扩建, 第三十五条) from a month on. Past
// depreciation is not adjusted: the card is re-based (NOTES-assets-cashier §1.6 I2) — from the month
// of the change it charges (原值 − 已提) ÷ (总月数 − 已提月数) — kept in base_month, base_accumulated
// and base_used_months (its accumulated stays its opening amount plus its provision lines).
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table asset_card
      add column base_month text check (base_month ~ '^[0-9]{4}-[0-9]{2}$'),
      add column base_accumulated numeric(18,2) check (base_accumulated >= 0),
      add column base_used_months int check (base_used_months >= 0)
  `.execute(db);
  await sql`
    create table asset_change (
      id uuid primary key,
      ledger_set_id int not null references ledger_set(id) on delete cascade,
      card_id uuid not null references asset_card(id),
      asset_class smallint not null check (asset_class in (1, 2, 3)),
      change_no text not null,
      change_type text not null check (change_type in ('COST_UP', 'COST_DOWN', 'LIFE_CHANGE')),
      change_date date not null,
      before_original numeric(18,2) not null,
      after_original numeric(18,2) not null,
      before_life int,
      after_life int,
      amount numeric(18,2) not null check (amount >= 0),
      reason text not null default '',
      voucher_id uuid references voucher(id) on delete set null,
      created_by int not null references app_user(id),
      created_at timestamptz not null default now(),
      unique (ledger_set_id, change_no)
    )
  `.execute(db);
  await sql`create index asset_change_card_idx on asset_change (card_id)`.execute(db);
}
