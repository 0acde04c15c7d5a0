// / and /final/welcome: who is signed in, in which ledger set and year, and the screens this user
// may open. Refreshes the session info on arrival (permissions may have changed since login).
import { Anchor, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import { routeCatalogue } from '../../core/routes';
import { dayjs } from '../../ui/dayjs-locale';
import { PageHeader } from '../../ui/PageHeader';
import type { ScreenProps } from '../../ui/screen-types';
import { useSession } from '../../ui/services';
import { useGo } from '../../ui/use-go';
import { buildMenu } from '../menu/menu-model';
import { loadUserInfo, type UserInfo } from '../session/session-actions';
import { useShell } from '../shell-services';
import { AnnouncementPanel } from './AnnouncementPanel';
import classes from './pages.module.css';

/** Links shown per menu section; the rest are one click away in the sidebar. */
const LINKS_PER_SECTION = 8;

const kindLabel = { grassroots: '基层工会', county: '县级以上工会' } as const;

function Fact({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} c="#1d2b42" mt={2} data-testid={testId}>
        {value || '—'}
      </Text>
    </div>
  );
}

export function WelcomePage({ route, active }: ScreenProps) {
  const { api, session } = useShell();
  const current = useSession();
  const go = useGo();
  const [info, setInfo] = useState<UserInfo | null>(null);

  useEffect(() => {
    if (!active) return;
    let live = true;
    loadUserInfo(api, session, { loading: false })
      .then((answer) => live && setInfo(answer))
      .catch(() => {
        // Offline or refused: the stored session still describes the user well enough.
      });
    return () => {
      live = false;
    };
  }, [api, session, active]);

  const menu = useMemo(
    () => buildMenu(current?.platMenuList ?? [], routeCatalogue, current?.readable ?? []),
    [current?.platMenuList, current?.readable],
  );
  const name = current?.realName || current?.userName || '';
  const ledgerName = current?.ztName || info?.ztName || current?.jc || '';
  const ledger = ledgerName ? `${ledgerName}${current?.ztno ? `（${current.ztno}）` : ''}` : '未选择账套';

  return (
    <Stack gap={12}>
      <PageHeader title={route.title} subtitle={dayjs().format('YYYY年M月D日 dddd')} />
      <div className={classes.panel} style={{ padding: '18px 20px' }}>
        <Group justify="space-between" align="flex-start">
          <Stack gap={14} style={{ flex: 1 }}>
            <Text size="lg" fw={600} c="#1d2b42" data-testid="welcome-greeting">
              您好，{name}
            </Text>
            <Group gap={48} align="flex-start">
              <Fact label="当前账套" value={ledger} testId="welcome-ledger" />
              <Fact
                label="会计年度"
                value={current?.year ? `${current.year} 年度` : ''}
                testId="welcome-year"
              />
              <Fact label="账套类型" value={info?.ztKind ? kindLabel[info.ztKind] : ''} />
              <Fact label="所在部门" value={current?.depname ?? ''} />
            </Group>
          </Stack>
          <Button variant="default" onClick={() => go('/selecting?redirect=%2Ffinal%2Fwelcome')}>
            切换账套
          </Button>
        </Group>
      </div>
      <AnnouncementPanel active={active} />
      <div className={classes.panel} style={{ padding: '16px 20px' }}>
        <Group justify="space-between" mb="sm">
          <Text fw={600} size="sm" c="#1d2b42">
            我的功能
          </Text>
        </Group>
        {menu.length === 0 ? (
          <Text size="sm" c="dimmed">
            您的账号还没有分配功能权限，请联系系统管理员在「角色管理」中为您分配角色。
          </Text>
        ) : (
          <Stack gap="md">
            {menu.map((group) => (
              <div key={group.key} data-testid={`quick-${group.key}`}>
                <Group gap={8} mb={8}>
                  <span className={classes.glyphSmall}>{group.glyph}</span>
                  <Text size="sm" fw={600} c="#1d2b42">
                    {group.title}
                  </Text>
                </Group>
                <SimpleGrid cols={{ base: 2, md: 4, xl: 6 }} spacing="md" verticalSpacing="sm" pl={28}>
                  {group.sections.map((section, index) => (
                    <div key={section.title ?? `direct-${index}`}>
                      <Text size="xs" c="dimmed" mb={4}>
                        {section.title ?? group.title}
                      </Text>
                      <Stack gap={3}>
                        {section.links.slice(0, LINKS_PER_SECTION).map((link) => (
                          <Anchor key={link.path} component={Link} to={link.path} size="sm" underline="hover">
                            {link.title}
                          </Anchor>
                        ))}
                        {section.links.length > LINKS_PER_SECTION && (
                          <Text size="xs" c="dimmed">
                            另有 {section.links.length - LINKS_PER_SECTION} 项，见左侧菜单
                          </Text>
                        )}
                      </Stack>
                    </div>
                  ))}
                </SimpleGrid>
              </div>
            ))}
          </Stack>
        )}
      </div>
    </Stack>
  );
}
