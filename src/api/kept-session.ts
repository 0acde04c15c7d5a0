// The session kept on this device for offline re-entry (DESIGN §5, README "Offline re-entry"): per
// user, a password verifier and the session sealed with a key derived from the same password.
// Neither the password nor a reversible copy of it is stored; without it the token is unreadable.
import {
  deriveOfflineKeys,
  fromBase64,
  OFFLINE_KDF_ITERATIONS,
  randomBytes,
  sameBytes,
  seal,
  toBase64,
  unseal,
} from './offline-key';
import type { Session } from './session-store';
import { browserStorage, type KeyValueStorage } from './storage';

export const keptStoragePrefix = 'union-finance.offline.';
/** Wrong passwords in a row after which only an online login unlocks this user again. */
export const maxUnlockFailures = 5;
const DAY_MS = 86_400_000;
/** A device clock this far behind the last login is not trusted to measure the offline period. */
const clockSlackMs = 10 * 60_000;

/** What localStorage holds per user. Fields named in boundFields are authenticated by the seal. */
export interface KeptRecord {
  v: 1;
  /** The user name as typed at login, trimmed; the storage key uses its lower-case form. */
  user: string;
  salt: string;
  iterations: number;
  verifier: string;
  iv: string;
  sealed: string;
  /** Local ms when the server last vouched for this user on this device (login or an accepted call). */
  serverAt: number;
  /** The server's offline period at that time (login answer). */
  limitDays: number;
  /**
   * The server ended the session (or it may now belong to another ledger set): an unlock still
   * opens this device's data, but never sends the sealed token; the next network use logs in.
   * Not bound by the seal: any window may set it without the password.
   */
  ended: boolean;
  /** Wrong offline passwords in a row; reset by a right one or an online login. */
  failures: number;
}

export type UnlockRefusal =
  | { reason: 'unknown' }
  | { reason: 'expired'; serverAt: number; limitDays: number }
  | { reason: 'clock'; serverAt: number }
  | { reason: 'locked' }
  | { reason: 'wrong'; left: number }
  | { reason: 'damaged' };

export type UnlockResult =
  | { ok: true; session: Session; wrapKey: CryptoKey; salt: string; ended: boolean }
  | ({ ok: false } & UnlockRefusal);

export interface KeepInput {
  password: string;
  /** The session after login, user info loaded (user name, ledger set, permissions). */
  session: Session;
  /** From the login answer; 0 means this device keeps nothing. */
  limitDays: number;
  now?: number;
}

/** The in-memory key of a kept record: sealing again after a ledger-set switch needs no password. */
export interface HeldKey {
  user: string;
  /** Identifies the record the key belongs to (a new login writes a new salt). */
  salt: string;
  wrapKey: CryptoKey;
}

export interface KeptSessions {
  /** After an online login: a new salt, verifier and seal. Returns the key, or null when nothing is kept. */
  keep(input: KeepInput): Promise<HeldKey | null>;
  /** Seals a newer state of the same user's session (ledger set switched, server vouched again). */
  reseal(session: Session, key: HeldKey, now?: number): Promise<boolean>;
  unlock(userName: string, password: string, now?: number): Promise<UnlockResult>;
  /** The server ended the session: keep the verifier and data, never the token as live. */
  markEnded(userName: string): void;
  /** Account disabled, or wiped at logout: no offline unlock for this user any more. */
  forget(userName: string): void;
  read(userName: string): KeptRecord | null;
}

export function keptKey(userName: string): string {
  return `${keptStoragePrefix}${encodeURIComponent(userName.trim().toLowerCase())}`;
}

/** The fields the seal authenticates: changing any of them makes the record unreadable. */
function boundFields(
  r: Pick<KeptRecord, 'v' | 'user' | 'salt' | 'iterations' | 'verifier' | 'serverAt' | 'limitDays'>,
) {
  return JSON.stringify([
    r.v,
    r.user.toLowerCase(),
    r.salt,
    r.iterations,
    r.verifier,
    r.serverAt,
    r.limitDays,
  ]);
}

function isRecord(value: unknown): value is KeptRecord {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Partial<KeptRecord>;
  return (
    r.v === 1 &&
    typeof r.user === 'string' &&
    typeof r.salt === 'string' &&
    typeof r.iterations === 'number' &&
    typeof r.verifier === 'string' &&
    typeof r.iv === 'string' &&
    typeof r.sealed === 'string' &&
    typeof r.serverAt === 'number' &&
    typeof r.limitDays === 'number'
  );
}

/** The session as sealed: everything but the per-window flag. */
function sealable(session: Session): Omit<Session, 'unlockedOffline'> {
  const { unlockedOffline: _, ...rest } = session;
  return rest;
}

function parseSession(text: string): Session | null {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const s = value as Session;
    return typeof s.userName === 'string' && typeof s.token === 'string' ? s : null;
  } catch {
    return null;
  }
}

export function createKeptSessions(
  storage: KeyValueStorage = browserStorage('localStorage'),
  options: { iterations?: number } = {},
): KeptSessions {
  const iterations = options.iterations ?? OFFLINE_KDF_ITERATIONS;

  function read(userName: string): KeptRecord | null {
    try {
      const value: unknown = JSON.parse(storage.getItem(keptKey(userName)) ?? 'null');
      return isRecord(value)
        ? { ...value, ended: value.ended === true, failures: Number(value.failures) || 0 }
        : null;
    } catch {
      return null;
    }
  }

  function write(record: KeptRecord): void {
    storage.setItem(keptKey(record.user), JSON.stringify(record));
  }

  async function sealInto(
    base: Omit<KeptRecord, 'iv' | 'sealed' | 'ended' | 'failures'>,
    session: Session,
    wrapKey: CryptoKey,
  ): Promise<KeptRecord> {
    const sealed = await seal(wrapKey, JSON.stringify(sealable(session)), boundFields({ ...base, v: 1 }));
    return { ...base, iv: toBase64(sealed.iv), sealed: toBase64(sealed.data), ended: false, failures: 0 };
  }

  return {
    read,

    async keep({ password, session, limitDays, now = Date.now() }) {
      const user = session.userName.trim();
      if (!user) return null;
      if (!(limitDays > 0)) {
        // Offline unlocking is off on this server: leave nothing behind from an earlier login.
        storage.removeItem(keptKey(user));
        return null;
      }
      const salt = randomBytes(16);
      const keys = await deriveOfflineKeys(password, salt, iterations);
      const base = {
        v: 1 as const,
        user,
        salt: toBase64(salt),
        iterations,
        verifier: toBase64(keys.verifier),
        serverAt: now,
        limitDays,
      };
      write(await sealInto(base, { ...session, unlockedOffline: false }, keys.wrapKey));
      return { user, salt: base.salt, wrapKey: keys.wrapKey };
    },

    async reseal(session, key, now = Date.now()) {
      const record = read(session.userName);
      // A newer login (another window) wrote a new salt: this key no longer opens the record.
      if (!record || record.salt !== key.salt || record.user.toLowerCase() !== key.user.toLowerCase()) {
        return false;
      }
      const { iv: _iv, sealed: _sealed, ended: _ended, failures: _failures, ...base } = record;
      write(await sealInto({ ...base, serverAt: now }, session, key.wrapKey));
      return true;
    },

    async unlock(userName, password, now = Date.now()) {
      const record = read(userName);
      if (!record) return { ok: false, reason: 'unknown' };
      // Checked before the password, so an expired record is no oracle for guesses. The seal
      // binds serverAt: moving it forward by hand makes the record unreadable below.
      if (now < record.serverAt - clockSlackMs)
        return { ok: false, reason: 'clock', serverAt: record.serverAt };
      if (now - record.serverAt > record.limitDays * DAY_MS) {
        return { ok: false, reason: 'expired', serverAt: record.serverAt, limitDays: record.limitDays };
      }
      if (record.failures >= maxUnlockFailures) return { ok: false, reason: 'locked' };
      const keys = await deriveOfflineKeys(password, fromBase64(record.salt), record.iterations);
      if (!sameBytes(keys.verifier, fromBase64(record.verifier))) {
        const failures = record.failures + 1;
        write({ ...record, failures });
        return failures >= maxUnlockFailures
          ? { ok: false, reason: 'locked' }
          : { ok: false, reason: 'wrong', left: maxUnlockFailures - failures };
      }
      const plain = await unseal(
        keys.wrapKey,
        { iv: fromBase64(record.iv), data: fromBase64(record.sealed) },
        boundFields(record),
      );
      const session = plain === null ? null : parseSession(plain);
      if (!session || session.userName.toLowerCase() !== record.user.toLowerCase()) {
        return { ok: false, reason: 'damaged' };
      }
      if (record.failures > 0) write({ ...record, failures: 0 });
      const opened: Session = record.ended
        ? { ...session, token: '', signKey: '', decryptKey: '', unlockedOffline: true }
        : { ...session, unlockedOffline: true };
      return { ok: true, session: opened, wrapKey: keys.wrapKey, salt: record.salt, ended: record.ended };
    },

    markEnded(userName) {
      const record = read(userName);
      if (record && !record.ended) write({ ...record, ended: true });
    },

    forget(userName) {
      storage.removeItem(keptKey(userName));
    },
  };
}

/** The Chinese message for a refused offline unlock. */
export function unlockRefusalMessage(refusal: UnlockRefusal, userName: string): string {
  switch (refusal.reason) {
    case 'unknown':
      return `用户「${userName}」尚未在本机联网登录过，离线时无法登录。请连接网络后登录。`;
    case 'expired':
      return `距上次联网登录（${formatDay(refusal.serverAt)}）已超过 ${refusal.limitDays} 天，离线登录已停用。请连接网络后登录，本机的数据和待同步记录都会保留。`;
    case 'clock':
      return `本机时间早于上次联网登录时间（${formatDay(refusal.serverAt)}），请校准本机时间后重试。`;
    case 'locked':
      return `密码连续错误 ${maxUnlockFailures} 次，本机已停用该用户的离线登录。请连接网络后登录。`;
    case 'wrong':
      return `密码错误，还可尝试 ${refusal.left} 次。`;
    case 'damaged':
      return '本机保存的登录信息已损坏，无法离线登录。请连接网络后登录。';
  }
}

function formatDay(ms: number): string {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
