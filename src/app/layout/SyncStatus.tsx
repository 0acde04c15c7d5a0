// The header's sync slot: the connection state (离线 in orange) and, when there is something to
// say, the outbox counts (待同步 N, 同步失败 N in red); clicking opens the sync panel.
import { Badge, Group, UnstyledButton } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useOnline, useOutboxCounts } from '../../local';
import { reportOutboxCounts } from '../sync/outbox-sending';
import { SyncPanel } from '../sync/SyncPanel';

const badgeStyles = { root: { textTransform: 'none' as const, fontWeight: 500, cursor: 'pointer' } };

export function SyncStatus() {
  const online = useOnline();
  const counts = useOutboxCounts();
  const [opened, setOpened] = useState(false);
  useEffect(() => reportOutboxCounts(counts), [counts]);

  const title = [
    online ? '已连接服务器' : '网络已断开：保存的内容记在本机，联网后自动提交',
    counts.pending > 0 ? `${counts.pending} 条记录待同步` : '',
    counts.failed > 0 ? `${counts.failed} 条记录同步失败，需要处理` : '',
    '点击查看同步记录',
  ]
    .filter(Boolean)
    .join('；');

  return (
    <div data-slot="sync-status">
      <UnstyledButton onClick={() => setOpened(true)} title={title} aria-label="同步状态">
        <Group gap={6} wrap="nowrap">
          <Badge
            variant={online ? 'dot' : 'light'}
            color={online ? 'teal' : 'orange'}
            size="md"
            radius="sm"
            styles={badgeStyles}
            data-testid="online-state"
          >
            {online ? '在线' : '离线'}
          </Badge>
          {counts.pending + counts.sending > 0 && (
            <Badge
              variant="light"
              color="orange"
              size="md"
              radius="sm"
              styles={badgeStyles}
              data-testid="sync-pending"
            >
              待同步 {counts.pending + counts.sending}
            </Badge>
          )}
          {counts.failed > 0 && (
            <Badge
              variant="filled"
              color="red"
              size="md"
              radius="sm"
              styles={badgeStyles}
              data-testid="sync-failed"
            >
              同步失败 {counts.failed}
            </Badge>
          )}
        </Group>
      </UnstyledButton>
      <SyncPanel opened={opened} onClose={() => setOpened(false)} />
    </div>
  );
}
