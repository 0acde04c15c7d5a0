// 科目汇总表 (VoucherInquiryAndPrinting/summaryOfSubjects): the period's debit and credit per
// subject from the vouchers, 合计 (借贷平衡) and which vouchers it sums. A row opens its 明细账.
import { useMemo } from 'react';
import { useGo } from '../../../app/use-go';
import type { ScreenProps } from '../../../routes/screen-types';
import { FilterBar } from '../frame/FilterBar';
import { ReportFrame } from '../frame/ReportFrame';
import classes from '../frame/report.module.css';
import {
  defaultFilter,
  filterFromSearch,
  filterProblem,
  filterToQuery,
  periodLabel,
  reportHref,
} from '../frame/report-query';
import { useReport } from '../frame/use-report';
import { LedgerPath, type SubjectSummaryAnswer } from '../ledger-api';
import { BookScreenPath } from '../paths';
import { subjectSummarySheet, voucherRangeText } from '../sheets/balances';
import { useBookContext, useSearchState } from '../use-book-screen';

export function SubjectSummaryScreen({ route, search }: ScreenProps) {
  const { year, unit } = useBookContext();
  const go = useGo();
  const [filter, setFilter] = useSearchState(search, (s) =>
    filterFromSearch(s, { ...defaultFilter(year, 'month'), level: 1 }),
  );
  const problem = filterProblem(filter);
  const read = useReport<SubjectSummaryAnswer>(
    LedgerPath.subjectSummary,
    problem ? null : filterToQuery(filter),
  );
  const data = read.data;
  const sheet = useMemo(
    () =>
      data ? subjectSummarySheet(data, { title: '科目汇总表', unit, period: periodLabel(filter) }) : null,
    [data, unit, filter],
  );
  return (
    <ReportFrame
      testId="subject-summary-screen"
      title={route.title}
      filters={<FilterBar value={filter} onChange={setFilter} />}
      read={read}
      sheet={sheet}
      problem={problem}
      status={
        data && (
          <>
            <span data-testid="voucher-range">{voucherRangeText(data)}</span>
            <span className={data.balanced ? classes.ok : classes.bad}>
              {data.balanced ? '✓ 借贷平衡' : '✗ 借贷不平衡'}
            </span>
          </>
        )
      }
      onOpen={(link) => go(reportHref(BookScreenPath.detail, filter, { code: link.code }))}
      hint="单击科目行打开明细账"
      openLabel={(row) => `打开 ${row.cells.code} ${row.cells.name} 的明细账`}
    />
  );
}
