// gRPC 日志 (usercenter/grpc-log): the calls this server made to outside services (today the single
// sign-on provider), read-only — filtered by service, outcome, date and text, paged by the server,
// exported to Excel. Offline the last answer with its time.
import { Badge, Button, Group, Select, Text, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useMemo } from 'react';
import {
  type IntegrationCall,
  integrationLogContracts,
  integrationServiceName,
  integrationServices,
} from '../../core/contracts/integration-log';
import { type ListColumn, ListField, ListFrame, useListState } from '../../ui/list';
import { useServerPages } from '../../ui/list/use-server-pages';
import { runWrite } from '../../ui/run-write';
import { saveBlob } from '../../ui/save-blob';
import type { ScreenProps } from '../../ui/screen-types';
import { useServices } from '../../ui/services';
import { dayBound, timeText } from './oplog-view';

interface Filter {
  service: string | null;
  outcome: string | null;
  from: string;
  to: string;
  keyword: string;
}
const startFilter: Filter = { service: null, outcome: null, from: '', to: '', keyword: '' };

function checkFilter(f: Filter): string | null {
  if (f.from && f.to && f.to < f.from) return '结束日期不能早于开始日期';
  return null;
}

export function IntegrationLogScreen({ route }: ScreenProps) {
  const { api } = useServices();
  const state = useListState<Filter>({ start: startFilter, check: checkFilter });
  const applied = state.applied ?? startFilter;
  const draft = state.draft ?? startFilter;
  const set = (patch: Partial<Filter>) => state.setDraft({ ...draft, ...patch });
  const query = useMemo(() => {
    const beginTime = dayBound(applied.from);
    const endTime = dayBound(applied.to, true);
    return {
      ...(applied.service ? { service: applied.service } : {}),
      ...(applied.outcome ? { ok: applied.outcome === 'ok' } : {}),
      ...(beginTime !== undefined ? { beginTime } : {}),
      ...(endTime !== undefined ? { endTime } : {}),
      ...(applied.keyword.trim() ? { keyword: applied.keyword.trim() } : {}),
    };
  }, [applied]);
  const source = useServerPages<typeof integrationLogContracts.page, IntegrationCall>(
    integrationLogContracts.page,
    query,
  );
  const exportXlsx = async () => {
    const file = await runWrite({ action: '导出外部接口日志', refreshCaches: false }, () =>
      api.call(integrationLogContracts.export, query, { quiet: true }),
    );
    if (file) saveBlob(file.blob, file.fileName ?? '外部接口日志.xlsx');
  };

  const columns: ListColumn<IntegrationCall>[] = [
    { key: 'at', title: '时间', width: 150, value: (c) => timeText(c.at) },
    { key: 'service', title: '外部服务', width: 100, value: (c) => integrationServiceName(c.service) },
    { key: 'operation', title: '调用', width: 170, value: (c) => c.operation, truncate: true },
    { key: 'target', title: '地址', value: (c) => `${c.method} ${c.target}`, truncate: true },
    { key: 'status', title: '状态码', width: 64, value: (c) => (c.status === null ? '—' : String(c.status)) },
    {
      key: 'ok',
      title: '结果',
      width: 64,
      value: (c) => (c.ok ? '成功' : '失败'),
      render: (c) => (
        <Badge size="xs" color={c.ok ? 'teal' : 'red'} variant="light">
          {c.ok ? '成功' : '失败'}
        </Badge>
      ),
    },
    { key: 'duration', title: '耗时（毫秒）', width: 90, kind: 'count', value: (c) => c.durationMs },
    { key: 'message', title: '说明', width: 170, value: (c) => c.message, truncate: true },
  ];
  const filterLine = [
    `外部服务：${applied.service ? integrationServiceName(applied.service) : '全部'}`,
    `结果：${applied.outcome === 'ok' ? '成功' : applied.outcome === 'failed' ? '失败' : '全部'}`,
    `日期：${applied.from || '不限'} 至 ${applied.to || '不限'}`,
  ].join('；');

  return (
    <ListFrame
      title={route.title}
      testId="integration-log-screen"
      source={source}
      columns={columns}
      rowKey={(c) => c.id}
      noun="调用"
      unit="次"
      exportable={false}
      emptyText="暂无外部接口调用记录"
      offlineNote="离线：显示的是本机保存的上次查询结果"
      toolbar={
        <Button size="xs" variant="default" onClick={() => void exportXlsx()}>
          导出Excel
        </Button>
      }
      filters={
        <>
          <ListField label="外部服务">
            <Select
              size="xs"
              w={130}
              aria-label="外部服务"
              placeholder="全部"
              clearable
              data={Object.entries(integrationServices).map(([value, label]) => ({ value, label }))}
              value={draft.service}
              onChange={(v) => set({ service: v })}
              comboboxProps={{ withinPortal: true }}
            />
          </ListField>
          <ListField label="结果">
            <Select
              size="xs"
              w={90}
              aria-label="结果"
              placeholder="全部"
              clearable
              data={[
                { value: 'ok', label: '成功' },
                { value: 'failed', label: '失败' },
              ]}
              value={draft.outcome}
              onChange={(v) => set({ outcome: v })}
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
          <ListField label="关键字">
            <TextInput
              size="xs"
              w={150}
              aria-label="关键字"
              placeholder="调用、地址或说明"
              value={draft.keyword}
              onChange={(e) => set({ keyword: e.currentTarget.value })}
            />
          </ListField>
        </>
      }
      onSearch={() => void state.search(source.refresh)}
      onReset={state.reset}
      filterLine={filterLine}
    />
  );
}
