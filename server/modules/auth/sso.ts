// Single sign-on against the identity provider at SSO_URL (unset: off). The provider's contract is
// the smallest OAuth-like one: GET {SSO_URL}/authorize?client_id&redirect_uri&state sends the user
// back with ?code&state; GET {SSO_URL}/userinfo?code (server to server, with the client secret as a
// bearer token) answers {userName} once per code. The user must exist here and be enabled: the
// provider says who someone is, this system still says what they may do. The state is signed with
// the client secret and expires, so a code cannot be replayed into someone else's browser flow.
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { LoginResult } from '../../../src/core/contracts/auth.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest, refused } from '../../lib/errors.ts';
import { callExternal } from '../../lib/outbound.ts';
import { defaultYear, pickLedgerSet } from './service.ts';
import { createSession } from './session.ts';

export interface SsoConfig {
  url: string;
  clientId: string;
  secret: string;
}

const STATE_TTL_MS = 10 * 60_000;

function sign(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text).digest('base64url');
}

export function startSso(sso: SsoConfig, origin: string, redirect: string | undefined, now: number) {
  const payload = Buffer.from(JSON.stringify({ n: randomUUID(), t: now, r: redirect ?? '/' })).toString(
    'base64url',
  );
  const state = `${payload}.${sign(sso.secret, payload)}`;
  const query = new URLSearchParams({
    client_id: sso.clientId,
    redirect_uri: `${origin}/authorization`,
    response_type: 'code',
    state,
  });
  return { redirectUrl: `${sso.url}/authorize?${query}`, state };
}

/** The page to open after login, if the state is ours and fresh; otherwise refused. */
function checkState(sso: SsoConfig, state: string, now: number): string {
  const [payload = '', mac = ''] = state.split('.');
  const expected = Buffer.from(sign(sso.secret, payload));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    throw refused('统一身份认证的状态无效，请重新登录');
  const { t, r } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { t: number; r: string };
  if (now - t > STATE_TTL_MS) throw refused('统一身份认证已超时，请重新登录');
  return typeof r === 'string' && r.startsWith('/') && !r.startsWith('//') ? r : '/';
}

async function userNameOf(db: Kysely<Database>, sso: SsoConfig, code: string): Promise<string> {
  let answer: Response;
  try {
    // Through callExternal: gRPC 日志 shows every call to the provider, failed ones too.
    answer = await callExternal(db, {
      service: 'sso',
      operation: '获取用户信息（userinfo）',
      url: `${sso.url}/userinfo?${new URLSearchParams({ code })}`,
      init: { headers: { authorization: `Bearer ${sso.secret}` }, signal: AbortSignal.timeout(10_000) },
    });
  } catch {
    throw refused('统一身份认证服务无法连接，请稍后重试或使用账号密码登录');
  }
  if (!answer.ok) throw refused('统一身份认证失败：认证码无效或已使用，请重新登录');
  const body = (await answer.json().catch(() => null)) as { userName?: unknown } | null;
  if (!body || typeof body.userName !== 'string' || body.userName.trim() === '')
    throw refused('统一身份认证服务的应答不正确');
  return body.userName.trim();
}

export async function ssoLogin(
  ctx: {
    db: Kysely<Database>;
    sso: SsoConfig;
    ip: string;
    sessionMaxMs: number;
    offlineUnlockDays: number;
    now: number;
  },
  input: { code: string; state: string },
): Promise<LoginResult> {
  const after = checkState(ctx.sso, input.state, ctx.now);
  const userName = await userNameOf(ctx.db, ctx.sso, input.code);
  const user = await ctx.db
    .selectFrom('app_user')
    .select(['id', 'enabled', 'default_ledger_set_id'])
    .where((eb) => eb(eb.fn('lower', ['user_name']), '=', userName.toLowerCase()))
    .executeTakeFirst();
  if (!user) throw refused(`统一身份认证的用户 ${userName} 在本系统中不存在，请联系管理员开通`);
  if (!user.enabled) throw refused('账号已停用，请联系管理员');
  const grant = await pickLedgerSet(ctx.db, user.id, user.default_ledger_set_id);
  const session = await createSession(ctx.db, {
    userId: user.id,
    ledgerSetId: grant?.id ?? null,
    year: grant ? defaultYear(grant.start_year, new Date(ctx.now)) : null,
    ip: ctx.ip,
    maxMs: ctx.sessionMaxMs,
    now: new Date(ctx.now),
  });
  return {
    userToken: session.token,
    newghencryptkey: session.signKey,
    newghdecryptkey: session.decryptKey,
    redirectUrl: grant ? after : '/selecting',
    offlineUnlockDays: ctx.offlineUnlockDays,
  };
}

export function ssoOff(): never {
  throw badRequest('本系统未启用统一身份认证，请使用账号密码登录');
}
