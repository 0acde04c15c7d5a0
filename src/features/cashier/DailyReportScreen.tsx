// 出纳日报表 (Cashier-is-daily-report): for one day, each cashier account's 昨日余额, 今日收入 and
// 支出 with their counts, and 今日余额, beside the ledger's balance of its subject with the
// difference (资金日报表, 核对总账); read network first, the last answer offline with its time.
import { useState } from 'react';
import { cashierContracts } from '../../core/contracts/cashier';
import { toCalendarDate } from '../../core/rules/dates';
import { AccountingDateInput } from '../../ui/AccountingDateInput';
import { useReport } from '../../ui/data/use-report';
import type { ScreenProps } from '../../ui/screen-types';
import { useSession } from '../../ui/services';
import { checkColumn, ReportScreen } from './ReportScreen';
import { reportColumns, reportLines } from './report-lines';

export function defaultDay(year: number, today = new Date()): string {
  if (year === today.getFullYear()) return toCalendarDate(today);
  return year < today.getFullYear() ? `${year}-12-31` : `${year}-01-01`;
}

const columns = reportColumns(
  [
    {
      key: 'receipt',
      title: '今日收入',
      width: 108,
      kind: 'money',
      blankZero: true,
      value: (l) => l.book.receipt,
    },
    { key: 'rc', title: '笔数', width: 42, kind: 'count', value: (l) => l.receiptCount || '' },
    {
      key: 'payment',
      title: '今日支出',
      width: 108,
      kind: 'money',
      blankZero: true,
      value: (l) => l.book.payment,
    },
    { key: 'pc', title: '笔数', width: 42, kind: 'count', value: (l) => l.paymentCount || '' },
  ],
  { opening: '昨日余额', closing: '今日余额' },
  checkColumn(),
);

export function DailyReportScreen({ route, search }: ScreenProps) {
  const session = useSession();
  const [date, setDate] = useState(() =>
    search.date && /^\d{4}-\d{2}-\d{2}$/.test(search.date)
      ? search.date
      : defaultDay(session?.year ?? new Date().getFullYear()),
  );
  const [includeUnposted, setIncludeUnposted] = useState(true);
  const read = useReport(cashierContracts.dailyReport, {
    date,
    ...(includeUnposted ? {} : { includeUnposted: false }),
  });
  const data = read.data && read.data.date === date ? read.data : null;
  const lines = data ? reportLines(data.rows, data.totals) : [];
  return (
    <ReportScreen
      title={route.title}
      subtitle={route.parentTitle}
      testId="cashier-daily-report"
      read={read}
      lines={lines}
      columns={columns}
      period={`日期：${date}`}
      dateFrom={date}
      dateTo={date}
      includeUnposted={includeUnposted}
      onIncludeUnposted={setIncludeUnposted}
      filters={
        <AccountingDateInput
          size="xs"
          w={130}
          aria-label="日期"
          value={date}
          onChange={(v) => v && setDate(String(v).slice(0, 10))}
        />
      }
    />
  );
}
