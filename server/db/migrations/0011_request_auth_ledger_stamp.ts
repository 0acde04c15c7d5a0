// request_auth() (0007) also answers with the stamp of the session's ledger set: its reference
// version (bumped with any change to subjects or subject settings, 0004), kind and first year. The
// book reports keep each ledger set's chart between requests (ledger/context.ts) and used to spend
// a statement on every report asking whether their copy was current; the answer now comes with the
// session, from the function's cached plan. Only the return type changes, which Postgres allows
// only by dropping the function first.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop function request_auth(text, text, timestamptz, interval, interval, text, bigint);

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
      stored_request_hash text, stored_status int, stored_response jsonb, ledger_stamp text
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
        fresh, stored_hash, stored_code, stored_body,
        (select coalesce(r.version::text, '') || ':' || l.kind || ':' || l.start_year
         from ledger_set l left join reference_version r on r.ledger_set_id = l.id
         where l.id = s.ledger_set_id);
    end $$;
  `.execute(db);
}
