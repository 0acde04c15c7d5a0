// The voucher list's filter as the filter bar edits it (strings, as typed) and as the list call
// sends it (GET /api/voucher/list): checked first, with the message a person can act on.

import type { RequestOf } from '../../../core/contracts/contract';
import type { voucherContracts } from '../../../core/contracts/voucher';
import { compare, tryParseMoney } from '../../../core/money';
import { statusLabel } from '../../../ui/voucher/voucher-format';
import type { VoucherStatus } from './types';

export interface VoucherFilter {
  readonly year: number;
  readonly monthFrom: number;
  readonly monthTo: number;
  /** '' for every status. */
  readonly status: VoucherStatus | '';
  /** Voucher type code ('记'); '' for every type. */
  readonly voucherType: string;
  /** Subject code prefix. */
  readonly code: string;
  readonly amountMin: string;
  readonly amountMax: string;
  readonly summary: string;
  /** The preparer's user id as text; '' for anyone. */
  readonly preparedBy: string;
}

export const DEFAULT_PAGE_SIZE = 50;

/** What GET /api/voucher/list takes. */
export type VoucherListQuery = RequestOf<typeof voucherContracts.list>;

/** The filter a screen opens with: one month of the session's year, everything else open. */
export function defaultFilter(year: number, month: number, status: VoucherStatus | '' = ''): VoucherFilter {
  return {
    year,
    monthFrom: month,
    monthTo: month,
    status,
    voucherType: '',
    code: '',
    amountMin: '',
    amountMax: '',
    summary: '',
    preparedBy: '',
  };
}

/** The first problem with the filter, in Chinese, or null when it can be sent. */
export function checkFilter(filter: VoucherFilter): string | null {
  if (filter.monthFrom > filter.monthTo) return '开始月份不能晚于结束月份';
  const code = filter.code.trim();
  if (code !== '' && !/^\d+$/.test(code)) return '科目编码只能是数字';
  const min = filter.amountMin.trim();
  const max = filter.amountMax.trim();
  const minValue = min === '' ? null : tryParseMoney(min);
  const maxValue = max === '' ? null : tryParseMoney(max);
  if (min !== '' && minValue === null) return `最小金额格式不正确：${min}`;
  if (max !== '' && maxValue === null) return `最大金额格式不正确：${max}`;
  if (minValue !== null && maxValue !== null && compare(minValue, maxValue) > 0) {
    return '最小金额不能大于最大金额';
  }
  return null;
}

/**
 * The query of one page. Empty fields are left out (the client would send '' otherwise);
 * amounts go as canonical two-decimal strings. Call checkFilter first: bad amounts are dropped here.
 */
export function filterToQuery(
  filter: VoucherFilter,
  cursor: string | null = null,
  pageSize: number = DEFAULT_PAGE_SIZE,
): VoucherListQuery {
  const query: VoucherListQuery = { year: filter.year, month: filter.monthFrom, monthTo: filter.monthTo };
  const text = (key: 'voucherType' | 'code' | 'summary', value: string) => {
    const trimmed = value.trim();
    if (trimmed !== '') query[key] = trimmed;
  };
  if (filter.status) query.status = filter.status;
  text('voucherType', filter.voucherType);
  text('code', filter.code);
  const min = filter.amountMin.trim() === '' ? null : tryParseMoney(filter.amountMin);
  const max = filter.amountMax.trim() === '' ? null : tryParseMoney(filter.amountMax);
  if (min !== null) query.amountMin = min;
  if (max !== null) query.amountMax = max;
  text('summary', filter.summary);
  if (filter.preparedBy.trim() !== '') query.preparedBy = Number(filter.preparedBy);
  if (cursor !== null) query.cursor = cursor;
  query.pageSize = pageSize;
  return query;
}

/** True when two filters ask for the same rows (the list skips a reload when nothing changed). */
export function sameFilter(a: VoucherFilter, b: VoucherFilter): boolean {
  return (Object.keys(a) as (keyof VoucherFilter)[]).every((k) => a[k] === b[k]);
}

/** The filter in words for a printed or exported list: 期间：2025年03月　状态：未审核　摘要：会议. */
export function describeFilter(
  filter: VoucherFilter,
  preparers: readonly { id: number; name: string }[] = [],
): string {
  const mm = (m: number) => String(m).padStart(2, '0');
  const period =
    filter.monthFrom === filter.monthTo
      ? `${filter.year}年${mm(filter.monthFrom)}月`
      : `${filter.year}年${mm(filter.monthFrom)}月—${mm(filter.monthTo)}月`;
  const parts = [`期间：${period}`];
  if (filter.voucherType) parts.push(`凭证字：${filter.voucherType}`);
  if (filter.status) parts.push(`状态：${statusLabel[filter.status]}`);
  if (filter.code.trim()) parts.push(`科目：${filter.code.trim()}`);
  const min = filter.amountMin.trim();
  const max = filter.amountMax.trim();
  if (min || max) parts.push(`金额：${min || '不限'} ~ ${max || '不限'}`);
  if (filter.summary.trim()) parts.push(`摘要：${filter.summary.trim()}`);
  if (filter.preparedBy) {
    const who = preparers.find((p) => String(p.id) === filter.preparedBy);
    parts.push(`制单人：${who?.name ?? filter.preparedBy}`);
  }
  return parts.join('　');
}
