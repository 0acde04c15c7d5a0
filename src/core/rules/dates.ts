// Accounting dates (spec 000 §5, §9): nothing before the new system's first day. Dates are calendar
// days ('YYYY-MM-DD'), compared as text; a Date is read in local time, as a date picker creates it.

import { CUTOFF_DATE, EARLIEST_ACCOUNTING_DATE } from '../constants';

export { CUTOFF_DATE, EARLIEST_ACCOUNTING_DATE };

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** True for a real calendar day written exactly 'YYYY-MM-DD' (no 2023-02-29, no 2023-1-5). */
export function isCalendarDate(value: string): boolean {
  const match = CALENDAR_DATE.exec(value);
  if (!match) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/**
 * The local calendar day of a Date as 'YYYY-MM-DD'. Never toISOString: that is the UTC day, which
 * east of Greenwich is the previous day until 08:00 in China.
 */
export function toCalendarDate(date: Date): string {
  const year = String(date.getFullYear()).padStart(4, '0');
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${year}-${month}-${day}`;
}

/** The calendar day of a picker value: a Date, 'YYYY-MM-DD', or 'YYYY-MM-DD HH:mm:ss'; null if unreadable. */
function calendarDayOf(date: string | Date): string | null {
  if (date instanceof Date) return Number.isNaN(date.getTime()) ? null : toCalendarDate(date);
  const day = date.slice(0, 10);
  return isCalendarDate(day) ? day : null;
}

/**
 * For date pickers: true up to and including 2021-12-31, the old system's days. An unreadable
 * value is disabled too, since it cannot be shown to be a valid accounting day.
 */
export function isDisabledAccountingDate(date: string | Date): boolean {
  const day = calendarDayOf(date);
  return day === null || day <= CUTOFF_DATE;
}

/** A 'YYYY-MM-DD' string naming a real day on or after 2022-01-01. */
export function isValidAccountingDate(value: string): boolean {
  return isCalendarDate(value) && value >= EARLIEST_ACCOUNTING_DATE;
}
