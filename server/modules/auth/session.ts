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
}

export interface NewSession {
  token: string;
  signKey: string;
  decryptKey: string;
}

export async function createSession(
  db: Kysely<Database>,
  input: { userId: number; ledgerSetId: number | null; year: number | null; ip: string; maxMs: number },
): Promise<NewSession> {
  const token = randomToken();
  const signKey = randomKey();
  const decryptKey = randomKey();
  const now = new Date();
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

/** The session, its user, its grant on the session's ledger set and the user's permission keys, in one query. */
export async function findSession(
  db: Kysely<Database>,
  token: string,
): Promise<(SessionRow & { permissions: Set<string> }) | undefined> {
  const row = await db
    .selectFrom('session as s')
    .innerJoin('app_user as u', 'u.id', 's.user_id')
    .leftJoin('user_ledger_set as g', (join) =>
      join.onRef('g.user_id', '=', 's.user_id').onRef('g.ledger_set_id', '=', 's.ledger_set_id'),
    )
    .select([
      's.token_hash',
      's.user_id',
      'u.user_name',
      'u.real_name',
      'u.org_id',
      'u.enabled',
      's.sign_key',
      's.ledger_set_id',
      's.year',
      'g.level',
      's.last_seen_at',
      's.expires_at',
      's.ended_at',
      // One row with an array is far cheaper than a row per key (an administrator holds ~300).
      sql<string[] | null>`(select array_agg(distinct rp.permission_key) from user_role ur
        join role_permission rp on rp.role_id = ur.role_id where ur.user_id = s.user_id)`.as('permissions'),
    ])
    .where('s.token_hash', '=', sha256(token))
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    tokenHash: row.token_hash,
    userId: row.user_id,
    userName: row.user_name,
    realName: row.real_name,
    orgId: row.org_id,
    userEnabled: row.enabled,
    signKey: row.sign_key,
    ledgerSetId: row.ledger_set_id,
    year: row.year,
    ledgerLevel: row.level ?? null,
    lastSeenAt: row.last_seen_at,
    expiresAt: row.expires_at,
    endedAt: row.ended_at,
    permissions: new Set(row.permissions ?? []),
  };
}
