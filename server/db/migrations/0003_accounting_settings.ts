// Accounting settings (issue #5): the chart of each ledger set with its code widths, auxiliary
// types and items, opening balances with their department and auxiliary breakdowns, the old
// (2009) chart with its 2021-12-31 balances, and the subject succession's draft and result.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    -- One row per ledger set; cash_codes and bank_codes are comma-separated subject codes.
    create table subject_setting (
      ledger_set_id int primary key references ledger_set(id) on delete cascade,
      code_widths text not null default '3-2-2-2',
      cash_codes text not null default '101',
      bank_codes text not null default '102'
    );

    create table subject (
      id serial primary key,
      ledger_set_id int not null references ledger_set(id) on delete cascade,
      code text not null check (code ~ '^[0-9]{1,40}$'),
      name text not null,
      parent_code text,
      level smallint not null check (level between 1 and 9),
      category text not null check (category in ('资产', '负债', '净资产', '收入', '支出')),
      direction smallint not null check (direction in (1, 2)),
      is_leaf boolean not null default true,
      enabled boolean not null default true,
      official boolean not null default false,
      dept_accounting boolean not null default false,
      created_at timestamptz not null default now(),
      unique (ledger_set_id, code),
      foreign key (ledger_set_id, parent_code) references subject(ledger_set_id, code)
    );

    -- builtin: department, person, project, unit; null for a user's custom type.
    -- fields: [{fieldNo, fieldName, fieldType 1 text | 2 number | 3 money | 4 time}].
    create table aux_type (
      id serial primary key,
      ledger_set_id int not null references ledger_set(id) on delete cascade,
      type_no text not null,
      type_name text not null,
      builtin text check (builtin in ('department', 'person', 'project', 'unit')),
      fields jsonb not null default '[]',
      enabled boolean not null default true,
      created_at timestamptz not null default now(),
      unique (ledger_set_id, type_no),
      unique (ledger_set_id, type_name),
      unique (ledger_set_id, builtin)
    );

    create table aux_item (
      id serial primary key,
      ledger_set_id int not null references ledger_set(id) on delete cascade,
      aux_type_id int not null references aux_type(id) on delete cascade,
      info_no text not null,
      info_name text not null,
      details jsonb not null default '{}',
      enabled boolean not null default true,
      created_at timestamptz not null default now(),
      unique (aux_type_id, info_no)
    );

    create table subject_aux_type (
      ledger_set_id int not null,
      subject_code text not null,
      aux_type_id int not null references aux_type(id) on delete cascade,
      primary key (ledger_set_id, subject_code, aux_type_id),
      foreign key (ledger_set_id, subject_code) references subject(ledger_set_id, code) on delete cascade
    );

    create table project_relation_type (
      id serial primary key,
      ledger_set_id int not null references ledger_set(id) on delete cascade,
      type_name text not null,
      remark text not null default '',
      unique (ledger_set_id, type_name)
    );

    create table project_relation (
      id serial primary key,
      ledger_set_id int not null references ledger_set(id) on delete cascade,
      relation_type_id int not null references project_relation_type(id),
      project_info_no text not null,
      related_code text not null,
      related_name text not null,
      unique (relation_type_id, project_info_no, related_code)
    );

    -- The opening balances of the ledger set's start year, on end-level subjects only (parents
    -- roll up when read). A row with dept_code or aux_key is a breakdown of its subject's row.
    create table opening_balance (
      ledger_set_id int not null references ledger_set(id) on delete cascade,
      subject_code text not null,
      dept_code text not null default '',
      aux_key text not null default '',
      debit numeric(18, 2) not null default 0,
      credit numeric(18, 2) not null default 0,
      check (debit >= 0 and credit >= 0 and (debit = 0 or credit = 0)),
      check (dept_code = '' or aux_key = ''),
      primary key (ledger_set_id, subject_code, dept_code, aux_key),
      foreign key (ledger_set_id, subject_code) references subject(ledger_set_id, code)
    );

    -- The 2009 chart of a ledger set with its 2021-12-31 balances (end-level subjects only).
    create table old_subject (
      ledger_set_id int not null references ledger_set(id) on delete cascade,
      code text not null,
      name text not null,
      parent_code text,
      level smallint not null,
      category text not null check (category in ('资产', '负债', '净资产', '收入', '支出')),
      direction smallint not null check (direction in (1, 2)),
      is_leaf boolean not null,
      debit numeric(18, 2) not null default 0,
      credit numeric(18, 2) not null default 0,
      check (debit >= 0 and credit >= 0 and (debit = 0 or credit = 0)),
      primary key (ledger_set_id, code)
    );

    -- mode 1 automatic, 3 manual (spec 000 §4.1).
    create table succession_record (
      ledger_set_id int primary key references ledger_set(id) on delete cascade,
      mode smallint check (mode in (1, 3)),
      manual_undertaking boolean not null default false,
      completed_at timestamptz,
      completed_by int references app_user(id) on delete set null,
      updated_at timestamptz not null default now()
    );

    -- The take-over draft: the amount each new end-level subject receives ...
    create table succession_take (
      ledger_set_id int not null,
      new_code text not null,
      debit numeric(18, 2) not null default 0,
      credit numeric(18, 2) not null default 0,
      check (debit >= 0 and credit >= 0 and (debit = 0 or credit = 0)),
      primary key (ledger_set_id, new_code),
      foreign key (ledger_set_id, new_code) references subject(ledger_set_id, code) on delete cascade
    );

    -- ... and the old subjects it takes over (codeArray of spec 000 §3).
    create table succession_link (
      ledger_set_id int not null,
      new_code text not null,
      old_code text not null,
      primary key (ledger_set_id, new_code, old_code),
      foreign key (ledger_set_id, new_code) references subject(ledger_set_id, code) on delete cascade,
      foreign key (ledger_set_id, old_code) references old_subject(ledger_set_id, code) on delete cascade
    );
    create index succession_link_old_idx on succession_link (ledger_set_id, old_code);

    -- The 2022-01-01 adjusting entries offered after the take-over; issue 6 turns a proposal into
    -- a draft voucher and records its id here.
    create table succession_adjustment (
      id serial primary key,
      ledger_set_id int not null references ledger_set(id) on delete cascade,
      item_id text not null,
      title text not null,
      voucher_date date not null default '2022-01-01',
      basis text not null,
      regulation_clause text not null,
      entries jsonb not null,
      status text not null default 'proposed' check (status in ('proposed', 'drafted', 'dismissed')),
      voucher_id uuid,
      created_at timestamptz not null default now(),
      unique (ledger_set_id, item_id)
    );
  `.execute(db);
}
