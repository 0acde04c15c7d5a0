// /authorization: the single sign-on entry. This build has single sign-on off (spec 000 §9), so the
// page explains that and leads to the password login.
import { Button } from '@mantine/core';
import type { ScreenProps } from '../../ui/screen-types';
import { useGo } from '../../ui/use-go';
import { useShell } from '../shell-services';
import { StatusPage } from './PageFrame';

export function AuthorizationPage({ search }: ScreenProps) {
  const { config } = useShell();
  const go = useGo();
  const login = search.redirect ? `/login?${new URLSearchParams({ redirect: search.redirect })}` : '/login';
  return (
    <StatusPage title="统一身份认证" actions={<Button onClick={() => go(login)}>使用账号密码登录</Button>}>
      {config.sso
        ? '单点登录的认证服务暂不可用。请从单位门户重新进入，或使用账号密码登录。'
        : '本系统未启用单点登录（统一身份认证），请使用本单位分配的账号和密码登录。'}
    </StatusPage>
  );
}
