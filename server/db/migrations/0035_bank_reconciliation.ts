// Bank reconciliation (银行对账, issue 19 item 4). Per ledger set: the matching settings; per
// reconciled bank subject: its setup (start date, 调整前余额 of both sides, confirmation) and the
// statement layout last used. The bank side is statement lines (imported, or entered as opening
// outstanding items); the book side is the ledger's voucher lines (referenced by voucher and line,
// with the amount and date they had when matched) and the book's opening outstanding items. A match
// groups items of both sides; deleting it (取消勾对) frees them. 核销 marks matches with a batch.
// Matching writes 10,000 groups at a time, so the match path has no per-row foreign-key checks: the
// service clears an item's match_id when it deletes a match, a trigger removes an account's matches
// with the account, and statement lines leave room on their pages for the match_id updates (HOT).
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table recon_setting (
      ledger_set_id int primary key references ledger_set(id) on delete cascade,
      by_settle_no boolean not null default true,
      window_days smallint not null default 10 check (window_days between 0 and 365),
      include_unposted boolean not null default false,
      long_days smallint not null default 90 check (long_days between 1 and 3650),
      version int not null default 1 check (version >= 1),
      updated_at timestamptz not null default now()
    )
  `.execute(db);
  // No foreign key to subject: the chart's own checks decide what may be deleted; a reconciled
  // subject that disappears shows as such.
  await sql`
    create table recon_account (
      ledger_set_id int not null references ledger_set(id) on delete cascade,
      subject_code text not null,
      bank_account_no text not null default '' check (bank_account_no ~ '^[0-9]{0,40}$'),
      bank_name text not null default '',
      start_date date check (start_date >= date '2022-01-01'),
      book_opening numeric(18, 2) not null default 0,
      bank_opening numeric(18, 2) not null default 0,
      layout text,
      confirmed_at timestamptz,
      confirmed_by int references app_user(id) on delete set null,
      version int not null default 1 check (version >= 1),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (ledger_set_id, subject_code),
      check (confirmed_at is null or start_date is not null)
    )
  `.execute(db);
  await sql`
    create table recon_write_off (
      id bigserial primary key,
      ledger_set_id int not null,
      subject_code text not null,
      date_to date not null,
      matches int not null,
      at timestamptz not null default now(),
      user_id int references app_user(id) on delete set null,
      foreign key (ledger_set_id, subject_code) references recon_account(ledger_set_id, subject_code)
        on delete cascade
    )
  `.execute(db);
  await sql`
    create table recon_match (
      id bigserial primary key,
      ledger_set_id int not null,
      subject_code text not null,
      rule text not null check (rule in ('settleNo', 'date', 'manual')),
      matched_at timestamptz not null default now(),
      matched_by int,
      write_off_id bigint
    )
  `.execute(db);
  await sql`create index recon_match_account_idx on recon_match (ledger_set_id, subject_code)`.execute(db);
  await sql`create index recon_match_write_off_idx on recon_match (write_off_id) where write_off_id is not null`.execute(
    db,
  );
  await sql`
    create table statement_import (
      id bigserial primary key,
      ledger_set_id int not null,
      subject_code text not null,
      file_name text not null,
      layout text not null,
      lines int not null,
      duplicates int not null,
      at timestamptz not null default now(),
      user_id int references app_user(id) on delete set null,
      foreign key (ledger_set_id, subject_code) references recon_account(ledger_set_id, subject_code)
        on delete cascade
    )
  `.execute(db);
  // receipt = 贷方（收入）, payment = 借方（支取）: exactly one of them. dedup_key names an imported
  // line across imports (null for opening items, which are typed in).
  await sql`
    create table bank_statement_line (
      id bigserial primary key,
      ledger_set_id int not null,
      subject_code text not null,
      opening boolean not null default false,
      txn_date date not null,
      txn_time text not null default '',
      summary text not null default '',
      remark text not null default '',
      counterparty text not null default '',
      counterparty_account text not null default '',
      settle_no text not null default '',
      serial text not null default '',
      receipt numeric(18, 2) not null default 0,
      payment numeric(18, 2) not null default 0,
      balance numeric(18, 2),
      dedup_key text,
      import_id bigint references statement_import(id) on delete set null,
      row_no int,
      match_id bigint,
      check (receipt >= 0 and payment >= 0 and (receipt = 0) <> (payment = 0)),
      check (opening = (dedup_key is null)),
      foreign key (ledger_set_id, subject_code) references recon_account(ledger_set_id, subject_code)
        on delete cascade
    ) with (fillfactor = 80)
  `.execute(db);
  await sql`
    create unique index bank_statement_line_dedup_uq
      on bank_statement_line (ledger_set_id, subject_code, dedup_key) where dedup_key is not null
  `.execute(db);
  await sql`
    create index bank_statement_line_date_idx on bank_statement_line (ledger_set_id, subject_code, txn_date, id)
  `.execute(db);
  // 日记账期初未达账: debit = 企收银未收, credit = 企付银未付.
  await sql`
    create table recon_book_opening (
      id bigserial primary key,
      ledger_set_id int not null,
      subject_code text not null,
      txn_date date not null,
      summary text not null default '',
      settle_no text not null default '',
      debit numeric(18, 2) not null default 0,
      credit numeric(18, 2) not null default 0,
      match_id bigint,
      check (debit >= 0 and credit >= 0 and (debit = 0) <> (credit = 0)),
      foreign key (ledger_set_id, subject_code) references recon_account(ledger_set_id, subject_code)
        on delete cascade
    ) with (fillfactor = 80)
  `.execute(db);
  await sql`create index recon_book_opening_account_idx on recon_book_opening (ledger_set_id, subject_code)`.execute(
    db,
  );
  // A voucher line in a match, with the date and signed amount it had then: a line changed since
  // (an unposted voucher edited) no longer fits its match, which then counts as undone. A line is in
  // at most one match.
  await sql`
    create table recon_book_match (
      match_id bigint not null,
      ledger_set_id int not null,
      subject_code text not null,
      voucher_id uuid not null,
      line_no smallint not null,
      txn_date date not null,
      amount numeric(18, 2) not null,
      primary key (ledger_set_id, voucher_id, line_no)
    )
  `.execute(db);
  await sql`create index recon_book_match_match_idx on recon_book_match (match_id)`.execute(db);
  // An account removed (or its ledger set deleted) takes its matches along.
  await sql`
    create function recon_account_gone() returns trigger language plpgsql as $$
    begin
      delete from recon_book_match where ledger_set_id = old.ledger_set_id and subject_code = old.subject_code;
      delete from recon_match where ledger_set_id = old.ledger_set_id and subject_code = old.subject_code;
      return null;
    end $$
  `.execute(db);
  await sql`
    create trigger recon_account_gone after delete on recon_account
      for each row execute function recon_account_gone()
  `.execute(db);
}
