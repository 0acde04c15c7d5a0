// The operation log (issue 21 item 6): one row per write the server accepted (who, when, from which
// address, which call, its answer), and under it every row that write changed, before and after,
// caught by a row trigger so no module can forget to log. The trigger fires only inside a logged
// write (app.write sets oplog.id for its transaction); bulk loads and migrations pass untouched.
// Derived and technical tables (sessions, nonces, idempotency answers, counters, balances) are not
// logged: their changes follow from the logged rows. oplog_attach() is run again after every
// migration, so tables made later are logged too.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table operation_log (
      id bigserial primary key,
      at timestamptz not null default now(),
      user_id int,
      user_name text not null,
      address text not null default '',
      method text not null,
      path text not null,
      kind text not null,
      ledger_set_id int,
      request jsonb not null default '{}',
      message text not null default '',
      changes int not null default 0
    );
    create index operation_log_at_idx on operation_log (at desc, id desc);
    create index operation_log_user_idx on operation_log (user_id, at desc, id desc);
    create index operation_log_kind_idx on operation_log (kind, at desc, id desc);
    create index operation_log_user_kind_idx on operation_log (user_id, kind, at desc, id desc);

    create table operation_log_change (
      log_id bigint not null references operation_log(id) on delete cascade,
      seq bigserial,
      table_name text not null,
      op text not null check (op in ('INSERT', 'UPDATE', 'DELETE')),
      row_before jsonb,
      row_after jsonb,
      primary key (log_id, seq)
    );

    create table oplog_skip (table_name text primary key);
    insert into oplog_skip (table_name) values
      ('operation_log'), ('operation_log_change'), ('oplog_skip'), ('kysely_migration'),
      ('kysely_migration_lock'), ('session'), ('request_nonce'), ('idempotency'), ('captcha'),
      ('login_failure'), ('request_log'), ('access_stamp'), ('reference_version'), ('balance'),
      ('voucher_counter'), ('claim_counter'), ('claim_await_count'), ('asset_card_counter'),
      ('asset_card_total'), ('cashier_day_total'), ('permission_offered');

    create function oplog_capture() returns trigger language plpgsql as $$
    declare
      op_id bigint := nullif(current_setting('oplog.id', true), '')::bigint;
      secret text[] := array['password_hash', 'sign_key', 'token_hash'];
    begin
      if op_id is null then return null; end if;
      insert into operation_log_change (log_id, table_name, op, row_before, row_after)
      values (
        op_id, TG_TABLE_NAME, TG_OP,
        case when TG_OP <> 'INSERT' then to_jsonb(OLD) - secret end,
        case when TG_OP <> 'DELETE' then to_jsonb(NEW) - secret end
      );
      return null;
    end $$;

    create function oplog_attach() returns void language plpgsql as $$
    declare t record;
    begin
      for t in
        select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = current_schema() and c.relkind in ('r', 'p')
          and not exists (select 1 from oplog_skip s where s.table_name = c.relname)
          and not exists (select 1 from pg_trigger g where g.tgrelid = c.oid and g.tgname = 'oplog_capture')
      loop
        execute format(
          'create trigger oplog_capture after insert or update or delete on %I for each row '
          'when (coalesce(current_setting(''oplog.id'', true), '''') <> '''') '
          'execute function oplog_capture()', t.relname);
      end loop;
    end $$;

    select oplog_attach();
  `.execute(db);
}
