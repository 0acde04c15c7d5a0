// /passwordReset: self-service reset is switched off in this build (BUILD_FLAGS.forgotPassword), so
// the page says who can reset a password instead of offering a form that cannot work.
import { Button } from '@mantine/core';
import { useGo } from '../../ui/use-go';
import { StatusPage } from './PageFrame';

export function PasswordResetPage() {
  const go = useGo();
  return (
    <StatusPage title="重置密码" actions={<Button onClick={() => go('/login')}>返回登录</Button>}>
      本系统未开放自助找回密码。
      <br />
      请联系本单位的系统管理员，在「操作员管理」中为您重置密码；重置后请使用新密码登录，并在右上角「修改密码」中改为只有您知道的密码。
    </StatusPage>
  );
}
