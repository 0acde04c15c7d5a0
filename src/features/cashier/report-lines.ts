// The daily and monthly reports as the screen, the print and the sheet show them: each account's
// book beside the ledger, then 现金合计, 银行存款合计 and 合计.
import type { CashReportRow, CashReportTotal, CheckFigures } from '../../core/contracts/cashier';
import type { ListColumn } from '../../ui/list';

export interface ReportLine {
  key: string;
  total: boolean;
  accountId: number | null;
  code: string;
  name: string;
  subject: string;
  book: CheckFigures;
  ledger: CheckFigures;
  difference: CheckFigures;
  receiptCount: number;
  paymentCount: number;
  agrees: boolean;
  describe: string;
  yearReceipt: string;
  yearPayment: string;
}

const zero = (d: CheckFigures) => [d.opening, d.receipt, d.payment, d.closing].every((v) => v === '0.00');

export function reportLines(
  rows: readonly CashReportRow[],
  totals: readonly CashReportTotal[],
): ReportLine[] {
  const lines: ReportLine[] = rows.map((r) => ({
    key: `a${r.accountId}`,
    total: false,
    accountId: r.accountId,
    code: r.code,
    name: r.name,
    subject: `${r.subjectCode} ${r.subjectName}`,
    book: r.book,
    ledger: r.ledger,
    difference: r.difference,
    receiptCount: r.receiptCount,
    paymentCount: r.paymentCount,
    agrees: r.agrees,
    describe: r.describe,
    yearReceipt: r.yearReceipt ?? '',
    yearPayment: r.yearPayment ?? '',
  }));
  for (const t of totals) {
    // A kind with no account adds nothing but a line of zeros.
    if (t.kind !== 'all' && !rows.some((r) => r.kind === t.kind)) continue;
    lines.push({
      key: `t-${t.kind}`,
      total: true,
      accountId: null,
      code: '',
      name: t.label,
      subject: '',
      book: t.book,
      ledger: t.ledger,
      difference: t.difference,
      receiptCount: t.receiptCount,
      paymentCount: t.paymentCount,
      agrees: zero(t.difference),
      describe: zero(t.difference) ? '相符' : '不符',
      yearReceipt: '',
      yearPayment: '',
    });
  }
  return lines;
}

/** The columns both reports share around their own movement columns (subject: false leaves 对应科目 out). */
export function reportColumns(
  movement: readonly ListColumn<ReportLine>[],
  labels: { opening: string; closing: string; subject?: false },
  check: ListColumn<ReportLine>,
): ListColumn<ReportLine>[] {
  const subject: ListColumn<ReportLine>[] =
    labels.subject === false
      ? []
      : [{ key: 'subject', title: '对应科目', width: 120, value: (l) => l.subject, truncate: true }];
  return [
    { key: 'code', title: '账户编码', width: 70, value: (l) => l.code },
    { key: 'name', title: '账户名称', width: 120, value: (l) => l.name, truncate: true },
    ...subject,
    { key: 'opening', title: labels.opening, width: 112, kind: 'money', value: (l) => l.book.opening },
    ...movement,
    { key: 'closing', title: labels.closing, width: 112, kind: 'money', value: (l) => l.book.closing },
    { key: 'ledger', title: '总账余额', width: 112, kind: 'money', value: (l) => l.ledger.closing },
    {
      key: 'difference',
      title: '差额',
      width: 92,
      kind: 'money',
      blankZero: true,
      value: (l) => l.difference.closing,
    },
    check,
  ];
}
