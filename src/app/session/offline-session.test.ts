import { describe, expect, it } from 'vitest';
import { createKeptSessions } from '../../api/kept-session';
import { createSessionStore } from '../../api/session-store';
import { memoryStorage } from '../../api/storage';
import { ErrorCode } from '../../core/contracts/errors';
import { createOfflineSession } from './offline-session';

const t0 = Date.UTC(2026, 2, 2, 1, 0, 0);

function setup() {
  const session = createSessionStore(memoryStorage());
  const kept = createKeptSessions(memoryStorage(), { iterations: 1_000 });
  let clock = t0;
  const offline = createOfflineSession({
    session,
    kept,
    now: () => clock,
    onError: (e) => {
      throw e;
    },
  });
  const loginAs = async (userName: string, zid = '1', token = `t-${userName}`) => {
    session.setLogin({ userToken: token, newghencryptkey: 'c2s=', newghdecryptkey: 'ZA==' });
    session.setUserInfo({ userName, zid, year: 2026, realName: '张制单', permissions: ['voucher.entry'] });
    await offline.keepAfterLogin('Demo2026', 14);
  };
  return { session, kept, offline, loginAs, tick: (ms: number) => (clock += ms) };
}

describe('offline session', () => {
  it('keeps the session after an online login and unlocks it offline in a new window', async () => {
    const { session, kept, offline, loginAs } = setup();
    await loginAs('zhidan');
    expect(kept.read('zhidan')).not.toBeNull();
    session.clear();
    // The window closed and reopened: nothing in it, the kept copy on the device.
    const result = await offline.unlock('zhidan', 'Demo2026');
    expect(result.ok).toBe(true);
    expect(session.read()).toMatchObject({
      userName: 'zhidan',
      zid: '1',
      token: 't-zhidan',
      unlockedOffline: true,
    });
  });

  it('a wrong password leaves the session closed', async () => {
    const { session, offline, loginAs } = setup();
    await loginAs('zhidan');
    session.clear();
    expect(await offline.unlock('zhidan', 'nope')).toMatchObject({ ok: false, reason: 'wrong' });
    expect(session.read()).toBeNull();
  });

  it('follows the session-end codes: a disabled account is forgotten, the others keep data but not the token', async () => {
    for (const code of [
      ErrorCode.loggedOut,
      ErrorCode.sessionIdle,
      ErrorCode.sessionExpired,
      ErrorCode.badToken,
    ]) {
      const { session, offline, loginAs } = setup();
      await loginAs('zhidan');
      session.clear(code);
      const result = await offline.unlock('zhidan', 'Demo2026');
      expect(result).toMatchObject({ ok: true, ended: true });
      expect(session.read()).toMatchObject({
        userName: 'zhidan',
        zid: '1',
        token: '',
        signKey: '',
        unlockedOffline: true,
      });
    }
    const { session, offline, loginAs } = setup();
    await loginAs('zhidan');
    session.clear(ErrorCode.sessionIdle);
    // Sent to the login page by the server: the name is filled in there.
    expect(offline.resumeUser()).toBe('zhidan');
    await loginAs('zhidan');
    session.clear(ErrorCode.accountDisabled);
    expect(offline.resumeUser()).toBe('');
    expect(await offline.unlock('zhidan', 'Demo2026')).toEqual({ ok: false, reason: 'unknown' });
  });

  it('seals the new ledger set after 切换账套, so an unlock offers the token with the data it belongs to', async () => {
    const { session, offline, loginAs } = setup();
    await loginAs('zhidan', '1');
    session.setUserInfo({ zid: '2', year: 2025 });
    await offline.settled();
    session.clear();
    expect(await offline.unlock('zhidan', 'Demo2026')).toMatchObject({
      ok: true,
      ended: false,
      session: { zid: '2', year: 2025, token: 't-zhidan' },
    });
  });

  it('without the key (a reloaded window), a switch marks the kept token ended instead', async () => {
    const { session, kept, loginAs } = setup();
    await loginAs('zhidan', '1');
    // The reloaded window: the same session from its storage, an offline session without the key.
    const fresh = createSessionStore(memoryStorage());
    fresh.adopt(session.read() ?? (null as never));
    const cold = createOfflineSession({ session: fresh, kept, now: () => t0 });
    expect(cold.heldKey()).toBeNull();
    fresh.setUserInfo({ zid: '2' });
    await cold.settled();
    expect(kept.read('zhidan')?.ended).toBe(true);
  });

  it('counts the offline period from when the server last accepted the session', async () => {
    const { session, kept, offline, loginAs, tick } = setup();
    await loginAs('zhidan');
    session.clear();
    tick(10 * 86_400_000);
    await offline.unlock('zhidan', 'Demo2026');
    const unlocked = session.read();
    if (!unlocked) throw new Error('not unlocked');
    session.adopt({ ...unlocked, unlockedOffline: false });
    await offline.settled();
    expect(kept.read('zhidan')?.serverAt).toBe(t0 + 10 * 86_400_000);
  });

  it('at logout keeps the verifier (keep) or forgets the user (wipe)', async () => {
    const { session, kept, offline, loginAs } = setup();
    await loginAs('zhidan');
    offline.release('zhidan', 'keep');
    session.clear();
    expect(kept.read('zhidan')?.ended).toBe(true);
    expect(await offline.unlock('zhidan', 'Demo2026')).toMatchObject({ ok: true, ended: true });
    session.clear();
    offline.release('zhidan', 'wipe');
    expect(kept.read('zhidan')).toBeNull();
  });

  it('after 修改密码 only the new password unlocks', async () => {
    const { session, offline, loginAs } = setup();
    await loginAs('zhidan');
    await offline.passwordChanged('New2027x');
    session.clear();
    expect(await offline.unlock('zhidan', 'Demo2026')).toMatchObject({ ok: false, reason: 'wrong' });
    expect(await offline.unlock('zhidan', 'New2027x')).toMatchObject({ ok: true });
  });
});
