// 凭证分类汇总表 (VoucherInquiryAndPrinting/voucher-classification-table): per 凭证字 the number of
// vouchers, their number range (one month) and the debit and credit per first-level subject, with
// 小计 per type and the 合计 (借贷平衡). A subject line opens its 明细账.
import { useMemo } from 'react';
import { ledgerContracts } from '../../../core/contracts/ledger';
import { useReport } from '../../../ui/data/use-report';
import type { ScreenProps } from '../../../ui/screen-types';
import { useGo } from '../../../ui/use-go';
import { FilterBar } from '../frame/FilterBar';
import { ReportFrame } from '../frame/ReportFrame';
import classes from '../frame/report.module.css';
import {
  defaultFilter,
  filterFromSearch,
  filterProblem,
  periodLabel,
  reportHref,
} from '../frame/report-query';
import { BookScreenPath } from '../paths';
import { useBookContext, useSearchState } from '../use-book-screen';
import { voucherClassificationSheet } from './summary-sheets';

export function VoucherClassificationScreen({ route, search }: ScreenProps) {
  const { year, unit } = useBookContext();
  const go = useGo();
  const [filter, setFilter] = useSearchState(search, (s) =>
    filterFromSearch(s, defaultFilter(year, 'month')),
  );
  const problem = filterProblem(filter);
  // The report takes the period and 包含未记账 only (no subject range, level or zero rows).
  const query = {
    year: filter.year,
    monthFrom: filter.monthFrom,
    monthTo: filter.monthTo,
    ...(filter.includeUnposted ? { includeUnposted: true } : {}),
  };
  const read = useReport(ledgerContracts.voucherClassification, problem ? null : query);
  const data = read.data;
  const sheet = useMemo(
    () =>
      data
        ? voucherClassificationSheet(data, { title: '凭证分类汇总表', unit, period: periodLabel(filter) })
        : null,
    [data, unit, filter],
  );
  return (
    <ReportFrame
      testId="voucher-classification-screen"
      title={route.title}
      filters={
        <FilterBar
          value={filter}
          onChange={setFilter}
          fields={{ subjects: false, level: false, hideZero: false }}
        />
      }
      read={read}
      sheet={sheet}
      problem={problem}
      status={
        data && (
          <>
            <span data-testid="voucher-count">共 {data.voucherCount} 张凭证</span>
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
