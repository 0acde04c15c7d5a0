// 资产盘点 (issue 20 item 5; NOTES-assets-cashier §1.7): a stocktake of a class on a day, with a line
// per card in the books — the book figures (quantity, original value, use department, custodian,
// location) and the card's version when they were read — and what was counted (quantity, result 0
// 相符 / 1 盘亏 / 2 盘盈, who and when). Posting a shortage makes a disposal document (盘亏, through
// 182); posting a surplus makes a card (取得方式 盘盈) with its voucher Dr 162, Cr 182; either is then
// approved (Dr 301 / Cr 182, or Dr 182 / Cr 301).
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table asset_check (
      id uuid primary key,
      ledger_set_id int not null references ledger_set(id) on delete cascade,
      check_no text not null,
      asset_class smallint not null check (asset_class in (1, 2, 3)),
      check_date date not null,
      remark text not null default '',
      created_by int not null references app_user(id),
      created_at timestamptz not null default now(),
      unique (ledger_set_id, check_no)
    )
  `.execute(db);
  await sql`
    create table asset_check_line (
      check_id uuid not null references asset_check(id) on delete cascade,
      card_id uuid not null references asset_card(id),
      card_version int not null,
      book_quantity int not null,
      original_value numeric(18,2) not null,
      counted_quantity int check (counted_quantity >= 0),
      result smallint check (result in (0, 1, 2)),
      counted_at timestamptz,
      counted_by int references app_user(id),
      remark text not null default '',
      document_id uuid references asset_document(id) on delete set null,
      surplus_card_id uuid references asset_card(id) on delete set null,
      voucher_id uuid references voucher(id) on delete set null,
      approve_voucher_id uuid references voucher(id) on delete set null,
      primary key (check_id, card_id)
    )
  `.execute(db);
  await sql`create index asset_check_line_card_idx on asset_check_line (card_id)`.execute(db);
}
