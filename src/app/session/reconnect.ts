// After an offline unlock, the network's return decides what the kept session is: the server
// accepts it (work goes on, the outbox replays under it) or not (the user logs in once, then it
// replays under the new session). Until one of the two, the outbox waits (local-sync-binding).
import type { ApiClient } from '../../api/client';
import type { ApiEffects } from '../../api/effects';
import { mergeUserInfo, type Session, type SessionStore } from '../../api/session-store';
import { authContracts } from '../../core/contracts/auth';
import { ErrorCode } from '../../core/contracts/errors';

export interface ReconnectDeps {
  session: SessionStore;
  api: Pick<ApiClient, 'call'>;
  effects: Pick<ApiEffects, 'logout' | 'notify' | 'navigate' | 'currentPath'>;
  /** Where 'online' comes from; null in Node. Default: window. */
  environment?: EventTarget | null;
  online?: () => boolean;
  /** How often an unconfirmed session is tried while the browser claims to be online (30 s). */
  retryMs?: number;
}

export const reloginMessage =
  '网络已恢复，离线期间使用的登录已失效。请输入密码重新登录，本机待同步的数据将在登录后自动上传。';
export const otherLedgerMessage =
  '网络已恢复，但服务器上的登录已切换到其他账套。请重新登录，本机待同步的数据将在登录后自动上传。';

function browserOnline(): boolean {
  const nav = (globalThis as { navigator?: { onLine?: boolean } }).navigator;
  return nav?.onLine !== false;
}

export function watchReconnect(deps: ReconnectDeps): () => void {
  const { session, api, effects } = deps;
  const online = deps.online ?? browserOnline;
  const environment =
    deps.environment === undefined
      ? ((globalThis as { window?: EventTarget }).window ?? null)
      : deps.environment;
  let checking = false;

  /** Ends the unlocked session here; the login page brings the user back to where they were. */
  const relogin = (message: string, userName: string) => {
    const redirect = effects.currentPath();
    effects.logout();
    // badToken: the kept copy keeps the data and the verifier but never this token (offline-session.ts).
    session.clear(ErrorCode.badToken);
    effects.notify({ color: 'yellow', message, autoClose: 8_000 });
    // The user name is filled in: the password is all that is asked.
    effects.navigate({ to: '/login', replace: true, search: { redirect, user: userName } });
  };

  const check = async () => {
    const unlocked = session.read();
    if (!unlocked?.unlockedOffline || checking || !online()) return;
    if (!unlocked.token) {
      relogin(reloginMessage, unlocked.userName);
      return;
    }
    checking = true;
    try {
      const info = await api.call(authContracts.info, {}, { loading: false, background: true });
      const now = session.read();
      if (!now || now.token !== unlocked.token || !now.unlockedOffline) return;
      // The device's data belongs to the ledger set it was unlocked in; a server session now in
      // another one must not receive that data's queued writes.
      if (info.zid != null && String(info.zid) !== now.zid) {
        relogin(otherLedgerMessage, now.userName);
        return;
      }
      const confirmed: Session = { ...now, ...mergeUserInfo(now, info), unlockedOffline: false };
      session.adopt(confirmed);
    } catch {
      // A session-end code was handled by the request layer (to the login page); a network
      // failure is tried again on the next 'online' or tick.
    } finally {
      checking = false;
    }
  };

  const kick = () => void check();
  environment?.addEventListener('online', kick);
  const offSession = session.subscribe(kick);
  const timer = setInterval(kick, deps.retryMs ?? 30_000);
  (timer as { unref?: () => void }).unref?.();
  kick();
  return () => {
    environment?.removeEventListener('online', kick);
    offSession();
    clearInterval(timer);
  };
}
