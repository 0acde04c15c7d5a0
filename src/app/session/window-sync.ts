// Windows of the app share one session: a BroadcastChannel carries every change (login, user info,
// logout, a session the server ended), and a window opened while another is logged in asks for the
// session before its first screen. A shared Web Lock tells whether any such window is alive.
import type { HeldKey } from '../../api/kept-session';
import type { Session, SessionMessage, SessionStore, SessionSync } from '../../api/session-store';
import type { OfflineSession } from './offline-session';

const channelName = 'union-finance.session';
/** Held (shared) by every window that has a session. */
export const sessionHolderLock = 'union-finance.session-window';

type Locks = Pick<LockManager, 'request' | 'query'>;

function browserLocks(): Locks | null {
  const nav = (globalThis as { navigator?: { locks?: LockManager } }).navigator;
  return nav?.locks ?? null;
}

/** The browser's channel between windows of this origin; null where there is none. */
export function browserSessionSync(): SessionSync | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  const channel = new BroadcastChannel(channelName);
  const listeners = new Set<(message: SessionMessage) => void>();
  channel.onmessage = (event: MessageEvent<SessionMessage>) => {
    for (const listener of listeners) listener(event.data);
  };
  return {
    post(message) {
      try {
        channel.postMessage(message);
      } catch (error) {
        // A value the channel cannot clone (a key on an old browser): the other windows do without.
        console.warn('无法通知其他窗口', error);
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function isHeldKey(value: unknown): value is HeldKey {
  if (typeof value !== 'object' || value === null) return false;
  const k = value as Partial<HeldKey>;
  return typeof k.user === 'string' && typeof k.salt === 'string' && typeof k.wrapKey === 'object';
}

export interface JoinDeps {
  session: SessionStore;
  sync: SessionSync;
  offline?: OfflineSession;
  locks?: Locks | null;
  /** How long a new window waits for a live one to answer (they answer in a few ms). */
  waitMs?: number;
}

/**
 * Answers other windows' questions for the rest of the page's life, holds the shared lock while
 * logged in, and resolves once this window has the session of a live window (or there is none).
 */
export async function joinWindows(deps: JoinDeps): Promise<void> {
  const { session, sync, offline } = deps;
  const locks = deps.locks === undefined ? browserLocks() : deps.locks;

  sync.subscribe((message) => {
    if (message.type === 'ask') {
      const current = session.read();
      if (!current) return;
      sync.post({ type: 'session', session: current, code: null });
      const key = offline?.heldKey();
      if (key) sync.post({ type: 'key', key });
    } else if (message.type === 'key' && isHeldKey(message.key)) {
      offline?.receiveKey(message.key);
    }
  });

  if (locks) holdWhileLoggedIn(session, locks);

  const mine = session.read();
  if (mine && offline?.heldKey()) return;
  const others = locks
    ? await locks
        .query()
        .then((state) => (state.held ?? []).some((lock) => lock.name === sessionHolderLock))
        .catch(() => true)
    : true;
  if (!others) return;
  sync.post({ type: 'ask' });
  // A reloaded window already has its session; it only wanted the key, which comes when it comes.
  if (mine) return;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(done, deps.waitMs ?? 1_500);
    const off = session.subscribe(() => {
      if (session.read()) done();
    });
    function done() {
      clearTimeout(timer);
      off();
      resolve();
    }
  });
}

function holdWhileLoggedIn(session: SessionStore, locks: Locks): void {
  let release: (() => void) | null = null;
  const follow = () => {
    const has = session.read() !== null;
    if (has && !release) {
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      locks.request(sessionHolderLock, { mode: 'shared' }, () => held).catch(() => {});
    } else if (!has && release) {
      release();
      release = null;
    }
  };
  session.subscribe(follow);
  follow();
}

export interface FollowHandlers {
  /** Another window logged out or the server ended the session there. */
  ended(): void;
  /** Another window logged in (maybe as another user) or switched the ledger set or year. */
  replaced(next: Session): void;
}

/** What this window does when the shared session changes in another window. */
export function followOtherWindows(session: SessionStore, handlers: FollowHandlers): () => void {
  let previous = session.read();
  return session.subscribe(() => {
    const next = session.read();
    // A login in progress (user info not loaded yet) is followed once it is whole.
    if (next && next.userName === '') return;
    const before = previous;
    previous = next;
    if (!session.changedElsewhere()) return;
    if (!next) {
      if (before) handlers.ended();
      return;
    }
    const same =
      before &&
      before.userName === next.userName &&
      before.zid === next.zid &&
      before.year === next.year &&
      // Confirmed by the server after an offline unlock: the same work goes on.
      (before.token === next.token || before.unlockedOffline);
    if (!same) handlers.replaced(next);
  });
}
