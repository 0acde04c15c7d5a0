// The columns of the voucher lists (审核, 记账, 反记账, 修改删除, 整理), for the shared list frame:
// 日期, 凭证字号 (opens the voucher), 摘要, the two totals, 状态 (待同步 for this device's queued
// saves), and the three people.
import { Badge } from '@mantine/core';
import type { ListColumn, RowAttributes } from '../../../ui/list';
import { ListLink } from '../../../ui/list';
import { StatusBadge } from '../../../ui/voucher/StatusBadge';
import { formatVoucherNo, personName, statusLabel } from '../../../ui/voucher/voucher-format';
import type { VoucherListRow } from './types';

/** A voucher still waiting for the server has no number yet. */
export function rowNo(row: VoucherListRow): string {
  return row.voucherNo > 0 ? formatVoucherNo(row.voucherType, row.voucherNo) : `${row.voucherType}-待编号`;
}

export const voucherKey = (row: VoucherListRow) => row.id;

export interface VoucherColumnsOptions {
  /** Ids of vouchers saved on this device and not yet on the server: marked 待同步. */
  pending?: ReadonlySet<string>;
  /** The voucher number opens the read-only view. */
  onOpen?(row: VoucherListRow): void;
}

export function voucherColumns({
  pending,
  onOpen,
}: VoucherColumnsOptions = {}): ListColumn<VoucherListRow>[] {
  const queued = (row: VoucherListRow) => pending?.has(row.id) ?? false;
  return [
    { key: 'date', title: '日期', width: 96, value: (r) => r.voucherDate },
    {
      key: 'no',
      title: '凭证字号',
      width: 88,
      value: rowNo,
      render: onOpen
        ? (r) => (
            <ListLink onClick={() => onOpen(r)} title="查看凭证">
              {rowNo(r)}
            </ListLink>
          )
        : undefined,
    },
    { key: 'summary', title: '摘要', value: (r) => r.summary, truncate: true },
    {
      key: 'debit',
      title: '借方金额',
      width: 128,
      kind: 'money',
      blankZero: true,
      value: (r) => r.debitTotal,
    },
    {
      key: 'credit',
      title: '贷方金额',
      width: 128,
      kind: 'money',
      blankZero: true,
      value: (r) => r.creditTotal,
    },
    {
      key: 'status',
      title: '状态',
      width: 76,
      align: 'center',
      value: (r) => (queued(r) ? '待同步' : statusLabel[r.status]),
      render: (r) =>
        queued(r) ? (
          <Badge size="sm" radius="xs" variant="outline" color="orange" title="本机保存，尚未同步到服务器">
            待同步
          </Badge>
        ) : (
          <StatusBadge status={r.status} />
        ),
    },
    { key: 'preparer', title: '制单人', width: 76, value: (r) => personName(r.preparedBy) },
    { key: 'reviewer', title: '审核人', width: 76, value: (r) => personName(r.reviewer) },
    { key: 'bookkeeper', title: '记账人', width: 76, value: (r) => personName(r.bookkeeper) },
  ];
}

/** The row's test id (voucher-row-记-0001) and its 待同步 mark. */
export function voucherRowAttributes(pending?: ReadonlySet<string>) {
  return (row: VoucherListRow): RowAttributes => ({
    'data-testid': `voucher-row-${rowNo(row)}`,
    'data-pending': pending?.has(row.id) || undefined,
  });
}
