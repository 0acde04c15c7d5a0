// /no-access: the account cannot use the system at all (no unit or role assigned yet).
import { Button } from '@mantine/core';
import { useGo } from '../../ui/use-go';
import { signOut } from '../session/session-actions';
import { useShell } from '../shell-services';
import { StatusPage } from './PageFrame';

export function NoAccessPage() {
  const services = useShell();
  const go = useGo();
  const signedIn = services.session.read() !== null;
  return (
    <StatusPage
      title="暂时无法使用本系统"
      actions={
        signedIn ? (
          <Button onClick={() => void signOut({ ...services, navigate: go })}>退出并重新登录</Button>
        ) : (
          <Button onClick={() => go('/login')}>返回登录</Button>
        )
      }
    >
      您的账号尚未分配单位账套或功能权限，因此无法进入系统。
      <br />
      请联系本单位的系统管理员开通后重新登录。
    </StatusPage>
  );
}
