// Identity and access: organisations, ledger sets, departments, users, roles, permissions, grants,
// menus; sessions, nonces, idempotency records, captchas, login failures, request logs.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table organisation (
      id serial primary key,
      name text not null,
      parent_id int references organisation(id),
      level smallint not null default 1,
      created_at timestamptz not null default now()
    );

    create table ledger_set (
      id serial primary key,
      org_id int not null references organisation(id),
      code text not null unique,
      name text not null,
      short_name text not null,
      kind text not null check (kind in ('grassroots', 'county')),
      start_year int not null check (start_year >= 2022 and start_year <= 2100),
      bank_code text not null default '',
      succession_state text not null default 'pending'
        check (succession_state in ('pending', 'done', 'skipped')),
      init_confirmed_at timestamptz,
      assets_ready_at timestamptz,
      voucher_print_mode smallint not null default 1,
      enabled boolean not null default true,
      created_at timestamptz not null default now()
    );

    create table department (
      id serial primary key,
      ledger_set_id int not null references ledger_set(id),
      code text not null,
      name text not null,
      parent_id int references department(id),
      enabled boolean not null default true,
      sort int not null default 0,
      version int not null default 1,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (ledger_set_id, code)
    );

    create table app_user (
      id serial primary key,
      org_id int not null references organisation(id),
      user_name text not null,
      real_name text not null,
      password_hash text not null,
      enabled boolean not null default true,
      department_id int references department(id),
      default_ledger_set_id int references ledger_set(id),
      mobile text not null default '',
      password_changed_at timestamptz not null default now(),
      created_at timestamptz not null default now()
    );
    create unique index app_user_name_key on app_user (lower(user_name));

    create table role (
      id serial primary key,
      code text not null unique,
      name text not null,
      builtin boolean not null default false
    );

    create table role_permission (
      role_id int not null references role(id) on delete cascade,
      permission_key text not null,
      primary key (role_id, permission_key)
    );

    create table user_role (
      user_id int not null references app_user(id) on delete cascade,
      role_id int not null references role(id) on delete cascade,
      primary key (user_id, role_id)
    );

    -- level: 1 = may read the ledger set, 2 = may also write to it.
    create table user_ledger_set (
      user_id int not null references app_user(id) on delete cascade,
      ledger_set_id int not null references ledger_set(id) on delete cascade,
      level smallint not null default 2 check (level in (1, 2)),
      primary key (user_id, ledger_set_id)
    );

    create table menu (
      id serial primary key,
      parent_id int references menu(id) on delete cascade,
      title text not null,
      path text,
      icon text not null default '',
      permission_key text,
      sort int not null default 0
    );

    create table session (
      token_hash text primary key,
      user_id int not null references app_user(id) on delete cascade,
      sign_key text not null,
      decrypt_key text not null,
      ledger_set_id int references ledger_set(id),
      year int,
      ip text not null default '',
      created_at timestamptz not null default now(),
      last_seen_at timestamptz not null default now(),
      expires_at timestamptz not null,
      ended_at timestamptz
    );
    create index session_user_idx on session (user_id);

    create table request_nonce (
      token_hash text not null,
      nonce text not null,
      seen_at timestamptz not null default now(),
      primary key (token_hash, nonce)
    );
    create index request_nonce_seen_idx on request_nonce (seen_at);

    create table idempotency (
      user_id int not null references app_user(id) on delete cascade,
      key text not null,
      request_hash text not null,
      status_code int not null,
      response jsonb not null,
      created_at timestamptz not null default now(),
      primary key (user_id, key)
    );

    create table captcha (
      key text primary key,
      answer text not null,
      expires_at timestamptz not null
    );

    -- scope 'user' keys on the lower-cased user name, 'ip' on the client address.
    create table login_failure (
      id bigserial primary key,
      scope text not null check (scope in ('user', 'ip')),
      subject text not null,
      at timestamptz not null default now()
    );
    create index login_failure_lookup_idx on login_failure (scope, subject, at);

    create table request_log (
      id bigserial primary key,
      user_id int references app_user(id) on delete set null,
      url text not null,
      interface_url text not null default '',
      begin_time timestamptz not null,
      end_time timestamptz not null,
      time_span int not null,
      request_log_type smallint not null check (request_log_type in (1, 2)),
      created_at timestamptz not null default now()
    );
    create index request_log_created_idx on request_log (created_at);
  `.execute(db);
}
