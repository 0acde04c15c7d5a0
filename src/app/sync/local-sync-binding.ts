// Runs the offline layer (src/local) along the session: start after login once a ledger set is
// chosen, stop then start when 切换账套 picks another, resume after a re-login, stop at logout.
import type { ApiClient } from '../../api/client';
import type { Clock } from '../../api/clock';
import type { Session, SessionStore } from '../../api/session-store';
import { type LocalSyncOptions, resumeLocalSync, startLocalSync, stopLocalSync } from '../../local';
import { defaultLocks, type LockProvider } from '../../local/locks';
import { onUserStateCleared } from '../boot';

export interface LocalSyncControls {
  start(options: LocalSyncOptions): Promise<unknown>;
  stop(): Promise<void>;
  resume(): void;
}

const realControls: LocalSyncControls = {
  start: startLocalSync,
  stop: stopLocalSync,
  resume: resumeLocalSync,
};

export interface BindLocalSyncDeps {
  session: SessionStore;
  api: ApiClient;
  clock?: Clock;
  controls?: LocalSyncControls;
  /**
   * For a session restored at boot (a reload): ms the screen's own first calls go before the outbox
   * sends and the background pull (LocalSyncOptions.firstPullAfterMs); the database opens at once.
   */
  bootDelayMs?: number;
  /** The replayer's lock provider (tests); default navigator.locks. */
  locks?: LockProvider;
  /** Where a failed start is reported (an unavailable IndexedDB must not break the app). */
  onError?: (error: unknown) => void;
}

/**
 * The database a session works in: one per user and ledger set; null until both are known. A
 * session unlocked offline has one even without a live token: its data is what it is for.
 */
export function syncKey(session: Session | null): string | null {
  if (!session || !(session.token || session.unlockedOffline) || !session.userName || !session.zid)
    return null;
  // A reset password is changed first: the server serves nothing else until then.
  if (session.mustChangePassword) return null;
  return `${session.userName}\u0000${session.zid}`;
}

/**
 * The replayer's lock, taken only once the server knows the user again: a session unlocked
 * offline sends nothing until the server accepted it or the user logged in (reconnect.ts).
 */
export function lockAfterUserKnown(
  session: SessionStore,
  locks: LockProvider = defaultLocks(),
): LockProvider {
  const known = () => {
    const current = session.read();
    return current !== null && !current.unlockedOffline;
  };
  const whenKnown = (signal: AbortSignal) =>
    new Promise<void>((resolve, reject) => {
      if (known()) return resolve();
      const done = () => {
        off();
        signal.removeEventListener('abort', abort);
      };
      const off = session.subscribe(() => {
        if (!known()) return;
        done();
        resolve();
      });
      const abort = () => {
        done();
        reject(signal.reason);
      };
      signal.addEventListener('abort', abort, { once: true });
    });
  return {
    async request(name, signal, task) {
      await whenKnown(signal);
      return locks.request(name, signal, task);
    },
  };
}

/**
 * Follows the session store. Calls are chained so a quick 切换账套 never opens two databases at
 * once. Also registers the stop with the shell's user-state clear (logout and a session the
 * server ended both clear it). Returns the unbind function.
 */
export function bindLocalSync(deps: BindLocalSyncDeps): () => void {
  const controls = deps.controls ?? realControls;
  const report = deps.onError ?? ((error: unknown) => console.error('本地同步启动失败', error));
  let chain: Promise<unknown> = Promise.resolve();
  let runningKey: string | null = null;
  let token: string | null = null;
  let sessionEnded = false;
  // A new token seen before the user info names the ledger set: resume once it does.
  let resumeOwed = false;
  let booting = (deps.bootDelayMs ?? 0) > 0;

  const queue = (step: () => unknown) => {
    chain = chain.then(step).catch(report);
  };

  const stop = () => {
    if (runningKey === null) return;
    runningKey = null;
    queue(() => controls.stop());
  };

  const follow = () => {
    const session = deps.session.read();
    const key = syncKey(session);
    if (!session) {
      // Logged out or the server ended the session: whatever waits in the outbox resumes later.
      if (token !== null) sessionEnded = true;
      token = null;
      stop();
      return;
    }
    if (session.token !== token && token !== null) resumeOwed = true;
    token = session.token;
    if (key === null) return;
    if (key !== runningKey) {
      const previous = runningKey;
      runningKey = key;
      const options: LocalSyncOptions = {
        api: deps.api,
        userId: session.userName,
        zid: session.zid,
        replayer: { locks: lockAfterUserKnown(deps.session, deps.locks) },
        // Read at each pull: the reference tables the server would refuse this user are skipped.
        permissions: () => deps.session.read()?.readable ?? [],
      };
      if (deps.clock) options.clock = deps.clock;
      const resumeAfter = sessionEnded;
      // After a reload the local database opens at once (a save in the first seconds is kept);
      // the sending and the pull wait for the screen's own first calls.
      if (booting) options.firstPullAfterMs = deps.bootDelayMs ?? 0;
      queue(async () => {
        // Logged out or switched meanwhile: a later step does what the session now needs.
        if (runningKey !== key) return;
        if (previous !== null) await controls.stop();
        await controls.start(options);
        // A re-login after a session end: entries the replayer held wait no longer.
        if (resumeAfter) controls.resume();
      });
      sessionEnded = false;
      resumeOwed = false;
    } else if (resumeOwed) {
      // Same user and ledger set, new login: entries paused by the ended session go out again.
      resumeOwed = false;
      queue(() => controls.resume());
    }
  };

  const offClear = onUserStateCleared(stop);
  const offSession = deps.session.subscribe(follow);
  follow();
  booting = false;
  return () => {
    offSession();
    offClear();
    stop();
  };
}
