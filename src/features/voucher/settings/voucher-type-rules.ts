// The editable list of 凭证类型设置 and its presets (domain NOTES §5.2: a single 记, or 收/付/转
// with their cash-and-bank restrictions). Checked here before sending, with the server's words.
import type { VoucherRestriction } from '../../../core/voucher/types';

export interface VoucherTypeDraft {
  code: string;
  name: string;
  sort: number;
  enabled: boolean;
  restriction: VoucherRestriction;
}

export const restrictionLabels: Record<VoucherRestriction, string> = {
  none: '无限制',
  debitCash: '借方必有现金或银行科目',
  creditCash: '贷方必有现金或银行科目',
  noCash: '凭证必无现金或银行科目',
};

export const presets: Record<'general' | 'receiptPaymentTransfer', VoucherTypeDraft[]> = {
  general: [{ code: '记', name: '记账凭证', sort: 1, enabled: true, restriction: 'none' }],
  receiptPaymentTransfer: [
    { code: '收', name: '收款凭证', sort: 1, enabled: true, restriction: 'debitCash' },
    { code: '付', name: '付款凭证', sort: 2, enabled: true, restriction: 'creditCash' },
    { code: '转', name: '转账凭证', sort: 3, enabled: true, restriction: 'noCash' },
  ],
};

/**
 * Applies a preset over the current list: types the preset names are replaced, the others stay
 * but are disabled (a type with vouchers cannot be deleted; the user may delete unused ones).
 */
export function applyPreset(current: readonly VoucherTypeDraft[], preset: readonly VoucherTypeDraft[]) {
  const codes = new Set(preset.map((t) => t.code));
  const names = new Set(preset.map((t) => t.name));
  const others = current
    .filter((t) => !codes.has(t.code))
    .map((t, i) => ({
      ...t,
      enabled: false,
      // A kept type may not keep a name the preset now uses.
      name: names.has(t.name) ? `${t.name}（停用）` : t.name,
      sort: preset.length + i + 1,
    }));
  return [...preset.map((t) => ({ ...t })), ...others];
}

/** The first problem of the list, or null. */
export function checkVoucherTypes(list: readonly VoucherTypeDraft[]): string | null {
  if (list.length === 0) return '至少要有一个凭证类型';
  for (const [i, t] of list.entries()) {
    if (!t.code.trim()) return `第${i + 1}行：凭证字不能为空`;
    if (!t.name.trim()) return `第${i + 1}行：凭证类型名称不能为空`;
  }
  const codes = new Set<string>();
  const names = new Set<string>();
  for (const t of list) {
    if (codes.has(t.code.trim())) return `凭证字“${t.code.trim()}”重复`;
    if (names.has(t.name.trim())) return `凭证类型名称“${t.name.trim()}”重复`;
    codes.add(t.code.trim());
    names.add(t.name.trim());
  }
  if (!list.some((t) => t.enabled)) return '至少要启用一个凭证类型';
  return null;
}
