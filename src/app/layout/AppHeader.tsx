// The header: app title, the session's ledger set and year (click to switch), the sync-status slot
// and the user menu (修改密码, 操作手册 (help), 日志文件 for the administrator, 退出登录).
import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { useLocation, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { P } from '../../core/permissions/keys';
import { activeLocalSync, outboxCounts } from '../../local';
import { openManual } from '../../ui/open-manual';
import { useSession } from '../../ui/services';
import { ModifyPasswordDialog } from '../account/ModifyPasswordDialog';
import { askSignOut } from '../session/SignOutDialog';
import { ledgerLabel, signOut } from '../session/session-actions';
import { useShell } from '../shell-services';
import { BookIcon, ChevronDownIcon, KeyIcon, LogoMark, LogoutIcon, SwitchIcon } from './icons';
import classes from './layout.module.css';
import { SyncStatus } from './SyncStatus';
import { TodoBadge } from './TodoBadge';

export function AppHeader({ collapsed }: { collapsed: boolean }) {
  const services = useShell();
  const session = useSession();
  const router = useRouter();
  const location = useLocation();
  const [passwordOpen, setPasswordOpen] = useState(false);
  const navigate = (href: string) => void router.navigate({ href });

  const switchLedger = () => {
    const here = `${location.pathname}${location.searchStr}`;
    navigate(`/selecting?${new URLSearchParams({ redirect: here })}`);
  };
  const logout = async () => {
    const db = activeLocalSync()?.db;
    const counts = db ? await outboxCounts(db).catch(() => null) : null;
    const mode = await askSignOut((counts?.pending ?? 0) + (counts?.failed ?? 0) + (counts?.sending ?? 0));
    if (mode) await signOut({ ...services, navigate }, mode);
  };
  const name = session?.realName || session?.userName || '用户';

  return (
    <header className={classes.header}>
      <div className={classes.brand}>
        <LogoMark size={collapsed ? 30 : 26} />
        {!collapsed && <span className={classes.brandTitle}>工会集中财务系统</span>}
      </div>
      <UnstyledButton onClick={switchLedger} title="切换账套或会计年度" aria-label="切换账套或会计年度">
        <Group gap={6} wrap="nowrap">
          <BookIcon size={14} color="var(--mantine-color-blue-7)" />
          <Text size="sm" fw={500} data-testid="ledger-label">
            {ledgerLabel(session?.jc ?? '', session?.ztno ?? '', session?.year ?? null)}
          </Text>
          <SwitchIcon size={12} color="var(--mantine-color-gray-6)" />
        </Group>
      </UnstyledButton>
      <div className={classes.headerSpacer} />
      <TodoBadge />
      <SyncStatus />
      <Menu position="bottom-end" width={160} withinPortal>
        <Menu.Target>
          <UnstyledButton aria-label="用户菜单">
            <Group gap={6} wrap="nowrap">
              <Avatar size={26} radius="xl" color="blue">
                {name.slice(0, 1)}
              </Avatar>
              <Text size="sm" data-testid="user-name">
                {name}
              </Text>
              <ChevronDownIcon size={12} color="var(--mantine-color-gray-6)" />
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          {session?.depname && <Menu.Label>{session.depname}</Menu.Label>}
          <Menu.Item fz="sm" leftSection={<KeyIcon />} onClick={() => setPasswordOpen(true)}>
            修改密码
          </Menu.Item>
          <Menu.Item fz="sm" leftSection={<BookIcon />} onClick={() => void openManual(services.api)}>
            操作手册
          </Menu.Item>
          {session?.readable.includes(P.admin.log) && (
            <Menu.Item fz="sm" leftSection={<BookIcon />} onClick={() => navigate('/admin-log')}>
              日志文件
            </Menu.Item>
          )}
          <Menu.Item fz="sm" leftSection={<LogoutIcon />} color="red" onClick={logout}>
            退出登录
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <ModifyPasswordDialog opened={passwordOpen} onClose={() => setPasswordOpen(false)} />
    </header>
  );
}
