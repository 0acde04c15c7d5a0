import { describe, expect, it, vi } from 'vitest';
import { createKeptSessions } from '../../api/kept-session';
import { createSessionStore, type SessionMessage, type SessionSync } from '../../api/session-store';
import { memoryStorage } from '../../api/storage';
import { createOfflineSession } from './offline-session';
import { followOtherWindows, joinWindows, sessionHolderLock } from './window-sync';

/** Windows on one channel, as BroadcastChannel does it: asynchronous, never to the sender. */
function bus() {
  const members = new Set<{ me: SessionSync; listener: (m: SessionMessage) => void }>();
  return (): SessionSync => {
    const me: SessionSync = {
      post(message) {
        for (const m of members) if (m.me !== me) queueMicrotask(() => m.listener(message));
      },
      subscribe(listener) {
        const entry = { me, listener };
        members.add(entry);
        return () => members.delete(entry);
      },
    };
    return me;
  };
}

/** navigator.locks as far as joinWindows uses it: shared holds that query() lists. */
function fakeLocks() {
  const held: { name: string }[] = [];
  return {
    held,
    query: async () => ({ held: [...held], pending: [] }),
    request: (async (name: string, _options: unknown, task: () => Promise<void>) => {
      const entry = { name };
      held.push(entry);
      await task();
      held.splice(held.indexOf(entry), 1);
    }) as unknown as LockManager['request'],
  };
}

const login = { userToken: 't1', newghencryptkey: 'c2s=', newghdecryptkey: 'ZA==' };

describe('windows of the app', () => {
  it('a window opened beside a logged-in one takes its session (and its key) before its first screen', async () => {
    const channel = bus();
    const locks = fakeLocks();
    const kept = createKeptSessions(memoryStorage(), { iterations: 1_000 });
    const syncA = channel();
    const a = createSessionStore(memoryStorage(), syncA);
    const offlineA = createOfflineSession({ session: a, kept });
    await joinWindows({ session: a, sync: syncA, offline: offlineA, locks });
    a.setLogin(login);
    a.setUserInfo({ userName: 'zhidan', zid: '1' });
    await offlineA.keepAfterLogin('Demo2026', 14);
    expect(locks.held.map((l) => l.name)).toEqual([sessionHolderLock]);

    const syncB = channel();
    const b = createSessionStore(memoryStorage(), syncB);
    const offlineB = createOfflineSession({ session: b, kept });
    await joinWindows({ session: b, sync: syncB, offline: offlineB, locks, waitMs: 1_000 });
    expect(b.read()).toMatchObject({ token: 't1', userName: 'zhidan', zid: '1' });
    await vi.waitFor(() => expect(offlineB.heldKey()?.salt).toBe(offlineA.heldKey()?.salt));
  });

  it('a window with no live window beside it does not wait', async () => {
    const channel = bus();
    const sync = channel();
    const session = createSessionStore(memoryStorage(), sync);
    const started = Date.now();
    await joinWindows({ session, sync, locks: fakeLocks(), waitMs: 5_000 });
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(session.read()).toBeNull();
  });

  it('follows a logout, a new login and a ledger-set switch made in another window', async () => {
    const channel = bus();
    const a = createSessionStore(memoryStorage(), channel());
    const b = createSessionStore(memoryStorage(), channel());
    const ended = vi.fn();
    const replaced = vi.fn();
    followOtherWindows(b, { ended, replaced });
    a.setLogin(login);
    a.setUserInfo({ userName: 'zhidan', zid: '1' });
    await vi.waitFor(() => expect(replaced).toHaveBeenCalledTimes(1));
    // The login in progress (no user info yet) was not followed on its own.
    a.setUserInfo({ zid: '2' });
    await vi.waitFor(() => expect(replaced).toHaveBeenCalledTimes(2));
    a.setUserInfo({ realName: '张制单' });
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(replaced).toHaveBeenCalledTimes(2);
    a.clear();
    await vi.waitFor(() => expect(ended).toHaveBeenCalledTimes(1));
    expect(b.read()).toBeNull();
    // This window's own changes are not followed.
    b.setLogin(login);
    b.setUserInfo({ userName: 'zhidan', zid: '1' });
    b.clear();
    expect(ended).toHaveBeenCalledTimes(1);
  });
});
