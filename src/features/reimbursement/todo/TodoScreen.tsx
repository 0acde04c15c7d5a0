// 待办事项 (toDoList/to-do-list and new-to-do-list): what awaits the user's action across modules —
// claims to approve, their own claims sent back, approved claims without a voucher, vouchers to audit
// or post — network first with the last answer offline (marked with its time). 处理 or a double click
// opens the document, or the screen that works a counted kind.
import { Button, Text } from '@mantine/core';
import { type TodoItem, todoContracts } from '../../../core/contracts/todo';
import { useRemoteFirst } from '../../../local';
import { todoKey } from '../../../local/claims';
import { type ListColumn, ListFrame, usePagedRows } from '../../../ui/list';
import type { ScreenProps } from '../../../ui/screen-types';
import { useServices } from '../../../ui/services';
import { useGo } from '../../../ui/use-go';
import { timeText } from '../flow/flow-steps';

const columns: ListColumn<TodoItem>[] = [
  { key: 'kind', title: '类型', width: 90, value: (t) => t.kind },
  { key: 'title', title: '事项', value: (t) => t.title, truncate: true },
  { key: 'declarer', title: '申报人', width: 80, value: (t) => t.declarerName },
  { key: 'amount', title: '金额', width: 120, kind: 'money', value: (t) => t.amount },
  { key: 'step', title: '待办', width: 110, value: (t) => t.stepName },
  { key: 'since', title: '到达时间', width: 130, value: (t) => (t.since ? timeText(t.since) : '') },
];

export function TodoScreen({ route }: ScreenProps) {
  const { api } = useServices();
  const go = useGo();
  const read = useRemoteFirst(todoKey, (signal) =>
    api.call(todoContracts.list, {}, { loading: false, signal }),
  );
  const items = read.data?.items ?? [];
  const count = read.data?.count ?? 0;
  const listed = items.reduce((n, t) => n + t.count, 0);
  const source = usePagedRows(items, {
    loading: read.loading && read.data === undefined,
    cachedAt: read.cachedAt,
    error: read.source === 'none' && read.error ? '读取待办事项失败' : null,
  });
  return (
    <ListFrame
      title={route.title}
      subtitle={read.data ? `共 ${count} 项待办` : undefined}
      testId="todo-list"
      source={source}
      columns={columns}
      rowKey={(t) => `${t.module}:${t.key}`}
      noun="待办事项"
      unit="项"
      emptyText="没有待办事项"
      onOpen={(t) => go(t.href)}
      toolbar={
        <Button size="xs" variant="default" onClick={read.refresh}>
          刷新
        </Button>
      }
      below={
        count > listed && (
          <Text size="xs" c="dimmed" px="xs" data-testid="todo-more">
            另有 {count - listed} 张单据待审批，请在各审批列表中查看
          </Text>
        )
      }
      actionsWidth={70}
      actions={(t) => (
        <Button size="compact-xs" variant="subtle" onClick={() => go(t.href)}>
          处理
        </Button>
      )}
    />
  );
}
