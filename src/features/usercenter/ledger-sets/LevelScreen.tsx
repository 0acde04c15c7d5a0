// 财务系统设置: the level setting (spec 000 §6, /api/auth/setUserZtLevel). Choose a ledger set; each
// user of the organisation shows their level on it — 无权限, 只读 or 读写 — and a change takes effect
// on that user's next call. Read offline from the last answer; a change needs the network.
import { Badge, Group, Paper, ScrollArea, SegmentedControl, Select, Stack, Table, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { authContracts } from '../../../core/contracts/auth';
import { ztContracts } from '../../../core/contracts/zt';
import { useReport } from '../../../ui/data/use-report';
import { keptAtLabel } from '../../../ui/list';
import { PageHeader } from '../../../ui/PageHeader';
import { runWrite } from '../../../ui/run-write';
import type { ScreenProps } from '../../../ui/screen-types';
import { useServices } from '../../../ui/services';

const levels = [
  { value: '0', label: '无权限' },
  { value: '1', label: '只读' },
  { value: '2', label: '读写' },
];

export function LevelScreen({ route }: ScreenProps) {
  const { api } = useServices();
  const sets = useReport(ztContracts.manageList, {}).data ?? [];
  const [zid, setZid] = useState<string | null>(null);
  useEffect(() => {
    if (zid === null && sets[0]) setZid(String(sets[0].zid));
  }, [sets, zid]);
  const read = useReport(ztContracts.users, zid ? { zid: Number(zid) } : null);
  const users = read.data ?? [];
  const chosen = sets.find((s) => String(s.zid) === zid);

  const change = async (userId: number, level: number) => {
    if (!zid) return;
    const done = await runWrite(
      { action: '设置账套权限', done: '账套权限已保存，该用户下次操作时生效', refreshCaches: false },
      () => api.call(authContracts.setUserLevel, { userId, zid: Number(zid), level }, { quiet: true }),
    );
    if (done) read.refresh();
  };

  return (
    <Stack gap="sm" p="md" data-testid="level-screen">
      <PageHeader title={route.title} />
      <Group>
        <Select
          size="xs"
          w={280}
          label="账套"
          data={sets.map((s) => ({ value: String(s.zid), label: `${s.ztno} ${s.name}` }))}
          value={zid}
          onChange={setZid}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        <Text size="xs" c="dimmed" mt={18}>
          {chosen?.archived
            ? '该账套已归档，所有用户只能查看。'
            : '只读：可查看凭证和账簿，不能修改；读写：按岗位权限操作。'}
          {read.cachedAt !== null &&
            ` 离线：显示的是 ${keptAtLabel(read.cachedAt)} 读取的数据，修改需要联网。`}
        </Text>
      </Group>
      <Paper withBorder maw={860}>
        <ScrollArea.Autosize mah="calc(100vh - 250px)">
          <Table fz="sm" verticalSpacing={3} striped stickyHeader>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={130}>登录名</Table.Th>
                <Table.Th w={120}>姓名</Table.Th>
                <Table.Th>岗位</Table.Th>
                <Table.Th w={230}>账套权限</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {users.map((u) => (
                <Table.Tr key={u.userId} data-testid={`level-${u.userName}`}>
                  <Table.Td>{u.userName}</Table.Td>
                  <Table.Td>
                    {u.realName}{' '}
                    {!u.enabled && (
                      <Badge size="xs" color="gray" variant="filled">
                        停用
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>{u.roles}</Table.Td>
                  <Table.Td>
                    <SegmentedControl
                      size="xs"
                      data={levels}
                      value={String(u.level)}
                      onChange={(v) => void change(u.userId, Number(v))}
                      aria-label={`${u.realName}的账套权限`}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
      </Paper>
    </Stack>
  );
}
