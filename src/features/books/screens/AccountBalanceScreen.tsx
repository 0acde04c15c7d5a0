// 科目余额表 (accountQueryPrinting/account-balance-sheet): opening balance, the period's and the
// year's movements and the closing balance of every subject, with 合计 and the trial balance check.
// A row opens its subject's 明细账 for the same period.
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
  filterToQuery,
  periodLabel,
  reportHref,
} from '../frame/report-query';
import { BookScreenPath } from '../paths';
import { balanceSheet } from '../sheets/balances';
import { useBookContext, useSearchState } from '../use-book-screen';

export function AccountBalanceScreen({ route, search }: ScreenProps) {
  const { year, unit } = useBookContext();
  const go = useGo();
  const [filter, setFilter] = useSearchState(search, (s) =>
    filterFromSearch(s, defaultFilter(year, 'month')),
  );
  const problem = filterProblem(filter);
  const read = useReport(ledgerContracts.balance, problem ? null : filterToQuery(filter));
  const data = read.data;
  const sheet = useMemo(
    () => (data ? balanceSheet(data, { title: '科目余额表', unit, period: periodLabel(filter) }) : null),
    [data, unit, filter],
  );

  return (
    <ReportFrame
      testId="account-balance-screen"
      title={route.title}
      filters={<FilterBar value={filter} onChange={setFilter} />}
      read={read}
      sheet={sheet}
      problem={problem}
      onOpen={(link) => go(reportHref(BookScreenPath.detail, filter, { code: link.code }))}
      hint="单击科目行打开明细账"
      openLabel={(row) => `打开 ${row.cells.code} ${row.cells.name} 的明细账`}
      status={
        data &&
        (data.balanced ? (
          <span className={classes.ok} data-testid="trial-balance">
            ✓ 试算平衡
          </span>
        ) : (
          <span className={classes.bad} data-testid="trial-balance">
            ✗ 试算不平衡：借方合计不等于贷方合计
          </span>
        ))
      }
    />
  );
}
