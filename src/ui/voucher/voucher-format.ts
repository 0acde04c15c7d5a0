// How the lifecycle screens write a voucher's number, status, people and trail: one place, so the
// list, the view dialog and the result dialogs never disagree (记-0001, 未审核, 2026-03-05 14:20).
import type { UserRef, VoucherEventAction, VoucherStatus } from '../../core/voucher/types';

/** 凭证字号: the type's short name, a dash, the number padded to four digits ("记-0001"). */
export function formatVoucherNo(voucherType: string, voucherNo: number): string {
  const digits = String(Math.max(0, Math.trunc(voucherNo)));
  return `${voucherType}-${digits.padStart(4, '0')}`;
}

export const statusLabel: Readonly<Record<VoucherStatus, string>> = {
  saved: '未审核',
  audited: '已审核',
  posted: '已记账',
};

/** Badge colours: pending work in orange, checked in blue, in the books in green. */
export const statusColor: Readonly<Record<VoucherStatus, string>> = {
  saved: 'orange',
  audited: 'blue',
  posted: 'teal',
};

export const actionLabel: Readonly<Record<VoucherEventAction, string>> = {
  create: '制单',
  update: '修改',
  audit: '审核',
  unaudit: '反审核',
  post: '记账',
  unpost: '反记账',
  renumber: '整理编号',
};

/** A user reference, a bare name or nothing, as a name ('' for nobody). */
export function personName(user: UserRef | string | null | undefined): string {
  if (user === null || user === undefined) return '';
  return typeof user === 'string' ? user : user.name;
}

const two = (n: number) => String(n).padStart(2, '0');

/** An ISO instant in the browser's local time, to the minute: "2026-03-05 14:20". */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}`;
}

/** "2026年03月" — the period as the month-end screens name it. */
export function formatMonth(year: number, month: number): string {
  return `${year}年${two(month)}月`;
}

/** "未审核 → 已审核", or one side alone when the other is missing (a create has no "from"). */
export function formatTransition(from: VoucherStatus | null, to: VoucherStatus | null): string {
  if (from && to && from !== to) return `${statusLabel[from]} → ${statusLabel[to]}`;
  const only = to ?? from;
  return only ? statusLabel[only] : '';
}
