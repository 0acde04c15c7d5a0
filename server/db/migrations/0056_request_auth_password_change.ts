// request_auth() (0007, 0011, 0015) also answers whether the user must change their password (an
// administrator reset it): until they do, the server serves only what changing it needs. And an
// archived ledger set is read-only for everyone: its grants answer level 1 at most. The return type
// changes, which Postgres allows only by dropping the function first.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop function request_auth(text, text, timestamptz, interval, interval, text, bigint);

    create function request_auth(
      p_token_hash text, p_nonce text, p_now timestamptz, p_idle interval, p_touch_every interval,
      p_idempotency_key text, p_known_stamp bigint
    ) returns table (
      user_id int, user_name text, real_name text, org_id int, enabled boolean, sign_key text,
      ledger_set_id int, year int, level int, last_seen_at timestamptz, expires_at timestamptz,
      ended_at timestamptz, stamp bigint, permissions text[], nonce_fresh boolean,
      stored_request_hash text, stored_status int, stored_response jsonb, ledger_stamp text,
      must_change_password boolean
    ) language plpgsql as $$
    #variable_conflict use_column
    begin
      select se.user_id, u.user_name, u.real_name, u.org_id, u.enabled, se.sign_key, se.ledger_set_id,
        se.year, case when l.archived_at is null then g.level else least(g.level, 1) end,
        se.last_seen_at, se.expires_at, se.ended_at, a.stamp,
        coalesce(r.version::text, '') || ':' || l.kind || ':' || l.start_year, u.must_change_password
      into request_auth.user_id, request_auth.user_name, request_auth.real_name, request_auth.org_id,
        request_auth.enabled, request_auth.sign_key, request_auth.ledger_set_id, request_auth.year,
        request_auth.level, request_auth.last_seen_at, request_auth.expires_at, request_auth.ended_at,
        request_auth.stamp, request_auth.ledger_stamp, request_auth.must_change_password
      from session se
      join app_user u on u.id = se.user_id
      left join access_stamp a on true
      left join user_ledger_set g on g.user_id = se.user_id and g.ledger_set_id = se.ledger_set_id
      left join ledger_set l on l.id = se.ledger_set_id
      left join reference_version r on r.ledger_set_id = se.ledger_set_id
      where se.token_hash = p_token_hash;
      if not found then return; end if;
      nonce_fresh := false;
      if p_nonce is not null and request_auth.ended_at is null and request_auth.enabled
         and p_now < request_auth.expires_at and p_now - request_auth.last_seen_at <= p_idle then
        insert into request_nonce (token_hash, nonce) values (p_token_hash, p_nonce) on conflict do nothing;
        nonce_fresh := found;
        if nonce_fresh and p_now - request_auth.last_seen_at > p_touch_every then
          update session set last_seen_at = p_now where token_hash = p_token_hash;
        end if;
        if nonce_fresh and p_idempotency_key is not null then
          select i.request_hash, i.status_code, i.response into stored_request_hash, stored_status, stored_response
          from idempotency i where i.user_id = request_auth.user_id and i.key = p_idempotency_key;
        end if;
      end if;
      if p_known_stamp is distinct from request_auth.stamp then
        permissions := coalesce((select array_agg(distinct rp.permission_key)::text[] from user_role ur
          join role_permission rp on rp.role_id = ur.role_id where ur.user_id = request_auth.user_id), '{}');
      end if;
      return next;
    end $$;
  `.execute(db);
}
