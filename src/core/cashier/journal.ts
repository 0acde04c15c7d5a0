// The cashier journal of one account and month (现金日记账, 银行存款日记账): the balance brought
// forward, every entry in the order of business with its running balance, 本日合计 after each day's
// last entry, then 本月合计 and 本年累计 (101条四: 逐笔登记, 日清月结; cashier_book_fields.csv).
// Amounts are whole cents; the same function serves the server's answer and entries queued offline.

export interface JournalEntryLike {
  /** YYYY-MM-DD */
  date: string;
  /** Order within the day: the server's sequence; entries not yet on the server come after. */
  order: number;
  receipt: bigint;
  payment: bigint;
}

export interface Movement {
  receipt: bigint;
  payment: bigint;
}

export interface JournalContext {
  /** The balance before the month's first entry. */
  opening: bigint;
  /** 上年结转, 上月结转 or 期初余额 (the account opened this month). */
  openingLabel: string;
  /** The first day of the month (or the account's opening day): the date of the opening row. */
  openingDate: string;
  /** The last day of the month: the date of the 本月合计 and 本年累计 rows. */
  closingDate: string;
  /** Receipts and payments of the year before this month (本年累计 adds the month's). */
  yearBefore: Movement;
}

export type JournalTotalKind = 'dayTotal' | 'monthTotal' | 'yearTotal';

export const JOURNAL_TOTAL_SUMMARY: Readonly<Record<JournalTotalKind, string>> = {
  dayTotal: '本日合计',
  monthTotal: '本月合计',
  yearTotal: '本年累计',
};

export type JournalRow<E> =
  | { kind: 'opening'; date: string; summary: string; balance: bigint }
  | { kind: 'entry'; date: string; entry: E; receipt: bigint; payment: bigint; balance: bigint }
  | {
      kind: JournalTotalKind;
      date: string;
      summary: string;
      receipt: bigint;
      payment: bigint;
      balance: bigint;
      receiptCount: number;
      paymentCount: number;
    };

/** Order of business: by date, then the order within the day. */
export function byBusinessOrder<E extends JournalEntryLike>(a: E, b: E): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  return a.order - b.order;
}

interface Tally {
  receipt: bigint;
  payment: bigint;
  receiptCount: number;
  paymentCount: number;
}

const zeroTally = (): Tally => ({ receipt: 0n, payment: 0n, receiptCount: 0, paymentCount: 0 });

function count(t: Tally, e: JournalEntryLike): void {
  t.receipt += e.receipt;
  t.payment += e.payment;
  if (e.receipt !== 0n) t.receiptCount += 1;
  if (e.payment !== 0n) t.paymentCount += 1;
}

/** The rows of the month's journal; `entries` may come in any order. */
export function buildJournal<E extends JournalEntryLike>(
  entries: readonly E[],
  ctx: JournalContext,
): JournalRow<E>[] {
  const sorted = [...entries].sort(byBusinessOrder);
  const rows: JournalRow<E>[] = [
    { kind: 'opening', date: ctx.openingDate, summary: ctx.openingLabel, balance: ctx.opening },
  ];
  let balance = ctx.opening;
  const month = zeroTally();
  let day = zeroTally();
  sorted.forEach((e, i) => {
    balance += e.receipt - e.payment;
    count(day, e);
    count(month, e);
    rows.push({ kind: 'entry', date: e.date, entry: e, receipt: e.receipt, payment: e.payment, balance });
    const next = sorted[i + 1];
    if (next === undefined || next.date !== e.date) {
      rows.push({ kind: 'dayTotal', date: e.date, summary: JOURNAL_TOTAL_SUMMARY.dayTotal, ...day, balance });
      day = zeroTally();
    }
  });
  rows.push({
    kind: 'monthTotal',
    date: ctx.closingDate,
    summary: JOURNAL_TOTAL_SUMMARY.monthTotal,
    ...month,
    balance,
  });
  rows.push({
    kind: 'yearTotal',
    date: ctx.closingDate,
    summary: JOURNAL_TOTAL_SUMMARY.yearTotal,
    receipt: ctx.yearBefore.receipt + month.receipt,
    payment: ctx.yearBefore.payment + month.payment,
    receiptCount: month.receiptCount,
    paymentCount: month.paymentCount,
    balance,
  });
  return rows;
}

/** The label of the opening row: the year's first month carries last year's balance. */
export function openingLabel(month: number, openedThisMonth: boolean): string {
  if (openedThisMonth) return '期初余额';
  return month === 1 ? '上年结转' : '上月结转';
}

const pad = (n: number) => String(n).padStart(2, '0');

export function firstDayOf(year: number, month: number): string {
  return `${year}-${pad(month)}-01`;
}

export function lastDayOf(year: number, month: number): string {
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${pad(month)}-${pad(days)}`;
}
