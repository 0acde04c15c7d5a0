// Automatic and manual matching of the 单位日记账 against the 银行对账单 (domain NOTES-assets-cashier
// §3.3): one to one, same signed amount (book debit = bank credit), first by 结算号 and amount, then
// by amount within a date window, nearest dates first; manual matching takes any number of items on
// each side whose sums agree. Pure and deterministic: the same input pairs the same way every time.
import { formatMoney, fromCents, type Money, toCents } from '../money';
import { dayNumber } from './days';
import type { MatchItem, MatchOptions, MatchPair } from './types';

interface Prepared {
  readonly index: number;
  readonly key: string;
  readonly day: number;
  readonly cents: bigint;
  readonly settleNo: string;
}

function prepare(items: readonly MatchItem[]): Prepared[] {
  return items.map((item, index) => ({
    index,
    key: item.key,
    day: dayNumber(item.date),
    cents: toCents(item.amount),
    settleNo: normalizeSettleNo(item.settleNo),
  }));
}

/**
 * A 结算号 as compared: spaces dropped, letters upper-cased, leading zeros of a number dropped (one
 * bank pads cheque numbers, the book does not); ICBC's placeholder 000000000 is no number at all.
 */
export function normalizeSettleNo(raw: string): string {
  const text = raw.replace(/\s+/g, '').toUpperCase();
  if (/^0*$/.test(text)) return '';
  return /^\d+$/.test(text) ? text.replace(/^0+/, '') : text;
}

/** Items both carrying a 结算号 that differ are two different payments, whatever their dates. */
function compatible(a: Prepared, b: Prepared): boolean {
  return a.settleNo === '' || b.settleNo === '' || a.settleNo === b.settleNo;
}

function groupBy(items: readonly Prepared[], keyOf: (p: Prepared) => string | null): Map<string, Prepared[]> {
  const groups = new Map<string, Prepared[]>();
  for (const item of items) {
    const key = keyOf(item);
    if (key === null) continue;
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

/**
 * Pairs books with banks at most `maxDays` apart, nearest first: every pair 0 days apart, then 1 day,
 * and so on; at one distance the banks go in date order, each taking the earliest free book (the
 * earlier date first: a cheque is written before it is presented). Cost O((maxDays + 1) × banks).
 */
function pairNearest(
  books: readonly Prepared[],
  banks: readonly Prepared[],
  maxDays: number,
  free: { book: Uint8Array; bank: Uint8Array },
  emit: (book: Prepared, bank: Prepared) => void,
): void {
  const buckets = new Map<number, Prepared[]>();
  let low = Number.POSITIVE_INFINITY;
  let high = Number.NEGATIVE_INFINITY;
  for (const b of books) {
    if (!free.book[b.index]) continue;
    const bucket = buckets.get(b.day);
    if (bucket) bucket.push(b);
    else buckets.set(b.day, [b]);
    low = Math.min(low, b.day);
    high = Math.max(high, b.day);
  }
  let waiting = banks.filter((k) => free.bank[k.index]).sort((x, y) => x.day - y.day || x.index - y.index);
  if (buckets.size === 0 || waiting.length === 0) return;
  for (const k of waiting) {
    low = Math.min(low, k.day);
    high = Math.max(high, k.day);
  }
  const reach = Math.min(maxDays, high - low);
  let booksLeft = books.filter((b) => free.book[b.index]).length;
  for (let d = 0; d <= reach && waiting.length > 0 && booksLeft > 0; d++) {
    const still: Prepared[] = [];
    for (const bank of waiting) {
      const found =
        takeFrom(buckets.get(bank.day - d), bank, free) ??
        (d > 0 ? takeFrom(buckets.get(bank.day + d), bank, free) : null);
      if (found) {
        booksLeft--;
        emit(found, bank);
      } else still.push(bank);
    }
    waiting = still;
  }
}

function takeFrom(
  bucket: Prepared[] | undefined,
  bank: Prepared,
  free: { book: Uint8Array; bank: Uint8Array },
): Prepared | null {
  if (!bucket) return null;
  for (const book of bucket) {
    if (free.book[book.index] && compatible(book, bank)) {
      free.book[book.index] = 0;
      free.bank[bank.index] = 0;
      return book;
    }
  }
  return null;
}

/**
 * 自动对账: pairs of (book key, bank key), each item in at most one pair. Pass 1 (when on) pairs equal
 * 结算号 and amount whatever the dates; pass 2 pairs equal amounts within `windowDays`, never two
 * items whose 结算号 both exist and differ.
 */
export function autoMatch(
  book: readonly MatchItem[],
  bank: readonly MatchItem[],
  options: MatchOptions,
): MatchPair[] {
  const books = prepare(book);
  const banks = prepare(bank);
  const free = { book: new Uint8Array(books.length).fill(1), bank: new Uint8Array(banks.length).fill(1) };
  const pairs: MatchPair[] = [];

  if (options.bySettleNo) {
    const keyOf = (p: Prepared) => (p.settleNo === '' ? null : `${p.settleNo}|${p.cents}`);
    const bookGroups = groupBy(books, keyOf);
    for (const [key, bankGroup] of groupBy(banks, keyOf)) {
      const bookGroup = bookGroups.get(key);
      if (!bookGroup) continue;
      pairNearest(bookGroup, bankGroup, Number.POSITIVE_INFINITY, free, (b, k) =>
        pairs.push({ book: b.key, bank: k.key, rule: 'settleNo' }),
      );
    }
  }

  const byAmount = (p: Prepared) => String(p.cents);
  const bookGroups = groupBy(
    books.filter((b) => free.book[b.index]),
    byAmount,
  );
  for (const [key, bankGroup] of groupBy(
    banks.filter((k) => free.bank[k.index]),
    byAmount,
  )) {
    const bookGroup = bookGroups.get(key);
    if (!bookGroup) continue;
    pairNearest(bookGroup, bankGroup, Math.max(0, Math.floor(options.windowDays)), free, (b, k) =>
      pairs.push({ book: b.key, bank: k.key, rule: 'date' }),
    );
  }
  return pairs;
}

/** The signed sum of items (receipts positive). */
export function signedTotal(items: readonly Pick<MatchItem, 'amount'>[]): Money {
  let cents = 0n;
  for (const item of items) cents += toCents(item.amount);
  return fromCents(cents);
}

/** A signed amount in words a cashier reads: 收 1,000.00 or 付 600.00. */
export function describeSigned(amount: string): string {
  const cents = toCents(amount);
  return cents < 0n ? `付 ${formatMoney(fromCents(-cents))}` : `收 ${formatMoney(fromCents(cents))}`;
}

/**
 * Why a hand-picked group cannot be matched (手工勾对), or null: at least one item on each side, no
 * item twice, and the two sides' signed sums equal (many to many is allowed).
 */
export function manualMatchProblem(book: readonly MatchItem[], bank: readonly MatchItem[]): string | null {
  if (book.length === 0 || bank.length === 0) return '请至少选择一笔单位日记账和一笔银行对账单';
  const seen = new Set<string>();
  for (const item of book) {
    if (seen.has(`book:${item.key}`)) return '同一笔单位日记账被选择了两次';
    seen.add(`book:${item.key}`);
  }
  for (const item of bank) {
    if (seen.has(`bank:${item.key}`)) return '同一笔银行对账单被选择了两次';
    seen.add(`bank:${item.key}`);
  }
  const a = signedTotal(book);
  const b = signedTotal(bank);
  if (a !== b) {
    const gap = fromCents(toCents(a) - toCents(b));
    return `金额合计不相等，不能勾对：单位日记账 ${describeSigned(a)}，银行对账单 ${describeSigned(b)}，相差 ${formatMoney(gap)}`;
  }
  return null;
}
