// 待办推送: a to-do for chosen users (title, what to do, the screen to open), which shows in their
// 待办 until they mark it done; below, what was pushed and whether it is done.
import { Badge, Button, Group, MultiSelect, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { announcementContracts, type PushedTodo } from '../../../core/contracts/announcement';
import { operatorContracts } from '../../../core/contracts/operator';
import { useReport } from '../../../ui/data/use-report';
import { type ListColumn, ListFrame } from '../../../ui/list';
import { useServerPages } from '../../../ui/list/use-server-pages';
import { runWrite } from '../../../ui/run-write';
import type { ScreenProps } from '../../../ui/screen-types';
import { useServices } from '../../../ui/services';
import { timeText } from '../operators/AuditDialog';

export function TodoPushScreen({ route }: ScreenProps) {
  const { api } = useServices();
  const users =
    useReport(operatorContracts.list, { enabled: true, pageSize: 500 }).data?.currentPageItems ?? [];
  const source = useServerPages<typeof announcementContracts.pushed, PushedTodo>(
    announcementContracts.pushed,
    {},
  );
  const [userIds, setUserIds] = useState<string[]>([]);
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [href, setHref] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const push = async () => {
    const missing = userIds.length === 0 ? '请选择接收人' : title.trim() === '' ? '标题不能为空' : null;
    setProblem(missing);
    if (missing) return;
    const done = await runWrite({ action: '推送待办', refreshCaches: false }, () =>
      api.call(
        announcementContracts.pushTodo,
        { userIds: userIds.map(Number), title: title.trim(), body: body.trim(), href: href.trim() },
        { quiet: true },
      ),
    );
    if (!done) return;
    setUserIds([]);
    setTitle('');
    setBody('');
    setHref('');
    source.refresh();
  };

  const columns: ListColumn<PushedTodo>[] = [
    { key: 'pushedAt', title: '推送时间', width: 140, value: (t) => timeText(t.pushedAt) },
    { key: 'user', title: '接收人', width: 150, value: (t) => t.userName },
    { key: 'title', title: '标题', width: 200, value: (t) => t.title },
    { key: 'body', title: '内容', value: (t) => t.body, truncate: true },
    { key: 'by', title: '推送人', width: 150, value: (t) => t.pushedByName },
    {
      key: 'done',
      title: '状态',
      width: 150,
      value: (t) => (t.doneAt ? `已办结 ${timeText(t.doneAt)}` : '待办'),
      render: (t) =>
        t.doneAt ? (
          <Text size="sm">已办结 {timeText(t.doneAt)}</Text>
        ) : (
          <Badge size="sm" color="orange" variant="light">
            待办
          </Badge>
        ),
    },
  ];

  return (
    <Stack gap="sm" p="md">
      <Paper withBorder p="md" data-testid="todo-push-form">
        <Text fw={600} mb="xs">
          {route.title}
        </Text>
        <Group align="flex-end" gap="sm">
          <MultiSelect
            size="xs"
            w={320}
            label="接收人"
            withAsterisk
            searchable
            data={users.map((u) => ({ value: String(u.id), label: `${u.realName}（${u.userName}）` }))}
            value={userIds}
            onChange={setUserIds}
            comboboxProps={{ withinPortal: true }}
          />
          <TextInput
            size="xs"
            w={200}
            label="标题"
            withAsterisk
            maxLength={100}
            value={title}
            onChange={(e) => setTitle(e.currentTarget.value)}
          />
          <TextInput
            size="xs"
            w={260}
            label="内容"
            maxLength={2000}
            value={body}
            onChange={(e) => setBody(e.currentTarget.value)}
          />
          <TextInput
            size="xs"
            w={260}
            label="打开页面（可选）"
            placeholder="/final/..."
            value={href}
            onChange={(e) => setHref(e.currentTarget.value)}
          />
          <Button size="xs" onClick={() => void push()}>
            推送
          </Button>
        </Group>
        {problem && (
          <Text size="sm" c="red" mt={6} role="alert">
            {problem}
          </Text>
        )}
      </Paper>
      <ListFrame
        title="已推送的待办"
        testId="todo-push-list"
        source={source}
        columns={columns}
        rowKey={(t) => String(t.id)}
        noun="待办"
        unit="条"
      />
    </Stack>
  );
}
