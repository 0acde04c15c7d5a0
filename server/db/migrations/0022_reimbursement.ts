// Reimbursement documents (issue 18): claims of the six document types, their history, loan offsets
// (冲借款) and repayments, and the per type-and-month counter of 单据编号. The approval state is the
// core's (src/core/reimbursement): status, kept process, step and approvals; the await_* columns
// repeat who the current step waits for, so "awaiting my approval" is an index scan, not a JSON walk.
// await_key is duty and department in one ('approver:3', 'supervisor:*'): one equality per branch
// that the planner estimates well (two columns, one of them mostly null, led it to walk every row).
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table claim_counter (
      ledger_set_id int not null references ledger_set(id) on delete cascade,
      prefix text not null,
      period text not null,
      last_number int not null default 0,
      primary key (ledger_set_id, prefix, period)
    )
  `.execute(db);
  await sql`
    create table claim (
      id uuid primary key,
      ledger_set_id int not null references ledger_set(id) on delete cascade,
      no text not null,
      type text not null
        check (type in ('expense', 'travel', 'loan', 'repayment', 'provision', 'interAccount')),
      status text not null check (status in ('draft', 'inApproval', 'rejected', 'withdrawn', 'approved')),
      version int not null check (version >= 1),
      declarer_id int not null references app_user(id),
      department_id int not null references department(id),
      doc_date date not null,
      reason text not null,
      project text not null default '',
      amount numeric(18, 2) not null check (amount > 0),
      content jsonb not null,
      figures jsonb not null,
      process jsonb,
      step_index int,
      approvals jsonb not null default '[]'::jsonb,
      voucher_id uuid references voucher(id) on delete set null,
      await_duty text,
      await_department_id int,
      await_user_ids int[],
      await_key text,
      created_at timestamptz not null,
      updated_at timestamptz not null,
      unique (ledger_set_id, no)
    )
  `.execute(db);
  // The lists page on (updated_at desc, id desc) within one ledger set.
  await sql`create index claim_declarer_idx on claim (ledger_set_id, declarer_id, updated_at desc, id desc)`.execute(
    db,
  );
  await sql`create index claim_updated_idx on claim (ledger_set_id, updated_at desc, id desc)`.execute(db);
  await sql`
    create index claim_await_key_idx on claim (ledger_set_id, await_key, updated_at desc, id desc)
      where status = 'inApproval'
  `.execute(db);
  // fastupdate off: PGlite has no autovacuum to merge a GIN pending list, which every read would scan.
  await sql`create index claim_await_users_idx on claim using gin (await_user_ids) with (fastupdate = off) where status = 'inApproval'`.execute(
    db,
  );
  await sql`create index claim_voucher_idx on claim (voucher_id) where voucher_id is not null`.execute(db);
  await sql`
    create table claim_history (
      claim_id uuid not null references claim(id) on delete cascade,
      version int not null,
      action text not null,
      actor_id int not null references app_user(id),
      at timestamptz not null,
      from_status text not null,
      from_step int,
      to_status text not null,
      to_step int,
      step_key text,
      comment text not null default '',
      amount_change jsonb,
      primary key (claim_id, version)
    )
  `.execute(db);
  // 我已审批: the documents a user approved or rejected at some time.
  await sql`create index claim_history_actor_idx on claim_history (actor_id, claim_id) where action in ('approve', 'reject')`.execute(
    db,
  );
  await sql`
    create table loan_offset (
      claim_id uuid not null references claim(id) on delete cascade,
      loan_id uuid not null references claim(id),
      amount numeric(18, 2) not null check (amount > 0),
      on_date date not null,
      primary key (claim_id, loan_id)
    )
  `.execute(db);
  await sql`create index loan_offset_loan_idx on loan_offset (loan_id)`.execute(db);
  await sql`
    create table loan_repayment (
      repayment_id uuid primary key references claim(id) on delete cascade,
      loan_id uuid not null references claim(id),
      amount numeric(18, 2) not null check (amount > 0),
      on_date date not null
    )
  `.execute(db);
  await sql`create index loan_repayment_loan_idx on loan_repayment (loan_id)`.execute(db);
}
