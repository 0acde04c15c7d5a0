// 出纳月报表 (cashier-monthly-report): for one month, each cashier account's 期初, 本月收入, 本月支出,
// 期末 and 本年累计, beside the ledger's balance of its subject with the difference; the month's
// close state beside it. Read network first, the last answer offline with its time.
import { Badge } from '@mantine/core';
import { useState } from 'react';
import { firstDayOf, lastDayOf } from '../../core/cashier/journal';
import { cashierContracts } from '../../core/contracts/cashier';
import { useReport } from '../../ui/data/use-report';
import type { ScreenProps } from '../../ui/screen-types';
import { useSession } from '../../ui/services';
import { defaultMonth, type Month, MonthNav } from './MonthNav';
import { checkColumn, ReportScreen } from './ReportScreen';
import { reportColumns, reportLines } from './report-lines';

const columns = reportColumns(
  [
    {
      key: 'receipt',
      title: '本月收入',
      width: 104,
      kind: 'money',
      blankZero: true,
      value: (l) => l.book.receipt,
    },
    {
      key: 'payment',
      title: '本月支出',
      width: 104,
      kind: 'money',
      blankZero: true,
      value: (l) => l.book.payment,
    },
  ],
  { opening: '期初余额', closing: '期末余额', subject: false },
  checkColumn(),
);

const withYear = [
  ...columns.slice(0, 6),
  {
    key: 'yr',
    title: '本年收入',
    width: 104,
    kind: 'money' as const,
    blankZero: true,
    value: (l: { yearReceipt: string }) => l.yearReceipt,
  },
  {
    key: 'yp',
    title: '本年支出',
    width: 104,
    kind: 'money' as const,
    blankZero: true,
    value: (l: { yearPayment: string }) => l.yearPayment,
  },
  ...columns.slice(6),
];

export function MonthlyReportScreen({ route }: ScreenProps) {
  const session = useSession();
  const [month, setMonth] = useState<Month>(() => defaultMonth(session?.year ?? new Date().getFullYear()));
  const [includeUnposted, setIncludeUnposted] = useState(true);
  const read = useReport(cashierContracts.monthlyReport, {
    year: month.year,
    month: month.month,
    ...(includeUnposted ? {} : { includeUnposted: false }),
  });
  const data =
    read.data && read.data.year === month.year && read.data.month === month.month ? read.data : null;
  const lines = data ? reportLines(data.rows, data.totals) : [];
  return (
    <ReportScreen
      title={route.title}
      subtitle={route.parentTitle}
      testId="cashier-monthly-report"
      read={read}
      lines={lines}
      columns={withYear}
      period={`期间：${month.year}年${month.month}月`}
      dateFrom={firstDayOf(month.year, month.month)}
      dateTo={lastDayOf(month.year, month.month)}
      includeUnposted={includeUnposted}
      onIncludeUnposted={setIncludeUnposted}
      filters={<MonthNav value={month} onChange={setMonth} />}
      extra={
        data?.closed ? (
          <Badge color="gray" variant="light">
            出纳本月已结账
          </Badge>
        ) : null
      }
    />
  );
}
