// Single sign-on (spec 000 §6, §7.4; issue 21 item 7), behind its switch: the server's SSO_URL names
// the identity provider, the app's build flag VITE_SSO sends signed-out users to /authorization.
// hxmisSSO answers where to send the browser; the provider sends it back to /authorization with a
// one-time code, which SsoLogin exchanges (server to provider) for the user's name and a session.
import { object, optional, refine, string } from 'superstruct';
import type { LoginResult } from './auth';
import { get, post } from './contract';

const labels = { code: '认证码', state: '状态', redirect: '跳转地址' };

const token = (name: string) =>
  refine(string(), name, (v) => (/^[A-Za-z0-9._~-]{1,512}$/.test(v) ? true : '格式不正确'));

export const ssoContracts = {
  /** Where to send the browser to sign in: {redirectUrl}, or refused while single sign-on is off. */
  start: get(
    '/api/auth/hxmisSSO',
    object({
      redirect: optional(
        refine(string(), 'redirect', (v) =>
          v.startsWith('/') && !v.startsWith('//') ? true : '应为本系统内的页面地址',
        ),
      ),
    }),
    labels,
  ).answers<{ redirectUrl: string; state: string }>(),
  /** The provider's one-time code for a session, as logOn answers. */
  login: post(
    '/api/auth/SsoLogin',
    object({ code: token('code'), state: token('state') }),
    labels,
  ).answers<LoginResult>(),
};
