// The one request client (spec 000 §7 preamble): signed calls, loading mask, 180 s timeout, the
// envelope read as success/message/data, and every refusal handled by the table in error-policy.ts.
import { type Struct, validate } from 'superstruct';
import {
  type AnswerOf,
  type AnyContract,
  type Contract,
  type FileAnswer,
  fillPath,
  type RequestOf,
} from '../core/contracts/contract';
import type { Envelope } from '../core/contracts/errors';
import { requestLogContracts } from '../core/contracts/request-log';
import { ApiError, ClientCode } from './api-error';
import type { Clock } from './clock';
import type { ApiEffects } from './effects';
import { type HttpFaultKey, type Reaction, reactionFor } from './error-policy';
import { createRequestLog } from './request-log';
import type { SessionStore } from './session-store';
import { type Answer, defaultTimeoutMs, type Exchange, exchange, type TransportDeps } from './transport';

export interface ApiClientOptions {
  /** Origin (and any prefix) the /api paths are appended to; '' for same origin. */
  baseUrl: string;
  fetch?: typeof fetch;
  effects: ApiEffects;
  session: SessionStore;
  clock: Clock;
  /** Single sign-on: send cookies cross-origin (credentials: 'include'). */
  sso?: boolean;
  /** Local clock for measuring call durations. */
  now?: () => number;
  /** Default 180000 ms (spec 000 §9); tests shorten it. */
  timeoutMs?: number;
}

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue>;

export interface CallOptions<T> {
  /** Show the loading mask (default true). */
  loading?: boolean;
  /** Validates (and coerces) data; a mismatch rejects with kind 'invalid'. */
  struct?: Struct<T, unknown>;
  /** Writes only; the outbox passes the key stored with the entry. */
  idempotencyKey?: string;
  signal?: AbortSignal;
  /** Resolve with the envelope on a business refusal instead of rejecting (reactions still run). */
  raw?: false;
  /** The caller shows refusals itself: no notices or dialogs for message-only codes and faults. */
  quiet?: boolean;
  /** Skip the 4016 操作错误 dialog (the financial check handles 4016 itself). */
  quiet4016?: boolean;
  /**
   * A call nobody is looking at (the outbox replayer, reference loaders): besides being quiet, it
   * never takes the user to another page (4005, 4015); a 4015 still teaches the clock offset.
   */
  background?: boolean;
  /**
   * The ledger set (zid) the call is made for; default: the session's. The outbox names the one
   * its entries were queued in, so a 切换账套 in another window can never redirect them (4017).
   */
  ledgerSet?: string;
}

export interface RawCallOptions<T> extends Omit<CallOptions<T>, 'raw'> {
  raw: true;
}

export type DownloadOptions = Pick<CallOptions<unknown>, 'loading' | 'signal' | 'quiet'>;

export type DownloadResult = FileAnswer;

/** The input of a call; a contract that takes nothing may be called without one. */
type InputArgs<C, O> =
  object extends RequestOf<C> ? [input?: RequestOf<C>, opts?: O] : [input: RequestOf<C>, opts?: O];

export interface ApiClient {
  /** Calls a contract of src/core/contracts: the answer's type is the contract's. */
  call<C extends AnyContract>(
    contract: C,
    input: RequestOf<C>,
    opts: RawCallOptions<AnswerOf<C>>,
  ): Promise<Envelope<AnswerOf<C>>>;
  call<C extends AnyContract>(
    contract: C,
    ...args: InputArgs<C, CallOptions<AnswerOf<C>>>
  ): Promise<AnswerOf<C>>;
  /** Sends a multipart contract: its text fields are signed, its files travel beside them. */
  upload<C extends AnyContract>(
    contract: C,
    formData: FormData,
    opts?: CallOptions<AnswerOf<C>>,
  ): Promise<AnswerOf<C>>;
  /**
   * The outbox's replay of a write queued earlier as method, path and body (or form): signed now,
   * with the idempotency key stored with it. Screens call contracts instead.
   */
  replay(path: string, body: unknown, opts?: CallOptions<unknown>): Promise<unknown>;
  /** Reports a slow first render (spec 000 §7.6); the shell calls it once. */
  logPageLoad(ms: number): void;
}

type AnyCallOptions = Omit<CallOptions<unknown>, 'raw'> & { raw?: boolean };

/** Paths in the spec appear both as '/api/x' and 'api/x'; the signature needs one form. */
function normalisePath(path: string): string {
  const bare = path.split('?')[0] ?? '';
  return bare.startsWith('/') ? bare : `/${bare}`;
}

/** The query as the object of strings that is both sent and signed; empty values are left out. */
function queryStrings(query: Query | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) out[key] = String(value);
  }
  return out;
}

/** Multipart signs its text fields only (DESIGN §4); a repeated name keeps its last value. */
function formFields(formData: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of formData.entries()) if (typeof value === 'string') out[key] = value;
  return out;
}

function isEnvelope(value: unknown): value is Envelope {
  return (
    typeof value === 'object' && value !== null && 'success' in value && typeof value.success === 'boolean'
  );
}

function parseJson(body: ArrayBuffer): unknown {
  try {
    return JSON.parse(new TextDecoder().decode(body));
  } catch {
    return undefined;
  }
}

function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim());
    } catch {
      // A malformed escape: fall back to the plain filename parameter below.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(disposition);
  return plain?.[1] ?? null;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const { effects, session, clock } = options;
  const now = options.now ?? Date.now;
  const deps: TransportDeps = {
    baseUrl: options.baseUrl,
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    session,
    clock,
    credentials: options.sso ? 'include' : 'same-origin',
    timeoutMs: options.timeoutMs ?? defaultTimeoutMs,
  };

  const requestLog = createRequestLog({
    enabled: () => session.onRequestLog(),
    currentPath: () => effects.currentPath(),
    serverNow: () => now() + clock.offsetMs(),
    send: (entry) => callContract(requestLogContracts.save, entry, { loading: false, quiet: true }),
  });

  function react(
    key: HttpFaultKey | number,
    answer: Answer,
    envelope: Envelope | null,
    opts: AnyCallOptions,
  ): void {
    const reaction: Reaction = reactionFor(key);
    const context = {
      effects,
      session,
      clock,
      message: envelope?.message ?? '',
      data: envelope?.data,
      sessionCurrent: session.token() === answer.sentToken,
      quiet: (opts.quiet ?? false) || (opts.background ?? false),
      quiet4016: opts.quiet4016 ?? false,
      background: opts.background ?? false,
    };
    // Synchronous effects (logout, notices) happen before the caller sees the rejection; dialogs
    // run on without holding the caller (the outbox must never wait for a click).
    try {
      Promise.resolve(reaction(context)).catch(() => {});
    } catch {
      // A broken effect must not turn a refusal into a different error.
    }
  }

  /** One exchange under the loading mask; every answer also teaches the clock and feeds the log. */
  async function transfer(request: Exchange, opts: AnyCallOptions): Promise<Answer> {
    const withMask = opts.loading ?? true;
    if (withMask) effects.loading(1);
    const begin = now();
    const offset = clock.offsetMs();
    try {
      const ledgerSet = opts.ledgerSet ?? (session.read()?.zid || undefined);
      const answer = await exchange(deps, { ...request, ledgerSet });
      clock.learnDateHeader(answer.headers.get('date'));
      requestLog.observeCall(request.path, begin + offset, now() + offset);
      return answer;
    } finally {
      // Closed before any dialog opens, and on network failure too (spec 000 §8).
      if (withMask) effects.loading(-1);
    }
  }

  /** HTTP 404 and 5xx are faults whatever the body says (spec 000 §8). */
  function httpFault(answer: Answer, envelope: Envelope | null, opts: AnyCallOptions): ApiError | null {
    const key: HttpFaultKey | null =
      answer.status >= 500 ? 'http 500' : answer.status === 404 ? 'http 404' : null;
    if (!key) return null;
    react(key, answer, envelope, opts);
    const message = key === 'http 500' ? '服务器异常,请稍后重试' : '请求的内容不存在，可能已被删除或移动';
    return new ApiError({
      kind: 'http',
      code: ClientCode.httpFault,
      status: answer.status,
      message,
      data: envelope?.data,
    });
  }

  function invalid(
    answer: Answer,
    message: string,
    opts: AnyCallOptions,
    data?: unknown,
    cause?: unknown,
  ): ApiError {
    if (!opts.quiet && !opts.background) effects.notify({ color: 'red', message, autoClose: 5_000 });
    return new ApiError({
      kind: 'invalid',
      code: ClientCode.badResponse,
      status: answer.status,
      message,
      data,
      cause,
    });
  }

  function refusal(answer: Answer, envelope: Envelope, opts: AnyCallOptions): ApiError {
    // success false with errorCode 0 breaks the contract; treat it as an unknown refusal.
    const code = envelope.errorCode || ClientCode.badResponse;
    react(code, answer, envelope, opts);
    return new ApiError({
      kind: 'business',
      code,
      status: answer.status,
      message: envelope.message,
      data: envelope.data,
    });
  }

  /** Sends, then turns the answer into data, the envelope (raw) or an ApiError. */
  async function call(
    request: Exchange,
    opts: AnyCallOptions,
    struct?: Struct<unknown, unknown>,
  ): Promise<unknown> {
    const answer = await transfer(request, opts);
    const parsed = parseJson(answer.body);
    const envelope = isEnvelope(parsed) ? parsed : null;
    const fault = httpFault(answer, envelope, opts);
    if (fault) throw fault;
    if (!envelope) throw invalid(answer, `服务器返回的数据无法识别（HTTP ${answer.status}）`, opts);
    if (!envelope.success) {
      const error = refusal(answer, envelope, opts);
      if (opts.raw) return envelope;
      throw error;
    }
    let data = envelope.data;
    if (struct) {
      const [failure, value] = validate(data, struct, { coerce: true });
      if (failure) {
        const where = failure.path.length > 0 ? failure.path.join('.') : '(根)';
        throw invalid(answer, `服务器返回的数据格式不正确：${where}`, opts, data, failure);
      }
      data = value;
    }
    return opts.raw ? { ...envelope, data } : data;
  }

  function get(path: string, query?: Query, opts: AnyCallOptions = {}): Promise<unknown> {
    const strings = queryStrings(query);
    return call(
      { method: 'GET', path: normalisePath(path), query: strings, payload: strings, signal: opts.signal },
      opts,
      opts.struct,
    );
  }

  function post(path: string, body?: unknown, opts: AnyCallOptions = {}): Promise<unknown> {
    return call(
      {
        method: 'POST',
        path: normalisePath(path),
        payload: body,
        body: body === undefined ? undefined : JSON.stringify(body),
        idempotencyKey: opts.idempotencyKey,
        signal: opts.signal,
      },
      opts,
      opts.struct,
    );
  }

  function upload(path: string, formData: FormData, opts: AnyCallOptions = {}): Promise<unknown> {
    return call(
      {
        method: 'POST',
        path: normalisePath(path),
        payload: formFields(formData),
        body: formData,
        idempotencyKey: opts.idempotencyKey,
        signal: opts.signal,
      },
      opts,
      opts.struct,
    );
  }

  async function download(
    path: string,
    query?: Query,
    opts: DownloadOptions = {},
    body?: unknown,
  ): Promise<DownloadResult> {
    const strings = queryStrings(query);
    const request: Exchange =
      body === undefined
        ? { method: 'GET', path: normalisePath(path), query: strings, payload: strings, signal: opts.signal }
        : {
            method: 'POST',
            path: normalisePath(path),
            payload: body,
            body: JSON.stringify(body),
            signal: opts.signal,
          };
    const answer = await transfer(request, opts);
    const contentType = answer.headers.get('content-type') ?? 'application/octet-stream';
    // Refusals come back as a JSON envelope instead of the file.
    const parsed = contentType.includes('application/json') ? parseJson(answer.body) : undefined;
    const envelope = isEnvelope(parsed) ? parsed : null;
    const fault = httpFault(answer, envelope, opts);
    if (fault) throw fault;
    if (envelope && !envelope.success) throw refusal(answer, envelope, opts);
    return {
      blob: new Blob([answer.body], { type: contentType }),
      fileName: fileNameOf(answer.headers.get('content-disposition')),
      contentType,
    };
  }

  function callContract(contract: AnyContract, input?: unknown, opts: AnyCallOptions = {}): Promise<unknown> {
    const { path, rest } = fillPath(contract.path, input);
    if (contract.transfer === 'download') {
      return contract.method === 'GET'
        ? download(path, rest as Query, opts)
        : download(path, undefined, opts, rest);
    }
    return contract.method === 'GET' ? get(path, rest as Query, opts) : post(path, rest, opts);
  }

  function replay(path: string, body: unknown, opts: AnyCallOptions = {}): Promise<unknown> {
    return body instanceof FormData ? upload(path, body, opts) : post(path, body, opts);
  }

  return {
    call: callContract as ApiClient['call'],
    upload: ((contract: Contract, formData: FormData, opts?: AnyCallOptions) =>
      upload(contract.path, formData, opts)) as ApiClient['upload'],
    replay: replay as ApiClient['replay'],
    logPageLoad: (ms) => requestLog.logPageLoad(ms),
  };
}
