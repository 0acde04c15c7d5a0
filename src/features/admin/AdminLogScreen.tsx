// 日志文件 (admin-log, the administrator's own page): the operation log of every accepted write,
// filtered by user, kind and days, paged by the server, each entry opened to its rows before and
// after and the filtered entries exported to Excel; and the server's log files to download.
import { Anchor, Button, Group, Select, Stack, Tabs, Text } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useMemo, useState } from 'react';
import { type OperatorView, operatorContracts } from '../../core/contracts/operator';
import { type OplogEntry, oplogContracts, oplogCountCap, oplogKindNames } from '../../core/contracts/oplog';
import { useReport } from '../../ui/data/use-report';
import { type ListColumn, ListField, ListFrame, useListState } from '../../ui/list';
import { useServerPages } from '../../ui/list/use-server-pages';
import { runWrite } from '../../ui/run-write';
import { saveBlob } from '../../ui/save-blob';
import type { ScreenProps } from '../../ui/screen-types';
import { useServices } from '../../ui/services';
import { OplogDetailModal } from './OplogDetailModal';
import { dayBound, timeText } from './oplog-view';
import { ServerLogFiles } from './ServerLogFiles';

interface Filter {
  userId: string | null;
  kind: string | null;
  from: string;
  to: string;
}
const startFilter: Filter = { userId: null, kind: null, from: '', to: '' };

const kindOptions = [...new Map(Object.entries(oplogKindNames).map(([k, v]) => [v, k])).entries()].map(
  ([label, value]) => ({ value, label }),
);

function checkFilter(f: Filter): string | null {
  if (f.from && f.to && f.to < f.from) return '结束日期不能早于开始日期';
  return null;
}

export function AdminLogScreen({ route }: ScreenProps) {
  const { api } = useServices();
  const state = useListState<Filter>({ start: startFilter, check: checkFilter });
  const applied = state.applied ?? startFilter;
  const draft = state.draft ?? startFilter;
  const set = (patch: Partial<Filter>) => state.setDraft({ ...draft, ...patch });
  const query = useMemo(() => {
    const beginTime = dayBound(applied.from);
    const endTime = dayBound(applied.to, true);
    return {
      ...(applied.userId ? { userId: Number(applied.userId) } : {}),
      ...(applied.kind ? { kind: applied.kind } : {}),
      ...(beginTime !== undefined ? { beginTime } : {}),
      ...(endTime !== undefined ? { endTime } : {}),
    };
  }, [applied]);
  const source = useServerPages<typeof oplogContracts.list, OplogEntry>(oplogContracts.list, query);
  const users: OperatorView[] =
    useReport(operatorContracts.list, { pageSize: 500 }).data?.currentPageItems ?? [];
  const [opened, setOpened] = useState<string | null>(null);
  const [tab, setTab] = useState<string | null>('oplog');

  const exportXlsx = async () => {
    const file = await runWrite({ action: '导出操作日志', refreshCaches: false }, () =>
      api.call(oplogContracts.export, query, { quiet: true }),
    );
    if (file) saveBlob(file.blob, file.fileName ?? '操作日志.xlsx');
  };

  const columns: ListColumn<OplogEntry>[] = [
    { key: 'at', title: '时间', width: 150, value: (e) => timeText(e.at) },
    { key: 'user', title: '操作人', width: 150, value: (e) => e.userName },
    { key: 'address', title: '客户端地址', width: 120, value: (e) => e.address },
    { key: 'kind', title: '类型', width: 90, value: (e) => e.kindName },
    { key: 'path', title: '接口', width: 230, value: (e) => `${e.method} ${e.path}`, truncate: true },
    { key: 'message', title: '结果', value: (e) => e.message, truncate: true },
    { key: 'changes', title: '变更行数', width: 70, kind: 'count', value: (e) => e.changes },
  ];
  const userName = users.find((u) => String(u.id) === applied.userId);
  const filterLine = [
    `操作人：${userName ? userName.realName : '全部'}`,
    `类型：${applied.kind ? (oplogKindNames[applied.kind] ?? applied.kind) : '全部'}`,
    `日期：${applied.from || '不限'} 至 ${applied.to || '不限'}`,
  ].join('；');
  const capped = source.total >= oplogCountCap;

  return (
    <Stack gap={10} p="md" maw={1400} mx="auto" data-testid="admin-log-screen">
      <Group justify="space-between">
        <Text fw={600} size="lg" c="#1d2b42">
          {route.title}
        </Text>
        <Anchor href="/" size="sm">
          返回首页
        </Anchor>
      </Group>
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="oplog">操作日志</Tabs.Tab>
          <Tabs.Tab value="files">服务器日志文件</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="oplog" pt={8}>
          <ListFrame
            title="操作日志"
            testId="oplog-list"
            source={source}
            columns={columns}
            rowKey={(e) => e.id}
            noun="日志"
            unit="条"
            exportable={false}
            offlineNote="离线：显示的是本机保存的上次查询结果"
            toolbar={
              <Button size="xs" variant="default" onClick={() => void exportXlsx()}>
                导出Excel
              </Button>
            }
            filters={
              <>
                <ListField label="操作人">
                  <Select
                    size="xs"
                    w={150}
                    aria-label="操作人"
                    placeholder="全部"
                    clearable
                    searchable
                    data={users.map((u) => ({
                      value: String(u.id),
                      label: `${u.realName}（${u.userName}）`,
                    }))}
                    value={draft.userId}
                    onChange={(v) => set({ userId: v })}
                    comboboxProps={{ withinPortal: true }}
                  />
                </ListField>
                <ListField label="类型">
                  <Select
                    size="xs"
                    w={120}
                    aria-label="类型"
                    placeholder="全部"
                    clearable
                    searchable
                    data={kindOptions}
                    value={draft.kind}
                    onChange={(v) => set({ kind: v })}
                    comboboxProps={{ withinPortal: true }}
                  />
                </ListField>
                <ListField label="日期">
                  <Group gap={4} wrap="nowrap">
                    <DateInput
                      size="xs"
                      w={110}
                      aria-label="开始日期"
                      valueFormat="YYYY-MM-DD"
                      clearable
                      value={draft.from || null}
                      onChange={(v) => set({ from: v ?? '' })}
                    />
                    <Text size="xs">至</Text>
                    <DateInput
                      size="xs"
                      w={110}
                      aria-label="结束日期"
                      valueFormat="YYYY-MM-DD"
                      clearable
                      value={draft.to || null}
                      onChange={(v) => set({ to: v ?? '' })}
                    />
                  </Group>
                </ListField>
              </>
            }
            onSearch={() => void state.search(source.refresh)}
            onReset={state.reset}
            filterLine={filterLine}
            onOpen={(e: OplogEntry) => setOpened(e.id)}
            actionsWidth={70}
            actions={(e: OplogEntry) => (
              <Button size="compact-xs" variant="subtle" onClick={() => setOpened(e.id)}>
                详情
              </Button>
            )}
            below={
              capped ? (
                <Text size="xs" c="orange">
                  符合条件的日志超过 {source.total.toLocaleString('zh-CN')} 条，只计到这里；请缩小查询范围
                </Text>
              ) : null
            }
          />
        </Tabs.Panel>
        <Tabs.Panel value="files" pt={8}>
          <ServerLogFiles />
        </Tabs.Panel>
      </Tabs>
      <OplogDetailModal id={opened} onClose={() => setOpened(null)} />
    </Stack>
  );
}
