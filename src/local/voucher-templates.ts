// 快捷凭证模板 and 常用摘要 offline (GET /api/voucher/templates, /api/voucher/summaries): the
// voucher entry screen applies templates and suggests summaries with no network.
import type { ApiClient } from '../api/client';
import type { CachedRow } from './types';

export type TemplateEntryRecord = {
  summary: string;
  code: string;
  auxis: { typeNo: string; infoNo: string }[];
  departmentCode: string | null;
  /** '' when the template leaves the amount to the preparer. */
  debitAmount: string;
  creditAmount: string;
};

export type VoucherTemplateRecord = {
  id: number;
  name: string;
  version: number;
  entries: TemplateEntryRecord[];
  updatedAt: string;
};

export type SummaryRecord = { id: number; text: string; sort: number; version: number };

export type VoucherTemplateRow = CachedRow<VoucherTemplateRecord>;
export type SummaryRow = CachedRow<SummaryRecord>;

export const templatesPath = '/api/voucher/templates';
export const summariesPath = '/api/voucher/summaries';

export const toTemplateRow = (r: VoucherTemplateRecord): VoucherTemplateRow => ({
  ...r,
  key: String(r.id),
  code: r.name,
});

export const toSummaryRow = (r: SummaryRecord): SummaryRow => ({ ...r, key: String(r.id), code: r.text });

const quiet = { loading: false, background: true } as const;

export async function loadTemplates(api: ApiClient): Promise<CachedRow[]> {
  return (await api.get<VoucherTemplateRecord[]>(templatesPath, undefined, quiet)).map(toTemplateRow);
}

export async function loadSummaries(api: ApiClient): Promise<CachedRow[]> {
  return (await api.get<SummaryRecord[]>(summariesPath, undefined, quiet)).map(toSummaryRow);
}
