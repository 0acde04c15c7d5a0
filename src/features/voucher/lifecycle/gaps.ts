// 凭证整理: where a month's numbers have gaps, per voucher type, so the screen can say what
// renumbering will fix before the person asks the server to do it.

import { formatVoucherNo } from '../../../ui/voucher/voucher-format';
import type { VoucherListRow } from './types';

export interface TypeGaps {
  readonly voucherType: string;
  readonly voucherTypeName: string;
  readonly count: number;
  readonly maxNo: number;
  /** Numbers between 1 and the highest used that no voucher holds. */
  readonly missing: readonly number[];
}

/** Gaps per type, types in first-seen order. */
export function findGaps(rows: readonly VoucherListRow[]): TypeGaps[] {
  const byType = new Map<string, { name: string; numbers: Set<number> }>();
  for (const r of rows) {
    const entry = byType.get(r.voucherType) ?? { name: r.voucherTypeName, numbers: new Set<number>() };
    entry.numbers.add(r.voucherNo);
    byType.set(r.voucherType, entry);
  }
  return [...byType].map(([voucherType, { name, numbers }]) => {
    const maxNo = Math.max(...numbers);
    const missing: number[] = [];
    for (let n = 1; n <= maxNo; n += 1) if (!numbers.has(n)) missing.push(n);
    return { voucherType, voucherTypeName: name, count: numbers.size, maxNo, missing };
  });
}

/** "记-0003、记-0007" (at most `limit`, then "等 n 个"). */
export function describeMissing(gaps: TypeGaps, limit = 8): string {
  const shown = gaps.missing.slice(0, limit).map((n) => formatVoucherNo(gaps.voucherType, n));
  const more = gaps.missing.length - shown.length;
  return more > 0 ? `${shown.join('、')} 等 ${gaps.missing.length} 个` : shown.join('、');
}
