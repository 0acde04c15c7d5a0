// The cashier's own book (出纳账), kept apart from the ledger as 第二十九条 requires: its accounts, the
// 结算方式 a bank entry names, and the cheque states of the register (domain NOTES-assets-cashier §2).

/** 现金 (tied to a 101 end-level subject) or 银行 (a 102 one). */
export type AccountKind = 'cash' | 'bank';

export const ACCOUNT_KIND_LABEL: Readonly<Record<AccountKind, string>> = { cash: '现金', bank: '银行' };

/** cashier_book_fields.csv bank_journal.settle_method; 现金 for cash entries. */
export const SETTLE_METHODS = [
  '现金',
  '现金支票',
  '转账支票',
  '电汇',
  '网银',
  '托收',
  '银行汇票',
  '本票',
  '其他',
] as const;
export type SettleMethod = (typeof SETTLE_METHODS)[number];

export function isSettleMethod(v: unknown): v is SettleMethod {
  return typeof v === 'string' && (SETTLE_METHODS as readonly string[]).includes(v);
}

/** Where an entry came from: typed by the cashier, or brought in from a voucher line. */
export type EntrySource = 'manual' | 'voucher';

/** 未用 (bought) → 已领用 → 已报销 (销号); 作废 from 未用 or 已领用 (cashier_book_fields.csv status). */
export const CHEQUE_STATES = ['unused', 'issued', 'writtenOff', 'void'] as const;
export type ChequeState = (typeof CHEQUE_STATES)[number];

export const CHEQUE_STATE_LABEL: Readonly<Record<ChequeState, string>> = {
  unused: '未用',
  issued: '已领用',
  writtenOff: '已报销',
  void: '已作废',
};

export const CHEQUE_TYPES = ['现金支票', '转账支票'] as const;
export type ChequeType = (typeof CHEQUE_TYPES)[number];

/** 领用, 退回 (an unused cheque handed back), 报销 (销号), 作废. */
export type ChequeAction = 'issue' | 'return' | 'writeOff' | 'void';

export const CHEQUE_ACTION_LABEL: Readonly<Record<ChequeAction, string>> = {
  issue: '领用',
  return: '退回',
  writeOff: '报销',
  void: '作废',
};
