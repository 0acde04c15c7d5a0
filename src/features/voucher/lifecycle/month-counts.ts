// How many vouchers of one month sit in each status, read as the list's totals (one small page
// per status), so the month-end screen can say what still blocks 结账 before anyone presses it.
import type { ApiClient } from '../../../api';
import { defaultFilter } from './list-filter';
import type { VoucherStatus } from './types';
import { listVouchers } from './voucher-api';

export type MonthCounts = Readonly<Record<VoucherStatus, number>>;

export async function fetchMonthCounts(api: ApiClient, year: number, month: number): Promise<MonthCounts> {
  const statuses: VoucherStatus[] = ['saved', 'audited', 'posted'];
  const totals = await Promise.all(
    statuses.map((s) => listVouchers(api, defaultFilter(year, month, s), null, 1).then((p) => p.total)),
  );
  return { saved: totals[0] ?? 0, audited: totals[1] ?? 0, posted: totals[2] ?? 0 };
}

/** How the month's vouchers stand, for the line beside the month 结账 will close. */
export function describeCounts(counts: MonthCounts): { text: string; blocked: boolean } {
  const all = counts.saved + counts.audited + counts.posted;
  if (all === 0) return { text: '本月没有凭证', blocked: false };
  const blocking = describeBlocking(counts);
  return blocking
    ? { text: `本月凭证 ${all} 张，其中${blocking}，需全部记账后才能结账`, blocked: true }
    : { text: `本月凭证 ${all} 张，均已记账`, blocked: false };
}

/** "未审核 2 张、已审核 1 张" — what must still be done before the month can close; '' when nothing. */
export function describeBlocking(counts: MonthCounts): string {
  const parts: string[] = [];
  if (counts.saved > 0) parts.push(`未审核 ${counts.saved} 张`);
  if (counts.audited > 0) parts.push(`已审核未记账 ${counts.audited} 张`);
  return parts.join('、');
}

/** The earliest month from `fromMonth` on that holds any voucher; null when the rest of the year is empty. */
export async function firstVoucherMonth(
  api: ApiClient,
  year: number,
  fromMonth: number,
): Promise<number | null> {
  const filter = { ...defaultFilter(year, fromMonth), monthTo: 12 };
  const page = await listVouchers(api, filter, null, 1);
  return page.rows[0]?.month ?? null;
}
