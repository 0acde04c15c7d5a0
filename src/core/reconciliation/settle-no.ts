// The 结算号 (cheque or settlement number) of a book line. The ledger's voucher lines have no field
// for it, so it is read from the summary when the summary names it ("转账支票10203456 办公用品",
// "票号：10203456"); the cashier's bank journal, once it is the book side, carries it as a field.
const NAMED = /(?:支票号?|票据号|票号|结算号|凭证号|单据号|No\.?|NO\.?|#)\s*[:：]?\s*([A-Za-z]{0,4}\d{4,20})/;

/** The number a summary names after 支票/票号/结算号…, or ''. */
export function settleNoFromSummary(summary: string): string {
  return NAMED.exec(summary)?.[1] ?? '';
}
