// The user centre (issue 21 items 1-3): operators with a forced password change and a department per
// ledger set, editable roles with an order and a note, an audit trail of who changed whose rights
// (the later operation-log viewer reads it), the organisation's and each ledger set's own data for
// statements and printouts, ledger-set parents and archiving, and the years opened with their
// carried closing balances.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table app_user
      add column must_change_password boolean not null default false,
      add column version int not null default 1,
      add column updated_at timestamptz not null default now();

    -- The user's department in that ledger set (departments belong to a ledger set). The one
    -- department a user had is kept as their department in the ledger set it belongs to.
    alter table user_ledger_set add column department_id int references department(id) on delete set null;
    update user_ledger_set g set department_id = u.department_id
    from app_user u join department d on d.id = u.department_id
    where g.user_id = u.id and d.ledger_set_id = g.ledger_set_id;

    alter table role
      add column remark text not null default '',
      add column sort int not null default 0,
      add column version int not null default 1,
      add column updated_at timestamptz not null default now(),
      -- A built-in duty deleted while nobody held it: kept (its code names process steps) but hidden,
      -- and never granted again by the start-up sync.
      add column retired_at timestamptz;
    update role set sort = id;

    -- Registry keys already offered to the built-in duties. The start-up sync grants a built-in duty
    -- only keys new since (a new screen), so a key an administrator took away stays away.
    create table permission_offered (
      permission_key text primary key,
      offered_at timestamptz not null default now()
    );

    create table access_audit (
      id bigserial primary key,
      at timestamptz not null default now(),
      actor_id int references app_user(id) on delete set null,
      actor_name text not null,
      target_kind text not null
        check (target_kind in ('user', 'role', 'ledger_set', 'organisation', 'menu')),
      target_id int,
      target_label text not null,
      action text not null,
      detail jsonb not null default '{}'
    );
    create index access_audit_at_idx on access_audit (at desc, id desc);
    create index access_audit_target_idx on access_audit (target_kind, target_id, at desc);

    alter table organisation
      add column code text not null default '',
      add column address text not null default '',
      add column phone text not null default '',
      add column chairman text not null default '',
      add column finance_head text not null default '',
      add column bank_name text not null default '',
      add column bank_account text not null default '',
      add column version int not null default 1,
      add column updated_at timestamptz not null default now();

    alter table ledger_set
      add column parent_id int references ledger_set(id),
      add column archived_at timestamptz,
      add column unit_code text not null default '',
      add column address text not null default '',
      add column phone text not null default '',
      add column chairman text not null default '',
      add column finance_head text not null default '',
      add column bank_name text not null default '',
      add column bank_account text not null default '',
      add column version int not null default 1;

    -- A year opened (年度结转): the previous year's December closed, its closing balances carried.
    create table ledger_year (
      ledger_set_id int not null references ledger_set(id),
      year int not null,
      opened_at timestamptz not null default now(),
      opened_by int references app_user(id) on delete set null,
      primary key (ledger_set_id, year)
    );

    -- The balances carried into a year's opening, per subject and breakdown, as they stood when the
    -- year was opened; the books derive the same from the period balances.
    create table year_opening (
      ledger_set_id int not null references ledger_set(id),
      year int not null,
      subject_code text not null,
      dept_code text not null default '',
      aux_key text not null default '',
      debit numeric(18,2) not null,
      credit numeric(18,2) not null,
      primary key (ledger_set_id, year, subject_code, dept_code, aux_key)
    );
  `.execute(db);
}
