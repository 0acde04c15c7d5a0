// 单位前置表 and 配置管理 (issue 21 item 5). enterprise: the outside units a ledger set deals with
// (suppliers, subordinate unions, banks), with the registration and bank data payments and
// vouchers draw on. configuration_entry: the administrator's overrides of the values the system
// reads by key (the registry in src/core/configuration.ts holds the keys, bounds and defaults; a
// key absent here has its default). The operation log's trigger attaches to both after migrating.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table enterprise (
      id serial primary key,
      ledger_set_id int not null references ledger_set(id),
      code text not null,
      name text not null,
      credit_code text not null default '',
      kind text not null,
      bank_name text not null default '',
      account_no text not null default '',
      address text not null default '',
      contact text not null default '',
      phone text not null default '',
      enabled boolean not null default true,
      version int not null default 1,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (ledger_set_id, code),
      unique (ledger_set_id, name)
    );
    create unique index enterprise_credit_code_idx on enterprise (ledger_set_id, credit_code)
      where credit_code <> '';

    create table configuration_entry (
      key text primary key,
      value jsonb not null,
      version int not null default 1,
      updated_at timestamptz not null default now(),
      updated_by text not null default ''
    );

  `.execute(db);
}
