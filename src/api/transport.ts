// One HTTP exchange: the signed headers of DESIGN §4, the timeout, the caller's abort signal.
// It knows nothing of envelopes or error codes; client.ts interprets what comes back.
import { LEDGER_SET_HEADER } from '../core/contracts/errors';
import { ApiError, ClientCode } from './api-error';
import type { Clock } from './clock';
import type { SessionStore } from './session-store';
import { signRequest, uuidV4 } from './signer';

/** Calls made before there is a session (DESIGN §4): sent without token and signature. */
export const unsignedPaths: ReadonlySet<string> = new Set([
  '/api/auth/logOn',
  '/api/auth/getValidateCode',
  '/api/health',
]);

/** Spec 000 §9. */
export const defaultTimeoutMs = 180_000;

export interface Exchange {
  method: 'GET' | 'POST';
  /** Path without query, with a leading slash; this is what is signed. */
  path: string;
  query?: Record<string, string>;
  /** What the signature covers: the query, the JSON body or the multipart text fields. */
  payload: unknown;
  body?: string | FormData;
  idempotencyKey?: string;
  signal?: AbortSignal;
  /** The ledger set (zid) the call is made for; the server refuses it if the session moved on. */
  ledgerSet?: string;
}

export interface Answer {
  status: number;
  headers: Headers;
  body: ArrayBuffer;
  /** The token the call was sent with (null when unsigned or logged out). */
  sentToken: string | null;
}

export interface TransportDeps {
  baseUrl: string;
  fetch: typeof fetch;
  session: SessionStore;
  clock: Clock;
  credentials: RequestCredentials;
  timeoutMs: number;
}

export async function signedHeaders(
  exchange: Exchange,
  session: SessionStore,
  clock: Clock,
): Promise<Record<string, string>> {
  const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest' };
  if (typeof exchange.body === 'string') headers['Content-Type'] = 'application/json';
  // Every write carries a key so a replay (outbox, double click, retry after timeout) lands once.
  if (exchange.method !== 'GET') headers['Idempotency-Key'] = exchange.idempotencyKey ?? uuidV4();
  const token = session.token();
  const signKey = session.signKey();
  if (unsignedPaths.has(exchange.path) || !token || !signKey) return headers;
  const timestamp = String(clock.serverNow());
  const nonce = uuidV4();
  const sign = await signRequest(
    { method: exchange.method, path: exchange.path, timestamp, nonce, payload: exchange.payload },
    signKey,
  );
  if (exchange.ledgerSet) headers[LEDGER_SET_HEADER] = exchange.ledgerSet;
  return { ...headers, Authorization: `Bearer ${token}`, token, timestamp, nonce, sign };
}

export function buildUrl(baseUrl: string, path: string, query?: Record<string, string>): string {
  const search = query && Object.keys(query).length > 0 ? `?${new URLSearchParams(query)}` : '';
  return `${baseUrl.replace(/\/+$/, '')}${path}${search}`;
}

/** Sends one request; rejects only with a network, timeout or aborted ApiError. */
export async function exchange(deps: TransportDeps, request: Exchange): Promise<Answer> {
  const sentToken = unsignedPaths.has(request.path) ? null : deps.session.token();
  // Signing failures (no WebCrypto on plain http) are not network errors: they must not be retried.
  const headers = await signedHeaders(request, deps.session, deps.clock);
  const controller = new AbortController();
  const why: { reason: 'timeout' | 'aborted' | null } = { reason: null };
  const timer = setTimeout(() => {
    why.reason = 'timeout';
    controller.abort();
  }, deps.timeoutMs);
  const onAbort = (): void => {
    why.reason ??= 'aborted';
    controller.abort();
  };
  if (request.signal?.aborted) onAbort();
  else request.signal?.addEventListener('abort', onAbort, { once: true });
  try {
    const response = await deps.fetch(buildUrl(deps.baseUrl, request.path, request.query), {
      method: request.method,
      headers,
      body: request.body,
      credentials: deps.credentials,
      signal: controller.signal,
    });
    // Read the body under the same timeout: a stalled download is as dead as a stalled connect.
    const body = await response.arrayBuffer();
    return { status: response.status, headers: response.headers, body, sentToken };
  } catch (cause) {
    const kind = why.reason ?? 'network';
    const message =
      kind === 'timeout' ? '请求超时，请检查网络后重试' : kind === 'aborted' ? '请求已取消' : '网络连接失败';
    throw new ApiError({ kind, code: ClientCode.network, message, cause });
  } finally {
    clearTimeout(timer);
    request.signal?.removeEventListener('abort', onAbort);
  }
}
