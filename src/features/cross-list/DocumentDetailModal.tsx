// One document of 单据管理, read-only: its header, its lines and who did what to it. Nothing here
// changes it (the administrator reads; the owning module's screens are where documents are worked).
import { Modal, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { crossListContracts } from '../../core/contracts/cross-list';
import { formatMoney } from '../../core/money';
import { useReport } from '../../ui/data/use-report';

const p2 = (n: number) => String(n).padStart(2, '0');
function timeText(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${p2(d.getMonth() + 1)}-${p2(d.getDate())} ${p2(d.getHours())}:${p2(d.getMinutes())}`;
}

export function DocumentDetailModal({
  documentKey,
  onClose,
}: {
  documentKey: string | null;
  onClose(): void;
}) {
  const read = useReport(crossListContracts.document, documentKey ? { key: documentKey } : null);
  const doc = read.data;
  return (
    <Modal
      opened={documentKey !== null}
      onClose={onClose}
      size={860}
      title={<Text fw={600}>{doc ? `${doc.row.typeName} ${doc.row.no}（只读）` : '单据（只读）'}</Text>}
    >
      {!doc ? (
        <Text c="dimmed">{read.loading ? '正在读取…' : '没有读到该单据'}</Text>
      ) : (
        <Stack gap={10} data-testid="cross-document-detail">
          <SimpleGrid cols={3} spacing={6} verticalSpacing={4}>
            {doc.fields.map((f) => (
              <Text key={f.label} size="sm">
                <Text span c="dimmed" size="sm">
                  {f.label}：
                </Text>
                {f.value || '—'}
              </Text>
            ))}
            <Text size="sm">
              <Text span c="dimmed" size="sm">
                金额：
              </Text>
              <Text span ff="monospace">
                {formatMoney(doc.row.amount)}
              </Text>
            </Text>
          </SimpleGrid>
          {doc.lines.length > 0 && (
            <Table withTableBorder withColumnBorders fz="xs" verticalSpacing={3}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>摘要</Table.Th>
                  <Table.Th>科目 / 明细</Table.Th>
                  <Table.Th w={130} ta="right">
                    金额
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {doc.lines.map((l, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id of their own and never move
                  <Table.Tr key={i}>
                    <Table.Td>{l.summary}</Table.Td>
                    <Table.Td>{l.detail}</Table.Td>
                    <Table.Td ta="right" ff="monospace">
                      {formatMoney(l.amount)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          {doc.approvals.length > 0 && (
            <Table withTableBorder fz="xs" verticalSpacing={3}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={130}>时间</Table.Th>
                  <Table.Th w={100}>操作人</Table.Th>
                  <Table.Th w={90}>操作</Table.Th>
                  <Table.Th>意见</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {doc.approvals.map((a, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the history is append-only, in time order
                  <Table.Tr key={i}>
                    <Table.Td>{timeText(a.at)}</Table.Td>
                    <Table.Td>{a.who}</Table.Td>
                    <Table.Td>{a.action}</Table.Td>
                    <Table.Td>{a.comment}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Stack>
      )}
    </Modal>
  );
}
