// Accounting months as 'YYYY-MM' text: the depreciation schedule, the provision's 所属期 and the
// cards' first charged month all speak in them. Arithmetic goes through a month index (year*12+m-1).

const MONTH_RE = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** True for 'YYYY-MM' with a real month (2022-01 .. 9999-12). */
export function isMonth(value: unknown): value is string {
  return typeof value === 'string' && MONTH_RE.test(value);
}

/** 'YYYY-MM' -> year*12 + month - 1; throws on anything else (a programming error, not input). */
export function monthIndex(month: string): number {
  const m = MONTH_RE.exec(month);
  if (!m) throw new Error(`月份格式不正确：${month}`);
  return Number(m[1]) * 12 + Number(m[2]) - 1;
}

export function monthOfIndex(index: number): string {
  const year = Math.floor(index / 12);
  return `${String(year).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

export function addMonths(month: string, n: number): string {
  return monthOfIndex(monthIndex(month) + n);
}

/** Months from `from` to `to` (to - from); 0 when equal, negative when `to` is earlier. */
export function monthsBetween(from: string, to: string): number {
  return monthIndex(to) - monthIndex(from);
}

/** The month of a 'YYYY-MM-DD' date. */
export function monthOfDate(date: string): string {
  return date.slice(0, 7);
}

/** The last calendar day of a month, 'YYYY-MM-DD'. */
export function lastDayOf(month: string): string {
  const index = monthIndex(month);
  const year = Math.floor(index / 12);
  const m = (index % 12) + 1;
  const days = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return `${month}-${String(days).padStart(2, '0')}`;
}

/** 2024-03 -> 2024年03月 (how the screens and messages name a month). */
export function monthLabel(month: string): string {
  return `${month.slice(0, 4)}年${month.slice(5, 7)}月`;
}
