// Login and logout. A login picks the user's default (or first) granted ledger set and the current
// year, so the session can work at once; /api/zt/select changes both later.
import type { Kysely } from 'kysely';
import type { LoginResult } from '../../../src/core/contracts/auth.ts';
import type { Database } from '../../db/schema.ts';
import { refused } from '../../lib/errors.ts';
import { checkCaptcha } from './captcha.ts';
import { dummyHash, hashPassword, needsRehash, verifyPassword } from './password.ts';
import { createSession } from './session.ts';
import { assertNotThrottled, clearUserFailures, recordFailure, type ThrottleLimits } from './throttle.ts';

export interface LoginInput {
  userName: string;
  password: string;
  code?: string | undefined;
  codeKey?: string | undefined;
}

export interface LoginContext {
  db: Kysely<Database>;
  captcha: boolean;
  ip: string;
  sessionMaxMs: number;
  offlineUnlockDays: number;
  throttle?: ThrottleLimits;
  now?: number;
}

export async function logOn(ctx: LoginContext, input: LoginInput): Promise<LoginResult> {
  const { db } = ctx;
  const now = ctx.now ?? Date.now();
  await assertNotThrottled(db, input.userName, ctx.ip, now, ctx.throttle);
  if (ctx.captcha) await checkCaptcha(db, input.codeKey ?? '', input.code ?? '');

  const user = await db
    .selectFrom('app_user')
    .select(['id', 'password_hash', 'enabled', 'default_ledger_set_id', 'must_change_password'])
    .where((eb) => eb(eb.fn('lower', ['user_name']), '=', input.userName.toLowerCase()))
    .executeTakeFirst();
  // Verifying against a hash of the same cost when the user does not exist keeps the answer time.
  const valid = await verifyPassword(input.password, user?.password_hash ?? dummyHash());
  if (!user || !valid) {
    await recordFailure(db, input.userName, ctx.ip, now);
    throw refused('用户名或密码错误');
  }
  if (!user.enabled) throw refused('账号已停用，请联系管理员');
  await clearUserFailures(db, input.userName, ctx.ip, now);
  if (needsRehash(user.password_hash)) {
    const upgraded = await hashPassword(input.password);
    // Only if unchanged meanwhile: a password changed by another session wins.
    await db
      .updateTable('app_user')
      .set({ password_hash: upgraded })
      .where('id', '=', user.id)
      .where('password_hash', '=', user.password_hash)
      .execute();
  }

  const ledger = await pickLedgerSet(db, user.id, user.default_ledger_set_id);
  const session = await createSession(db, {
    userId: user.id,
    ledgerSetId: ledger?.id ?? null,
    year: ledger ? defaultYear(ledger.start_year) : null,
    ip: ctx.ip,
    maxMs: ctx.sessionMaxMs,
    now: new Date(now),
  });
  return {
    userToken: session.token,
    newghencryptkey: session.signKey,
    newghdecryptkey: session.decryptKey,
    redirectUrl: user.must_change_password ? '/passwordReset' : ledger ? '/' : '/selecting',
    offlineUnlockDays: ctx.offlineUnlockDays,
  };
}

export async function pickLedgerSet(db: Kysely<Database>, userId: number, preferred: number | null) {
  const grants = await db
    .selectFrom('user_ledger_set as g')
    .innerJoin('ledger_set as l', 'l.id', 'g.ledger_set_id')
    .select(['l.id', 'l.start_year'])
    .where('g.user_id', '=', userId)
    .where('l.enabled', '=', true)
    .orderBy('l.id')
    .execute();
  return grants.find((g) => g.id === preferred) ?? grants[0];
}

/** The current year, but never before the ledger set's first year. */
export function defaultYear(startYear: number, now = new Date()): number {
  return Math.max(startYear, now.getFullYear());
}

export async function logOut(db: Kysely<Database>, tokenHash: string): Promise<void> {
  await db.updateTable('session').set({ ended_at: new Date() }).where('token_hash', '=', tokenHash).execute();
}
