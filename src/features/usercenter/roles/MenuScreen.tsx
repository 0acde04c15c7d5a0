// 菜单管理 and 财务菜单: the menu as every user's sidebar takes it, each level reordered with 上移 /
// 下移 (财务菜单 shows the 财务核算 branch only); choosing a duty marks what its holders see.
import { ActionIcon, Badge, Group, Paper, ScrollArea, Select, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { type MenuEntry, menuContracts, roleContracts } from '../../../core/contracts/role';
import { useReport } from '../../../ui/data/use-report';
import { keptAtLabel } from '../../../ui/list';
import { PageHeader } from '../../../ui/PageHeader';
import { runWrite } from '../../../ui/run-write';
import type { ScreenProps } from '../../../ui/screen-types';
import { useServices } from '../../../ui/services';

export function MenuScreen({ route }: ScreenProps) {
  const financial = route.path.endsWith('/menu-financial');
  const { api } = useServices();
  const read = useReport(menuContracts.list, {});
  const roles = useReport(roleContracts.list, {}).data ?? [];
  const [roleId, setRoleId] = useState<string | null>(null);
  const role = roles.find((r) => String(r.id) === roleId);
  const entries = read.data ?? [];
  const children = useMemo(() => {
    const map = new Map<number | null, MenuEntry[]>();
    for (const e of entries) map.set(e.parentId, [...(map.get(e.parentId) ?? []), e]);
    return map;
  }, [entries]);
  const roots = (children.get(null) ?? []).filter((e) => !financial || e.title === '财务核算');
  const sees = (e: MenuEntry): boolean =>
    role === undefined
      ? true
      : e.path !== null
        ? e.permissionKey === null || role.permissions.includes(e.permissionKey)
        : (children.get(e.id) ?? []).some(sees);

  const move = async (e: MenuEntry, by: -1 | 1) => {
    const level = children.get(e.parentId) ?? [];
    const ids = level.map((x) => x.id);
    const at = ids.indexOf(e.id);
    const other = ids[at + by];
    if (other === undefined) return;
    ids[at + by] = e.id;
    ids[at] = other;
    if (
      await runWrite(
        { action: '调整菜单顺序', done: '菜单顺序已保存，用户重新登录后生效', refreshCaches: false },
        () => api.call(menuContracts.sort, { parentId: e.parentId, ids }, { quiet: true }),
      )
    )
      read.refresh();
  };

  const row = (e: MenuEntry, depth: number, index: number, count: number) => (
    <div key={e.id}>
      <Group
        gap={6}
        pl={depth * 20}
        py={2}
        wrap="nowrap"
        style={{ opacity: sees(e) ? 1 : 0.35 }}
        data-testid={`menu-${e.title}`}
      >
        <Text size="sm" fw={e.path === null ? 600 : 400} style={{ flex: 1 }}>
          {e.title}
        </Text>
        {role && sees(e) && e.path !== null && (
          <Badge size="xs" variant="light" color="teal">
            可见
          </Badge>
        )}
        <ActionIcon
          size="sm"
          variant="subtle"
          aria-label={`上移${e.title}`}
          disabled={index === 0}
          onClick={() => void move(e, -1)}
        >
          ↑
        </ActionIcon>
        <ActionIcon
          size="sm"
          variant="subtle"
          aria-label={`下移${e.title}`}
          disabled={index === count - 1}
          onClick={() => void move(e, 1)}
        >
          ↓
        </ActionIcon>
      </Group>
      {(children.get(e.id) ?? []).map((c, i, all) => row(c, depth + 1, i, all.length))}
    </div>
  );

  return (
    <Stack gap="sm" p="md" data-testid="menu-screen">
      <PageHeader title={route.title} />
      <Group>
        <Select
          size="xs"
          w={200}
          placeholder="选择岗位，查看其可见菜单"
          clearable
          data={roles.map((r) => ({ value: String(r.id), label: r.name }))}
          value={roleId}
          onChange={setRoleId}
          comboboxProps={{ withinPortal: true }}
        />
        <Text size="xs" c="dimmed">
          {role
            ? `灰色为「${role.name}」看不到的菜单。`
            : '上移、下移调整同一级菜单的顺序；调整需要联网，用户重新登录后生效。'}
          {read.cachedAt !== null && ` 离线：显示的是 ${keptAtLabel(read.cachedAt)} 读取的菜单。`}
        </Text>
      </Group>
      <Paper withBorder p="sm" maw={640}>
        <ScrollArea.Autosize mah="calc(100vh - 240px)">
          {roots.map((e, i) => row(e, 0, i, roots.length))}
        </ScrollArea.Autosize>
      </Paper>
    </Stack>
  );
}
