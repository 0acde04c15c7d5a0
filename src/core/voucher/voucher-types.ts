// Voucher types (凭证类别) and their restrictions: 收 vouchers debit cash or bank, 付 vouchers
// credit them, 转 vouchers touch neither. Cash and bank subjects are named by code prefixes (the
// ledger set's 现金科目 and 银行科目 settings, 101 and 102 in the union charts).
import { isZero } from '../money';
import type { VoucherRestriction, VoucherTypeView } from './types';

/** The type a new voucher gets: the one named 记账凭证, else 普通, else the first enabled one. */
export function defaultVoucherType<T extends Pick<VoucherTypeView, 'name' | 'enabled' | 'sort' | 'code'>>(
  types: readonly T[],
): T | undefined {
  const enabled = types.filter((t) => t.enabled);
  return (
    enabled.find((t) => t.name === '记账凭证') ??
    enabled.find((t) => t.name === '普通') ??
    [...enabled].sort((a, b) => a.sort - b.sort || (a.code < b.code ? -1 : 1))[0]
  );
}

/** Whether the code is a cash or bank subject or one of their children. */
export function isCashCode(code: string, cashPrefixes: readonly string[]): boolean {
  return cashPrefixes.some((p) => p !== '' && code.startsWith(p));
}

/** The restriction's refusal for these lines, or null when they meet it. */
export function restrictionMessage(
  type: { name: string; restriction: VoucherRestriction },
  entries: readonly { code: string; debit: string; credit: string }[],
  cashPrefixes: readonly string[],
): string | null {
  const cash = (e: { code: string }) => isCashCode(e.code, cashPrefixes);
  switch (type.restriction) {
    case 'debitCash':
      return entries.some((e) => cash(e) && !isZero(e.debit))
        ? null
        : `${type.name}必须有借方为库存现金或银行存款的分录`;
    case 'creditCash':
      return entries.some((e) => cash(e) && !isZero(e.credit))
        ? null
        : `${type.name}必须有贷方为库存现金或银行存款的分录`;
    case 'noCash': {
      const index = entries.findIndex(cash);
      return index < 0 ? null : `第${index + 1}行：${type.name}不能使用库存现金或银行存款科目`;
    }
    default:
      return null;
  }
}
