// Authentication of a signed call in one statement (DESIGN §4): the session with its user, grant and
// permission keys; the nonce recorded when the session is still valid; and, for a write, the
// idempotency record of its key. Why a function: every request paid for three statements and for
// planning them again (PGlite plans each statement afresh; planning the session query alone took
// longer than running it). A PL/pgSQL function keeps its plans for the connection's life.
// The caller checks the signature before asking to record the nonce, and reads the validity itself
// to choose the refusal; the function only refuses to record a nonce for a session that is not valid.
// Permission keys: gathering a user's keys cost more than all the rest, so the server keeps them
// and the function sends them only when access_stamp moved since (any change to roles, their keys
// or who holds them moves it; such changes are rare and invalidate every process's copy at once).
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table access_stamp (
      only_row boolean primary key default true check (only_row),
      stamp bigint not null
    );
    insert into access_stamp (stamp) values (1);

    create function bump_access_stamp() returns trigger language plpgsql as $$
    begin
      update access_stamp set stamp = stamp + 1;
      return null;
    end $$;
    create trigger user_role_access after insert or update or delete or truncate on user_role
      for each statement execute function bump_access_stamp();
    create trigger role_permission_access after insert or update or delete or truncate on role_permission
      for each statement execute function bump_access_stamp();

    create function request_auth(
      p_token_hash text,
      p_nonce text,        -- null: look only (the signature is not checked yet)
      p_now timestamptz,   -- the server's clock, which tests move
      p_idle interval,
      p_touch_every interval,
      p_idempotency_key text,
      p_known_stamp bigint -- the stamp of the caller's copy of this user's keys; null: none
    ) returns table (
      user_id int, user_name text, real_name text, org_id int, enabled boolean, sign_key text,
      ledger_set_id int, year int, level int, last_seen_at timestamptz, expires_at timestamptz,
      ended_at timestamptz, stamp bigint, permissions text[], nonce_fresh boolean,
      stored_request_hash text, stored_status int, stored_response jsonb
    ) language plpgsql as $$
    #variable_conflict use_column
    declare
      s record;
      fresh boolean := false;
      stored_hash text;
      stored_code int;
      stored_body jsonb;
      current_stamp bigint := (select a.stamp from access_stamp a);
    begin
      select se.user_id, u.user_name, u.real_name, u.org_id, u.enabled, se.sign_key, se.ledger_set_id,
        se.year, g.level, se.last_seen_at, se.expires_at, se.ended_at
      into s
      from session se
      join app_user u on u.id = se.user_id
      left join user_ledger_set g on g.user_id = se.user_id and g.ledger_set_id = se.ledger_set_id
      where se.token_hash = p_token_hash;
      if not found then return; end if;

      if p_nonce is not null and s.ended_at is null and s.enabled and p_now < s.expires_at
         and p_now - s.last_seen_at <= p_idle then
        insert into request_nonce (token_hash, nonce) values (p_token_hash, p_nonce) on conflict do nothing;
        fresh := found;
        -- Idle expiry is counted in minutes: touching once a minute spares a write on most calls.
        if fresh and p_now - s.last_seen_at > p_touch_every then
          update session set last_seen_at = p_now where token_hash = p_token_hash;
        end if;
        if fresh and p_idempotency_key is not null then
          select i.request_hash, i.status_code, i.response into stored_hash, stored_code, stored_body
          from idempotency i where i.user_id = s.user_id and i.key = p_idempotency_key;
        end if;
      end if;

      return query select s.user_id::int, s.user_name::text, s.real_name::text, s.org_id::int,
        s.enabled::boolean, s.sign_key::text, s.ledger_set_id::int, s.year::int, s.level::int,
        s.last_seen_at::timestamptz, s.expires_at::timestamptz, s.ended_at::timestamptz,
        current_stamp,
        -- One array is far cheaper than a row per key (an administrator holds ~300).
        case when p_known_stamp is distinct from current_stamp then
          coalesce((select array_agg(distinct rp.permission_key)::text[] from user_role ur
            join role_permission rp on rp.role_id = ur.role_id where ur.user_id = s.user_id), '{}')
        end,
        fresh, stored_hash, stored_code, stored_body;
    end $$;
  `.execute(db);
}
