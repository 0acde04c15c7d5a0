import { describe, expect, it } from 'vitest';
import {
  createKeptSessions,
  type KeptRecord,
  keptKey,
  maxUnlockFailures,
  unlockRefusalMessage,
} from './kept-session';
import { deriveOfflineKeys, fromBase64, OFFLINE_KDF_ITERATIONS, toBase64 } from './offline-key';
import { emptyUser, type Session } from './session-store';
import { memoryStorage } from './storage';

// Most cases run at 1,000 iterations: the rules are the same and the suite stays fast. One case
// proves the product's default is the OWASP figure.
const fast = { iterations: 1_000 };
const DAY = 86_400_000;
const t0 = Date.UTC(2026, 2, 2, 1, 0, 0);

function session(userName: string, zid = '1'): Session {
  return {
    ...emptyUser(),
    userName,
    realName: '张制单',
    zid,
    ztno: '001',
    year: 2026,
    permissions: ['voucher.entry'],
    token: `token-of-${userName}`,
    signKey: 'c2lnbmluZy1rZXk=',
    decryptKey: 'ZGVj',
    redirectUrl: '/',
    unlockedOffline: false,
  };
}

function setup() {
  const storage = memoryStorage();
  const kept = createKeptSessions(storage, fast);
  const raw = (user: string) => JSON.parse(storage.getItem(keptKey(user)) ?? 'null') as KeptRecord;
  const put = (record: KeptRecord) => storage.setItem(keptKey(record.user), JSON.stringify(record));
  return { storage, kept, raw, put };
}

describe('kept session', () => {
  it('unlocks with the right password and gives back the session, marked as unlocked offline', async () => {
    const { kept } = setup();
    await kept.keep({ password: 'Demo2026', session: session('zhidan'), limitDays: 14, now: t0 });
    const result = await kept.unlock('ZhiDan', 'Demo2026', t0 + DAY);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.session).toMatchObject({
      userName: 'zhidan',
      token: 'token-of-zhidan',
      signKey: 'c2lnbmluZy1rZXk=',
      permissions: ['voucher.entry'],
      zid: '1',
      unlockedOffline: true,
    });
    expect(result.ended).toBe(false);
  });

  it('stores neither the password nor the token nor the signing key in the clear', async () => {
    const { kept, storage } = setup();
    await kept.keep({ password: 'Demo2026', session: session('zhidan'), limitDays: 14, now: t0 });
    const text = storage.getItem(keptKey('zhidan')) ?? '';
    expect(text).not.toContain('Demo2026');
    expect(text).not.toContain('token-of-zhidan');
    expect(text).not.toContain('c2lnbmluZy1rZXk=');
    expect(text).not.toContain(toBase64(new TextEncoder().encode('Demo2026')));
  });

  it('refuses a wrong password, counts down, and stops after five in a row until an online login', async () => {
    const { kept } = setup();
    await kept.keep({ password: 'Demo2026', session: session('zhidan'), limitDays: 14, now: t0 });
    const first = await kept.unlock('zhidan', 'demo2026', t0);
    expect(first).toEqual({ ok: false, reason: 'wrong', left: maxUnlockFailures - 1 });
    expect(unlockRefusalMessage(first as { reason: 'wrong'; left: number }, 'zhidan')).toBe(
      '密码错误，还可尝试 4 次。',
    );
    // A right password resets the count.
    expect((await kept.unlock('zhidan', 'Demo2026', t0)).ok).toBe(true);
    for (let i = 1; i < maxUnlockFailures; i++) {
      expect(await kept.unlock('zhidan', `wrong${i}`, t0)).toMatchObject({ reason: 'wrong' });
    }
    expect(await kept.unlock('zhidan', 'wrong5', t0)).toEqual({ ok: false, reason: 'locked' });
    // Even the right password: offline guessing has ended for this user.
    expect(await kept.unlock('zhidan', 'Demo2026', t0)).toEqual({ ok: false, reason: 'locked' });
    await kept.keep({ password: 'Demo2026', session: session('zhidan'), limitDays: 14, now: t0 });
    expect((await kept.unlock('zhidan', 'Demo2026', t0)).ok).toBe(true);
  });

  it('refuses a user who never logged in here', async () => {
    const { kept } = setup();
    const result = await kept.unlock('nobody', 'x', t0);
    expect(result).toEqual({ ok: false, reason: 'unknown' });
    expect(unlockRefusalMessage({ reason: 'unknown' }, 'nobody')).toContain('尚未在本机联网登录过');
  });

  it('refuses a tampered record: the sealed session, the salt, the dates or the verifier', async () => {
    const { kept, raw, put } = setup();
    await kept.keep({ password: 'Demo2026', session: session('zhidan'), limitDays: 14, now: t0 });
    const good = raw('zhidan');

    const sealed = fromBase64(good.sealed);
    sealed[5] = (sealed[5] ?? 0) ^ 1;
    put({ ...good, sealed: toBase64(sealed) });
    expect(await kept.unlock('zhidan', 'Demo2026', t0)).toEqual({ ok: false, reason: 'damaged' });

    // Moving the last login forward to stretch the offline period breaks the seal.
    put({ ...good, serverAt: good.serverAt + 10 * DAY });
    expect(await kept.unlock('zhidan', 'Demo2026', t0 + 11 * DAY)).toEqual({ ok: false, reason: 'damaged' });
    put({ ...good, limitDays: 365 });
    expect(await kept.unlock('zhidan', 'Demo2026', t0)).toEqual({ ok: false, reason: 'damaged' });

    // Another user's sealed session moved under this user's name does not open either.
    await kept.keep({ password: 'Demo2026', session: session('shenhe'), limitDays: 14, now: t0 });
    const other = raw('shenhe');
    put({ ...other, user: 'zhidan' });
    expect(await kept.unlock('zhidan', 'Demo2026', t0)).toEqual({ ok: false, reason: 'damaged' });

    // A verifier made for a password the attacker chose is not enough: the seal needs the real key.
    const chosen = await deriveOfflineKeys('attacker', fromBase64(good.salt), good.iterations);
    put({ ...good, verifier: toBase64(chosen.verifier) });
    expect(await kept.unlock('zhidan', 'attacker', t0)).toEqual({ ok: false, reason: 'damaged' });

    put(good);
    expect((await kept.unlock('zhidan', 'Demo2026', t0)).ok).toBe(true);
  });

  it('gives every user and every login its own salt', async () => {
    const { kept, raw } = setup();
    await kept.keep({ password: 'Demo2026', session: session('zhidan'), limitDays: 14, now: t0 });
    await kept.keep({ password: 'Demo2026', session: session('shenhe'), limitDays: 14, now: t0 });
    const a = raw('zhidan');
    const b = raw('shenhe');
    expect(fromBase64(a.salt)).toHaveLength(16);
    expect(a.salt).not.toBe(b.salt);
    // Same password, different salts: nothing in common an attacker could precompute.
    expect(a.verifier).not.toBe(b.verifier);
    await kept.keep({ password: 'Demo2026', session: session('zhidan'), limitDays: 14, now: t0 });
    expect(raw('zhidan').salt).not.toBe(a.salt);
  });

  it('derives at 600,000 PBKDF2 iterations by default', async () => {
    const storage = memoryStorage();
    const kept = createKeptSessions(storage);
    await kept.keep({ password: 'Demo2026', session: session('zhidan'), limitDays: 14, now: t0 });
    expect(OFFLINE_KDF_ITERATIONS).toBe(600_000);
    expect(kept.read('zhidan')?.iterations).toBe(600_000);
    expect((await kept.unlock('zhidan', 'Demo2026', t0)).ok).toBe(true);
  }, 30_000);

  it('refuses an unlock past the offline period, before looking at the password', async () => {
    const { kept } = setup();
    await kept.keep({ password: 'Demo2026', session: session('zhidan'), limitDays: 14, now: t0 });
    expect((await kept.unlock('zhidan', 'Demo2026', t0 + 14 * DAY)).ok).toBe(true);
    const late = await kept.unlock('zhidan', 'wrong', t0 + 14 * DAY + 1);
    expect(late).toEqual({ ok: false, reason: 'expired', serverAt: t0, limitDays: 14 });
    expect(
      unlockRefusalMessage(late as { reason: 'expired'; serverAt: number; limitDays: number }, 'zhidan'),
    ).toMatch(/^距上次联网登录（2026-03-02 \d\d:00）已超过 14 天，离线登录已停用。请连接网络后登录/);
    // The late attempt with a wrong password was not counted.
    expect(kept.read('zhidan')?.failures).toBe(0);
  });

  it('does not trust a device clock set back before the last login', async () => {
    const { kept } = setup();
    await kept.keep({ password: 'Demo2026', session: session('zhidan'), limitDays: 14, now: t0 });
    expect(await kept.unlock('zhidan', 'Demo2026', t0 - DAY)).toEqual({
      ok: false,
      reason: 'clock',
      serverAt: t0,
    });
  });

  it('keeps nothing when the server turned offline unlocking off, and removes an earlier record', async () => {
    const { kept } = setup();
    await kept.keep({ password: 'Demo2026', session: session('zhidan'), limitDays: 14, now: t0 });
    expect(
      await kept.keep({ password: 'Demo2026', session: session('zhidan'), limitDays: 0, now: t0 }),
    ).toBeNull();
    expect(kept.read('zhidan')).toBeNull();
  });

  it('opens an ended session without its token: the data is reachable, the dead session is not', async () => {
    const { kept } = setup();
    await kept.keep({ password: 'Demo2026', session: session('zhidan'), limitDays: 14, now: t0 });
    kept.markEnded('zhidan');
    const result = await kept.unlock('zhidan', 'Demo2026', t0);
    expect(result).toMatchObject({ ok: true, ended: true });
    if (!result.ok) return;
    expect(result.session).toMatchObject({
      userName: 'zhidan',
      zid: '1',
      token: '',
      signKey: '',
      unlockedOffline: true,
    });
  });

  it('forgets a user: no verifier, no session', async () => {
    const { kept } = setup();
    await kept.keep({ password: 'Demo2026', session: session('zhidan'), limitDays: 14, now: t0 });
    kept.forget('ZHIDAN');
    expect(await kept.unlock('zhidan', 'Demo2026', t0)).toEqual({ ok: false, reason: 'unknown' });
  });

  it('seals a newer state with the key held in memory, and not with a key of an older login', async () => {
    const { kept } = setup();
    const key = await kept.keep({ password: 'Demo2026', session: session('zhidan'), limitDays: 14, now: t0 });
    if (!key) throw new Error('no key');
    kept.markEnded('zhidan');
    expect(await kept.reseal(session('zhidan', '2'), key, t0 + DAY)).toBe(true);
    const result = await kept.unlock('zhidan', 'Demo2026', t0 + 2 * DAY);
    expect(result).toMatchObject({ ok: true, ended: false, session: { zid: '2', token: 'token-of-zhidan' } });
    // The offline period now counts from when the server last vouched (the reseal).
    expect(kept.read('zhidan')?.serverAt).toBe(t0 + DAY);

    await kept.keep({ password: 'Demo2026', session: session('zhidan', '3'), limitDays: 14, now: t0 });
    expect(await kept.reseal(session('zhidan', '2'), key, t0)).toBe(false);
    expect(await kept.unlock('zhidan', 'Demo2026', t0)).toMatchObject({ ok: true, session: { zid: '3' } });
  });
});
