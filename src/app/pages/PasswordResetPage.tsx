// /passwordReset. After an administrator reset the password, the login lands here and the user sets
// a new one (the modify-password dialog, with no way around it) before anything else; the server
// serves nothing else meanwhile (4018). Without such a session, self-service reset is switched off in
// this build (BUILD_FLAGS.forgotPassword), so the page says who can reset a password instead.
import { Button } from '@mantine/core';
import { useSearch } from '@tanstack/react-router';
import { useSession } from '../../ui/services';
import { useGo } from '../../ui/use-go';
import { ModifyPasswordDialog } from '../account/ModifyPasswordDialog';
import { safeRedirect } from '../guard';
import { signOut } from '../session/session-actions';
import { useShell } from '../shell-services';
import { StatusPage } from './PageFrame';

export function PasswordResetPage() {
  const go = useGo();
  const session = useSession();
  const services = useShell();
  const search = useSearch({ strict: false }) as { redirect?: string };
  if (session?.token && session.mustChangePassword) {
    return (
      <StatusPage title="修改密码">
        您的密码已由管理员重置，请先设置新密码。
        <ModifyPasswordDialog
          opened
          forced
          onClose={() => {}}
          onChanged={() => go(safeRedirect(search.redirect, '/'), { replace: true })}
          // 'keep': signing out here never loses what this device holds (its outbox, its drafts).
          onSignOut={() => void signOut({ ...services, navigate: (href) => go(href) }, 'keep')}
        />
      </StatusPage>
    );
  }
  return (
    <StatusPage title="重置密码" actions={<Button onClick={() => go('/login')}>返回登录</Button>}>
      本系统未开放自助找回密码。
      <br />
      请联系本单位的系统管理员，在「操作员管理」中为您重置密码；重置后请使用临时密码登录，系统会要求您立即设置新密码。
    </StatusPage>
  );
}
