// 自动凭证（二） (certificateProcessing/automatic-vocuher2): the ledger set's recurring vouchers —
// month-end accruals, regular transfers — defined once with where each amount comes from, and the
// chosen month's vouchers they make, previewed and generated. Read offline from the last answer;
// saves, deletes and generations go through the outbox.

import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import type { AutoDefinition } from '../../core/auto-voucher';
import { amountKindLabels } from '../../core/auto-voucher';
import { P } from '../../core/permissions/keys';
import { waitForLocalDb } from '../../local/db';
import { useLocalDb, useOnline } from '../../local/hooks';
import { openConfirmDialog } from '../../ui/dialogs';
import { KeptNotice } from '../../ui/KeptNotice';
import { PageHeader } from '../../ui/PageHeader';
import { Panel } from '../../ui/Panel';
import type { ScreenProps } from '../../ui/screen-types';
import { useServices, useSession } from '../../ui/services';
import { queueDefinitionDelete, queueDefinitionSave, useDefinitions } from './auto-store';
import { DefinitionDialog } from './DefinitionDialog';
import { MonthProposals } from './MonthProposals';

const describeLine = (d: AutoDefinition) =>
  d.lines
    .map(
      (l) =>
        `${l.side === 'debit' ? '借' : '贷'} ${l.code}${
          l.amount.kind === 'fixed'
            ? ` ${l.amount.value}`
            : l.amount.kind === 'balance'
              ? `（${l.amount.code} 余额）`
              : `（${amountKindLabels.rest}）`
        }`,
    )
    .join('；');

export function AutoDefinitionScreen({ route }: ScreenProps) {
  const { api } = useServices();
  const session = useSession();
  const db = useLocalDb();
  const online = useOnline();
  const year = session?.year ?? new Date().getFullYear();
  const can = session?.permissions.includes(P.voucher.automatic2) ?? false;
  const { read, list } = useDefinitions(api);
  const [editing, setEditing] = useState<AutoDefinition | 'new' | null>(null);

  const remove = async (d: AutoDefinition) => {
    const sure = await openConfirmDialog({
      title: '删除自动凭证定义',
      message: `确定删除「${d.name}」吗？已生成的凭证不受影响。`,
      confirmLabel: '删除',
      tone: 'warning',
    });
    if (sure) await queueDefinitionDelete(d, db ?? (await waitForLocalDb()));
  };

  return (
    <Stack gap="sm" p="sm" data-testid="auto-definition-screen">
      <PageHeader
        title={route.title}
        subtitle="定义每月重复的凭证（计提、转账），按月生成"
        actions={
          <>
            <Button size="xs" variant="default" onClick={read.refresh} loading={read.loading}>
              刷新
            </Button>
            {can && (
              <Button size="xs" onClick={() => setEditing('new')}>
                新增
              </Button>
            )}
          </>
        }
      />
      <KeptNotice read={read} online={online} what="自动凭证定义" />
      <Panel title="自动凭证定义" note={`共 ${list.length} 个`}>
        {list.length === 0 ? (
          <Text size="sm" c="dimmed" py="md" ta="center">
            尚未定义自动凭证：点击「新增」定义每月的计提或转账凭证
          </Text>
        ) : (
          <Table
            withTableBorder
            withColumnBorders
            striped
            verticalSpacing={4}
            fz="sm"
            aria-label="自动凭证定义"
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={200}>名称</Table.Th>
                <Table.Th>分录</Table.Th>
                <Table.Th w={90}>状态</Table.Th>
                <Table.Th w={160}>操作</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((d) => (
                <Table.Tr key={d.key}>
                  <Table.Td>{d.name}</Table.Td>
                  <Table.Td c="dimmed">{describeLine(d)}</Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      <Badge size="sm" radius="sm" variant="light" color={d.enabled ? 'teal' : 'gray'}>
                        {d.enabled ? '启用' : '停用'}
                      </Badge>
                      {d.pending && (
                        <Badge size="sm" radius="sm" variant="light" color="orange">
                          待同步
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    {can && (
                      <Group gap={4}>
                        <Button size="compact-xs" variant="subtle" onClick={() => setEditing(d)}>
                          修改
                        </Button>
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          onClick={() =>
                            db &&
                            void queueDefinitionSave(
                              {
                                key: d.key,
                                name: d.name,
                                lines: d.lines,
                                enabled: !d.enabled,
                                version: d.version,
                              },
                              db,
                            )
                          }
                        >
                          {d.enabled ? '停用' : '启用'}
                        </Button>
                        <Button size="compact-xs" variant="subtle" color="red" onClick={() => void remove(d)}>
                          删除
                        </Button>
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Panel>
      <MonthProposals year={year} withCarry={false} title="按月生成" />
      <DefinitionDialog editing={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}
