import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../api/client';
import { createSessionStore } from '../../api/session-store';
import { memoryStorage } from '../../api/storage';
import type { LocalSyncOptions } from '../../local';
import { bindLocalSync, type LocalSyncControls } from './local-sync-binding';

function setup(bootDelayMs?: number, restored = false) {
  const calls: string[] = [];
  const started: LocalSyncOptions[] = [];
  const controls: LocalSyncControls = {
    start: vi.fn(async (o) => {
      started.push(o);
      calls.push(`start ${o.userId}/${o.zid}`);
    }),
    stop: vi.fn(async () => {
      calls.push('stop');
    }),
    resume: vi.fn(() => {
      calls.push('resume');
    }),
  };
  const session = createSessionStore(memoryStorage());
  if (restored) {
    session.setLogin({ userToken: 't0', newghencryptkey: 'k', newghdecryptkey: 'd' });
    session.setUserInfo({ userName: 'admin', zid: '1' });
  }
  const unbind = bindLocalSync({
    session,
    api: {} as ApiClient,
    controls,
    ...(bootDelayMs === undefined ? {} : { bootDelayMs }),
  });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const loginAs = (token: string, userName: string, zid: string) => {
    session.setLogin({ userToken: token, newghencryptkey: 'k', newghdecryptkey: 'd' });
    session.setUserInfo({ userName, zid });
  };
  return { calls, started, session, unbind, settle, loginAs };
}

describe('bindLocalSync', () => {
  it('gives the pulls the session’s current permissions (tables the user may not read are skipped)', async () => {
    const { started, session, settle, loginAs } = setup();
    loginAs('t1', 'shenhe', '1');
    session.setUserInfo({ permissions: ['voucher.audit'] });
    await settle();
    expect(started[0]?.permissions?.()).toEqual(['voucher.audit']);
    session.setUserInfo({ permissions: ['voucher.audit', 'ledger.detail'] });
    expect(started[0]?.permissions?.()).toEqual(['voucher.audit', 'ledger.detail']);
  });

  it('starts once the ledger set is known, restarts on 切换账套, stops at logout', async () => {
    const { calls, session, settle, loginAs } = setup();
    session.setLogin({ userToken: 't1', newghencryptkey: 'k', newghdecryptkey: 'd' });
    await settle();
    expect(calls).toEqual([]);
    session.setUserInfo({ userName: 'admin', zid: '1' });
    session.setUserInfo({ userName: 'admin', zid: '1', year: 2026 });
    await settle();
    expect(calls).toEqual(['start admin/1']);
    session.setUserInfo({ zid: '2' });
    await settle();
    expect(calls).toEqual(['start admin/1', 'stop', 'start admin/2']);
    session.clear();
    await settle();
    expect(calls).toEqual(['start admin/1', 'stop', 'start admin/2', 'stop']);
    loginAs('t2', 'admin', '2');
    await settle();
    expect(calls.slice(4)).toEqual(['start admin/2', 'resume']);
  });

  it('resumes on a new login of the same user and ledger set while running', async () => {
    const { calls, settle, loginAs } = setup();
    loginAs('t1', 'admin', '1');
    await settle();
    loginAs('t2', 'admin', '1');
    await settle();
    expect(calls).toEqual(['start admin/1', 'resume']);
  });

  it('opens a session restored at boot at once, its sending and pull after bootDelayMs; not after a login', async () => {
    // A save in the first seconds after a reload needs the local database open (it was held back
    // with the pull, and the save did nothing).
    const restored = setup(50, true);
    await restored.settle();
    expect(restored.calls).toEqual(['start admin/1']);
    expect(restored.started[0]?.firstPullAfterMs).toBe(50);

    const fresh = setup(50, false);
    fresh.loginAs('t1', 'admin', '1');
    await fresh.settle();
    expect(fresh.calls).toEqual(['start admin/1']);
    expect(fresh.started[0]?.firstPullAfterMs).toBeUndefined();
  });

  it('stops when unbound', async () => {
    const { calls, settle, loginAs, unbind } = setup();
    loginAs('t1', 'admin', '1');
    await settle();
    unbind();
    await settle();
    expect(calls).toEqual(['start admin/1', 'stop']);
  });
});
