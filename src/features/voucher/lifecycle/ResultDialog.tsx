// The answer of a batch move or a month-end step: a one-line summary and, when something was
// refused, a table of what and why (不能审核自己填制的凭证, 本月还有未记账的凭证 ...).
import { Alert, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import type { BatchReport } from './batch';

export interface ResultDialogProps {
  report: BatchReport | null;
  onClose(): void;
}

export function BatchResultDialog({ report, onClose }: ResultDialogProps) {
  const refused = report?.refused ?? [];
  return (
    <Modal
      opened={report !== null}
      onClose={onClose}
      size={refused.length > 0 ? 640 : 420}
      title={<Text fw={600}>{report?.title}</Text>}
    >
      {report && (
        <Stack gap="sm">
          <Alert
            variant="light"
            color={refused.length === 0 ? 'teal' : report.doneCount === 0 ? 'red' : 'orange'}
            p="xs"
          >
            <Text size="sm" data-testid="batch-summary">
              {report.summary}
            </Text>
          </Alert>
          {refused.length > 0 && (
            <Table layout="fixed" verticalSpacing={5} fz="sm" aria-label="未通过的凭证">
              <Table.Thead bg="gray.0">
                <Table.Tr>
                  <Table.Th w={96}>凭证字号</Table.Th>
                  <Table.Th w={100}>日期</Table.Th>
                  <Table.Th>原因</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {refused.map((r) => (
                  <Table.Tr key={r.id} data-testid="batch-refused">
                    <Table.Td>{r.voucher}</Table.Td>
                    <Table.Td>{r.date}</Table.Td>
                    <Table.Td c="red.8">{r.message}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          <Group justify="flex-end">
            <Button onClick={onClose} data-autofocus>
              确定
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

export interface ReasonsDialogProps {
  /** Null closes it. */
  reasons: { title: string; lead: string; items: readonly string[] } | null;
  onClose(): void;
}

/** A refusal with several reasons, numbered, e.g. why 结账 could not be done. */
export function ReasonsDialog({ reasons, onClose }: ReasonsDialogProps) {
  return (
    <Modal
      opened={reasons !== null}
      onClose={onClose}
      size={560}
      title={<Text fw={600}>{reasons?.title}</Text>}
    >
      {reasons && (
        <Stack gap="sm">
          <Text size="sm">{reasons.lead}</Text>
          <ol style={{ margin: 0, paddingLeft: 22 }} aria-label="原因">
            {reasons.items.map((item) => (
              <li key={item} data-testid="refusal-reason">
                <Text size="sm" c="red.8">
                  {item}
                </Text>
              </li>
            ))}
          </ol>
          <Group justify="flex-end">
            <Button onClick={onClose} data-autofocus>
              确定
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
