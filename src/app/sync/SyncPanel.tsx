// The sync panel: every outbox entry with what it saves, when it was queued, its state and the
// server's refusal, and the two ways out of a refusal (重试 after fixing the cause, or 放弃).
import { Badge, Button, Drawer, Group, ScrollArea, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { discard, type OutboxEntry, retry, useOutboxEntries } from '../../local';
import { openConfirmDialog } from '../../ui/dialogs';
import { discardMessage, formatDateTime, outboxStateColor, outboxStateLabel } from './format';

/** What discard() will report, known before asking: sent without an answer, or already done. */
export function mayBeOnServer(entry: OutboxEntry): boolean {
  return entry.state === 'done' || (entry.state === 'pending' && entry.attempts > 0);
}

async function confirmDiscard(entry: OutboxEntry): Promise<void> {
  const sure = await openConfirmDialog({
    title: '放弃同步',
    message: discardMessage(entry.label, mayBeOnServer(entry)),
    confirmLabel: '放弃',
    tone: 'warning',
  });
  if (!sure) return;
  try {
    const result = await discard(entry.seq);
    notifications.show({
      color: result.mayBeOnServer ? 'orange' : 'teal',
      message: result.mayBeOnServer
        ? `已放弃「${entry.label}」，服务器可能已保存该记录，请刷新核对`
        : `已放弃「${entry.label}」`,
      withBorder: true,
    });
  } catch (error) {
    notifications.show({ color: 'red', message: error instanceof Error ? error.message : String(error) });
  }
}

function EntryRow({ entry }: { entry: OutboxEntry }) {
  const canRetry = entry.state === 'failed' || entry.state === 'blocked';
  const canDiscard = entry.state !== 'sending' && entry.state !== 'done';
  return (
    <Table.Tr data-testid={`outbox-entry-${entry.seq}`} data-state={entry.state}>
      <Table.Td>
        <Text size="sm" lh={1.35} style={{ wordBreak: 'break-all' }}>
          {entry.label}
        </Text>
        {entry.state === 'failed' && entry.error && (
          <Text size="xs" c="red.7" lh={1.35} mt={2} data-testid="outbox-error">
            {entry.error.message}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
          {formatDateTime(entry.createdAt)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Badge size="sm" radius="sm" variant="light" color={outboxStateColor[entry.state]}>
          {outboxStateLabel[entry.state]}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap" justify="flex-end">
          {canRetry && (
            <Button size="compact-xs" variant="light" onClick={() => void retry(entry.seq)}>
              重试
            </Button>
          )}
          {canDiscard && (
            <Button size="compact-xs" variant="subtle" color="red" onClick={() => void confirmDiscard(entry)}>
              放弃
            </Button>
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

export function SyncPanel({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const entries = useOutboxEntries();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={480}
      title={
        <Text fw={600} size="md">
          离线数据同步
        </Text>
      }
      scrollAreaComponent={ScrollArea.Autosize}
      padding="sm"
    >
      <Text size="xs" c="dimmed" mb="xs">
        离线或网络中断时的保存先记在本机，联网后按顺序自动提交。被服务器拒绝的记录需要处理：修正后重试，或放弃本机修改。
      </Text>
      {entries.length === 0 ? (
        <Text size="sm" c="dimmed" ta="center" py="xl">
          没有待同步的记录
        </Text>
      ) : (
        <Table
          verticalSpacing={6}
          horizontalSpacing={8}
          striped={false}
          withTableBorder
          layout="fixed"
          fz="sm"
          aria-label="同步记录"
        >
          <Table.Thead bg="gray.0">
            <Table.Tr>
              <Table.Th>内容</Table.Th>
              <Table.Th w={132}>保存时间</Table.Th>
              <Table.Th w={76}>状态</Table.Th>
              <Table.Th w={84} ta="right">
                操作
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entries.map((entry) => (
              <EntryRow key={entry.seq} entry={entry} />
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Drawer>
  );
}
