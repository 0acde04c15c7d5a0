// Calendar days as whole numbers, so date windows and ages are integer arithmetic (no time zones:
// a 'YYYY-MM-DD' is read as that day in UTC, and only differences are ever used).
import { isCalendarDate } from '../rules/dates';

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a 'YYYY-MM-DD'. */
export function dayNumber(date: string): number {
  return Math.round(Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10)) / DAY_MS);
}

/** The 'YYYY-MM-DD' of a day number. */
export function dayText(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** The day before (the last day the opening balances cover). */
export function dayBefore(date: string): string {
  return dayText(dayNumber(date) - 1);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

export { isCalendarDate };
