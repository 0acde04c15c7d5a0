// Authenticates every call but captcha and login: the session, then the signature of DESIGN §4,
// the clock window, the nonce, the operation permission and the ledger-set grant. Each failure has
// its own business code, is logged, and stops the request before any handler runs.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { ErrorCode } from '../../src/core/contracts/errors.ts';
import { maxClockSkewMs, signingString } from '../../src/core/contracts/sign.ts';
import type { Database } from '../db/schema.ts';
import { hmacHex, safeEqualHex, UUID_RE } from '../lib/crypto.ts';
import { AppError } from '../lib/errors.ts';
import { findSession, type SessionRow } from '../modules/auth/session.ts';

const TOUCH_EVERY_MS = 60_000;

export interface RequestSession extends SessionRow {
  token: string;
  permissions: Set<string>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'public' routes skip authentication (captcha, login, health). */
    auth?: 'public' | 'session';
    /** The operation permission key the caller must hold; a list means any one of them. */
    permission?: string | readonly string[];
    /** The call works inside the session's ledger set: 'read' needs a grant, 'write' a level-2 grant. */
    ledger?: 'read' | 'write';
  }
  interface FastifyRequest {
    session: RequestSession | null;
  }
}

export interface AuthOptions {
  db: Kysely<Database>;
  sessionIdleMs: number;
  now?: () => number;
}

export const authPlugin = fp(async (app: FastifyInstance, options: AuthOptions) => {
  const now = options.now ?? Date.now;
  app.decorateRequest('session', null);

  app.addHook('preValidation', async (request) => {
    const config = request.routeOptions.config;
    if (config.auth === 'public' || !request.routeOptions.url) return;
    try {
      const at = now();
      const session = await authenticate(request, options, at);
      authorize(session, config.permission, config.ledger, request.method);
      await consumeNonce(options.db, session, String(request.headers.nonce), at);
      request.session = session;
    } catch (error) {
      if (error instanceof AppError) {
        request.log.warn(
          { errorCode: error.code, reason: error.message, url: request.url },
          'request refused',
        );
      }
      throw error;
    }
  });
});

function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.token;
  if (typeof header === 'string' && header) return header;
  const auth = request.headers.authorization;
  return auth?.startsWith('Bearer ') ? auth.slice(7) : undefined;
}

async function authenticate(
  request: FastifyRequest,
  options: AuthOptions,
  nowMs: number,
): Promise<RequestSession> {
  const { db } = options;
  const token = tokenOf(request);
  if (!token) throw new AppError(ErrorCode.badToken, '未登录或登录已失效，请重新登录');
  const session = await findSession(db, token);
  if (!session) throw new AppError(ErrorCode.badToken, '登录凭证无效，请重新登录');
  if (session.endedAt) throw new AppError(ErrorCode.loggedOut, '您已退出登录，请重新登录');
  if (!session.userEnabled) throw new AppError(ErrorCode.accountDisabled, '账号已停用，请联系管理员');
  if (nowMs >= session.expiresAt.getTime()) {
    throw new AppError(ErrorCode.sessionExpired, '登录已超过 12 小时，请重新登录');
  }
  if (nowMs - session.lastSeenAt.getTime() > options.sessionIdleMs) {
    throw new AppError(ErrorCode.sessionIdle, '长时间未操作，登录已失效，请重新登录');
  }

  verifySignature(request, session.signKey);
  const timestamp = Number(request.headers.timestamp);
  if (Math.abs(nowMs - timestamp) > maxClockSkewMs) {
    throw new AppError(ErrorCode.clockSkew, '本机时间与服务器时间相差超过 5 分钟，请校准时间', {
      timeStamp: nowMs,
    });
  }
  return { ...session, token };
}

/** Records the nonce (a second use is refused) and the session's activity, after every check passed. */
async function consumeNonce(db: Kysely<Database>, session: RequestSession, nonce: string, nowMs: number) {
  const inserted = await db
    .insertInto('request_nonce')
    .values({ token_hash: session.tokenHash, nonce })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) {
    throw new AppError(ErrorCode.nonceReused, '重复的请求已被拒绝（nonce 已使用）');
  }
  // Idle expiry is measured in minutes; touching the session once a minute is precise enough and
  // spares a write on almost every call.
  if (nowMs - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db
      .updateTable('session')
      .set({ last_seen_at: new Date(nowMs) })
      .where('token_hash', '=', session.tokenHash)
      .execute();
  }
}

function verifySignature(request: FastifyRequest, signKey: string): void {
  const { timestamp, nonce, sign } = request.headers;
  if (typeof timestamp !== 'string' || typeof nonce !== 'string' || typeof sign !== 'string') {
    throw new AppError(ErrorCode.badSignature, '请求签名缺失');
  }
  if (!/^\d{1,16}$/.test(timestamp) || !UUID_RE.test(nonce)) {
    throw new AppError(ErrorCode.badSignature, '请求签名参数格式不正确');
  }
  const expected = hmacHex(
    signKey,
    signingString({
      method: request.method,
      path: request.url.split('?')[0] ?? '/',
      timestamp,
      nonce,
      payload: signedPayload(request),
    }),
  );
  if (!safeEqualHex(expected, sign.toLowerCase())) throw new AppError(ErrorCode.badSignature, '请求签名无效');
}

/** GET signs its query; JSON signs the body; multipart signs its non-file fields (set by the upload route). */
export function signedPayload(request: FastifyRequest): unknown {
  if (request.method === 'GET' || request.method === 'HEAD') return request.query ?? {};
  return request.body ?? {};
}

function authorize(
  session: RequestSession,
  permission: string | readonly string[] | undefined,
  ledger: 'read' | 'write' | undefined,
  method: string,
) {
  const anyOf = typeof permission === 'string' ? [permission] : (permission ?? []);
  if (anyOf.length > 0 && !anyOf.some((key) => session.permissions.has(key))) {
    throw new AppError(ErrorCode.forbidden, '没有执行此操作的权限');
  }
  if (!ledger) return;
  if (session.ledgerSetId === null) throw new AppError(ErrorCode.ledgerSetForbidden, '请先选择账套');
  if (session.ledgerLevel === null) throw new AppError(ErrorCode.ledgerSetForbidden, '没有该账套的访问权限');
  const writes = ledger === 'write' || method !== 'GET';
  if (writes && session.ledgerLevel < 2)
    throw new AppError(ErrorCode.forbidden, '该账套仅有查看权限，不能修改');
}
