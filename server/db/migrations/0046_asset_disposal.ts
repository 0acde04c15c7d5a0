// 资产处置 (issue 20 item 5): a disposal document names its class, type (asset_enums.csv), the date
// its cards leave the books, the proceeds, and its cards with the figures of that day (original,
// accumulated, book value). Saving it disposes the cards (status DISPOSED, disposed_month = the
// month of the date, which is not charged); deleting it (only before its voucher) puts them back.
// Its voucher (Dr 301 or 182 at book value, Dr 163/172, Cr 162/171/141) links back here; the types
// booked through 182 carry a second, approval voucher (Dr 301, Cr 182).
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table asset_document (
      id uuid primary key,
      ledger_set_id int not null references ledger_set(id) on delete cascade,
      asset_class smallint not null check (asset_class in (1, 2, 3)),
      document_no text not null,
      dispose_type text not null,
      repay_date date not null,
      dispose_amount numeric(18,2) not null default 0 check (dispose_amount >= 0),
      original_amount numeric(18,2) not null check (original_amount >= 0),
      cumulative_amount numeric(18,2) not null check (cumulative_amount >= 0),
      residual_amount numeric(18,2) not null check (residual_amount >= 0),
      reason text not null default '',
      source text not null default 'disposal' check (source in ('disposal', 'check')),
      voucher_id uuid references voucher(id) on delete set null,
      approve_voucher_id uuid references voucher(id) on delete set null,
      created_by int not null references app_user(id),
      created_at timestamptz not null default now(),
      version int not null default 1 check (version >= 1),
      unique (ledger_set_id, document_no)
    )
  `.execute(db);
  await sql`create index asset_document_list_idx on asset_document (ledger_set_id, asset_class, document_no)`.execute(
    db,
  );
  await sql`
    create table asset_document_line (
      document_id uuid not null references asset_document(id) on delete cascade,
      card_id uuid not null references asset_card(id),
      original_value numeric(18,2) not null,
      accumulated numeric(18,2) not null,
      net_value numeric(18,2) not null,
      primary key (document_id, card_id)
    )
  `.execute(db);
  await sql`create index asset_document_line_card_idx on asset_document_line (card_id)`.execute(db);
}
