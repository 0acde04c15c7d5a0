// Where a successful login goes: the page the user was sent away from, unless the server says the
// account must first choose a unit (redirectUrl /selecting), then the server's suggestion, then home.
import { safeRedirect } from '../guard';

export function loginTarget(
  redirect: string | undefined,
  serverRedirectUrl: string | null | undefined,
): string {
  const back = safeRedirect(redirect, '');
  if (serverRedirectUrl === '/selecting') {
    return back ? `/selecting?${new URLSearchParams({ redirect: back })}` : '/selecting';
  }
  return back || safeRedirect(serverRedirectUrl, '/');
}
