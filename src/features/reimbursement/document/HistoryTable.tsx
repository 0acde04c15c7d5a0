// 审批记录: every change of the document (时间, 操作人, 操作, 从, 到, 意见), oldest first.
import { Table, Text } from '@mantine/core';
import type { ClaimView } from '../../../core/contracts/reimbursement';
import { historyActionLabels, positionLabel } from '../../../core/reimbursement/history';
import { timeText } from '../flow/flow-steps';

export function HistoryTable({ view }: { view: ClaimView }) {
  if (view.history.length === 0)
    return (
      <Text size="xs" c="dimmed">
        尚无审批记录
      </Text>
    );
  return (
    <Table withTableBorder withColumnBorders striped fz="xs" verticalSpacing={4} aria-label="审批记录">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={130}>时间</Table.Th>
          <Table.Th w={90}>操作人</Table.Th>
          <Table.Th w={110}>操作</Table.Th>
          <Table.Th w={150}>从</Table.Th>
          <Table.Th w={150}>到</Table.Th>
          <Table.Th>意见</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {view.history.map((h) => (
          <Table.Tr key={`${h.version}-${h.at}`}>
            <Table.Td>{timeText(h.at)}</Table.Td>
            <Table.Td>{h.actorName}</Table.Td>
            <Table.Td>
              {historyActionLabels[h.action]}
              {h.stepName ? `（${h.stepName}）` : ''}
            </Table.Td>
            <Table.Td>{positionLabel(h.from, view.process)}</Table.Td>
            <Table.Td>{positionLabel(h.to, view.process)}</Table.Td>
            <Table.Td>{h.comment}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
