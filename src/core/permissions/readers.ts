// Who may read the voucher module's reference data: the server guards those reads with these lists
// (voucher, voucher-template and voucher-print routes) and the client asks only for what its user
// may read, so a normal session has no refused calls.
import { P } from './keys';

/** GET /api/voucher/types (and the other voucher reads): whoever works with vouchers or opens them. */
export const voucherReaders = [
  P.voucher.entry,
  P.voucher.modifyDelete,
  P.voucher.audit,
  P.voucher.post,
  P.voucher.unpost,
  P.voucher.closeMonth,
  P.voucher.reopenMonth,
  P.settings.voucherRenumber,
  P.settings.voucherType,
  P.voucherQuery.numbers,
  P.voucherQuery.continuousPrint,
  P.ledger.detail,
] as const;

/** GET /api/voucher/summaries: 常用摘要 serve entry and their own settings screen. */
export const summaryReaders = [P.voucher.entry, P.settings.abstract] as const;

/** GET /api/voucher/templates: 快捷凭证模板 serve entry and their own settings screen. */
export const templateReaders = [P.voucher.entry, P.settings.quickVoucherTemplate] as const;

/** GET /api/voucher/printSetting: whoever may open or print a voucher reads the names it prints. */
export const printSettingReaders = [
  P.settings.voucherPrint,
  P.voucher.entry,
  P.voucher.modifyDelete,
  P.voucher.audit,
  P.voucher.post,
  P.voucherQuery.continuousPrint,
] as const;

/** True when `held` includes one of `readers`. */
export function mayRead(held: readonly string[] | undefined, readers: readonly string[]): boolean {
  return held !== undefined && readers.some((p) => held.includes(p));
}

/** GET /api/bankAccount/list: its own setting, and the cashier bank accounts tied to one. */
export const bankAccountReaders = [P.settings.bankAccount, P.cashier.bankAccount] as const;

/** GET /api/cashier/accounts: every cashier screen names the accounts. */
export const cashierAccountReaders = [
  P.cashier.cashAccount,
  P.cashier.bankAccount,
  P.cashier.cashJournal,
  P.cashier.bankJournal,
  P.cashier.generateBook,
  P.cashier.dailyReport,
  P.cashier.monthlyReport,
  P.cashier.closeMonth,
  P.cashier.reopenMonth,
  P.cashier.chequeEntry,
  P.cashier.chequeIssue,
  P.cashier.chequeVoid,
  P.cashier.chequeQuery,
] as const;

/** GET /api/cheque/list: the register's four screens. */
export const chequeReaders = [
  P.cashier.chequeEntry,
  P.cashier.chequeIssue,
  P.cashier.chequeVoid,
  P.cashier.chequeQuery,
] as const;

/** The assets settings (classes, classification): every screen that shows or enters a card reads them. */
export const assetSettingReaders = [
  P.assetCard.management,
  P.assetCard.search,
  P.assetCard.classification,
  P.assetCard.width,
  P.fixedAsset.init,
  P.fixedAsset.type,
  P.fixedAsset.query,
  P.fixedAsset.cards,
  P.fixedAsset.depreciation,
  P.assetCard.voucher,
] as const;

/** The cards themselves: the card screens, the opening cards and the voucher dialog. */
export const assetCardReaders = [
  P.assetCard.management,
  P.assetCard.search,
  P.fixedAsset.init,
  P.fixedAsset.query,
  P.fixedAsset.cards,
  P.assetCard.voucher,
] as const;

/** The month's provision rows: the depreciation screen, who runs it and who books its voucher. */
export const provisionReaders = [
  P.fixedAsset.depreciation,
  P.fixedAsset.accrue,
  P.assetCard.voucher,
] as const;
