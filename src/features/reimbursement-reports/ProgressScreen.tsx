// 项目报销进度表 (expenseReimbursement/reimbursement-details-list): per project of a year, how many
// claims, and how much of them is approved, still in approval and already in a voucher. A report
// read: offline the last answer of the same year with the time it was read.
import { Button, NumberInput } from '@mantine/core';
import { useMemo } from 'react';
import { type ProjectProgressRow, reimbursementContracts } from '../../core/contracts/reimbursement';
import { type Money, sum } from '../../core/money';
import { readProblem, useReport } from '../../ui/data/use-report';
import { type ListColumn, ListField, ListFrame, useListState, usePagedRows } from '../../ui/list';
import type { ScreenProps } from '../../ui/screen-types';
import { useSession } from '../../ui/services';
import { defaultYear, yearProblem } from './report-filters';

interface ProgressFilter {
  year: number;
}

/** Claims without a project are one row; the server names it '' or a word of its own. */
const projectLabel = (p: string) => (p.trim() === '' ? '（未指定项目）' : p);

export function progressTotals(rows: readonly ProjectProgressRow[]): ProjectProgressRow {
  const total = (pick: (r: ProjectProgressRow) => string) => sum(rows.map(pick)) as Money;
  return {
    project: '合计',
    count: rows.reduce((n, r) => n + r.count, 0),
    approved: total((r) => r.approved),
    inApproval: total((r) => r.inApproval),
    vouchered: total((r) => r.vouchered),
  };
}

const columns: ListColumn<ProjectProgressRow>[] = [
  { key: 'project', title: '项目', value: (r) => projectLabel(r.project), truncate: true },
  { key: 'count', title: '单数', width: 90, kind: 'count', value: (r) => r.count },
  { key: 'approved', title: '已通过', width: 150, kind: 'money', value: (r) => r.approved },
  { key: 'inApproval', title: '审批中', width: 150, kind: 'money', value: (r) => r.inApproval },
  { key: 'vouchered', title: '已生成凭证', width: 150, kind: 'money', value: (r) => r.vouchered },
];

export function ProgressScreen({ route }: ScreenProps) {
  const session = useSession();
  const start = useMemo(() => ({ year: defaultYear(session?.year) }), [session?.year]);
  const state = useListState<ProgressFilter>({ start, check: (f) => yearProblem(f.year) });
  const applied = state.applied;
  const read = useReport(
    reimbursementContracts.progress,
    applied && yearProblem(applied.year) === null ? { year: applied.year } : null,
  );
  const rows = read.data ?? [];
  const source = usePagedRows(rows, {
    loading: read.loading && read.data === undefined,
    error: read.data === undefined && read.error ? readProblem(read.error) : null,
    cachedAt: read.cachedAt,
    queryKey: applied,
  });
  const draft = state.draft ?? start;

  return (
    <ListFrame
      title={route.title}
      subtitle={route.parentTitle}
      testId="reimbursement-progress"
      source={source}
      columns={columns}
      rowKey={(r) => r.project}
      totals={rows.length > 0 ? progressTotals(rows) : undefined}
      noun="个项目"
      unit=""
      emptyText="该年度没有报销单"
      toolbar={
        <Button size="xs" variant="default" onClick={read.refresh} loading={read.loading}>
          刷新
        </Button>
      }
      filters={
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
            onChange={(v) => state.setDraft({ year: typeof v === 'number' ? v : Number(v) })}
          />
        </ListField>
      }
      onSearch={() => void state.search(read.refresh)}
      onReset={state.reset}
      filterLine={applied ? `年度：${applied.year}` : undefined}
    />
  );
}
