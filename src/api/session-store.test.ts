import { describe, expect, it } from 'vitest';
import {
  createSessionStore,
  type SessionEnd,
  type SessionMessage,
  type SessionSync,
  sessionStorageKey,
} from './session-store';
import { memoryStorage } from './storage';

const login = {
  userToken: 't1',
  newghencryptkey: 'a2V5',
  newghdecryptkey: 'ZGVj',
  redirectUrl: '/final/welcome',
};

describe('session store', () => {
  it('keeps the login answer under the spec names', () => {
    const store = createSessionStore(memoryStorage());
    expect(store.read()).toBeNull();
    store.setLogin(login);
    expect(store.read()).toMatchObject({
      token: 't1',
      signKey: 'a2V5',
      decryptKey: 'ZGVj',
      redirectUrl: '/final/welcome',
    });
  });

  it('converts the upload limits to MB and GB beside the raw bytes', () => {
    const store = createSessionStore(memoryStorage());
    store.setLogin(login);
    store.setUserInfo({ fileUploadContentLength: 52_428_800, fileUploadAllContentLength: '2147483648' });
    expect(store.read()).toMatchObject({
      fileUploadContentLength: 52_428_800,
      fileUploadLimitMb: 50,
      fileUploadAllContentLength: 2_147_483_648,
      fileUploadTotalLimitGb: 2,
    });
  });

  it('defaults the single-file limit to the spec 50 MB before user info arrives', () => {
    const store = createSessionStore(memoryStorage());
    store.setLogin(login);
    expect(store.read()?.fileUploadLimitMb).toBe(50);
  });

  it('merges user info, normalising lists and ids', () => {
    const store = createSessionStore(memoryStorage());
    store.setLogin(login);
    store.setUserInfo({
      year: '2024',
      zid: 17,
      ztno: '001',
      allowUploadFileType: '.pdf, .jpg,,.png',
      filePreviewTypeArray: ['pdf'],
      permissions: ['voucher:audit'],
      onRequestLog: true,
      realName: '张三',
    });
    store.setUserInfo({ depname: '财务部' });
    expect(store.read()).toMatchObject({
      year: 2024,
      zid: '17',
      ztno: '001',
      depname: '财务部',
      allowUploadFileType: ['.pdf', '.jpg', '.png'],
      filePreviewTypeArray: ['pdf'],
      permissions: ['voucher:audit'],
      realName: '张三',
    });
    expect(store.onRequestLog()).toBe(true);
  });

  it('survives a reload through its storage and clear() forgets everything', () => {
    const storage = memoryStorage();
    const first = createSessionStore(storage);
    first.setLogin(login);
    first.setUserInfo({ userName: 'zhangsan' });
    const second = createSessionStore(storage);
    expect(second.read()?.userName).toBe('zhangsan');
    second.clear();
    expect(second.read()).toBeNull();
    expect(storage.getItem(sessionStorageKey)).toBeNull();
  });

  it('a new login starts with empty user info', () => {
    const store = createSessionStore(memoryStorage());
    store.setLogin(login);
    store.setUserInfo({ realName: '张三', permissions: ['x'] });
    store.setLogin({ ...login, userToken: 't2' });
    expect(store.read()).toMatchObject({ token: 't2', realName: '', permissions: [] });
  });

  it('ignores unreadable stored data and notifies subscribers', () => {
    const storage = memoryStorage();
    storage.setItem(sessionStorageKey, '{not json');
    const store = createSessionStore(storage);
    expect(store.read()).toBeNull();
    let calls = 0;
    const stop = store.subscribe(() => calls++);
    store.setLogin(login);
    stop();
    store.clear();
    expect(calls).toBe(1);
  });

  it('shares login, user info and logout with the other windows, and says who ended it why', () => {
    // Two windows on one channel, as BroadcastChannel does it: a window never hears itself.
    const listeners = new Map<SessionSync, (m: SessionMessage) => void>();
    const channel = (): SessionSync => {
      const me: SessionSync = {
        post: (message) => {
          for (const [who, listener] of listeners) if (who !== me) listener(structuredClone(message));
        },
        subscribe: (listener) => {
          listeners.set(me, listener);
          return () => listeners.delete(me);
        },
      };
      return me;
    };
    const a = createSessionStore(memoryStorage(), channel());
    const b = createSessionStore(memoryStorage(), channel());
    const endsA: SessionEnd[] = [];
    const endsB: SessionEnd[] = [];
    a.onEnd((end) => endsA.push(end));
    b.onEnd((end) => endsB.push(end));
    let remoteSeenByB = false;
    b.subscribe(() => {
      remoteSeenByB = b.changedElsewhere();
    });

    a.setLogin(login);
    a.setUserInfo({ userName: 'zhidan', zid: 2 });
    expect(b.read()).toMatchObject({ token: 't1', userName: 'zhidan', zid: '2' });
    expect(remoteSeenByB).toBe(true);
    expect(b.changedElsewhere()).toBe(false);

    b.clear(4013);
    expect(a.read()).toBeNull();
    expect(endsB).toEqual([expect.objectContaining({ code: 4013, remote: false })]);
    expect(endsA).toEqual([expect.objectContaining({ code: 4013, remote: true })]);
    expect(endsA[0]?.session.userName).toBe('zhidan');
    // Clearing an already ended session is no second end.
    a.clear();
    expect(endsA).toHaveLength(1);

    // A window still on an older session (frozen, then restored) ending it leaves the newer one be.
    a.setLogin({ ...login, userToken: 't3' });
    const restored = memoryStorage();
    restored.setItem(sessionStorageKey, JSON.stringify({ ...a.read(), token: 't-old' }));
    const stale = createSessionStore(restored, channel());
    stale.clear(4004);
    expect(stale.read()).toBeNull();
    expect(a.read()?.token).toBe('t3');
    expect(b.read()?.token).toBe('t3');
  });

  it('adopts a whole session (an offline unlock) and treats an empty token as none to sign with', () => {
    const store = createSessionStore(memoryStorage());
    store.setLogin(login);
    const unlocked = { ...(store.read() ?? ({} as never)), token: '', signKey: '', unlockedOffline: true };
    store.clear();
    store.adopt(unlocked);
    expect(store.read()?.unlockedOffline).toBe(true);
    expect(store.token()).toBeNull();
    expect(store.signKey()).toBeNull();
  });
});
