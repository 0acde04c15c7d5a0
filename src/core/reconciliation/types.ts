// The two sides of a bank reconciliation (银行对账) as the rules see them. Amounts are signed from
// the unit's point of view, receipts positive: a book line's debit and a statement's 贷方（收入）
// are both +, a book credit and a statement's 借方（支取） both −. "Same amount, opposite side"
// (book debit against bank credit) is then simply the same signed amount.
import type { Money } from '../money';

export type ReconSide = 'book' | 'bank';

/** One item of either side, as the matching rules need it. */
export interface MatchItem {
  /** Unique within its side: 'v:<voucherId>:<line>' or 'o:<id>' (book), the line id (bank). */
  readonly key: string;
  /** 'YYYY-MM-DD'. */
  readonly date: string;
  /** Signed, receipts positive (see above); never zero. */
  readonly amount: Money;
  /** 结算号/票号 (cheque number); '' when none. */
  readonly settleNo: string;
}

/** Which rule paired two items. */
export type MatchRule = 'settleNo' | 'date' | 'manual';

export interface MatchPair {
  readonly book: string;
  readonly bank: string;
  readonly rule: Exclude<MatchRule, 'manual'>;
}

/** 对账方式设置: how automatic matching works and when an item counts as long outstanding. */
export interface MatchOptions {
  /** Pass 1 pairs items carrying the same 结算号 (and amount) before any date rule. */
  readonly bySettleNo: boolean;
  /** Pass 2 pairs items at most this many days apart, nearest first (0: the same day only). */
  readonly windowDays: number;
}

export const DEFAULT_WINDOW_DAYS = 10;
export const MAX_WINDOW_DAYS = 365;
export const DEFAULT_LONG_DAYS = 90;
export const MAX_LONG_DAYS = 3650;
