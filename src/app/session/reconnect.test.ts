import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import type { ApiEffects } from '../../api/effects';
import { createSessionStore, emptyUser, type Session } from '../../api/session-store';
import { memoryStorage } from '../../api/storage';
import { authContracts } from '../../core/contracts/auth';
import { inProcessLocks } from '../../local/locks';
import { lockAfterUserKnown } from '../sync/local-sync-binding';
import { otherLedgerMessage, reloginMessage, watchReconnect } from './reconnect';

function unlocked(token = 't-kept', zid = '1'): Session {
  return {
    ...emptyUser(),
    userName: 'zhidan',
    zid,
    year: 2026,
    token,
    signKey: token ? 'c2s=' : '',
    decryptKey: '',
    redirectUrl: '/',
    unlockedOffline: true,
  };
}

function setup(answer: () => Promise<unknown>) {
  const session = createSessionStore(memoryStorage());
  const events = new EventTarget();
  let online = false;
  const calls: string[] = [];
  const effects: Pick<ApiEffects, 'logout' | 'notify' | 'navigate' | 'currentPath'> = {
    logout: () => calls.push('logout'),
    notify: (n) => calls.push(`notify ${n.message}`),
    navigate: (n) => calls.push(`navigate ${n.to} ${JSON.stringify(n.search ?? {})}`),
    currentPath: () => '/final/entry',
  };
  const call = vi.fn(answer);
  const stop = watchReconnect({
    session,
    api: { call } as never,
    effects,
    environment: events,
    online: () => online,
    retryMs: 60_000,
  });
  const goOnline = async () => {
    online = true;
    events.dispatchEvent(new Event('online'));
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { session, calls, call, goOnline, stop };
}

describe('reconnect after an offline unlock', () => {
  it('does nothing while offline, then keeps the session the server still accepts', async () => {
    const { session, call, goOnline, calls, stop } = setup(async () => ({
      zid: '1',
      permissions: ['new.key'],
    }));
    session.adopt(unlocked());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(call).not.toHaveBeenCalled();
    await goOnline();
    expect(call).toHaveBeenCalledWith(authContracts.info, {}, { loading: false, background: true });
    expect(session.read()).toMatchObject({
      token: 't-kept',
      unlockedOffline: false,
      permissions: ['new.key'],
    });
    expect(calls).toEqual([]);
    stop();
  });

  it('asks for the password once when the kept session had already ended (no token to offer)', async () => {
    const { session, call, goOnline, calls, stop } = setup(async () => ({}));
    session.adopt(unlocked(''));
    await goOnline();
    expect(call).not.toHaveBeenCalled();
    expect(session.read()).toBeNull();
    expect(calls).toEqual([
      'logout',
      `notify ${reloginMessage}`,
      `navigate /login ${JSON.stringify({ redirect: '/final/entry', user: 'zhidan' })}`,
    ]);
    stop();
  });

  it('never lets queued work reach a server session now in another ledger set', async () => {
    const { session, goOnline, calls, stop } = setup(async () => ({ zid: '2' }));
    session.adopt(unlocked());
    await goOnline();
    expect(session.read()).toBeNull();
    expect(calls).toContain(`notify ${otherLedgerMessage}`);
    stop();
  });

  it('tries again on the next online event after a network failure', async () => {
    let fail = true;
    const { session, goOnline, call, stop } = setup(async () => {
      if (fail) throw new ApiError({ kind: 'network', code: 0, message: '网络连接失败' });
      return { zid: '1' };
    });
    session.adopt(unlocked());
    await goOnline();
    expect(session.read()?.unlockedOffline).toBe(true);
    fail = false;
    await goOnline();
    expect(call).toHaveBeenCalledTimes(2);
    expect(session.read()?.unlockedOffline).toBe(false);
    stop();
  });

  it('holds the outbox lock back until the user is known again', async () => {
    const session = createSessionStore(memoryStorage());
    session.adopt(unlocked());
    const locks = lockAfterUserKnown(session, inProcessLocks());
    const ran = vi.fn(async () => {});
    const taken = locks.request('outbox', new AbortController().signal, ran);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(ran).not.toHaveBeenCalled();
    session.adopt({ ...unlocked(), unlockedOffline: false });
    await taken;
    expect(ran).toHaveBeenCalledTimes(1);

    // A stop while waiting gives up the wait.
    session.adopt(unlocked());
    const stop = new AbortController();
    const waiting = locks.request('outbox', stop.signal, ran);
    stop.abort();
    await expect(waiting).rejects.toBeDefined();
    expect(ran).toHaveBeenCalledTimes(1);
  });
});
