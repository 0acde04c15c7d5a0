// 出纳管理 (issue 19 items 1-3): the unit's bank accounts (银行账户), the cashier's own cash and bank
// accounts tied to end-level 101/102 subjects, the cashier book apart from the ledger (entries typed
// by the cashier or brought in from a voucher line, each line once), per-day totals kept by a
// statement trigger so the daily report sums a few rows, closed cashier months, and the cheque
// register (bought ranges, each cheque's state and its history).
// References to ledger_set cascade; the others are checked at the end of the statement, so deleting a
// whole ledger set still cascades through every table while a lone account with entries stays.
import { type Kysely, sql } from 'kysely';

/** The net change per (account, day) of a transition table, each row counting `sign`. */
const moves = (rows: string, sign: 1 | -1) =>
  `select account_id, entry_date, ${sign} * receipt as receipt, ${sign} * payment as payment,
     ${sign} * (receipt <> 0)::int as receipt_count, ${sign} * (payment <> 0)::int as payment_count
   from ${rows}`;

/** Adds the net change per day row, in key order (two writers lock the rows in the same order). */
const apply = (deltas: string) =>
  sql.raw(`insert into cashier_day_total as t
      (account_id, entry_date, receipt, payment, receipt_count, payment_count)
    select account_id, entry_date, sum(receipt), sum(payment), sum(receipt_count), sum(payment_count)
    from (${deltas}) as x
    group by account_id, entry_date
    order by account_id, entry_date
    on conflict (account_id, entry_date) do update set
      receipt = t.receipt + excluded.receipt,
      payment = t.payment + excluded.payment,
      receipt_count = t.receipt_count + excluded.receipt_count,
      payment_count = t.payment_count + excluded.payment_count`);

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table bank_account (
      id serial primary key,
      ledger_set_id int not null references ledger_set(id) on delete cascade,
      bank_name text not null,
      account_name text not null,
      account_no text not null check (account_no ~ '^[0-9]{8,30}$'),
      deposit_type text not null
        check (deposit_type in ('基本存款账户', '一般存款账户', '专用存款账户', '临时存款账户')),
      subject_code text not null,
      opened_on date not null,
      remark text not null default '',
      enabled boolean not null default true,
      version int not null default 1 check (version >= 1),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (ledger_set_id, account_no),
      unique (ledger_set_id, subject_code)
    )
  `.execute(db);
  await sql`
    create table cashier_account (
      id serial primary key,
      ledger_set_id int not null references ledger_set(id) on delete cascade,
      kind text not null check (kind in ('cash', 'bank')),
      code text not null,
      name text not null,
      subject_code text not null,
      bank_account_id int references bank_account(id),
      opened_on date not null,
      opening_balance numeric(18, 2) not null default 0,
      enabled boolean not null default true,
      version int not null default 1 check (version >= 1),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (ledger_set_id, code),
      unique (ledger_set_id, subject_code),
      check ((kind = 'bank') = (bank_account_id is not null))
    )
  `.execute(db);
  await sql`create index cashier_account_bank_idx on cashier_account (bank_account_id)`.execute(db);
  await sql`
    create table cashier_entry (
      id uuid primary key,
      ledger_set_id int not null references ledger_set(id) on delete cascade,
      account_id int not null references cashier_account(id),
      entry_date date not null,
      seq bigserial not null,
      summary text not null,
      settle_method text not null default '',
      settle_no text not null default '',
      counterparty text not null default '',
      counter_subject text not null default '',
      receipt numeric(18, 2) not null default 0,
      payment numeric(18, 2) not null default 0,
      source text not null check (source in ('manual', 'voucher')),
      voucher_id uuid,
      line_no int,
      voucher_word text,
      created_by int references app_user(id) on delete set null,
      version int not null default 1 check (version >= 1),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      -- One side only; a line brought in from a red-ink (红字) voucher line keeps its negative amount.
      check ((receipt <> 0) <> (payment <> 0)),
      check ((source = 'voucher') = (voucher_id is not null and line_no is not null))
    )
  `.execute(db);
  // A voucher line enters the cashier book once.
  await sql`
    create unique index cashier_entry_line_uq on cashier_entry (ledger_set_id, voucher_id, line_no)
      where voucher_id is not null
  `.execute(db);
  await sql`create index cashier_entry_book_idx on cashier_entry (account_id, entry_date, seq)`.execute(db);
  await sql`
    create table cashier_day_total (
      account_id int not null,
      entry_date date not null,
      receipt numeric(18, 2) not null,
      payment numeric(18, 2) not null,
      receipt_count int not null,
      payment_count int not null,
      primary key (account_id, entry_date)
    )
  `.execute(db);
  await sql`
    create function cashier_day_total_apply() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        ${apply(moves('new_rows', 1))};
      elsif tg_op = 'UPDATE' then
        ${apply(`${moves('new_rows', 1)} union all ${moves('old_rows', -1)}`)};
      else
        ${apply(moves('old_rows', -1))};
      end if;
      return null;
    end
    $$
  `.execute(db);
  await sql`
    create trigger cashier_day_total_insert after insert on cashier_entry
      referencing new table as new_rows for each statement execute function cashier_day_total_apply()
  `.execute(db);
  await sql`
    create trigger cashier_day_total_update after update on cashier_entry
      referencing old table as old_rows new table as new_rows
      for each statement execute function cashier_day_total_apply()
  `.execute(db);
  await sql`
    create trigger cashier_day_total_delete after delete on cashier_entry
      referencing old table as old_rows for each statement execute function cashier_day_total_apply()
  `.execute(db);
  await sql`
    create table cashier_period (
      ledger_set_id int not null references ledger_set(id) on delete cascade,
      year int not null,
      month int not null check (month between 1 and 12),
      closed_at timestamptz not null default now(),
      closed_by int references app_user(id) on delete set null,
      explanations jsonb not null default '[]',
      primary key (ledger_set_id, year, month)
    )
  `.execute(db);
  await sql`
    create table cashier_period_event (
      id serial primary key,
      ledger_set_id int not null references ledger_set(id) on delete cascade,
      year int not null,
      month int not null,
      action text not null check (action in ('close', 'reopen')),
      at timestamptz not null default now(),
      user_id int references app_user(id) on delete set null,
      explanations jsonb not null default '[]'
    )
  `.execute(db);
  await sql`
    create table cheque_purchase (
      id serial primary key,
      ledger_set_id int not null references ledger_set(id) on delete cascade,
      account_id int not null references cashier_account(id),
      cheque_type text not null check (cheque_type in ('现金支票', '转账支票')),
      prefix text not null default '',
      start_no text not null,
      end_no text not null,
      bought_on date not null,
      remark text not null default '',
      created_by int references app_user(id) on delete set null,
      created_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`create index cheque_purchase_account_idx on cheque_purchase (account_id)`.execute(db);
  await sql`
    create table cheque (
      id serial primary key,
      ledger_set_id int not null references ledger_set(id) on delete cascade,
      purchase_id int not null references cheque_purchase(id),
      account_id int not null references cashier_account(id),
      cheque_type text not null,
      cheque_no text not null,
      state text not null default 'unused' check (state in ('unused', 'issued', 'writtenOff', 'void')),
      issued_on date,
      holder text not null default '',
      department text not null default '',
      purpose text not null default '',
      limit_amount numeric(18, 2),
      payee text not null default '',
      approver text not null default '',
      written_off_on date,
      amount numeric(18, 2),
      entry_id uuid references cashier_entry(id),
      voucher_id uuid,
      voided_on date,
      void_reason text not null default '',
      version int not null default 1 check (version >= 1),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (ledger_set_id, account_id, cheque_no),
      check ((state = 'issued' or state = 'writtenOff') = (issued_on is not null) or state = 'void'),
      check ((state = 'writtenOff') = (written_off_on is not null and amount is not null)),
      check ((state = 'void') = (voided_on is not null))
    )
  `.execute(db);
  await sql`create index cheque_purchase_idx on cheque (purchase_id)`.execute(db);
  await sql`create unique index cheque_entry_uq on cheque (entry_id) where entry_id is not null`.execute(db);
  await sql`
    create table cheque_event (
      id serial primary key,
      cheque_id int not null references cheque(id) on delete cascade,
      at timestamptz not null default now(),
      user_id int references app_user(id) on delete set null,
      action text not null,
      from_state text,
      to_state text not null,
      note text not null default ''
    )
  `.execute(db);
  await sql`create index cheque_event_cheque_idx on cheque_event (cheque_id)`.execute(db);
}
