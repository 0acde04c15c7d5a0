// /authorization: the single sign-on entry (spec 000 §6). With the build's VITE_SSO switch on, a
// signed-out user is sent here: the page asks the server where to sign in (hxmisSSO) and goes there;
// the identity provider sends the browser back here with ?code&state, which SsoLogin turns into a
// session, as a password login would. With the switch off the page leads to the password login.
import { Button, Loader } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { ssoContracts } from '../../core/contracts/sso';
import type { ScreenProps } from '../../ui/screen-types';
import { useGo } from '../../ui/use-go';
import { loadUserInfo } from '../session/session-actions';
import { useShell } from '../shell-services';
import { StatusPage } from './PageFrame';

export function AuthorizationPage({ search }: ScreenProps) {
  const { api, session, tabs, config } = useShell();
  const go = useGo();
  const [failed, setFailed] = useState<string | null>(null);
  const started = useRef(false);
  const login = search.redirect ? `/login?${new URLSearchParams({ redirect: search.redirect })}` : '/login';

  useEffect(() => {
    if (!config.sso || started.current) return;
    started.current = true;
    const run = async () => {
      if (search.code && search.state) {
        const answer = await api.call(
          ssoContracts.login,
          { code: search.code, state: search.state },
          { quiet: true },
        );
        session.setLogin(answer);
        await loadUserInfo(api, session);
        tabs.reset();
        go(answer.redirectUrl || '/', { replace: true });
        return;
      }
      const start = await api.call(ssoContracts.start, search.redirect ? { redirect: search.redirect } : {}, {
        quiet: true,
      });
      window.location.assign(start.redirectUrl);
    };
    run().catch((error: unknown) => setFailed(error instanceof Error ? error.message : '统一身份认证失败'));
  }, [api, session, tabs, config.sso, go, search.code, search.state, search.redirect]);

  const toLogin = <Button onClick={() => go(login)}>使用账号密码登录</Button>;
  if (!config.sso) {
    return (
      <StatusPage title="统一身份认证" actions={toLogin}>
        本系统未启用单点登录（统一身份认证），请使用本单位分配的账号和密码登录。
      </StatusPage>
    );
  }
  return (
    <StatusPage title="统一身份认证" actions={failed ? toLogin : null}>
      {failed ? `${failed}。请从单位门户重新进入，或使用账号密码登录。` : <Loader size="sm" />}
    </StatusPage>
  );
}
