// The batch moves of the voucher lifecycle (删除, 审核, 反审核, 记账, 反记账): the status a voucher
// must have, and how one answer ({done, refused}) is told to the person. Each kind is also the name
// of its call in voucherContracts.

import { P } from '../../../core/permissions/keys';
import { formatVoucherNo } from '../../../ui/voucher/voucher-format';
import type { VoucherBatchResult, VoucherListRow, VoucherStatus } from './types';

export type BatchKind = 'delete' | 'audit' | 'unaudit' | 'post' | 'unpost';

export interface BatchSpec {
  readonly kind: BatchKind;
  readonly label: string;
  /** The status a voucher moves from. */
  readonly from: VoucherStatus;
  /** The catalogue permission key the server checks. */
  readonly permission: string;
}

export const batchSpecs: Readonly<Record<BatchKind, BatchSpec>> = {
  delete: {
    kind: 'delete',
    label: '删除',
    from: 'saved',
    permission: P.voucher.modifyDelete,
  },
  audit: {
    kind: 'audit',
    label: '审核',
    from: 'saved',
    permission: P.voucher.audit,
  },
  unaudit: {
    kind: 'unaudit',
    label: '反审核',
    from: 'audited',
    permission: P.voucher.audit,
  },
  post: {
    kind: 'post',
    label: '记账',
    from: 'audited',
    permission: P.voucher.post,
  },
  unpost: {
    kind: 'unpost',
    label: '反记账',
    from: 'posted',
    permission: P.voucher.unpost,
  },
};

export interface RefusedLine {
  readonly id: string;
  /** 记-0003 when the row is on screen, else the number the server sent. */
  readonly voucher: string;
  readonly date: string;
  readonly message: string;
}

export interface BatchReport {
  readonly title: string;
  /** "审核成功 3 张，未通过 2 张" */
  readonly summary: string;
  readonly doneCount: number;
  readonly refused: readonly RefusedLine[];
}

/** What the results dialog shows for one batch answer. */
export function describeBatch(
  kind: BatchKind,
  result: VoucherBatchResult,
  rows: readonly VoucherListRow[],
): BatchReport {
  const { label } = batchSpecs[kind];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const refused = result.refused.map((r) => {
    const row = byId.get(r.id);
    return {
      id: r.id,
      voucher: row ? formatVoucherNo(row.voucherType, row.voucherNo) : String(r.voucherNo),
      date: row?.voucherDate ?? '',
      message: r.message,
    };
  });
  const doneCount = result.done.length;
  const summary =
    refused.length === 0
      ? `${label}成功 ${doneCount} 张`
      : `${label}成功 ${doneCount} 张，未通过 ${refused.length} 张`;
  return { title: `${label}结果`, summary, doneCount, refused };
}

/** How many of the ticked rows can make this move (the button shows it; the server decides). */
export function eligibleCount(
  kind: BatchKind,
  rows: readonly VoucherListRow[],
  ids: readonly string[],
): number {
  const wanted = new Set(ids);
  const from = batchSpecs[kind].from;
  return rows.filter((r) => wanted.has(r.id) && r.status === from).length;
}
