// The request layer's public surface: build one client at boot and pass it down.
export { ApiError, type ApiErrorKind, ClientCode, isApiError, isNetworkError } from './api-error';
export {
  type ApiClient,
  type ApiClientOptions,
  type CallOptions,
  createApiClient,
  type DownloadOptions,
  type DownloadResult,
  type Query,
  type QueryValue,
  type RawCallOptions,
} from './client';
export { type Clock, type ClockOptions, createClock } from './clock';
export type { AlertDialog, ApiEffects, ErrorDialog, Navigation, Notice, NoticeColor } from './effects';
export { errorPolicy, type Reaction, type ReactionContext } from './error-policy';
export { type RequestLogEntry, requestLogPath } from './request-log';
export {
  createSessionStore,
  type LoginResultInput,
  type Session,
  type SessionStore,
  type SessionUser,
  type UserInfoInput,
} from './session-store';
export { signRequest } from './signer';
export { type KeyValueStorage, memoryStorage } from './storage';
