// What the client does for each HTTP fault and business code: spec 000 §8 as one table.
// The client looks a refusal up here and runs the reaction; no other file decides per code.
import { ErrorCode } from '../core/contracts/errors';
import type { Clock } from './clock';
import type { ApiEffects, NoticeColor } from './effects';
import type { SessionStore } from './session-store';

export interface ReactionContext {
  effects: ApiEffects;
  session: SessionStore;
  clock: Clock;
  /** The server's message (may be empty). */
  message: string;
  data: unknown;
  /**
   * False when the session was already ended or replaced since this call was sent: parallel calls
   * that all get 4013 then log out once, and a late answer never logs out a newer login.
   */
  sessionCurrent: boolean;
  /** The caller shows the refusal itself: no notices or dialogs for message-only codes. */
  quiet: boolean;
  /** The financial check (spec 000 §4.1) handles 4016 itself. */
  quiet4016: boolean;
  /** Nobody is looking at this call: never navigate away from the user's screen. */
  background: boolean;
}

export type Reaction = (ctx: ReactionContext) => void | Promise<void>;

/** Key of an HTTP fault row; business codes are keyed by their number. */
export type HttpFaultKey = 'http 404' | 'http 500';

const noticeMs = 5_000;
const shortNoticeMs = 1_200;

const ignore: Reaction = () => {};

/** A notice with a fixed text, whatever the server said. */
function fixedNotice(color: NoticeColor, message: string): Reaction {
  return ({ effects, quiet }) => {
    if (!quiet) effects.notify({ color, message, autoClose: noticeMs });
  };
}

/** A notice with the server's message. */
function serverNotice(color: NoticeColor, fallback: string): Reaction {
  return ({ effects, quiet, message }) => {
    if (!quiet) effects.notify({ color, message: message || fallback, autoClose: noticeMs });
  };
}

/** 4003: data is a list of {message}; one notice, one line per item. */
const validationList: Reaction = ({ effects, quiet, message, data }) => {
  if (quiet) return;
  const lines = Array.isArray(data)
    ? data
        .map((item: unknown) =>
          typeof item === 'object' && item !== null && 'message' in item
            ? String(item.message)
            : String(item),
        )
        .filter((line) => line !== '')
    : [];
  effects.notify({ color: 'red', message: message || '数据校验未通过', autoClose: noticeMs, lines });
};

/**
 * Session ends: the shell clears tabs and subject list, the store forgets token and keys, a notice
 * says why, and the user goes to /login (optionally replacing history and coming back afterwards).
 * Shown even to quiet callers: the user must learn why they were sent to the login page.
 */
function endSession(code: number, fallback: string, autoClose: number, returnHere: boolean): Reaction {
  return ({ effects, session, sessionCurrent, message }) => {
    if (!sessionCurrent) return;
    const redirect = effects.currentPath();
    effects.logout();
    // The code tells the kept offline copy what to do (README "Offline re-entry").
    session.clear(code);
    effects.notify({ color: 'yellow', message: message || fallback, autoClose });
    effects.navigate(returnHere ? { to: '/login', replace: true, search: { redirect } } : { to: '/login' });
  };
}

/**
 * 4005: the ledger set is not granted; 4017: another window switched it. A dialog only the button
 * closes, then the welcome page.
 */
const leaveLedgerSet =
  (fallback: string): Reaction =>
  async ({ effects, message, background }) => {
    // A background caller (the outbox replayer) keeps the refusal for the user's attention instead
    // of taking them away from their screen.
    if (background) return;
    await effects.alert({ title: '警告', message: message || fallback, closeOnClickOutside: false });
    effects.navigate({ to: '/final/welcome' });
  };

function serverTime(data: unknown): number | null {
  if (typeof data !== 'object' || data === null || !('timeStamp' in data)) return null;
  const ms = Number(data.timeStamp);
  return Number.isFinite(ms) && ms > 0 ? ms : null;
}

/** 4015: keep the server offset (the next call is then in time), tell the user, open calibration. */
const clockSkew: Reaction = ({ effects, clock, message, data, background }) => {
  const ms = serverTime(data);
  if (ms !== null) clock.learnServerTime(ms);
  // Background callers only need the offset: their retry is then in time.
  if (background) return;
  effects.notify({
    color: 'yellow',
    message: message || '本机时间与服务器时间相差过大，请校准时间',
    autoClose: noticeMs,
  });
  if (ms !== null) effects.navigate({ to: '/timeCalibration', search: { times: String(ms) } });
};

/** 4016: the 操作错误 dialog with a confirm button. */
const operationError: Reaction = async ({ effects, message, quiet, quiet4016 }) => {
  if (quiet || quiet4016) return;
  await effects.errorDialog({ title: '操作错误', message: message || '操作失败' });
};

/** 4018: an administrator reset the password; /passwordReset asks for a new one first. */
const passwordChange: Reaction = ({ effects, session, background }) => {
  session.setUserInfo({ mustChangePassword: true });
  if (!background) effects.navigate({ to: '/passwordReset' });
};

/** Spec 000 §8, row by row. "Notice" without a colour in the spec is a yellow (warning) notice. */
export const errorPolicy: Readonly<Record<HttpFaultKey | number, Reaction>> = {
  'http 500': fixedNotice('red', '服务器异常,请稍后重试'),
  'http 404': fixedNotice('yellow', '请求的内容不存在，可能已被删除或移动'),
  [ErrorCode.ignored]: ignore,
  [ErrorCode.badRequest]: serverNotice('red', '请求参数有误'),
  [ErrorCode.refused]: serverNotice('red', '操作未被允许'),
  [ErrorCode.conflict]: serverNotice('red', '数据已被修改，请刷新后重试'),
  [ErrorCode.validationList]: validationList,
  [ErrorCode.loggedOut]: endSession(ErrorCode.loggedOut, '您已退出登录，请重新登录', shortNoticeMs, false),
  [ErrorCode.ledgerSetForbidden]: leaveLedgerSet('没有该账套的权限'),
  [ErrorCode.accountDisabled]: endSession(ErrorCode.accountDisabled, '账号已被停用', noticeMs, false),
  [ErrorCode.sessionIdle]: endSession(ErrorCode.sessionIdle, '长时间未操作，请重新登录', noticeMs, true),
  [ErrorCode.sessionExpired]: endSession(ErrorCode.sessionExpired, '登录已过期，请重新登录', noticeMs, true),
  [ErrorCode.badToken]: endSession(ErrorCode.badToken, '登录信息无效，请重新登录', noticeMs, true),
  [ErrorCode.badSignature]: serverNotice('yellow', '请求签名校验失败'),
  [ErrorCode.nonceReused]: serverNotice('yellow', '请求重复，请重试'),
  [ErrorCode.forbidden]: serverNotice('yellow', '没有该操作的权限'),
  [ErrorCode.clockSkew]: clockSkew,
  [ErrorCode.operation]: operationError,
  [ErrorCode.ledgerSetChanged]: leaveLedgerSet('账套已在其他窗口切换，本次操作未执行'),
  [ErrorCode.passwordChangeRequired]: passwordChange,
};

/** Codes the spec does not list ("not shown"): treated like 4000, a red notice with the message. */
export const unknownCodeReaction: Reaction = serverNotice('red', '请求失败');

export function reactionFor(key: HttpFaultKey | number): Reaction {
  return errorPolicy[key] ?? unknownCodeReaction;
}
