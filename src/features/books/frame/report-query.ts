// The filter every book and report screen shares (issue 7): a month range of one year, a subject
// range, the deepest level shown, whether unposted vouchers count (default no) and whether zero rows
// hide. One shape for the filter bar, the API query, the cache key and the links between screens.
import type { RouteQuery } from '../../../core/routes/types';

export interface ReportFilter {
  readonly year: number;
  readonly monthFrom: number;
  readonly monthTo: number;
  /** '' when open. */
  readonly codeFrom: string;
  readonly codeTo: string;
  /** null: every level. */
  readonly level: number | null;
  readonly includeUnposted: boolean;
  readonly hideZero: boolean;
}

/** The month a screen opens on: this month in the current year, December in an earlier one. */
export function defaultMonth(year: number, today: Date = new Date()): number {
  if (year === today.getFullYear()) return today.getMonth() + 1;
  return year < today.getFullYear() ? 12 : 1;
}

/**
 * The filter a screen opens with. Balance-like reports show the month (`month`), books show the
 * year up to it (`yearToDate`).
 */
export function defaultFilter(
  year: number,
  span: 'month' | 'yearToDate',
  today: Date = new Date(),
): ReportFilter {
  const month = defaultMonth(year, today);
  return {
    year,
    monthFrom: span === 'month' ? month : 1,
    monthTo: month,
    codeFrom: '',
    codeTo: '',
    level: null,
    includeUnposted: false,
    hideZero: false,
  };
}

/** The period fields of a book call (src/core/contracts/ledger-query.ts periodFields), as sent. */
export interface ReportQuery {
  year: number;
  monthFrom: number;
  monthTo: number;
  codeFrom?: string;
  codeTo?: string;
  level?: number;
  includeUnposted?: boolean;
  hideZero?: boolean;
}

/** The API query: defaults and empty fields left out, so equal filters make equal keys. */
export function filterToQuery(filter: ReportFilter): ReportQuery {
  const query: ReportQuery = {
    year: filter.year,
    monthFrom: filter.monthFrom,
    monthTo: filter.monthTo,
  };
  if (filter.codeFrom) query.codeFrom = filter.codeFrom;
  if (filter.codeTo) query.codeTo = filter.codeTo;
  if (filter.level !== null) query.level = filter.level;
  if (filter.includeUnposted) query.includeUnposted = true;
  if (filter.hideZero) query.hideZero = true;
  return query;
}

function intIn(text: string | undefined, min: number, max: number): number | undefined {
  if (text === undefined || !/^\d{1,4}$/.test(text)) return undefined;
  const n = Number(text);
  return n >= min && n <= max ? n : undefined;
}

const codeOf = (text: string | undefined) =>
  text !== undefined && /^\d{1,40}$/.test(text) ? text : undefined;
const flagOf = (text: string | undefined) =>
  text === undefined ? undefined : text === 'true' || text === '1';

/**
 * The filter a link asked for (`?year=2023&monthFrom=1&...`) over the screen's own; values that
 * make no sense are ignored rather than sent to the server.
 */
export function filterFromSearch(search: RouteQuery, base: ReportFilter): ReportFilter {
  const year = intIn(search.year, 2000, 2100) ?? base.year;
  const askedFrom = intIn(search.monthFrom, 1, 12);
  let monthFrom = askedFrom ?? base.monthFrom;
  let monthTo = intIn(search.monthTo, 1, 12) ?? (askedFrom !== undefined ? monthFrom : base.monthTo);
  if (monthFrom > monthTo) [monthFrom, monthTo] = [monthTo, monthFrom];
  return {
    year,
    monthFrom,
    monthTo,
    codeFrom: codeOf(search.codeFrom) ?? base.codeFrom,
    codeTo: codeOf(search.codeTo) ?? base.codeTo,
    level: intIn(search.level, 1, 9) ?? base.level,
    includeUnposted: flagOf(search.includeUnposted) ?? base.includeUnposted,
    hideZero: flagOf(search.hideZero) ?? base.hideZero,
  };
}

/** A link to another report screen with this filter's period and flags plus `extra` (code, ...). */
export function reportHref(path: string, filter: ReportFilter, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  params.set('year', String(filter.year));
  params.set('monthFrom', String(filter.monthFrom));
  params.set('monthTo', String(filter.monthTo));
  if (filter.includeUnposted) params.set('includeUnposted', 'true');
  for (const [key, value] of Object.entries(extra)) if (value !== '') params.set(key, value);
  return `${path}?${params.toString()}`;
}

/** Why the filter cannot be asked for, in the words the filter bar uses; null when it can. */
export function filterProblem(filter: ReportFilter): string | null {
  if (filter.monthFrom > filter.monthTo) {
    return `起始月份 ${filter.monthFrom} 月不能晚于结束月份 ${filter.monthTo} 月`;
  }
  const { codeFrom, codeTo } = filter;
  if (codeFrom && codeTo && codeFrom > codeTo && !codeFrom.startsWith(codeTo)) {
    return `起始科目 ${codeFrom} 不能大于结束科目 ${codeTo}`;
  }
  return null;
}

/** "2023年01月" or "2023年01月—03月": the period line of titles, exports and prints. */
export function periodLabel(filter: Pick<ReportFilter, 'year' | 'monthFrom' | 'monthTo'>): string {
  const mm = (m: number) => `${String(m).padStart(2, '0')}月`;
  const from = `${filter.year}年${mm(filter.monthFrom)}`;
  return filter.monthFrom === filter.monthTo ? from : `${from}—${mm(filter.monthTo)}`;
}

/** "离线：显示 2026-05-04 09:07 的数据" — when the shown answer was fetched, local time. */
export function cachedAtLabel(at: number): string {
  const d = new Date(at);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
}
