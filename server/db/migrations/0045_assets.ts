// 资产管理 (issue 20): the settings (card number width, the three classes and their subjects, the
// GB/T 14885 classification), the cards with their allocation history, the monthly provision of
// depreciation and amortisation, and the voucher side (templates and the link of each voucher to
// what it was generated from). Laid for the whole issue: the documents of its second half (disposal,
// value change, stocktaking, split) set a card's status and disposed_month, and link their vouchers
// through asset_voucher like the cards and provisions do.
// Money is numeric(18,2); a card's id is made by the client (an offline save and its replay name
// the same card); a voucher that is deleted unlinks what pointed at it (on delete set null).
import { type Kysely, sql } from 'kysely';

/**
 * The totals of each ledger set's cards by class and whether disposed (the card list's 合计 without
 * a filter, read in one row instead of summing 100,000 cards): kept by statement-level triggers on
 * the cards (count, quantity, original value, accumulated with their lines) and on the provision
 * lines (a month's charges), so a 10,000-line month adds once, not 10,000 times.
 */
async function totals(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table asset_card_total (
      ledger_set_id int not null references ledger_set(id) on delete cascade,
      asset_class smallint not null,
      disposed boolean not null,
      cards bigint not null default 0,
      quantity bigint not null default 0,
      original numeric(20,2) not null default 0,
      accumulated numeric(20,2) not null default 0,
      primary key (ledger_set_id, asset_class, disposed)
    )
  `.execute(db);
  // Each card with everything it has charged: its opening amount and its provision lines.
  const add = (rows: string, sign: string) =>
    sql.raw(`
    insert into asset_card_total as t (ledger_set_id, asset_class, disposed, cards, quantity, original, accumulated)
    select r.ledger_set_id, r.asset_class, r.status = 'DISPOSED', ${sign}count(*), ${sign}sum(r.quantity),
      ${sign}sum(r.original_value),
      ${sign}sum(r.init_accumulated + coalesce((select sum(l.amount) from asset_provision_line l where l.card_id = r.id), 0))
    from ${rows} r group by 1, 2, 3
    on conflict (ledger_set_id, asset_class, disposed) do update set
      cards = t.cards + excluded.cards, quantity = t.quantity + excluded.quantity,
      original = t.original + excluded.original, accumulated = t.accumulated + excluded.accumulated;
  `);
  await sql`
    create function asset_card_total_insert() returns trigger language plpgsql as $$
    begin ${add('new_rows', '')} return null; end $$
  `.execute(db);
  await sql`
    create function asset_card_total_delete() returns trigger language plpgsql as $$
    begin ${add('old_rows', '-')} return null; end $$
  `.execute(db);
  await sql`
    create function asset_card_total_update() returns trigger language plpgsql as $$
    begin ${add('old_rows', '-')} ${add('new_rows', '')} return null; end $$
  `.execute(db);
  await sql`
    create trigger asset_card_total_insert after insert on asset_card
      referencing new table as new_rows for each statement execute function asset_card_total_insert()
  `.execute(db);
  await sql`
    create trigger asset_card_total_delete after delete on asset_card
      referencing old table as old_rows for each statement execute function asset_card_total_delete()
  `.execute(db);
  await sql`
    create trigger asset_card_total_update after update on asset_card
      referencing old table as old_rows new table as new_rows for each statement execute function asset_card_total_update()
  `.execute(db);
  // A month's lines: their amounts join the accumulated of their cards' class.
  const lines = (rows: string, sign: string) =>
    sql.raw(`
    insert into asset_card_total as t (ledger_set_id, asset_class, disposed, accumulated)
    select c.ledger_set_id, c.asset_class, c.status = 'DISPOSED', ${sign}sum(l.amount)
    from ${rows} l join asset_card c on c.id = l.card_id group by 1, 2, 3
    on conflict (ledger_set_id, asset_class, disposed) do update set accumulated = t.accumulated + excluded.accumulated;
  `);
  await sql`
    create function asset_line_total_insert() returns trigger language plpgsql as $$
    begin ${lines('new_rows', '')} return null; end $$
  `.execute(db);
  await sql`
    create function asset_line_total_delete() returns trigger language plpgsql as $$
    begin ${lines('old_rows', '-')} return null; end $$
  `.execute(db);
  await sql`
    create trigger asset_line_total_insert after insert on asset_provision_line
      referencing new table as new_rows for each statement execute function asset_line_total_insert()
  `.execute(db);
  await sql`
    create trigger asset_line_total_delete after delete on asset_provision_line
      referencing old table as old_rows for each statement execute function asset_line_total_delete()
  `.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table asset_setting (
      ledger_set_id int primary key references ledger_set(id) on delete cascade,
      card_no_width int not null default 6 check (card_no_width between 3 and 10),
      version int not null default 1 check (version >= 1),
      updated_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`
    create table asset_class_setting (
      ledger_set_id int not null references ledger_set(id) on delete cascade,
      asset_class smallint not null check (asset_class in (1, 2, 3)),
      name text not null,
      prefix text not null check (prefix ~ '^[A-Z]{0,4}$'),
      asset_subject text,
      contra_subject text,
      fund_subject text,
      version int not null default 1 check (version >= 1),
      primary key (ledger_set_id, asset_class)
    )
  `.execute(db);
  await sql`
    create table asset_category (
      id serial primary key,
      ledger_set_id int not null references ledger_set(id) on delete cascade,
      edition text not null check (edition in ('2010', '2022', 'custom')),
      code text not null,
      name text not null,
      parent_id int references asset_category(id),
      asset_class smallint not null check (asset_class in (1, 2, 3)),
      subject_code text not null,
      depreciable boolean not null,
      min_life_months int check (min_life_months > 0),
      max_life_months int check (max_life_months > 0),
      default_life_months int check (default_life_months > 0),
      structure_lives jsonb,
      builtin boolean not null default false,
      enabled boolean not null default true,
      sort int not null default 0,
      version int not null default 1 check (version >= 1),
      unique (ledger_set_id, code)
    )
  `.execute(db);
  await sql`create index asset_category_parent_idx on asset_category (parent_id)`.execute(db);
  await sql`
    create table asset_card_counter (
      ledger_set_id int not null references ledger_set(id) on delete cascade,
      asset_class smallint not null check (asset_class in (1, 2, 3)),
      last_no int not null default 0,
      primary key (ledger_set_id, asset_class)
    )
  `.execute(db);
  await sql`
    create table asset_card (
      id uuid primary key,
      ledger_set_id int not null references ledger_set(id) on delete cascade,
      asset_class smallint not null check (asset_class in (1, 2, 3)),
      card_no text not null,
      asset_code text not null,
      old_asset_code text not null default '',
      name text not null,
      category_id int not null references asset_category(id),
      ownership text check (ownership in ('STATE', 'UNION')),
      fund_source text not null check (fund_source in ('FISCAL', 'UNION_FUND', 'MIXED')),
      fund_amount_fiscal numeric(18,2),
      fund_amount_union numeric(18,2),
      spec text not null default '',
      model text not null default '',
      brand text not null default '',
      producer text not null default '',
      supplier text not null default '',
      quantity int not null check (quantity >= 1),
      unit text not null,
      acquire_method text not null,
      acquire_date date not null,
      in_use_date date,
      book_date date not null,
      invoice_no text not null default '',
      contract_no text not null default '',
      procurement_form text not null default '',
      value_type text not null,
      original_value numeric(18,2) not null check (original_value > 0),
      init_accumulated numeric(18,2) not null default 0 check (init_accumulated >= 0),
      depreciation_method text,
      life_months int check (life_months > 0),
      used_months int not null default 0 check (used_months >= 0),
      no_depreciation boolean not null,
      first_month text not null check (first_month ~ '^[0-9]{4}-[0-9]{2}$'),
      total_workload text not null default '',
      manage_department_id int not null references department(id),
      use_department_id int not null references department(id),
      custodian_person_id int references person(id) on delete set null,
      custodian text not null default '',
      location text not null default '',
      use_status text not null,
      status text not null default 'NORMAL'
        check (status in ('NORMAL', 'CHANGING', 'PENDING_DISPOSAL', 'DISPOSED')),
      is_init boolean not null,
      warranty_end date,
      remark text not null default '',
      house_location text not null default '',
      house_area numeric(14,2),
      house_structure text not null default '',
      title_cert text not null default '',
      completion_date date,
      vehicle_plate text not null default '',
      patent_no text not null default '',
      amortisation_basis text,
      disposed_month text check (disposed_month ~ '^[0-9]{4}-[0-9]{2}$'),
      voucher_id uuid references voucher(id) on delete set null,
      reviewed_at timestamptz,
      reviewed_by int references app_user(id),
      created_by int not null references app_user(id),
      updated_by int not null references app_user(id),
      version int not null default 1 check (version >= 1),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check (init_accumulated <= original_value),
      unique (ledger_set_id, card_no),
      unique (ledger_set_id, asset_code)
    )
  `.execute(db);
  // The list pages by class and card number; the voucher dialog asks for the cards without one.
  await sql`create index asset_card_list_idx on asset_card (ledger_set_id, asset_class, card_no)`.execute(db);
  await sql`create index asset_card_voucher_idx on asset_card (voucher_id) where voucher_id is not null`.execute(
    db,
  );
  await sql`create index asset_card_category_idx on asset_card (category_id)`.execute(db);
  await sql`
    create table asset_allocation (
      id serial primary key,
      ledger_set_id int not null references ledger_set(id) on delete cascade,
      card_id uuid not null references asset_card(id) on delete cascade,
      kind text not null check (kind in ('调拨', '分配')),
      allocated_on date not null,
      from_department_id int references department(id),
      to_department_id int not null references department(id),
      from_person_id int references person(id) on delete set null,
      to_person_id int references person(id) on delete set null,
      from_custodian text not null default '',
      to_custodian text not null default '',
      from_location text not null default '',
      to_location text not null default '',
      reason text not null default '',
      created_by int not null references app_user(id),
      created_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`create index asset_allocation_card_idx on asset_allocation (card_id, id)`.execute(db);
  await sql`
    create table asset_provision (
      id serial primary key,
      ledger_set_id int not null references ledger_set(id) on delete cascade,
      asset_class smallint not null check (asset_class in (1, 2)),
      year int not null,
      month int not null check (month between 1 and 12),
      total numeric(18,2) not null check (total >= 0),
      card_count int not null check (card_count >= 0),
      voucher_id uuid references voucher(id) on delete set null,
      created_by int not null references app_user(id),
      created_at timestamptz not null default now(),
      unique (ledger_set_id, asset_class, year, month)
    )
  `.execute(db);
  // A card's accumulated depreciation is its opening amount plus its lines (never stored on the card:
  // a month's run writes only these rows). No foreign key to the card: its per-row check doubled the
  // cost of a 10,000-card month; a card with lines is never deleted (the service refuses it).
  await sql`
    create table asset_provision_line (
      provision_id int not null references asset_provision(id) on delete cascade,
      card_id uuid not null,
      amount numeric(18,2) not null check (amount > 0),
      accumulated numeric(18,2) not null check (accumulated >= 0),
      primary key (provision_id, card_id)
    )
  `.execute(db);
  await sql`create index asset_provision_line_card_idx on asset_provision_line (card_id) include (amount)`.execute(
    db,
  );
  await totals(db);
  // User templates of the asset voucher dialogs; the built-in ones come from the 制度's entries
  // (voucher_templates_assets_cashier.csv) resolved against the chart when read.
  await sql`
    create table asset_template (
      id serial primary key,
      ledger_set_id int not null references ledger_set(id) on delete cascade,
      template_type text not null check (template_type in ('card', 'provision', 'disposal', 'transform')),
      asset_class smallint not null check (asset_class in (1, 2, 3)),
      name text not null,
      details jsonb not null,
      created_by int not null references app_user(id),
      version int not null default 1 check (version >= 1),
      updated_at timestamptz not null default now(),
      unique (ledger_set_id, template_type, asset_class, name)
    )
  `.execute(db);
  // What each generated voucher came from: the voucher view names it, /show finds it.
  await sql`
    create table asset_voucher (
      voucher_id uuid primary key references voucher(id) on delete cascade,
      ledger_set_id int not null references ledger_set(id) on delete cascade,
      source_kind text not null check (source_kind in ('card', 'provision', 'disposal', 'transform')),
      asset_class smallint not null check (asset_class in (1, 2, 3)),
      label text not null,
      created_by int not null references app_user(id),
      created_at timestamptz not null default now()
    )
  `.execute(db);
}
