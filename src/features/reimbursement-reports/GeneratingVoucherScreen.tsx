// 生成会计凭证 (expenseReimbursement/generatingVoucher): the approved documents of the ledger set
// waiting for their voucher (the 凭证 filter also shows those that have one, whose 凭证 cell opens
// the voucher). 生成凭证 on a row, or on the ticked rows one by one, opens the editable preview.
// Reading works offline from the last answer; generating needs the server.
import { Button, SegmentedControl, Select, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMemo, useState } from 'react';
import { type ClaimRow, reimbursementContracts } from '../../core/contracts/reimbursement';
import { P } from '../../core/permissions/keys';
import { type DocumentType, documentTypeLabels } from '../../core/reimbursement/types';
import { isCalendarDate } from '../../core/rules/dates';
import { useOnline } from '../../local';
import { GenerateVoucherDialog } from '../../ui/claim-voucher/GenerateVoucherDialog';
import { readProblem } from '../../ui/data/use-report';
import {
  type ListColumn,
  ListField,
  ListFrame,
  ListLink,
  selectedInOrder,
  useListState,
  usePagedRows,
} from '../../ui/list';
import type { ScreenProps } from '../../ui/screen-types';
import { useServices, useSession } from '../../ui/services';
import { VoucherViewDialog } from '../../ui/voucher/VoucherViewDialog';
import { typeOptions } from './report-filters';
import { type ApprovedQuery, useApprovedClaims } from './use-approved-claims';

type VoucherState = 'without' | 'with' | 'all';

interface Filter {
  voucher: VoucherState;
  type: DocumentType | null;
  keyword: string;
  dateFrom: string;
  dateTo: string;
}

const startFilter: Filter = { voucher: 'without', type: null, keyword: '', dateFrom: '', dateTo: '' };

const voucherOptions: { value: VoucherState; label: string }[] = [
  { value: 'without', label: '未生成凭证' },
  { value: 'with', label: '已生成凭证' },
  { value: 'all', label: '全部' },
];

function filterProblem(f: Filter): string | null {
  for (const [label, value] of [
    ['开始日期', f.dateFrom],
    ['结束日期', f.dateTo],
  ] as const) {
    if (value !== '' && !isCalendarDate(value)) return `${label}应为日期，如 2026-11-01`;
  }
  if (f.dateFrom && f.dateTo && f.dateFrom > f.dateTo) return '开始日期不能晚于结束日期';
  if (f.keyword.trim().length > 40) return '关键字不能超过 40 个字符';
  return null;
}

function serverQuery(f: Filter): ApprovedQuery {
  return {
    ...(f.type ? { type: f.type } : {}),
    ...(f.keyword.trim() ? { keyword: f.keyword.trim() } : {}),
    ...(f.dateFrom ? { dateFrom: f.dateFrom } : {}),
    ...(f.dateTo ? { dateTo: f.dateTo } : {}),
  };
}

function filterLine(f: Filter): string {
  return [
    `凭证：${voucherOptions.find((o) => o.value === f.voucher)?.label}`,
    `单据类型：${f.type ? documentTypeLabels[f.type] : '全部'}`,
    f.dateFrom || f.dateTo ? `日期：${f.dateFrom || '…'} 至 ${f.dateTo || '…'}` : '',
    f.keyword.trim() ? `关键字：${f.keyword.trim()}` : '',
  ]
    .filter(Boolean)
    .join('　');
}

export function GeneratingVoucherScreen({ route }: ScreenProps) {
  const { api } = useServices();
  const session = useSession();
  const online = useOnline();
  const canGenerate = session?.permissions.includes(P.reimbursement.generateVoucher) ?? false;
  const state = useListState<Filter>({ start: startFilter, check: filterProblem });
  const applied = state.applied ?? startFilter;
  const read = useApprovedClaims(serverQuery(applied));
  const [queue, setQueue] = useState<ClaimRow[] | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);

  const shown = useMemo(
    () =>
      (read.data ?? []).filter((r) =>
        applied.voucher === 'all' ? true : (r.voucherLabel !== null) === (applied.voucher === 'with'),
      ),
    [read.data, applied.voucher],
  );
  const source = usePagedRows(shown, {
    loading: read.loading && read.data === undefined,
    error: read.data === undefined && read.error ? readProblem(read.error) : null,
    cachedAt: read.cachedAt,
    queryKey: applied,
  });

  /** The 凭证 cell names the voucher; its id comes with the document. */
  const openVoucher = async (row: ClaimRow) => {
    try {
      const view = await api.call(reimbursementContracts.get, { documentId: row.id }, { quiet: true });
      if (view.voucher) setViewing(view.voucher.id);
    } catch (e) {
      notifications.show({ color: 'red', title: '打开凭证失败', message: readProblem(e), withBorder: true });
    }
  };

  const generateBlocked = (r: ClaimRow): string | null =>
    r.voucherLabel !== null ? '已生成凭证' : !online ? '离线状态下不能生成凭证' : null;

  const columns: ListColumn<ClaimRow>[] = [
    { key: 'no', title: '单据编号', width: 130, value: (r) => r.no },
    { key: 'type', title: '单据类型', width: 90, value: (r) => documentTypeLabels[r.type] },
    { key: 'date', title: '日期', width: 96, value: (r) => r.date },
    { key: 'declarer', title: '报销人', width: 84, value: (r) => r.declarerName },
    { key: 'department', title: '部门', width: 110, value: (r) => r.departmentName, truncate: true },
    { key: 'reason', title: '事由', value: (r) => r.reason, truncate: true },
    { key: 'amount', title: '金额', width: 128, kind: 'money', value: (r) => r.amount },
    {
      key: 'voucher',
      title: '凭证',
      width: 96,
      value: (r) => r.voucherLabel ?? '',
      render: (r) =>
        r.voucherLabel === null ? (
          <span style={{ color: '#909399' }}>未生成</span>
        ) : (
          <ListLink title="查看凭证" onClick={() => void openVoucher(r)}>
            {r.voucherLabel}
          </ListLink>
        ),
    },
  ];

  const ticked = selectedInOrder(
    state.selection,
    shown.map((r) => r.id),
  )
    .map((id) => shown.find((r) => r.id === id))
    .filter((r): r is ClaimRow => r !== undefined && generateBlocked(r) === null);

  const draft = state.draft ?? startFilter;
  const set = (patch: Partial<Filter>) => state.setDraft({ ...draft, ...patch });

  return (
    <>
      <ListFrame
        title={route.title}
        subtitle={route.parentTitle}
        testId="generating-voucher"
        source={source}
        columns={columns}
        rowKey={(r) => r.id}
        rowLabel={(r) => r.no}
        noun="单据"
        unit="张"
        emptyText={applied.voucher === 'without' ? '没有待生成凭证的已审批单据' : undefined}
        offlineNote="离线时只能查看，生成凭证需要联网"
        toolbar={
          <>
            <Button size="xs" variant="default" onClick={read.refresh} loading={read.loading}>
              刷新
            </Button>
            {canGenerate && (
              <Button
                size="xs"
                disabled={ticked.length === 0}
                title={!online ? '离线状态下不能生成凭证' : '为勾选的单据逐张生成凭证'}
                onClick={() => setQueue(ticked)}
              >
                生成凭证{ticked.length > 0 ? `（${ticked.length}）` : ''}
              </Button>
            )}
          </>
        }
        filters={
          <>
            <ListField label="凭证">
              <SegmentedControl
                size="xs"
                aria-label="凭证"
                data={voucherOptions}
                value={draft.voucher}
                onChange={(v) => set({ voucher: v as VoucherState })}
              />
            </ListField>
            <ListField label="单据类型">
              <Select
                size="xs"
                w={110}
                aria-label="单据类型"
                placeholder="全部"
                clearable
                data={typeOptions}
                value={draft.type}
                onChange={(v) => set({ type: (v as DocumentType | null) ?? null })}
                comboboxProps={{ withinPortal: true }}
              />
            </ListField>
            <ListField label="日期">
              <TextInput
                size="xs"
                w={104}
                aria-label="开始日期"
                placeholder="2026-01-01"
                value={draft.dateFrom}
                onChange={(e) => set({ dateFrom: e.currentTarget.value.trim() })}
              />
              <span>至</span>
              <TextInput
                size="xs"
                w={104}
                aria-label="结束日期"
                placeholder="2026-12-31"
                value={draft.dateTo}
                onChange={(e) => set({ dateTo: e.currentTarget.value.trim() })}
              />
            </ListField>
            <ListField label="关键字">
              <TextInput
                size="xs"
                w={140}
                aria-label="关键字"
                placeholder="编号、报销人、事由"
                value={draft.keyword}
                onChange={(e) => set({ keyword: e.currentTarget.value })}
              />
            </ListField>
          </>
        }
        onSearch={() => void state.search(read.refresh)}
        onReset={state.reset}
        filterLine={filterLine(applied)}
        selection={canGenerate ? state.selection : undefined}
        onSelectionChange={canGenerate ? state.setSelection : undefined}
        actionsWidth={90}
        actions={
          canGenerate
            ? (r) => (
                <Button
                  size="compact-xs"
                  variant="light"
                  disabled={generateBlocked(r) !== null}
                  title={generateBlocked(r) ?? undefined}
                  onClick={() => setQueue([r])}
                >
                  生成凭证
                </Button>
              )
            : undefined
        }
      />
      <GenerateVoucherDialog
        queue={queue}
        onClose={() => {
          setQueue(null);
          read.refresh();
        }}
        onGenerated={() => read.refresh()}
        onViewVoucher={setViewing}
      />
      <VoucherViewDialog voucherId={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
