// 报销统计 (reimbursementStatistics/reimbursement-statistics-list): claims of a year counted and
// summed by department, person, expense subject or month, approved only or with those still in
// approval. A report read (useReport): offline it shows the last answer of the same query with the
// time it was read. 导出Excel and 打印 come from the list frame, the 合计 row with them.
import { Button, Checkbox, NumberInput, SegmentedControl, Select } from '@mantine/core';
import { useMemo } from 'react';
import {
  type ClaimStatisticsRow,
  reimbursementContracts,
  STATISTICS_BY,
  type StatisticsBy,
} from '../../core/contracts/reimbursement';
import { type Money, sum } from '../../core/money';
import type { DocumentType } from '../../core/reimbursement/types';
import { readProblem, useReport } from '../../ui/data/use-report';
import { type ListColumn, ListField, ListFrame, useListState, usePagedRows } from '../../ui/list';
import type { ScreenProps } from '../../ui/screen-types';
import { useSession } from '../../ui/services';
import {
  defaultYear,
  monthOptions,
  type StatisticsFilter,
  startStatistics,
  statisticsByLabels,
  statisticsKeyTitles,
  statisticsLine,
  statisticsProblem,
  statisticsQuery,
  typeOptions,
} from './report-filters';

const byOptions = STATISTICS_BY.map((b) => ({ value: b, label: statisticsByLabels[b] }));

/** The 合计 of the rows: counts added, amounts added exactly (big.js). */
export function statisticsTotals(rows: readonly ClaimStatisticsRow[]): ClaimStatisticsRow {
  return {
    key: '合计',
    label: '合计',
    count: rows.reduce((n, r) => n + r.count, 0),
    amount: sum(rows.map((r) => r.amount)) as Money,
  };
}

export function StatisticsScreen({ route }: ScreenProps) {
  const session = useSession();
  const start = useMemo(() => startStatistics(defaultYear(session?.year)), [session?.year]);
  const state = useListState<StatisticsFilter>({ start, check: statisticsProblem });
  const applied = state.applied;
  const read = useReport(
    reimbursementContracts.statistics,
    applied && statisticsProblem(applied) === null ? statisticsQuery(applied) : null,
  );
  const rows = read.data ?? [];
  const source = usePagedRows(rows, {
    loading: read.loading && read.data === undefined,
    error: read.data === undefined && read.error ? readProblem(read.error) : null,
    cachedAt: read.cachedAt,
    queryKey: applied,
  });
  const by = applied?.by ?? 'department';
  const columns: ListColumn<ClaimStatisticsRow>[] = [
    { key: 'label', title: statisticsKeyTitles[by], value: (r) => r.label, truncate: true },
    { key: 'count', title: '单数', width: 100, kind: 'count', value: (r) => r.count },
    { key: 'amount', title: '金额', width: 160, kind: 'money', value: (r) => r.amount },
  ];
  const draft = state.draft ?? start;
  const set = (patch: Partial<StatisticsFilter>) => state.setDraft({ ...draft, ...patch });

  return (
    <ListFrame
      title={route.title}
      subtitle={route.parentTitle}
      testId="reimbursement-statistics"
      source={source}
      columns={columns}
      rowKey={(r) => r.key}
      totals={rows.length > 0 ? statisticsTotals(rows) : undefined}
      noun="项"
      unit=""
      emptyText="所选期间没有符合条件的报销单"
      toolbar={
        <Button size="xs" variant="default" onClick={read.refresh} loading={read.loading}>
          刷新
        </Button>
      }
      filters={
        <>
          <ListField label="年度">
            <NumberInput
              size="xs"
              w={84}
              aria-label="年度"
              min={2000}
              max={2100}
              allowDecimal={false}
              allowNegative={false}
              value={draft.year}
              onChange={(v) => set({ year: typeof v === 'number' ? v : Number(v) })}
            />
          </ListField>
          <ListField label="月份">
            <Select
              size="xs"
              w={76}
              aria-label="起始月份"
              allowDeselect={false}
              data={monthOptions}
              value={String(draft.monthFrom)}
              onChange={(v) => v && set({ monthFrom: Number(v) })}
              comboboxProps={{ withinPortal: true }}
            />
            <span>至</span>
            <Select
              size="xs"
              w={76}
              aria-label="结束月份"
              allowDeselect={false}
              data={monthOptions}
              value={String(draft.monthTo)}
              onChange={(v) => v && set({ monthTo: Number(v) })}
              comboboxProps={{ withinPortal: true }}
            />
          </ListField>
          <ListField label="单据类型">
            <Select
              size="xs"
              w={120}
              aria-label="单据类型"
              placeholder="全部"
              clearable
              data={typeOptions}
              value={draft.type}
              onChange={(v) => set({ type: (v as DocumentType | null) ?? null })}
              comboboxProps={{ withinPortal: true }}
            />
          </ListField>
          <ListField label="统计口径">
            <SegmentedControl
              size="xs"
              aria-label="统计口径"
              data={byOptions}
              value={draft.by}
              onChange={(v) => set({ by: v as StatisticsBy })}
            />
          </ListField>
          <Checkbox
            size="xs"
            label="含审批中"
            checked={draft.includeInApproval}
            onChange={(e) => set({ includeInApproval: e.currentTarget.checked })}
          />
        </>
      }
      onSearch={() => void state.search(read.refresh)}
      onReset={state.reset}
      filterLine={applied ? statisticsLine(applied) : undefined}
    />
  );
}
