// 快捷凭证模板 and 常用摘要 offline (GET /api/voucher/templates, /api/voucher/summaries): the
// voucher entry screen applies templates and suggests summaries with no network.
import type { ApiClient } from '../api/client';
import {
  type SummaryView,
  type TemplateView,
  voucherTemplateContracts,
} from '../core/contracts/voucher-template';
import type { CachedRow, Plain } from './types';

// Mapped copies of the contract's interfaces: cached rows need type aliases (index signature).
export type VoucherTemplateRecord = Plain<TemplateView>;
export type SummaryRecord = Plain<SummaryView>;

export type VoucherTemplateRow = CachedRow<VoucherTemplateRecord>;
export type SummaryRow = CachedRow<SummaryRecord>;

export const toTemplateRow = (r: VoucherTemplateRecord): VoucherTemplateRow => ({
  ...r,
  key: String(r.id),
  code: r.name,
});

export const toSummaryRow = (r: SummaryRecord): SummaryRow => ({ ...r, key: String(r.id), code: r.text });

const quiet = { loading: false, background: true } as const;

export async function loadTemplates(api: ApiClient): Promise<CachedRow[]> {
  return (await api.call(voucherTemplateContracts.templates, {}, quiet)).map(toTemplateRow);
}

export async function loadSummaries(api: ApiClient): Promise<CachedRow[]> {
  return (await api.call(voucherTemplateContracts.summaries, {}, quiet)).map(toSummaryRow);
}
