// Authenticates every call but captcha and login: the session, then the signature of DESIGN §4,
// the clock window, the operation permission, the ledger-set grant and the nonce. Each failure has
// its own business code, is logged, and stops the request before any handler runs.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { authContracts } from '../../src/core/contracts/auth.ts';
import { ErrorCode, LEDGER_SET_HEADER } from '../../src/core/contracts/errors.ts';
import { maxClockSkewMs, signingString } from '../../src/core/contracts/sign.ts';
import { UUID_RE } from '../../src/core/contracts/structs.ts';
import type { PermissionKey } from '../../src/core/permissions/registry.ts';
import type { Database } from '../db/schema.ts';
import { inArrivalOrder } from '../db/turns.ts';
import { hmacHex, safeEqualHex, sha256 } from '../lib/crypto.ts';
import { AppError } from '../lib/errors.ts';
import {
  type FoundSession,
  findSession,
  type SessionLookup,
  type StoredAnswer,
} from '../modules/auth/session.ts';
import { LastSeen, PermissionKeys, SessionKeys } from './auth-cache.ts';

/** Idempotency-Key: what a client may send (plugins/idempotency.ts refuses anything else on a write). */
export const IDEMPOTENCY_KEY_RE = /^[A-Za-z0-9_-]{8,100}$/;

const TOUCH_EVERY_MS = 60_000;

/** What a user whose password an administrator reset may call before changing it. */
const servedBeforePasswordChange = new Set([
  authContracts.modifyPassword.path,
  authContracts.info.path,
  authContracts.logOut.path,
  '/api/auth/requestLog',
]);

export interface RequestSession extends FoundSession {
  token: string;
  permissions: Set<string>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'public' routes skip authentication (captcha, login, health). */
    auth?: 'public' | 'session';
    /** The operation permission key the caller must hold; a list means any one of them. */
    permission?: PermissionKey | readonly PermissionKey[];
    /** The call works inside the session's ledger set: 'read' needs a grant, 'write' a level-2 grant. */
    ledger?: 'read' | 'write';
  }
  interface FastifyRequest {
    session: RequestSession | null;
    /** A write's answer already stored under its idempotency key, read with the session. */
    storedAnswer: StoredAnswer | null;
    /** When authentication began (performance.now()): the request's turn for the database. */
    arrivedAt: number;
  }
}

export interface AuthOptions {
  db: Kysely<Database>;
  sessionIdleMs: number;
  /** The longest a session lives (SESSION_MAX_MINUTES), named in the 4010 message. */
  sessionMaxMs: number;
  /** Where 系统设置 keeps the lifetimes it may change while the server runs (read on every call). */
  lifetimes?: { readonly sessionIdleMs: number; readonly sessionMaxMs: number };
  now?: () => number;
}

const idleMsOf = (o: AuthOptions) => o.lifetimes?.sessionIdleMs ?? o.sessionIdleMs;
const maxMsOf = (o: AuthOptions) => o.lifetimes?.sessionMaxMs ?? o.sessionMaxMs;

interface Caches {
  sessions: SessionKeys;
  permissions: PermissionKeys;
  lastSeen: LastSeen;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The server's clock (tests move it): sessions, login throttling. */
    clock: () => number;
  }
}

export const authPlugin = fp(async (app: FastifyInstance, options: AuthOptions) => {
  const now = options.now ?? Date.now;
  const caches: Caches = {
    sessions: new SessionKeys(),
    permissions: new PermissionKeys(),
    lastSeen: new LastSeen(),
  };
  app.decorate('clock', now);
  app.decorateRequest('session', null);
  app.decorateRequest('storedAnswer', null);
  app.decorateRequest('arrivedAt', 0);

  app.addHook('preValidation', async (request) => {
    const config = request.routeOptions.config;
    if (config.auth === 'public' || !request.routeOptions.url) return;
    request.arrivedAt = performance.now();
    try {
      const at = now();
      const session = await authenticate(request, options, caches, at);
      // A refused call (permission, replayed nonce) still shows the user is there.
      caches.lastSeen.set(session.tokenHash, at);
      if (session.mustChangePassword && !servedBeforePasswordChange.has(request.routeOptions.url)) {
        throw new AppError(ErrorCode.passwordChangeRequired, '管理员已重置您的密码，请先修改密码');
      }
      authorize(session, config.permission, config.ledger, request.method);
      if (config.ledger) sameLedgerSet(session, request.headers[LEDGER_SET_HEADER]);
      if (!session.nonceFresh)
        throw new AppError(ErrorCode.nonceReused, '重复的请求已被拒绝（nonce 已使用）');
      request.session = session;
      request.storedAnswer = session.stored;
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

  app.addHook('onClose', async () => {
    for (const [tokenHash, at] of caches.lastSeen.entries()) {
      await options.db
        .updateTable('session')
        .set({ last_seen_at: new Date(at) })
        .where('token_hash', '=', tokenHash)
        .where('last_seen_at', '<', new Date(at))
        .execute()
        .catch(() => {});
    }
  });
});

function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.token;
  if (typeof header === 'string' && header) return header;
  const auth = request.headers.authorization;
  return auth?.startsWith('Bearer ') ? auth.slice(7) : undefined;
}

/** The idempotency key of a write, when it is well formed (the idempotency plugin refuses the rest). */
function idempotencyKeyOf(request: FastifyRequest): string | null {
  if (request.method === 'GET' || request.method === 'HEAD') return null;
  const key = request.headers['idempotency-key'];
  return typeof key === 'string' && IDEMPOTENCY_KEY_RE.test(key) ? key : null;
}

async function authenticate(
  request: FastifyRequest,
  options: AuthOptions,
  caches: Caches,
  nowMs: number,
): Promise<RequestSession> {
  const token = tokenOf(request);
  if (!token) throw new AppError(ErrorCode.badToken, '未登录或登录已失效，请重新登录');
  const tokenHash = sha256(token);
  let known = caches.sessions.get(tokenHash);
  // The session is read in this request's turn for the database (turns.ts).
  const find = (asked: SessionLookup) =>
    inArrivalOrder(options.db, request.arrivedAt, () => findSession(options.db, asked));
  const lookup = {
    tokenHash,
    now: new Date(nowMs),
    // The database's last_seen_at may lag by up to TOUCH_EVERY_MS: let it pass such a session and
    // judge idleness here, against the later of it and this process's own record (checkValid).
    idleMs: idleMsOf(options) + TOUCH_EVERY_MS,
    touchEveryMs: TOUCH_EVERY_MS,
    idempotencyKey: idempotencyKeyOf(request),
  };
  if (!known) {
    // First call of this session here: read it without recording the nonce, so that a call
    // refused for its signature does not use its nonce up.
    const first = await find({ ...lookup, nonce: null, knownStamp: null });
    if (!first) throw new AppError(ErrorCode.badToken, '登录凭证无效，请重新登录');
    checkValid(first, nowMs, options, caches.lastSeen);
    known = { signKey: first.signKey, userId: first.userId };
    caches.sessions.set(tokenHash, known);
  }
  verifySignature(request, known.signKey);
  const timestamp = Number(request.headers.timestamp);
  if (Math.abs(nowMs - timestamp) > maxClockSkewMs) {
    throw new AppError(ErrorCode.clockSkew, '本机时间与服务器时间相差超过 5 分钟，请校准时间', {
      timeStamp: nowMs,
    });
  }
  const session = await find({
    ...lookup,
    nonce: String(request.headers.nonce),
    knownStamp: caches.permissions.knownStamp(known.userId),
  });
  if (!session) throw new AppError(ErrorCode.badToken, '登录凭证无效，请重新登录');
  checkValid(session, nowMs, options, caches.lastSeen);
  const permissions =
    caches.permissions.resolve(session.userId, session.stamp, session.sentPermissions) ??
    (await permissionsNow(options.db, lookup, caches.permissions));
  return { ...session, token, permissions };
}

/** The user's keys read afresh (the nonce is already recorded: this only looks). */
async function permissionsNow(
  db: Kysely<Database>,
  lookup: Omit<SessionLookup, 'nonce' | 'knownStamp'>,
  cache: PermissionKeys,
): Promise<Set<string>> {
  const again = await findSession(db, { ...lookup, nonce: null, knownStamp: null });
  if (!again) throw new AppError(ErrorCode.badToken, '登录凭证无效，请重新登录');
  return cache.resolve(again.userId, again.stamp, again.sentPermissions) ?? new Set();
}

function checkValid(session: FoundSession, nowMs: number, options: AuthOptions, lastSeen: LastSeen): void {
  // Disabling a user also ends their sessions: they hear why, not that they logged out.
  if (!session.userEnabled) throw new AppError(ErrorCode.accountDisabled, '账号已停用，请联系管理员');
  if (session.endedAt) throw new AppError(ErrorCode.loggedOut, '您已退出登录，请重新登录');
  if (nowMs >= session.expiresAt.getTime()) {
    throw new AppError(ErrorCode.sessionExpired, `登录已超过 ${durationText(maxMsOf(options))}，请重新登录`);
  }
  const seen = Math.max(session.lastSeenAt.getTime(), lastSeen.get(session.tokenHash) ?? 0);
  if (nowMs - seen > idleMsOf(options)) {
    throw new AppError(ErrorCode.sessionIdle, '长时间未操作，登录已失效，请重新登录');
  }
}

/** 720 minutes -> 12 小时, 90 -> 90 分钟. */
export function durationText(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  return minutes % 60 === 0 ? `${minutes / 60} 小时` : `${minutes} 分钟`;
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

/**
 * A call names the ledger set it was made for; when the session has moved to another one since (a
 * second window switched 账套, an outbox entry queued before the switch), it is refused unread.
 */
function sameLedgerSet(session: RequestSession, named: string | string[] | undefined): void {
  if (named === undefined || session.ledgerSetId === null) return;
  if (String(named) !== String(session.ledgerSetId)) {
    throw new AppError(ErrorCode.ledgerSetChanged, '账套已在其他窗口切换，本次操作未执行，请重新进入');
  }
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
