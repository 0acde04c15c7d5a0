// 审计欢迎页 (auditWelcome/welcome): the 审计 duty's own page. The ledger sets granted, the one the
// session is in (switch with 切换账套), and every book and report this user may open; a reminder
// that the duty reads only (the server refuses its writes).
import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { ztContracts } from '../../core/contracts/zt';
import { routeCatalogue } from '../../core/routes';
import { useReport } from '../../ui/data/use-report';
import type { ScreenProps } from '../../ui/screen-types';
import { useSession } from '../../ui/services';

/** The permission areas of the books and reports an auditor reads. */
const readAreas = ['ledger.', 'voucherQuery.', 'departmentBook.', 'auxiliary.', 'financialReport.'];

export function AuditWelcomeScreen({ route }: ScreenProps) {
  const session = useSession();
  const ledgers = useReport(ztContracts.list, {}).data ?? [];
  const links = useMemo(
    () =>
      routeCatalogue.filter(
        (r) =>
          r.isPush === 1 &&
          r.permission !== undefined &&
          readAreas.some((a) => r.permission?.startsWith(a)) &&
          (session?.readable.includes(r.permission) ?? false),
      ),
    [session?.readable],
  );
  return (
    <Stack gap="md" p="lg" maw={1100} mx="auto" data-testid="audit-welcome">
      <Group justify="space-between">
        <Text fw={600} size="lg" c="#1d2b42">
          {route.title}
        </Text>
        <Anchor href="/" size="sm">
          进入系统首页
        </Anchor>
      </Group>
      <Paper withBorder p="md">
        <Group gap="xs" mb="xs">
          <Text fw={600}>{session?.realName}，您好</Text>
          <Badge color="gray" variant="light">
            只读
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          审计岗位可以查看已授权账套的全部账簿和报表，不能新增、修改或删除任何数据。
        </Text>
      </Paper>
      <Paper withBorder p="md">
        <Group justify="space-between" mb="xs">
          <Text fw={600} size="sm">
            已授权的账套
          </Text>
          <Button
            size="xs"
            variant="default"
            component="a"
            href="/selecting?redirect=%2FauditWelcome%2Fwelcome"
          >
            切换账套
          </Button>
        </Group>
        <Stack gap={4}>
          {ledgers.map((l) => (
            <Group key={l.zid} gap="xs">
              <Text size="sm">
                {l.ztno} {l.name}
              </Text>
              {String(l.zid) === String(session?.zid) && (
                <Badge size="xs" variant="light">
                  当前 {session?.year} 年度
                </Badge>
              )}
            </Group>
          ))}
        </Stack>
      </Paper>
      <Paper withBorder p="md">
        <Text fw={600} size="sm" mb="xs">
          可查看的账簿和报表
        </Text>
        <SimpleGrid cols={4} spacing="xs">
          {links.map((r) => (
            <Anchor key={r.path} href={r.path} size="sm">
              {r.title}
            </Anchor>
          ))}
        </SimpleGrid>
      </Paper>
    </Stack>
  );
}
