// One operation-log entry: the call, who made it from where, the request as sent (passwords left
// out) and each changed row with its fields before and after.
import { Badge, Code, Group, Modal, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { oplogContracts, oplogRowsKept } from '../../core/contracts/oplog';
import { useReport } from '../../ui/data/use-report';
import { fieldChanges, opName, timeText } from './oplog-view';

const opColor = { INSERT: 'green', UPDATE: 'blue', DELETE: 'red' } as const;

export function OplogDetailModal({ id, onClose }: { id: string | null; onClose(): void }) {
  const read = useReport(oplogContracts.get, id ? { id: Number(id) } : null);
  const entry = read.data;
  return (
    <Modal opened={id !== null} onClose={onClose} size={960} title={<Text fw={600}>操作日志详情</Text>}>
      {!entry ? (
        <Text c="dimmed">{read.loading ? '正在读取…' : '没有读到该日志'}</Text>
      ) : (
        <Stack gap={8} data-testid="oplog-detail">
          <Text size="sm">
            {timeText(entry.at)}　{entry.userName}　来自 {entry.address || '未知地址'}
          </Text>
          <Text size="sm">
            {entry.kindName}：{entry.method} {entry.path}　结果：{entry.message || '成功'}　变更{' '}
            {entry.changes} 行
          </Text>
          <Text size="xs" c="dimmed">
            请求内容
          </Text>
          <Code block style={{ maxHeight: 120, overflow: 'auto', fontSize: 12 }}>
            {JSON.stringify(entry.request, null, 1)}
          </Code>
          <ScrollArea.Autosize mah={420}>
            <Stack gap={6}>
              {entry.rows.map((row) => (
                <div key={row.seq}>
                  <Group gap={6} mb={2}>
                    <Badge size="xs" color={opColor[row.op]} variant="light">
                      {opName(row.op)}
                    </Badge>
                    <Text size="xs" fw={600}>
                      {row.table}
                    </Text>
                  </Group>
                  <Table withTableBorder fz="xs" verticalSpacing={2} horizontalSpacing={6}>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th w={180}>字段</Table.Th>
                        <Table.Th>变更前</Table.Th>
                        <Table.Th>变更后</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {fieldChanges(row).map((f) => (
                        <Table.Tr key={f.field}>
                          <Table.Td>{f.field}</Table.Td>
                          <Table.Td style={{ wordBreak: 'break-all' }}>{f.before}</Table.Td>
                          <Table.Td style={{ wordBreak: 'break-all' }}>{f.after}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </div>
              ))}
              {entry.rows.length === 0 && <Text c="dimmed">该操作没有改动数据行</Text>}
              {entry.moreRows > 0 && (
                <Text c="dimmed">
                  另有 {entry.moreRows} 行变更未逐行记录（批量操作只记录前 {oplogRowsKept} 行）
                </Text>
              )}
            </Stack>
          </ScrollArea.Autosize>
        </Stack>
      )}
    </Modal>
  );
}
