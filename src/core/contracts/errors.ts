// Business codes carried in the envelope's errorCode, one meaning each (spec 000 §8).
// The client's reaction to each code is the table in spec 000 §8; the server picks codes from here only.

export const ErrorCode = {
  ok: 0,
  /** The client ignores it (spec 000 §8: 3000). */
  ignored: 3000,
  /** Bad input: malformed JSON, missing or mistyped fields, unknown ids. */
  badRequest: 4000,
  /** A business rule refused the request (wrong password, closed month, ...). */
  refused: 4001,
  /** A conflict with stored state: idempotency key reused with another body, stale version. */
  conflict: 4002,
  /** Several field errors; data is a list of {message}. */
  validationList: 4003,
  /** The session was logged out. */
  loggedOut: 4004,
  /** The ledger set (账套) is not granted to the user. */
  ledgerSetForbidden: 4005,
  /** The account is disabled. */
  accountDisabled: 4006,
  /** The session expired after 30 minutes idle. */
  sessionIdle: 4007,
  /** The session reached its 12 hour limit. */
  sessionExpired: 4010,
  /** Missing or wrong request signature. */
  badSignature: 4011,
  /** The user lacks the operation permission for this call. */
  forbidden: 4012,
  /** Missing or unknown token. */
  badToken: 4013,
  /** The nonce was already used. */
  nonceReused: 4014,
  /** The timestamp is more than 300 s off the server clock; data.timeStamp = server ms. */
  clockSkew: 4015,
  /** An operation error shown in the 操作错误 dialog; from /checkFinancial, data tells the state. */
  operation: 4016,
  /**
   * The call was made for another ledger set than the session's (another window of the same session
   * switched 账套 meanwhile): nothing was done. Not in spec 000 §8; without it such a write would
   * land in the ledger set the other window chose.
   */
  ledgerSetChanged: 4017,
  /**
   * An administrator reset the user's password: until they change it (api/user/modifyPassword) the
   * server serves nothing else, and the client opens /passwordReset. Not in spec 000 §8.
   */
  passwordChangeRequired: 4018,
} as const;

/** The header a call names its ledger set in (the zid it was made for); see ledgerSetChanged. */
export const LEDGER_SET_HEADER = 'x-ledger-set';

export type ErrorCodeName = keyof typeof ErrorCode;
export type ErrorCodeValue = (typeof ErrorCode)[ErrorCodeName];

/** Codes after which the client logs the user out. */
export const sessionEndCodes: readonly number[] = [
  ErrorCode.loggedOut,
  ErrorCode.accountDisabled,
  ErrorCode.sessionIdle,
  ErrorCode.sessionExpired,
  ErrorCode.badToken,
];

/** The response envelope of every API answer. */
export interface Envelope<T = unknown> {
  success: boolean;
  errorCode: number;
  message: string;
  data: T;
}
