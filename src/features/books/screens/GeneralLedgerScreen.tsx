// 总账 (accountQueryPrinting/list-general-ledger): per subject the balance brought forward, each
// month's 本月合计 and 本年累计 with the balance after it. A row opens that month's 明细账.
import { useMemo } from 'react';
import { ledgerContracts } from '../../../core/contracts/ledger';
import { useReport } from '../../../ui/data/use-report';
import type { ScreenProps } from '../../../ui/screen-types';
import { useGo } from '../../../ui/use-go';
import { FilterBar } from '../frame/FilterBar';
import { ReportFrame } from '../frame/ReportFrame';
import {
  defaultFilter,
  filterFromSearch,
  filterProblem,
  filterToQuery,
  periodLabel,
  reportHref,
} from '../frame/report-query';
import { BookScreenPath } from '../paths';
import { generalSheet } from '../sheets/balances';
import { useBookContext, useSearchState } from '../use-book-screen';

export function GeneralLedgerScreen({ route, search }: ScreenProps) {
  const { year, unit } = useBookContext();
  const go = useGo();
  const [filter, setFilter] = useSearchState(search, (s) =>
    filterFromSearch(s, { ...defaultFilter(year, 'yearToDate'), level: 1 }),
  );
  const problem = filterProblem(filter);
  const read = useReport(ledgerContracts.general, problem ? null : filterToQuery(filter));
  const data = read.data;
  const sheet = useMemo(
    () => (data ? generalSheet(data, { title: '总账', unit, period: periodLabel(filter) }) : null),
    [data, unit, filter],
  );
  return (
    <ReportFrame
      testId="general-ledger-screen"
      title={route.title}
      filters={<FilterBar value={filter} onChange={setFilter} />}
      read={read}
      sheet={sheet}
      problem={problem}
      footer={data ? `共 ${data.subjects.length} 个科目` : undefined}
      onOpen={(link, row) => {
        const month = row.tone === 'opening' ? null : link.month;
        const period = month ? { ...filter, monthFrom: month, monthTo: month } : filter;
        go(reportHref(BookScreenPath.detail, period, { code: link.code }));
      }}
      hint="单击行打开该月明细账"
      openLabel={() => '打开该月明细账'}
    />
  );
}
