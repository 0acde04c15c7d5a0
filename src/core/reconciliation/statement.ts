// Where the books and the bank stand on a day, and the 余额调节表 (bank balance adjustment statement)
// that explains the difference (domain NOTES-assets-cashier §3.1):
//   单位日记账余额 + 银收企未收 − 银付企未付 = 银行对账单余额 + 企收银未收 − 企付银未付
// An item is outstanding (未达) on a day when it is dated on or before it and is not matched, or its
// match also holds an item dated after that day (the other side had not recorded it yet).
import { fromCents, type Money, toCents } from '../money';
import { daysBetween } from './days';
import type { MatchItem } from './types';

/** An item with what the balances and the outstanding rules need beyond matching. */
export interface LedgerItem extends MatchItem {
  /** An opening outstanding item (期初未达账): already inside the side's opening balance. */
  readonly opening: boolean;
  /** The match it belongs to, or null. */
  readonly matchId: string | null;
}

/** A side's balance on `asOf`: its opening balance plus every movement dated up to that day. */
export function balanceOn(opening: string, items: readonly LedgerItem[], asOf: string): Money {
  let cents = toCents(opening);
  for (const item of items) if (!item.opening && item.date <= asOf) cents += toCents(item.amount);
  return fromCents(cents);
}

/** The latest date of each match's items, both sides together. */
function matchEnds(sides: readonly (readonly LedgerItem[])[]): Map<string, string> {
  const ends = new Map<string, string>();
  for (const items of sides) {
    for (const item of items) {
      if (item.matchId === null) continue;
      const end = ends.get(item.matchId);
      if (end === undefined || item.date > end) ends.set(item.matchId, item.date);
    }
  }
  return ends;
}

export interface Outstanding<B extends LedgerItem, K extends LedgerItem = B> {
  book: B[];
  bank: K[];
}

/** The items of each side outstanding on `asOf` (see the head of this file). */
export function outstandingOn<B extends LedgerItem, K extends LedgerItem = B>(
  book: readonly B[],
  bank: readonly K[],
  asOf: string,
): Outstanding<B, K> {
  const ends = matchEnds([book, bank]);
  const open = (item: LedgerItem) =>
    item.date <= asOf && (item.matchId === null || (ends.get(item.matchId) ?? '') > asOf);
  return { book: book.filter(open), bank: bank.filter(open) };
}

/** The standard form of 余额调节表: both sides, each adjusted by the other side's outstanding items. */
export interface AdjustmentStatement {
  /** 企业银行存款日记账余额 */
  bookBalance: Money;
  /** 加：银行已收、企业未收 */
  bankReceivedNotBooked: Money;
  /** 减：银行已付、企业未付 */
  bankPaidNotBooked: Money;
  /** 调节后的存款余额（企业方） */
  bookAdjusted: Money;
  /** 银行对账单余额 */
  bankBalance: Money;
  /** 加：企业已收、银行未收 */
  bookReceivedNotBanked: Money;
  /** 减：企业已付、银行未付 */
  bookPaidNotBanked: Money;
  /** 调节后的存款余额（银行方） */
  bankAdjusted: Money;
  /** 企业方 − 银行方; 0.00 when balanced. */
  difference: Money;
  balanced: boolean;
}

function split(items: readonly Pick<MatchItem, 'amount'>[]): { received: bigint; paid: bigint } {
  let received = 0n;
  let paid = 0n;
  for (const item of items) {
    const cents = toCents(item.amount);
    if (cents >= 0n) received += cents;
    else paid -= cents;
  }
  return { received, paid };
}

export function adjustmentStatement(input: {
  bookBalance: string;
  bankBalance: string;
  /** Book items the bank has not recorded (企收银未收 / 企付银未付). */
  bookOutstanding: readonly Pick<MatchItem, 'amount'>[];
  /** Bank items the book has not recorded (银收企未收 / 银付企未付). */
  bankOutstanding: readonly Pick<MatchItem, 'amount'>[];
}): AdjustmentStatement {
  const book = toCents(input.bookBalance);
  const bank = toCents(input.bankBalance);
  const fromBank = split(input.bankOutstanding);
  const fromBook = split(input.bookOutstanding);
  const bookAdjusted = book + fromBank.received - fromBank.paid;
  const bankAdjusted = bank + fromBook.received - fromBook.paid;
  return {
    bookBalance: fromCents(book),
    bankReceivedNotBooked: fromCents(fromBank.received),
    bankPaidNotBooked: fromCents(fromBank.paid),
    bookAdjusted: fromCents(bookAdjusted),
    bankBalance: fromCents(bank),
    bookReceivedNotBanked: fromCents(fromBook.received),
    bookPaidNotBanked: fromCents(fromBook.paid),
    bankAdjusted: fromCents(bankAdjusted),
    difference: fromCents(bookAdjusted - bankAdjusted),
    balanced: bookAdjusted === bankAdjusted,
  };
}

/**
 * 对账期初: the 调整前余额 of both sides adjusted by the opening outstanding items. Reconciliation may
 * start only when the two agree (domain cashier_book_fields.csv bank_recon_init).
 */
export function openingStatement(input: {
  bookOpening: string;
  bankOpening: string;
  bookItems: readonly Pick<MatchItem, 'amount'>[];
  bankItems: readonly Pick<MatchItem, 'amount'>[];
}): AdjustmentStatement {
  return adjustmentStatement({
    bookBalance: input.bookOpening,
    bankBalance: input.bankOpening,
    bookOutstanding: input.bookItems,
    bankOutstanding: input.bankItems,
  });
}

/** 长期未达账项: outstanding items at least `ageDays` old on `asOf`, oldest first, with their age. */
export function longOutstanding<T extends MatchItem>(
  items: readonly T[],
  asOf: string,
  ageDays: number,
): Array<T & { ageDays: number }> {
  return items
    .map((item) => ({ ...item, ageDays: daysBetween(item.date, asOf) }))
    .filter((item) => item.ageDays >= ageDays)
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}
