// Month-end (结账) rules as the screen needs them: the year's twelve months with their state, the
// month that can be closed next (the first open one) and the only month that can be reopened
// (the latest closed one). The server decides; these only choose what the buttons offer.
import type { PeriodView } from './types';

/** Twelve months, in order, filled in as open where the server sent nothing. */
export function yearMonths(periods: readonly PeriodView[], year: number): PeriodView[] {
  const byMonth = new Map(periods.filter((p) => p.year === year).map((p) => [p.month, p]));
  return Array.from({ length: 12 }, (_, i) => {
    const month = i + 1;
    return byMonth.get(month) ?? { year, month, closed: false, closedAt: null, closedBy: null };
  });
}

/** The month 结账 acts on: the first open month of the year; null when all twelve are closed. */
export function nextMonthToClose(months: readonly PeriodView[]): number | null {
  return months.find((p) => !p.closed)?.month ?? null;
}

/** The month 反结账 acts on: the latest closed month; null when none is closed. */
export function latestClosedMonth(months: readonly PeriodView[]): number | null {
  let latest: number | null = null;
  for (const p of months) if (p.closed && (latest === null || p.month > latest)) latest = p.month;
  return latest;
}

export type MonthMark = 'closed' | 'latest' | 'next' | 'open';

/**
 * How a month's row reads: 已结账, 可反结账 (the latest closed, when `latest` is given),
 * 待结账 (the month 结账 will close) or 未结账.
 */
export function monthMark(month: PeriodView, next: number | null, latest: number | null = null): MonthMark {
  if (month.closed) return month.month === latest ? 'latest' : 'closed';
  return month.month === next ? 'next' : 'open';
}

/** The reasons of a refused 结账, from the error's data ({reasons}); the message when none. */
export function closeRefusalReasons(data: unknown, message: string): string[] {
  if (typeof data === 'object' && data !== null && 'reasons' in data) {
    const reasons = (data as { reasons: unknown }).reasons;
    if (Array.isArray(reasons)) {
      const list = reasons.filter((r): r is string => typeof r === 'string' && r.trim() !== '');
      if (list.length > 0) return list;
    }
  }
  return message ? [message] : ['结账未通过'];
}

/**
 * The month 结账 offers first: the first open month, or, when the open months before the first
 * one holding vouchers are empty, that month (the server closes the empty months up to it).
 * `firstVoucherMonth` is the earliest month with vouchers among the open ones, null when none.
 */
export function suggestCloseMonth(
  months: readonly PeriodView[],
  firstVoucherMonth: number | null,
): number | null {
  const first = nextMonthToClose(months);
  if (first === null) return null;
  return firstVoucherMonth !== null && firstVoucherMonth > first ? firstVoucherMonth : first;
}

/** The open months, in order (what 结账 may be asked for). */
export function openMonths(months: readonly PeriodView[]): number[] {
  return months.filter((p) => !p.closed).map((p) => p.month);
}
