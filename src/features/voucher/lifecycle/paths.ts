// Where the lifecycle screens send a person: the voucher entry screen opens an existing voucher
// from its `id` query value (the entry screen reads it).
export const voucherEntryPath = '/final/financialSoftware/certificateProcessing/accounting-billing-voucher';

export function voucherEditHref(id: string): string {
  return `${voucherEntryPath}?id=${encodeURIComponent(id)}`;
}
