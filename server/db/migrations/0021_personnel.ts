// 部门人员 and 拨款卡绑定 (issue 18 item 11). A person belongs to one department of the ledger set,
// has the travel grade the travel claim reads, and may be the person an app_user logs in as (one
// person per user and ledger set). A bank card belongs to a person, or (person_id null) to a unit
// payee named by its 户名; each owner has at most one default card, kept by partial unique indexes.
// A person with cards cannot be deleted (the reference is checked at the end of the statement, so
// deleting a whole ledger set still cascades through both tables).
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table person (
      id serial primary key,
      ledger_set_id int not null references ledger_set(id) on delete cascade,
      department_id int not null references department(id),
      code text not null,
      name text not null,
      grade text not null check (grade in ('部级', '司局级', '其余人员')),
      title text not null default '',
      mobile text not null default '',
      user_id int references app_user(id) on delete set null,
      enabled boolean not null default true,
      version int not null default 1 check (version >= 1),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (ledger_set_id, code)
    )
  `.execute(db);
  await sql`create index person_department_idx on person (department_id)`.execute(db);
  await sql`
    create unique index person_user_uq on person (ledger_set_id, user_id) where user_id is not null
  `.execute(db);
  await sql`
    create table bank_card (
      id serial primary key,
      ledger_set_id int not null references ledger_set(id) on delete cascade,
      person_id int references person(id),
      account_name text not null,
      bank_name text not null,
      account_no text not null check (account_no ~ '^[0-9]{8,30}$'),
      is_default boolean not null default false,
      version int not null default 1 check (version >= 1),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (ledger_set_id, account_no)
    )
  `.execute(db);
  await sql`create index bank_card_person_idx on bank_card (person_id)`.execute(db);
  await sql`
    create unique index bank_card_person_default_uq on bank_card (ledger_set_id, person_id)
      where is_default and person_id is not null
  `.execute(db);
  await sql`
    create unique index bank_card_unit_default_uq on bank_card (ledger_set_id, account_name)
      where is_default and person_id is null
  `.execute(db);
}
