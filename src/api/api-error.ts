// The one error type of the request client. The outbox reads `networkError` / `retryable` to tell
// "the server never answered" (retry later) from "the server refused" (show the user).

/** Codes the client uses when there is no business code from the server. */
export const ClientCode = {
  /** No answer: offline, connection refused, timeout or aborted. */
  network: -1,
  /** An answer that is not a valid envelope, or whose data failed the caller's struct. */
  badResponse: -2,
  /** HTTP 404 or 5xx. */
  httpFault: -3,
} as const;

export type ApiErrorKind =
  /** The server refused with a business code (success false). */
  | 'business'
  /** HTTP 404 or 5xx. */
  | 'http'
  /** Unreadable body or data that failed validation. */
  | 'invalid'
  | 'network'
  | 'timeout'
  /** The caller's AbortSignal fired. */
  | 'aborted';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  code: number;
  message: string;
  status?: number;
  data?: unknown;
  cause?: unknown;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** The envelope's errorCode, or a ClientCode. */
  readonly code: number;
  /** HTTP status; 0 when there was no answer. */
  readonly status: number;
  readonly data: unknown;
  /** True when the server's answer is unknown (never arrived): the write may be retried. */
  readonly networkError: boolean;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.code = init.code;
    this.status = init.status ?? 0;
    this.data = init.data;
    this.networkError = init.kind === 'network' || init.kind === 'timeout' || init.kind === 'aborted';
  }

  /** Worth retrying later with the same idempotency key: no answer, or a server fault. */
  get retryable(): boolean {
    return this.networkError || this.status >= 500;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export function isNetworkError(error: unknown): boolean {
  return error instanceof ApiError && error.networkError;
}
