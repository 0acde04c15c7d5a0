// The voucher routes' permission keys, for the routes and for other modules that ask what a user
// may do with vouchers (the task panel).
/** Permission keys of the route catalogue (src/routes/financial-software.ts). */
export const VoucherPermission = {
  entry: 'voucher.entry',
  /** 经费快速录入: creates vouchers from a template and one amount, without the full entry screen. */
  quickEntry: 'voucher.fundsQuickEntry',
  modifyDelete: 'voucher.modifyDelete',
  audit: 'voucher.audit',
  post: 'voucher.post',
  unpost: 'voucher.unpost',
  closeMonth: 'voucher.closeMonth',
  reopenMonth: 'voucher.reopenMonth',
  renumber: 'settings.voucherRenumber',
  types: 'settings.voucherType',
} as const;
