// Voucher list rows for the lifecycle tests, shaped as GET /api/voucher/list answers them. They
// sit in December 2025: a session in a past year opens its lists on December, whatever today is.
import type { VoucherListRow, VoucherStatus } from './types';

let serial = 0;

export function listRow(patch: Partial<VoucherListRow> & { voucherNo: number }): VoucherListRow {
  serial += 1;
  const status: VoucherStatus = patch.status ?? 'saved';
  return {
    id: `00000000-0000-4000-8000-${String(serial).padStart(12, '0')}`,
    year: 2025,
    month: 12,
    voucherDate: '2025-12-05',
    voucherType: '记',
    voucherTypeName: '记账凭证',
    numberOfDocument: 1,
    version: 1,
    summary: '报销差旅费',
    debitTotal: '1234.50',
    creditTotal: '1234.50',
    preparedBy: { id: 2, name: '张制单' },
    reviewer: status === 'saved' ? null : { id: 3, name: '李审核' },
    bookkeeper: status === 'posted' ? { id: 4, name: '王记账' } : null,
    ...patch,
    status,
  };
}
