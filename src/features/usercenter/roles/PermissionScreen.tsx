// 权限管理 and 权限组管理: the registry's keys grouped as the menu (权限组 = a menu module or section),
// and for each key or group the duties that hold it. Read-only: a duty's keys change in 角色管理.
import { Paper, ScrollArea, Stack, Table, Text, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { roleContracts } from '../../../core/contracts/role';
import { permissionGroups } from '../../../core/usercenter/permission-groups';
import { useReport } from '../../../ui/data/use-report';
import { keptAtLabel } from '../../../ui/list';
import { PageHeader } from '../../../ui/PageHeader';
import type { ScreenProps } from '../../../ui/screen-types';

export function PermissionScreen({ route }: ScreenProps) {
  const byGroup = route.path.endsWith('/permission-group');
  const read = useReport(roleContracts.list, {});
  const roles = read.data ?? [];
  const groups = useMemo(() => permissionGroups(), []);
  const [search, setSearch] = useState('');
  const holders = (keys: readonly string[]) =>
    roles
      .map((r) => {
        const n = keys.filter((k) => r.permissions.includes(k)).length;
        return n === 0 ? '' : n === keys.length ? r.name : `${r.name}（部分）`;
      })
      .filter(Boolean)
      .join('、');
  const rows = byGroup
    ? groups.flatMap((g) =>
        g.sections.map((s) => ({
          id: `${g.module}/${s.title}`,
          group: g.title,
          name: s.title || '（其他）',
          key: `${s.items.length} 项`,
          keys: s.items.map((i) => i.key),
        })),
      )
    : groups.flatMap((g) =>
        g.sections.flatMap((s) =>
          s.items.map((i) => ({
            id: i.key,
            group: s.title ? `${g.title} / ${s.title}` : g.title,
            name: i.name,
            key: i.key,
            keys: [i.key],
          })),
        ),
      );
  const shown = rows.filter((r) => !search || `${r.group}${r.name}${r.key}`.includes(search));
  return (
    <Stack gap="sm" p="md" data-testid="permission-screen">
      <PageHeader title={route.title} />
      <TextInput
        size="xs"
        w={260}
        placeholder="按名称或权限标识筛选"
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
      />
      {read.cachedAt !== null && (
        <Text size="xs" c="orange">
          离线：担任岗位为 {keptAtLabel(read.cachedAt)} 读取的数据
        </Text>
      )}
      <Paper withBorder>
        <ScrollArea.Autosize mah="calc(100vh - 230px)">
          <Table fz="sm" verticalSpacing={3} striped stickyHeader>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={220}>{byGroup ? '菜单' : '所属菜单'}</Table.Th>
                <Table.Th w={200}>{byGroup ? '权限组' : '权限名称'}</Table.Th>
                <Table.Th w={220}>{byGroup ? '权限数' : '权限标识'}</Table.Th>
                <Table.Th>拥有的岗位</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>{r.group}</Table.Td>
                  <Table.Td>{r.name}</Table.Td>
                  <Table.Td c="dimmed">{r.key}</Table.Td>
                  <Table.Td>{holders(r.keys)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
      </Paper>
    </Stack>
  );
}
