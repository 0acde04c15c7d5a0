// Sessions live in the database so API processes stay stateless (DESIGN §7). The token is only
// ever stored hashed; the signing key is per session and never equal to the token.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { randomKey, randomToken, sha256 } from '../../lib/crypto.ts';

export interface SessionRow {
  tokenHash: string;
  userId: number;
  userName: string;
  realName: string;
  orgId: number;
  userEnabled: boolean;
  signKey: string;
  ledgerSetId: number | null;
  year: number | null;
  /** The user's grant level on the session's ledger set; null when not (or no longer) granted. */
  ledgerLevel: number | null;
  lastSeenAt: Date;
  expiresAt: Date;
  endedAt: Date | null;
  /**
   * The session's ledger set as its reference data stands now: reference version, kind and first
   * year (what the book reports' kept chart is checked against); null without a ledger set.
   */
  ledgerStamp: string | null;
  /** An administrator reset the password: until the user changes it only that is served. */
  mustChangePassword: boolean;
}

export interface NewSession {
  token: string;
  signKey: string;
  decryptKey: string;
}

export async function createSession(
  db: Kysely<Database>,
  input: {
    userId: number;
    ledgerSetId: number | null;
    year: number | null;
    ip: string;
    maxMs: number;
    /** The server's clock (the one authentication judges idleness and expiry by). */
    now?: Date;
  },
): Promise<NewSession> {
  const token = randomToken();
  const signKey = randomKey();
  const decryptKey = randomKey();
  const now = input.now ?? new Date();
  await db
    .insertInto('session')
    .values({
      token_hash: sha256(token),
      user_id: input.userId,
      sign_key: signKey,
      decrypt_key: decryptKey,
      ledger_set_id: input.ledgerSetId,
      year: input.year,
      ip: input.ip,
      last_seen_at: now,
      expires_at: new Date(now.getTime() + input.maxMs),
    })
    .execute();
  return { token, signKey, decryptKey };
}

/** A write's stored answer under its idempotency key (plugins/idempotency.ts). */
export interface StoredAnswer {
  requestHash: string;
  statusCode: number;
  response: unknown;
}

export interface SessionLookup {
  tokenHash: string;
  /** Record this nonce if the session is valid; null only looks (the signature is not checked yet). */
  nonce: string | null;
  now: Date;
  idleMs: number;
  touchEveryMs: number;
  /** A write's idempotency key: its stored answer comes back with the session. */
  idempotencyKey: string | null;
  /** The access stamp of the caller's copy of this user's permission keys (null: none). */
  knownStamp: string | null;
}

export interface FoundSession extends SessionRow {
  /** The access stamp now, and the user's permission keys unless the caller's copy is current. */
  stamp: string;
  sentPermissions: string[] | null;
  /** The nonce was recorded now (false: seen before, or not asked, or the session is not valid). */
  nonceFresh: boolean;
  stored: StoredAnswer | null;
}

/**
 * The session, its user, grant and permission keys, the nonce recorded and the write's stored
 * answer, in one statement: request_auth() in migration 0007 says why (0011 adds the ledger stamp, 0056 the forced password change).
 */
export async function findSession(
  db: Kysely<Database>,
  lookup: SessionLookup,
): Promise<FoundSession | undefined> {
  const { rows } = await sql<{
    user_id: number;
    user_name: string;
    real_name: string;
    org_id: number;
    enabled: boolean;
    sign_key: string;
    ledger_set_id: number | null;
    year: number | null;
    level: number | null;
    last_seen_at: Date;
    expires_at: Date;
    ended_at: Date | null;
    stamp: string;
    permissions: string[] | null;
    nonce_fresh: boolean;
    stored_request_hash: string | null;
    stored_status: number | null;
    stored_response: unknown;
    ledger_stamp: string | null;
    must_change_password: boolean | null;
  }>`select * from request_auth(${lookup.tokenHash}, ${lookup.nonce}, ${lookup.now},
      ${`${lookup.idleMs} milliseconds`}::interval, ${`${lookup.touchEveryMs} milliseconds`}::interval,
      ${lookup.idempotencyKey}, ${lookup.knownStamp}::bigint)`.execute(db);
  const row = rows[0];
  if (!row) return undefined;
  return {
    tokenHash: lookup.tokenHash,
    userId: row.user_id,
    userName: row.user_name,
    realName: row.real_name,
    orgId: row.org_id,
    userEnabled: row.enabled,
    signKey: row.sign_key,
    ledgerSetId: row.ledger_set_id,
    year: row.year,
    ledgerLevel: row.level ?? null,
    lastSeenAt: new Date(row.last_seen_at),
    expiresAt: new Date(row.expires_at),
    endedAt: row.ended_at === null ? null : new Date(row.ended_at),
    ledgerStamp: row.ledger_stamp,
    mustChangePassword: row.must_change_password === true,
    stamp: String(row.stamp),
    sentPermissions: row.permissions,
    nonceFresh: row.nonce_fresh,
    stored:
      row.stored_request_hash === null
        ? null
        : {
            requestHash: row.stored_request_hash,
            statusCode: row.stored_status ?? 200,
            response: row.stored_response,
          },
  };
}
