// What the shell does with the session beyond storing it: load user info after login or a unit
// switch, and sign out on purpose (the request layer ends sessions the server ended).
import type { ApiClient } from '../../api/client';
import type { ApiEffects } from '../../api/effects';
import type { SessionStore, UserInfoInput } from '../../api/session-store';

/** GET /api/auth/getInfo as the server sends it: the session fields plus display names. */
export interface UserInfo extends UserInfoInput {
  ztName?: string | null;
  ztKind?: 'grassroots' | 'county' | null;
}

export async function loadUserInfo(
  api: ApiClient,
  session: SessionStore,
  options: { loading?: boolean } = {},
): Promise<UserInfo> {
  const info = await api.get<UserInfo>('/api/auth/getInfo', undefined, { loading: options.loading ?? true });
  session.setUserInfo(info);
  return info;
}

export interface SignOutDeps {
  api: ApiClient;
  session: SessionStore;
  effects: ApiEffects;
  navigate(href: string): void;
}

/** Tells the server (best effort: offline or an already-ended session still signs out here). */
export async function signOut({ api, session, effects, navigate }: SignOutDeps): Promise<void> {
  try {
    await api.post('/api/auth/logOut', undefined, { quiet: true });
  } catch {
    // The local sign-out below is what the user asked for; the server session expires on its own.
  }
  effects.logout();
  session.clear();
  navigate('/login');
}

/** 2026 年度 style label of the session's ledger set, for the header. */
export function ledgerLabel(jc: string, ztno: string, year: number | null): string {
  const name = jc || ztno;
  if (!name) return '未选择账套';
  return year ? `${name} · ${year} 年度` : name;
}
