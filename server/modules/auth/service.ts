// Login and logout. A login picks the user's default (or first) granted ledger set and the current
// year, so the session can work at once; /api/zt/select changes both later.
import type { Kysely } from 'kysely';
import type { LoginResult } from '../../../src/core/contracts/auth.ts';
import type { Database } from '../../db/schema.ts';
import { refused } from '../../lib/errors.ts';
import { checkCaptcha } from './captcha.ts';
import { verifyPassword } from './password.ts';
import { createSession } from './session.ts';
import { assertNotThrottled, clearUserFailures, recordFailure } from './throttle.ts';

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
}

// Verifying against a real hash when the user does not exist keeps the answer time the same.
const DUMMY_HASH = 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=';

export async function logOn(ctx: LoginContext, input: LoginInput): Promise<LoginResult> {
  const { db } = ctx;
  await assertNotThrottled(db, input.userName, ctx.ip);
  if (ctx.captcha) await checkCaptcha(db, input.codeKey ?? '', input.code ?? '');

  const user = await db
    .selectFrom('app_user')
    .select(['id', 'password_hash', 'enabled', 'default_ledger_set_id'])
    .where((eb) => eb(eb.fn('lower', ['user_name']), '=', input.userName.toLowerCase()))
    .executeTakeFirst();
  const valid = await verifyPassword(input.password, user?.password_hash ?? DUMMY_HASH);
  if (!user || !valid) {
    await recordFailure(db, input.userName, ctx.ip);
    throw refused('用户名或密码错误');
  }
  if (!user.enabled) throw refused('账号已停用，请联系管理员');
  await clearUserFailures(db, input.userName);

  const ledger = await pickLedgerSet(db, user.id, user.default_ledger_set_id);
  const session = await createSession(db, {
    userId: user.id,
    ledgerSetId: ledger?.id ?? null,
    year: ledger ? defaultYear(ledger.start_year) : null,
    ip: ctx.ip,
    maxMs: ctx.sessionMaxMs,
  });
  return {
    userToken: session.token,
    newghencryptkey: session.signKey,
    newghdecryptkey: session.decryptKey,
    redirectUrl: ledger ? '/' : '/selecting',
    offlineUnlockDays: ctx.offlineUnlockDays,
  };
}

async function pickLedgerSet(db: Kysely<Database>, userId: number, preferred: number | null) {
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
