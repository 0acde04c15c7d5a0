// The running balance of a detail book (明细账, 日记账): each line moves the balance, and the book
// closes each day (日记账 本日合计), each month (本月合计) and the year to date (本年累计) after the
// last line of that day or month. A page of a long book starts from the balance the server computed
// for its first line and closes only the days and months whose last line it holds.

import { fromCents, type Money } from '../money';
import { type BalanceSide, showBalance } from './direction';
import type { Movement } from './figures';

export interface LedgerLine {
  month: number;
  /** YYYY-MM-DD */
  date: string;
  debit: bigint;
  credit: bigint;
}

export interface PageContext {
  /** Debit-net balance before the page's first line. */
  start: bigint;
  /** Months whose last line is on this page, with that month's and the year-to-date totals. */
  monthTotals?: ReadonlyMap<number, { month: Movement; year: Movement }>;
  /** Days whose last line is on this page, with their totals (日记账). */
  dayTotals?: ReadonlyMap<string, Movement>;
}

export type TotalKind = 'dayTotal' | 'monthTotal' | 'yearTotal';

export interface BookAmounts {
  debit: Money;
  credit: Money;
  direction: BalanceSide;
  balance: Money;
}

export type PageRow<L> =
  | ({ kind: 'line'; line: L } & BookAmounts)
  | ({ kind: TotalKind; month: number; date: string } & BookAmounts);

export const totalSummary: Record<TotalKind, string> = {
  dayTotal: '本日合计',
  monthTotal: '本月合计',
  yearTotal: '本年累计',
};

function amounts(debit: bigint, credit: bigint, balance: bigint): BookAmounts {
  return { debit: fromCents(debit), credit: fromCents(credit), ...showBalance(balance) };
}

/** Lines in book order with their running balance and the closing rows the context names. */
export function buildPage<L extends LedgerLine>(lines: readonly L[], ctx: PageContext): PageRow<L>[] {
  const rows: PageRow<L>[] = [];
  let balance = ctx.start;
  lines.forEach((line, i) => {
    balance += line.debit - line.credit;
    rows.push({ kind: 'line', line, ...amounts(line.debit, line.credit, balance) });
    const next = lines[i + 1];
    const dayEnds = next === undefined || next.date !== line.date;
    const monthEnds = next === undefined || next.month !== line.month;
    const day = dayEnds ? ctx.dayTotals?.get(line.date) : undefined;
    if (day) {
      rows.push({
        kind: 'dayTotal',
        month: line.month,
        date: line.date,
        ...amounts(day.debit, day.credit, balance),
      });
    }
    const month = monthEnds ? ctx.monthTotals?.get(line.month) : undefined;
    if (month) {
      rows.push({
        kind: 'monthTotal',
        month: line.month,
        date: line.date,
        ...amounts(month.month.debit, month.month.credit, balance),
      });
      rows.push({
        kind: 'yearTotal',
        month: line.month,
        date: line.date,
        ...amounts(month.year.debit, month.year.credit, balance),
      });
    }
  });
  return rows;
}

/** The days and months a page closes: all but the last line's, plus the last line's when the book ends there. */
export function closedOnPage(
  lines: readonly LedgerLine[],
  next: LedgerLine | undefined,
): { days: string[]; months: number[] } {
  const days = new Set<string>();
  const months = new Set<number>();
  lines.forEach((line, i) => {
    const after = lines[i + 1] ?? next;
    if (after === undefined || after.date !== line.date) days.add(line.date);
    if (after === undefined || after.month !== line.month) months.add(line.month);
  });
  return { days: [...days], months: [...months] };
}
