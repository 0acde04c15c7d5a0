// 单据管理 (usercenter/document-management-list): every document of every module and ledger set —
// the six kinds of claim and the asset documents — read-only, filtered, paged by the server, the
// whole query totalled, exported and printed; a row opens its document read-only.
import { Button, Select, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import {
  type CrossDocumentRow,
  crossDocumentStatuses,
  crossDocumentTypes,
  crossListContracts,
  type DocumentPage,
} from '../../core/contracts/cross-list';
import { type ListColumn, ListField, ListFrame } from '../../ui/list';
import { useServerPages } from '../../ui/list/use-server-pages';
import type { ScreenProps } from '../../ui/screen-types';
import { CommonFields } from './CommonFields';
import { type CommonFilter, choices, commonLine, commonQuery, given, startCommon } from './cross-filter';
import { DocumentDetailModal } from './DocumentDetailModal';
import { cappedNote, useCrossScreen } from './use-cross-screen';

interface Filter extends CommonFilter {
  type: string | null;
  status: string | null;
  departmentId: string | null;
  declarerId: string | null;
}
const start: Filter = { ...startCommon, type: null, status: null, departmentId: null, declarerId: null };

const columns: ListColumn<CrossDocumentRow>[] = [
  { key: 'jc', title: '账套', width: 90, value: (r) => r.jc },
  { key: 'type', title: '单据类型', width: 90, value: (r) => r.typeName },
  { key: 'no', title: '单据编号', width: 150, value: (r) => r.no },
  { key: 'date', title: '单据日期', width: 90, value: (r) => r.date },
  { key: 'department', title: '部门', width: 110, value: (r) => r.departmentName, truncate: true },
  { key: 'declarer', title: '申报人', width: 80, value: (r) => r.declarerName },
  { key: 'reason', title: '事由', value: (r) => r.reason, truncate: true },
  { key: 'amount', title: '金额', width: 120, kind: 'money', value: (r) => r.amount },
  { key: 'status', title: '状态', width: 70, value: (r) => r.statusName },
];

export function DocumentListScreen({ route }: ScreenProps) {
  const { state, applied, draft, set, options, departments } = useCrossScreen<Filter>(start);
  const query = useMemo(
    () => ({
      ...commonQuery(applied),
      ...given({
        type: applied.type,
        status: applied.status,
        departmentId: applied.departmentId,
        declarerId: applied.declarerId,
      }),
    }),
    [applied],
  );
  const source = useServerPages<typeof crossListContracts.documents, CrossDocumentRow>(
    crossListContracts.documents,
    query,
  );
  const answer = source.answer as DocumentPage | null;
  const [opened, setOpened] = useState<string | null>(null);
  const totals = useMemo<CrossDocumentRow | undefined>(() => {
    if (!answer?.totals) return undefined;
    return {
      key: 'totals',
      ledgerSetId: 0,
      jc: '合计',
      type: 'expense',
      typeName: '',
      no: '',
      date: '',
      status: 'draft',
      statusName: '',
      departmentName: '',
      declarerName: '',
      reason: `共 ${answer.totalItemCount.toLocaleString('zh-CN')} 张单据`,
      amount: answer.totals.amount,
      voucherId: '',
    };
  }, [answer]);
  const user = options?.users.find((u) => String(u.id) === applied.declarerId);
  const filterLine = [
    ...commonLine(applied, options),
    `类型：${applied.type ? crossDocumentTypes[applied.type as keyof typeof crossDocumentTypes] : '全部'}`,
    `状态：${applied.status ? crossDocumentStatuses[applied.status as keyof typeof crossDocumentStatuses] : '全部'}`,
    ...(user ? [`申报人：${user.realName}`] : []),
  ].join('；');

  return (
    <>
      <ListFrame
        title={route.title}
        subtitle="用户中心"
        testId="document-management-list"
        source={source}
        columns={columns}
        rowKey={(r) => r.key}
        noun="单据"
        unit="张"
        totals={totals}
        offlineNote="离线：显示的是本机保存的上次查询结果"
        filters={
          <>
            <ListField label="类型">
              <Select
                size="xs"
                w={110}
                aria-label="单据类型"
                placeholder="全部"
                clearable
                data={choices(crossDocumentTypes)}
                value={draft.type}
                onChange={(v) => set({ type: v })}
                comboboxProps={{ withinPortal: true }}
              />
            </ListField>
            <ListField label="状态">
              <Select
                size="xs"
                w={90}
                aria-label="状态"
                placeholder="全部"
                clearable
                data={choices(crossDocumentStatuses)}
                value={draft.status}
                onChange={(v) => set({ status: v })}
                comboboxProps={{ withinPortal: true }}
              />
            </ListField>
            <ListField label="部门">
              <Select
                size="xs"
                w={140}
                aria-label="部门"
                placeholder="全部"
                clearable
                searchable
                data={departments}
                value={draft.departmentId}
                onChange={(v) => set({ departmentId: v })}
                comboboxProps={{ withinPortal: true }}
              />
            </ListField>
            <ListField label="申报人">
              <Select
                size="xs"
                w={120}
                aria-label="申报人"
                placeholder="全部"
                clearable
                searchable
                data={(options?.users ?? []).map((u) => ({ value: String(u.id), label: u.realName }))}
                value={draft.declarerId}
                onChange={(v) => set({ declarerId: v })}
                comboboxProps={{ withinPortal: true }}
              />
            </ListField>
            <CommonFields draft={draft} set={set} options={options} textHint="编号或事由" />
          </>
        }
        onSearch={() => void state.search(source.refresh)}
        onReset={state.reset}
        filterLine={filterLine}
        onOpen={(r: CrossDocumentRow) => setOpened(r.key)}
        actionsWidth={60}
        actions={(r: CrossDocumentRow) => (
          <Button size="compact-xs" variant="subtle" onClick={() => setOpened(r.key)}>
            查看
          </Button>
        )}
        below={
          answer?.capped ? (
            <Text size="xs" c="orange">
              {cappedNote(answer.totalItemCount)}
            </Text>
          ) : null
        }
      />
      <DocumentDetailModal documentKey={opened} onClose={() => setOpened(null)} />
    </>
  );
}
