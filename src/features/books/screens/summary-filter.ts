// 科目汇总表's voucher filter beside the period: 凭证类别, a date range and a number range. Any of
// them makes the server sum the chosen vouchers' lines; a date replaces the month bound on its
// side (the other side keeps the first or last day of the months), as the server reads it.
import type { RouteQuery } from '../../../core/routes/types';
import { periodLabel, type ReportFilter } from '../frame/report-query';

export interface VoucherFilter {
  /** '' when any type. */
  voucherType: string;
  dateFrom: string;
  dateTo: string;
  noFrom: number | null;
  noTo: number | null;
}

export const anyVoucher: VoucherFilter = {
  voucherType: '',
  dateFrom: '',
  dateTo: '',
  noFrom: null,
  noTo: null,
};

const isDay = (v: string | undefined) => (v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : '');
const number = (v: string | undefined) => (v && /^\d{1,5}$/.test(v) && Number(v) > 0 ? Number(v) : null);

export function voucherFilterFromSearch(search: RouteQuery): VoucherFilter {
  const type = search.voucherType?.trim() ?? '';
  return {
    voucherType: type.length <= 10 ? type : '',
    dateFrom: isDay(search.dateFrom),
    dateTo: isDay(search.dateTo),
    noFrom: number(search.noFrom),
    noTo: number(search.noTo),
  };
}

/** The voucher filter's fields of the 科目汇总表 call, only those given. */
export interface VoucherFilterQuery {
  voucherType?: string;
  dateFrom?: string;
  dateTo?: string;
  noFrom?: number;
  noTo?: number;
}

export function voucherFilterQuery(f: VoucherFilter): VoucherFilterQuery {
  const query: VoucherFilterQuery = {};
  if (f.voucherType) query.voucherType = f.voucherType;
  if (f.dateFrom) query.dateFrom = f.dateFrom;
  if (f.dateTo) query.dateTo = f.dateTo;
  if (f.noFrom !== null) query.noFrom = f.noFrom;
  if (f.noTo !== null) query.noTo = f.noTo;
  return query;
}

/** The server's refusals, said before asking (null when the filter can be asked for). */
export function voucherFilterProblem(f: VoucherFilter, year: number): string | null {
  for (const [label, date] of [
    ['起始日期', f.dateFrom],
    ['结束日期', f.dateTo],
  ] as const) {
    if (date && Number(date.slice(0, 4)) !== year) return `${label} ${date} 不在 ${year} 年度内`;
  }
  if (f.dateFrom && f.dateTo && f.dateFrom > f.dateTo) {
    return `起始日期 ${f.dateFrom} 不能晚于结束日期 ${f.dateTo}`;
  }
  if (f.noFrom !== null && f.noTo !== null && f.noFrom > f.noTo) {
    return `起始凭证号 ${f.noFrom} 不能大于结束凭证号 ${f.noTo}`;
  }
  return null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The period line: the months, or the dates when a date is set (2023-03-10 至 2023-05-31). */
export function summaryPeriod(filter: ReportFilter, f: VoucherFilter): string {
  if (!f.dateFrom && !f.dateTo) return periodLabel(filter);
  const last = new Date(Date.UTC(filter.year, filter.monthTo, 0)).getUTCDate();
  const from = f.dateFrom || `${filter.year}-${pad(filter.monthFrom)}-01`;
  const to = f.dateTo || `${filter.year}-${pad(filter.monthTo)}-${pad(last)}`;
  return `${from} 至 ${to}`;
}

/** Header facts of the filter: 凭证类别：记　凭证号：3—8 */
export function voucherFilterLabel(f: VoucherFilter): string {
  const parts: string[] = [];
  if (f.voucherType) parts.push(`凭证类别：${f.voucherType}`);
  if (f.noFrom !== null || f.noTo !== null) parts.push(`凭证号：${f.noFrom ?? 1}—${f.noTo ?? '末号'}`);
  return parts.join('　');
}
