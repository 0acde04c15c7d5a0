// Where a successful login goes: the page the user was sent away from, unless the server says the
// account must first choose a unit (redirectUrl /selecting), then the server's suggestion, then home.
import { safeRedirect } from '../guard';

export function loginTarget(
  redirect: string | undefined,
  serverRedirectUrl: string | null | undefined,
): string {
  const back = safeRedirect(redirect, '');
  // A password an administrator reset is changed before anything else.
  if (serverRedirectUrl === '/passwordReset') {
    return back ? `/passwordReset?${new URLSearchParams({ redirect: back })}` : '/passwordReset';
  }
  if (serverRedirectUrl === '/selecting') {
    return back ? `/selecting?${new URLSearchParams({ redirect: back })}` : '/selecting';
  }
  return back || safeRedirect(serverRedirectUrl, '/');
}

/** The welcome page: where a user without a ledger set waits (spec 000 §8, 4005). */
export const WELCOME_PATH = '/final/welcome';

/**
 * Where entering a ledger set goes. After a change the tabs start afresh on 首页, so the welcome
 * page the user switched from would open beside it as a second start page: go to 首页 instead.
 */
export function afterLedgerSwitch(back: string, changed: boolean): string {
  const path = back.replace(/[?#].*$/, '');
  return changed && path === WELCOME_PATH ? '/' : back;
}
