// 核对总账 (cashier_book_fields.csv gl_check): each cashier account against the ledger subject it is
// tied to, over the same period: opening, receipts (借方), payments (贷方) and closing side by side,
// any difference shown; and the items that make the difference, so the cashier sees what to fix:
// entries of the book the ledger lacks, voucher lines the book lacks, and brought-in entries whose
// voucher line changed since.

/** One side's figures over a period, in cents; closing = opening + receipt − payment. */
export interface CashFigures {
  opening: bigint;
  receipt: bigint;
  payment: bigint;
  receiptCount: number;
  paymentCount: number;
}

export const zeroCash = (): CashFigures => ({
  opening: 0n,
  receipt: 0n,
  payment: 0n,
  receiptCount: 0,
  paymentCount: 0,
});

export const closingOf = (f: CashFigures): bigint => f.opening + f.receipt - f.payment;

export function addCash(target: CashFigures, more: CashFigures): void {
  target.opening += more.opening;
  target.receipt += more.receipt;
  target.payment += more.payment;
  target.receiptCount += more.receiptCount;
  target.paymentCount += more.paymentCount;
}

/** Book minus ledger, figure by figure. */
export interface FigureDifference {
  opening: bigint;
  receipt: bigint;
  payment: bigint;
  closing: bigint;
}

export function differenceOf(book: CashFigures, ledger: CashFigures): FigureDifference {
  return {
    opening: book.opening - ledger.opening,
    receipt: book.receipt - ledger.receipt,
    payment: book.payment - ledger.payment,
    closing: closingOf(book) - closingOf(ledger),
  };
}

/** The book agrees with the ledger when every figure is equal, not only the closing balance. */
export function agrees(d: FigureDifference): boolean {
  return d.opening === 0n && d.receipt === 0n && d.payment === 0n && d.closing === 0n;
}

/** An entry of the cashier book as the check sees it. */
export interface BookItem {
  id: string;
  date: string;
  summary: string;
  receipt: bigint;
  payment: bigint;
  /** The voucher line it was brought in from; null for an entry typed by the cashier. */
  voucherId: string | null;
  lineNo: number | null;
}

/** A voucher line on the account's subject as the check sees it. */
export interface LedgerItem {
  voucherId: string;
  lineNo: number;
  date: string;
  summary: string;
  /** 记-12 */
  word: string;
  debit: bigint;
  credit: bigint;
}

export type DifferenceReason =
  /** Typed by the cashier, no voucher yet. */
  | 'manualOnly'
  /** Brought in from a voucher line that is gone (voucher deleted or its lines rewritten). */
  | 'voucherGone'
  /** On a voucher, not in the cashier book. */
  | 'ledgerOnly'
  /** Brought in, but the voucher line's amount or date changed since. */
  | 'changed';

export const DIFFERENCE_REASON_LABEL: Readonly<Record<DifferenceReason, string>> = {
  manualOnly: '出纳账有、总账无（未生成凭证）',
  voucherGone: '出纳账有、总账无（凭证已删除、改动或不在本期）',
  ledgerOnly: '总账有、出纳账无（凭证未登记出纳账）',
  changed: '金额或日期与凭证不一致',
};

export interface DifferenceItem {
  reason: DifferenceReason;
  date: string;
  summary: string;
  /** 记-12, when a voucher line is involved. */
  word: string | null;
  entryId: string | null;
  voucherId: string | null;
  lineNo: number | null;
  /** The book's side of the item (0 when the book lacks it). */
  bookReceipt: bigint;
  bookPayment: bigint;
  /** The ledger's side (0 when the ledger lacks it). */
  ledgerDebit: bigint;
  ledgerCredit: bigint;
}

const lineKey = (voucherId: string, lineNo: number) => `${voucherId}#${lineNo}`;

/**
 * The items behind a difference over one period: every entry and line is either matched one to one
 * (same voucher line, same date and amounts) or listed. The listed items' net (book receipt −
 * payment − ledger debit + credit) is the difference in the period's movement.
 */
export function differenceItems(book: readonly BookItem[], ledger: readonly LedgerItem[]): DifferenceItem[] {
  const lines = new Map(ledger.map((l) => [lineKey(l.voucherId, l.lineNo), l]));
  const claimed = new Set<string>();
  const out: DifferenceItem[] = [];
  for (const e of book) {
    const base = {
      date: e.date,
      summary: e.summary,
      entryId: e.id,
      voucherId: e.voucherId,
      lineNo: e.lineNo,
      bookReceipt: e.receipt,
      bookPayment: e.payment,
    };
    if (e.voucherId === null || e.lineNo === null) {
      out.push({ ...base, reason: 'manualOnly', word: null, ledgerDebit: 0n, ledgerCredit: 0n });
      continue;
    }
    const key = lineKey(e.voucherId, e.lineNo);
    const line = claimed.has(key) ? undefined : lines.get(key);
    if (!line) {
      out.push({ ...base, reason: 'voucherGone', word: null, ledgerDebit: 0n, ledgerCredit: 0n });
      continue;
    }
    claimed.add(key);
    if (line.debit !== e.receipt || line.credit !== e.payment || line.date !== e.date) {
      out.push({
        ...base,
        reason: 'changed',
        word: line.word,
        ledgerDebit: line.debit,
        ledgerCredit: line.credit,
      });
    }
  }
  for (const l of ledger) {
    if (claimed.has(lineKey(l.voucherId, l.lineNo))) continue;
    out.push({
      reason: 'ledgerOnly',
      date: l.date,
      summary: l.summary,
      word: l.word,
      entryId: null,
      voucherId: l.voucherId,
      lineNo: l.lineNo,
      bookReceipt: 0n,
      bookPayment: 0n,
      ledgerDebit: l.debit,
      ledgerCredit: l.credit,
    });
  }
  return out.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** What the listed items add up to: book movement minus ledger movement. */
export function netOfItems(items: readonly DifferenceItem[]): bigint {
  return items.reduce((n, i) => n + i.bookReceipt - i.bookPayment - i.ledgerDebit + i.ledgerCredit, 0n);
}

/**
 * A manual entry that looks like the voucher line (same date, same side, same amount): bringing the
 * line in would likely count the business twice.
 */
export function looksLike(entry: Pick<BookItem, 'date' | 'receipt' | 'payment'>, line: LedgerItem): boolean {
  return entry.date === line.date && entry.receipt === line.debit && entry.payment === line.credit;
}

/** The difference in words for messages: the closing first, then what moved differently. */
export function describeDifference(d: FigureDifference, money: (cents: bigint) => string): string {
  const parts: string[] = [];
  const side = (label: string, cents: bigint) =>
    cents === 0n ? null : `${label}${cents > 0n ? '多' : '少'} ${money(cents < 0n ? -cents : cents)}`;
  const closing = side('期末余额出纳账比总账', d.closing);
  if (closing) parts.push(closing);
  const opening = side('期初余额出纳账比总账', d.opening);
  if (opening) parts.push(opening);
  const receipt = side('本期收入出纳账比总账', d.receipt);
  if (receipt) parts.push(receipt);
  const payment = side('本期支出出纳账比总账', d.payment);
  if (payment) parts.push(payment);
  return parts.length === 0 ? '相符' : parts.join('，');
}
