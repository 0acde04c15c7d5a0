// 权限变更记录: who changed this user's (or duty's) rights, when and how, newest first.
import { Modal, ScrollArea, Table, Text } from '@mantine/core';
import { operatorContracts } from '../../../core/contracts/operator';
import { useReport } from '../../../ui/data/use-report';
import { keptAtLabel } from '../../../ui/list';

export interface AuditTarget {
  kind: 'user' | 'role' | 'ledger_set';
  id: number;
  label: string;
}

export function AuditDialog({ target, onClose }: { target: AuditTarget | null; onClose(): void }) {
  const read = useReport(
    operatorContracts.audit,
    target ? { targetKind: target.kind, targetId: target.id, pageIndex: 1, pageSize: 100 } : null,
  );
  const rows = read.data?.currentPageItems ?? [];
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      size={820}
      title={<Text fw={600}>权限变更记录：{target?.label}</Text>}
    >
      {read.cachedAt !== null && (
        <Text size="xs" c="orange" mb={6}>
          离线：显示的是 {keptAtLabel(read.cachedAt)} 读取的记录
        </Text>
      )}
      <ScrollArea.Autosize mah={460}>
        <Table withTableBorder fz="sm" verticalSpacing={4} data-testid="audit-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={150}>时间</Table.Th>
              <Table.Th w={150}>操作人</Table.Th>
              <Table.Th w={100}>操作</Table.Th>
              <Table.Th>内容</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((e) => (
              <Table.Tr key={e.id}>
                <Table.Td>{timeText(e.at)}</Table.Td>
                <Table.Td>{e.actorName}</Table.Td>
                <Table.Td>{e.actionName}</Table.Td>
                <Table.Td>{e.summary}</Table.Td>
              </Table.Tr>
            ))}
            {rows.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={4} ta="center" c="dimmed">
                  {read.loading ? '正在读取…' : '暂无记录'}
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
    </Modal>
  );
}

export function timeText(iso: string): string {
  const d = new Date(iso);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
}
