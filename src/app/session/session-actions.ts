// What the shell does with the session beyond storing it: load user info after login or a unit
// switch, and sign out on purpose (the request layer ends sessions the server ended).
import type { ApiClient } from '../../api/client';
import type { ApiEffects } from '../../api/effects';
import type { SessionStore } from '../../api/session-store';
import { authContracts, type SessionInfo } from '../../core/contracts/auth';
import type { OfflineSession } from './offline-session';

/** GET /api/auth/getInfo as the server sends it. */
export type UserInfo = SessionInfo;

export async function loadUserInfo(
  api: ApiClient,
  session: SessionStore,
  options: { loading?: boolean } = {},
): Promise<UserInfo> {
  const info = await api.call(authContracts.info, {}, { loading: options.loading ?? true });
  session.setUserInfo(info);
  return info;
}

export interface SignOutDeps {
  api: ApiClient;
  session: SessionStore;
  effects: ApiEffects;
  offline?: OfflineSession | undefined;
  navigate(href: string): void;
}

/** keep: this device's data stays for an offline unlock; wipe: this user's data leaves the device. */
export type SignOutMode = 'keep' | 'wipe';

/**
 * Tells the server (best effort: offline or an already-ended session still signs out here), ends
 * the session in every window, and keeps or wipes this user's data on the device.
 */
export async function signOut(
  { api, session, effects, offline, navigate }: SignOutDeps,
  mode: SignOutMode = 'keep',
): Promise<void> {
  const user = session.read()?.userName ?? '';
  if (session.token()) {
    try {
      await api.call(authContracts.logOut, {}, { quiet: true });
    } catch {
      // The local sign-out below is what the user asked for; the server session expires on its own.
    }
  }
  if (user) offline?.release(user, mode);
  effects.logout();
  session.clear();
  navigate('/login');
  if (mode === 'wipe' && user) {
    const { wipeUserData } = await import('./wipe-user-data');
    await wipeUserData(user);
  }
}

/** 2026 年度 style label of the session's ledger set, for the header. */
export function ledgerLabel(jc: string, ztno: string, year: number | null): string {
  const name = jc || ztno;
  if (!name) return '未选择账套';
  return year ? `${name} · ${year} 年度` : name;
}
