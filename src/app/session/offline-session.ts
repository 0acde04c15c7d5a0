// Offline re-entry in the shell (README "Offline re-entry"): keeps the session for this device after
// an online login, unlocks it with the password offline, and keeps the kept copy true to the live
// one: sealed again when the ledger set changes, marked ended when the server ends the session.
import type { HeldKey, KeptSessions, UnlockResult } from '../../api/kept-session';
import type { Session, SessionEnd, SessionStore } from '../../api/session-store';
import { ErrorCode } from '../../core/contracts/errors';

/**
 * What each session-end code (spec 000 §8) does to the kept copy. A disabled account loses offline
 * unlocking outright; the others keep the verifier and the data (queued work replays after the
 * next login) but never again offer the ended token as a live session.
 */
export const keptOnEnd: Readonly<Record<number, 'forget' | 'end'>> = {
  [ErrorCode.accountDisabled]: 'forget',
  [ErrorCode.loggedOut]: 'end',
  [ErrorCode.sessionIdle]: 'end',
  [ErrorCode.sessionExpired]: 'end',
  [ErrorCode.badToken]: 'end',
};

export interface OfflineSession {
  /** After an online login and its user info: keep the session for offline re-entry. */
  keepAfterLogin(password: string, limitDays: number): Promise<void>;
  /** After 修改密码: the old password must no longer unlock this device. */
  passwordChanged(newPassword: string): Promise<void>;
  /** The login form offline: adopts the kept session when the password is right. */
  unlock(userName: string, password: string): Promise<UnlockResult>;
  /** The key of the kept record, for another window that joins this session. */
  heldKey(): HeldKey | null;
  /** A key handed over by another window. */
  receiveKey(key: HeldKey): void;
  /** Logout: 'keep' leaves the verifier and data for an offline unlock, 'wipe' forgets the user. */
  release(userName: string, mode: 'keep' | 'wipe'): void;
  /**
   * The user whose session the server ended last in this window (not a logout): the login page
   * fills the name in, so only the password is asked again.
   */
  resumeUser(): string;
  /** Resolves once writes of the kept copy started so far are done (tests, logout). */
  settled(): Promise<void>;
  dispose(): void;
}

export interface OfflineSessionDeps {
  session: SessionStore;
  kept: KeptSessions;
  now?: () => number;
  /** Where a failed write of the kept copy is reported (the app works on without it). */
  onError?: (error: unknown) => void;
}

/** Same user, other ledger set or year: what the kept copy must follow. */
function placeChanged(a: Session, b: Session): boolean {
  return a.zid !== b.zid || a.year !== b.year || a.ztno !== b.ztno;
}

function sameUser(a: Session | null, b: Session | null): boolean {
  return !!a && !!b && a.userName.toLowerCase() === b.userName.toLowerCase() && a.userName !== '';
}

export function createOfflineSession(deps: OfflineSessionDeps): OfflineSession {
  const { session, kept } = deps;
  const now = deps.now ?? Date.now;
  const report = deps.onError ?? ((error: unknown) => console.error('离线登录信息保存失败', error));
  let key: HeldKey | null = null;
  let resumeUser = '';
  let previous = session.read();
  let work: Promise<void> = Promise.resolve();

  const queue = (step: () => Promise<unknown> | undefined) => {
    work = work.then(step).then(
      () => {},
      (error: unknown) => report(error),
    );
  };

  const offEnd = session.onEnd((end: SessionEnd) => {
    key = null;
    resumeUser = end.code !== null && end.code !== ErrorCode.accountDisabled ? end.session.userName : '';
    // The window where the session ended has dealt with the kept copy; logouts do it themselves.
    if (end.remote || end.code === null) return;
    const rule = keptOnEnd[end.code];
    if (rule === 'forget') kept.forget(end.session.userName);
    else if (rule === 'end') kept.markEnded(end.session.userName);
  });

  const offChange = session.subscribe(() => {
    const next = session.read();
    const before = previous;
    previous = next;
    if (!next || !before || !sameUser(before, next) || session.changedElsewhere()) return;
    if (next.token === '' || next.token !== before.token) return;
    const moved = placeChanged(before, next);
    // The server accepted a session unlocked offline: it vouched for the user again.
    const vouched = before.unlockedOffline && !next.unlockedOffline;
    if (!moved && !vouched) return;
    const held = key;
    if (!held) {
      // Without the key the sealed copy cannot follow: an unlock would offer a token that now
      // works in another ledger set than the data it opens. Keep the data, drop the token.
      if (moved) kept.markEnded(next.userName);
      return;
    }
    queue(async () => {
      if (!(await kept.reseal(next, held, now())) && moved) kept.markEnded(next.userName);
    });
  });

  async function keepAfterLogin(password: string, limitDays: number): Promise<void> {
    const current = session.read();
    if (!current?.userName || !current.token) return;
    queue(async () => {
      key = await kept.keep({ password, session: current, limitDays, now: now() });
    });
    await work;
  }

  return {
    keepAfterLogin,

    async passwordChanged(newPassword) {
      const current = session.read();
      const record = current ? kept.read(current.userName) : null;
      if (!current || !record) return;
      if (!current.token) {
        // Nothing live to seal: the old verifier must go all the same.
        kept.forget(current.userName);
        return;
      }
      await keepAfterLogin(newPassword, record.limitDays);
    },

    async unlock(userName, password) {
      const result = await kept.unlock(userName.trim(), password, now());
      if (result.ok) {
        key = result.ended
          ? null
          : { user: result.session.userName, salt: result.salt, wrapKey: result.wrapKey };
        previous = result.session;
        session.adopt(result.session);
      }
      return result;
    },

    heldKey: () => key,

    resumeUser: () => resumeUser,

    receiveKey(received) {
      if (sameUser(session.read(), { userName: received.user } as Session)) key = received;
    },

    release(userName, mode) {
      key = null;
      if (mode === 'wipe') kept.forget(userName);
      else kept.markEnded(userName);
    },

    settled: () => work,

    dispose() {
      offEnd();
      offChange();
    },
  };
}
