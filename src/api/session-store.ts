// The login session (spec 000 §3 "session info"), kept in sessionStorage so it dies with the window
// and survives a reload; windows of the app share it through a channel (window-sync.ts). The
// request client reads the token and signing key from here. The copy kept for offline re-entry
// is another thing: kept-session.ts.
import type { LoginResult } from '../core/contracts/auth';
import { READ_ONLY_ACTS, READ_ONLY_KEY } from '../core/permissions/read-only';
import { defaultPasswordPolicy, type PasswordPolicy } from '../core/rules/password';
import { browserStorage, type KeyValueStorage } from './storage';

export const sessionStorageKey = 'union-finance.session';

/** What the store keeps of a login answer (a test or an older server may leave the optional parts out). */
export type LoginResultInput = Pick<LoginResult, 'userToken' | 'newghencryptkey' | 'newghdecryptkey'> &
  Partial<Pick<LoginResult, 'redirectUrl' | 'offlineUnlockDays'>>;

/** User info as the server sends it (GET /api/auth/getInfo, /api/zt/select); every field optional. */
export interface UserInfoInput {
  year?: number | string | null;
  ztno?: string | null;
  depname?: string | null;
  bankCode?: string | null;
  platMenuList?: unknown[] | null;
  zid?: string | number | null;
  jc?: string | number | null;
  /** The ledger set's full name and chart kind (the header shows jc, the welcome page the name). */
  ztName?: string | null;
  ztKind?: 'grassroots' | 'county' | null;
  canIRevoke?: boolean | null;
  /** The ledger set's voucher print layout (1 = A4 one per page, 2 = half-A4 two per page). */
  pzPrint?: number | string | null;
  /** Single-file upload limit in bytes. */
  fileUploadContentLength?: number | string | null;
  /** Total upload limit in bytes. */
  fileUploadAllContentLength?: number | string | null;
  /** A list, or one comma-separated string (".pdf,.jpg"). */
  allowUploadFileType?: string[] | string | null;
  filePreviewTypeArray?: string[] | string | null;
  onRequestLog?: boolean | null;
  permissions?: string[] | null;
  /** 系统设置's password policy (the change-password form states and checks it). */
  passwordPolicy?: PasswordPolicy | null;
  userName?: string | null;
  realName?: string | null;
  userId?: number | null;
  /** An administrator reset the password: /passwordReset asks for a new one before anything else. */
  mustChangePassword?: boolean | null;
  /** 基本信息: the ledger set's chairman and head of finance, signed on printouts. */
  chairman?: string | null;
  financeHead?: string | null;
}

export interface SessionUser {
  /** The app_user id (0 before the user info arrives). */
  userId: number;
  mustChangePassword: boolean;
  chairman: string;
  financeHead: string;
  year: number | null;
  ztno: string;
  depname: string;
  bankCode: string;
  platMenuList: unknown[];
  zid: string;
  jc: string;
  ztName: string;
  ztKind: 'grassroots' | 'county' | null;
  canIRevoke: boolean;
  pzPrint: number;
  fileUploadContentLength: number;
  /** fileUploadContentLength in MB (1024 * 1024 bytes). */
  fileUploadLimitMb: number;
  fileUploadAllContentLength: number;
  /** fileUploadAllContentLength in GB (1024^3 bytes). */
  fileUploadTotalLimitGb: number;
  allowUploadFileType: string[];
  filePreviewTypeArray: string[];
  onRequestLog: boolean;
  /**
   * The keys the user may act with: what screens ask before they show a button that changes data.
   * A read-only session (审计, audit.readOnly) acts with none but its own (readOnlyActs), so every
   * such button is hidden here, in one place, whatever screen draws it.
   */
  permissions: string[];
  /** Every key the server granted: which screens, menus and references the user may open and read. */
  readable: string[];
  passwordPolicy: PasswordPolicy;
  userName: string;
  realName: string;
}

export interface Session extends SessionUser {
  /** '' for a session unlocked offline whose server session had already ended. */
  token: string;
  signKey: string;
  decryptKey: string;
  redirectUrl: string;
  /**
   * Opened on this device without the server (README "Offline re-entry"): the outbox waits until
   * the server accepts it again or the user logs in.
   */
  unlockedOffline: boolean;
}

/** How sessions travel between windows of the app (BroadcastChannel in the browser). */
export interface SessionSync {
  post(message: SessionMessage): void;
  subscribe(listener: (message: SessionMessage) => void): () => void;
}

/**
 * `code`: the session-end code (spec 000 §8) when the server ended the session, else null.
 * `ended`: the token of the session that ended, so a window that has since moved on to a newer
 * session (a tab the browser had frozen, then restored) does not end everyone's.
 */
export type SessionMessage =
  | { type: 'session'; session: Session | null; code: number | null; ended?: string }
  | { type: 'ask' }
  | { type: 'key'; key: unknown };

/** A session ended here or in another window. */
export interface SessionEnd {
  /** The session that ended. */
  session: Session;
  /** The server's session-end code (4004, 4006, 4007, 4010, 4013), or null for a logout. */
  code: number | null;
  /** Ended in another window (that window has already dealt with the kept copy). */
  remote: boolean;
}

export interface SessionStore {
  /** The whole session, or null when nobody is logged in. */
  read(): Session | null;
  token(): string | null;
  signKey(): string | null;
  onRequestLog(): boolean;
  /** Starts a fresh session from the logOn answer; user info starts empty until setUserInfo. */
  setLogin(login: LoginResultInput): void;
  /** Merges user info; only the fields present are changed. */
  setUserInfo(info: UserInfoInput): void;
  /** Takes a whole session: an offline unlock, or an unlocked one the server accepted. */
  adopt(session: Session): void;
  /** Ends the session; `code` is the server's session-end code, if it ended it. */
  clear(code?: number): void;
  /** For React's useSyncExternalStore; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Called once per ended session, here or (remote) in another window. */
  onEnd(listener: (end: SessionEnd) => void): () => void;
  /** True when the last change came from another window (read inside a subscribe listener). */
  changedElsewhere(): boolean;
}

/** The spec's default single-file limit (spec 000 §9): 50 MB. */
export const defaultFileUploadBytes = 52_428_800;
const mb = 1024 * 1024;
const gb = 1024 * mb;

export function emptyUser(): SessionUser {
  return {
    userId: 0,
    mustChangePassword: false,
    chairman: '',
    financeHead: '',
    year: null,
    ztno: '',
    depname: '',
    bankCode: '',
    platMenuList: [],
    zid: '',
    jc: '',
    ztName: '',
    ztKind: null,
    canIRevoke: false,
    pzPrint: 1,
    fileUploadContentLength: defaultFileUploadBytes,
    fileUploadLimitMb: defaultFileUploadBytes / mb,
    fileUploadAllContentLength: 0,
    fileUploadTotalLimitGb: 0,
    allowUploadFileType: [],
    filePreviewTypeArray: [],
    onRequestLog: false,
    permissions: [],
    readable: [],
    passwordPolicy: { ...defaultPasswordPolicy },
    userName: '',
    realName: '',
  };
}

/**
 * A read-only session (审计) acts with nothing but READ_ONLY_ACTS. The server refuses its writes
 * anyway (server/plugins/idempotency.ts); this keeps the buttons that would ask from being drawn.
 */
const readOnlyActs = new Set(READ_ONLY_ACTS);

export function actingKeys(granted: readonly string[]): string[] {
  return granted.includes(READ_ONLY_KEY) ? granted.filter((k) => readOnlyActs.has(k)) : [...granted];
}

/** Both lists from what the server granted (an adopted or older kept session carries one). */
export function keysOf(granted: readonly string[]): Pick<SessionUser, 'permissions' | 'readable'> {
  return { readable: [...granted], permissions: actingKeys(granted) };
}

function toList(value: string[] | string): string[] {
  const list = typeof value === 'string' ? value.split(',') : value;
  return list.map((s) => s.trim()).filter((s) => s !== '');
}

function toBytes(value: number | string): number {
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n : 0;
}

/** Applies the fields present in `info` to `user`, converting as the spec says. */
export function mergeUserInfo(user: SessionUser, info: UserInfoInput): SessionUser {
  const next = { ...user };
  if (info.year != null) next.year = Number(info.year) || null;
  if (info.ztno != null) next.ztno = info.ztno;
  if (info.depname != null) next.depname = info.depname;
  if (info.bankCode != null) next.bankCode = info.bankCode;
  if (info.platMenuList != null) next.platMenuList = info.platMenuList;
  if (info.zid != null) next.zid = String(info.zid);
  if (info.jc != null) next.jc = String(info.jc);
  if (info.canIRevoke != null) next.canIRevoke = info.canIRevoke;
  if (info.ztName != null) next.ztName = info.ztName;
  if (info.ztKind !== undefined) next.ztKind = info.ztKind;
  if (info.pzPrint != null) next.pzPrint = Number(info.pzPrint) || 1;
  if (info.fileUploadContentLength != null) {
    next.fileUploadContentLength = toBytes(info.fileUploadContentLength);
    next.fileUploadLimitMb = next.fileUploadContentLength / mb;
  }
  if (info.fileUploadAllContentLength != null) {
    next.fileUploadAllContentLength = toBytes(info.fileUploadAllContentLength);
    next.fileUploadTotalLimitGb = next.fileUploadAllContentLength / gb;
  }
  if (info.allowUploadFileType != null) next.allowUploadFileType = toList(info.allowUploadFileType);
  if (info.filePreviewTypeArray != null) next.filePreviewTypeArray = toList(info.filePreviewTypeArray);
  if (info.onRequestLog != null) next.onRequestLog = info.onRequestLog;
  if (info.permissions != null) {
    next.readable = [...info.permissions];
    next.permissions = actingKeys(info.permissions);
  }
  if (info.passwordPolicy != null) next.passwordPolicy = { ...info.passwordPolicy };
  if (info.userName != null) next.userName = info.userName;
  if (info.realName != null) next.realName = info.realName;
  if (info.userId != null) next.userId = info.userId;
  if (info.mustChangePassword != null) next.mustChangePassword = info.mustChangePassword;
  if (info.chairman != null) next.chairman = info.chairman;
  if (info.financeHead != null) next.financeHead = info.financeHead;
  return next;
}

function parse(text: string | null): Session | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const stored = value as Partial<Session>;
    if (typeof stored.token !== 'string' || typeof stored.signKey !== 'string') return null;
    // Fill fields added by later versions so an old stored session still reads whole.
    const whole = {
      ...emptyUser(),
      decryptKey: '',
      redirectUrl: '',
      unlockedOffline: false,
      ...stored,
    } as Session;
    return stored.readable ? whole : { ...whole, ...keysOf(whole.permissions) };
  } catch {
    return null;
  }
}

export function createSessionStore(
  storage: KeyValueStorage = browserStorage('sessionStorage'),
  sync?: SessionSync,
): SessionStore {
  const listeners = new Set<() => void>();
  const endListeners = new Set<(end: SessionEnd) => void>();
  let cached = parse(storage.getItem(sessionStorageKey));
  let remote = false;

  function write(next: Session | null, from: 'here' | 'elsewhere', code: number | null = null): void {
    const previous = cached;
    cached = next;
    if (next) storage.setItem(sessionStorageKey, JSON.stringify(next));
    else storage.removeItem(sessionStorageKey);
    if (from === 'here') {
      sync?.post(
        next || !previous
          ? { type: 'session', session: next, code }
          : { type: 'session', session: null, code, ended: previous.token },
      );
    }
    remote = from === 'elsewhere';
    try {
      if (previous && !next) {
        for (const listener of endListeners) listener({ session: previous, code, remote });
      }
      for (const listener of listeners) listener();
    } finally {
      remote = false;
    }
  }

  sync?.subscribe((message) => {
    if (message.type !== 'session') return;
    if (message.session === null && message.ended !== undefined && message.ended !== cached?.token) return;
    // Another window's copy of a session this window already has: nothing changes.
    if (JSON.stringify(message.session) === JSON.stringify(cached)) return;
    write(message.session, 'elsewhere', message.code);
  });

  return {
    read: () => cached,
    token: () => cached?.token || null,
    signKey: () => cached?.signKey || null,
    onRequestLog: () => cached?.onRequestLog ?? false,
    setLogin(login) {
      write(
        {
          ...emptyUser(),
          token: login.userToken,
          signKey: login.newghencryptkey,
          decryptKey: login.newghdecryptkey,
          redirectUrl: login.redirectUrl ?? '',
          unlockedOffline: false,
        },
        'here',
      );
    },
    setUserInfo(info) {
      // User info without a login has nothing to belong to.
      if (cached) write({ ...cached, ...mergeUserInfo(cached, info) }, 'here');
    },
    // A session kept by an older version has one list of keys: both are made from it.
    adopt: (session) =>
      write(session.readable ? { ...session } : { ...session, ...keysOf(session.permissions) }, 'here'),
    clear: (code) => {
      if (cached) write(null, 'here', code ?? null);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onEnd(listener) {
      endListeners.add(listener);
      return () => endListeners.delete(listener);
    },
    changedElsewhere: () => remote,
  };
}
