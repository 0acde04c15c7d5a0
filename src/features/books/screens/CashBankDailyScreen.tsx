// 现金银行日报表 (accountQueryPrinting/cash-banking-day): for one day, each cash and bank subject's
// balance brought forward, the day's debits and credits with their counts, and the day's balance;
// subtotals per kind and 合计. A row opens that subject's journal for the month.
import { useMemo } from 'react';
import { ledgerContracts } from '../../../core/contracts/ledger';
import { AccountingDateInput } from '../../../ui/AccountingDateInput';
import { useReport } from '../../../ui/data/use-report';
import type { ScreenProps } from '../../../ui/screen-types';
import { useGo } from '../../../ui/use-go';
import { Field, FilterBar } from '../frame/FilterBar';
import { ReportFrame } from '../frame/ReportFrame';
import { defaultFilter, reportHref } from '../frame/report-query';
import { BookScreenPath } from '../paths';
import { dailySheet } from '../sheets/daily';
import { useBookContext, useSearchState } from '../use-book-screen';

const pad = (n: number) => String(n).padStart(2, '0');

/** Today in the session's year, else the last day of that year. */
export function defaultDay(year: number, today = new Date()): string {
  if (year === today.getFullYear()) return `${year}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`;
  return year < today.getFullYear() ? `${year}-12-31` : `${year}-01-01`;
}

export function CashBankDailyScreen({ route, search }: ScreenProps) {
  const { year, unit } = useBookContext();
  const go = useGo();
  const [state, setState] = useSearchState(search, (s) => ({
    filter: defaultFilter(year, 'month'),
    date: s.date && /^\d{4}-\d{2}-\d{2}$/.test(s.date) ? s.date : defaultDay(year),
  }));
  const { filter, date } = state;
  const query = { date, ...(filter.includeUnposted ? { includeUnposted: true } : {}) };
  const read = useReport(ledgerContracts.dailyReport, query);
  const data = read.data;
  const sheet = useMemo(
    () => (data ? dailySheet(data, { title: '现金银行日报表', unit, period: `${data.date}` }) : null),
    [data, unit],
  );
  return (
    <ReportFrame
      testId="cash-bank-daily-screen"
      title={route.title}
      filters={
        <FilterBar
          value={filter}
          onChange={(f) => setState({ ...state, filter: f })}
          fields={{ period: false, subjects: false, level: false, hideZero: false }}
        >
          <Field label="日期">
            <AccountingDateInput
              size="xs"
              w={130}
              aria-label="日期"
              value={date}
              onChange={(v) => v && setState({ ...state, date: String(v).slice(0, 10) })}
            />
          </Field>
        </FilterBar>
      }
      read={read}
      sheet={sheet}
      onOpen={(link) => {
        const month = Number(date.slice(5, 7));
        const period = { ...filter, year: Number(date.slice(0, 4)), monthFrom: month, monthTo: month };
        const path = link.kind === 'cash' ? BookScreenPath.cashJournal : BookScreenPath.bankJournal;
        go(reportHref(path, period, { code: link.code }));
      }}
      hint="单击科目行打开当月日记账"
      openLabel={(row) => `打开 ${row.cells.name} 的日记账`}
    />
  );
}
