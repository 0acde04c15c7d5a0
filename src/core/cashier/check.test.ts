import { describe, expect, it } from 'vitest';
import { fromCents } from '../money';
import {
  agrees,
  type BookItem,
  closingOf,
  describeDifference,
  differenceItems,
  differenceOf,
  type LedgerItem,
  looksLike,
  netOfItems,
} from './check';

const figures = (opening: bigint, receipt: bigint, payment: bigint) => ({
  opening,
  receipt,
  payment,
  receiptCount: 0,
  paymentCount: 0,
});

describe('the book against the ledger', () => {
  it('agrees only when opening, receipts, payments and closing are all equal', () => {
    const same = differenceOf(figures(100n, 50n, 20n), figures(100n, 50n, 20n));
    expect(agrees(same)).toBe(true);
    // Same closing, but the book has a receipt and a payment the ledger lacks: not in agreement.
    const moved = differenceOf(figures(100n, 80n, 50n), figures(100n, 50n, 20n));
    expect(moved).toEqual({ opening: 0n, receipt: 30n, payment: 30n, closing: 0n });
    expect(agrees(moved)).toBe(false);
    expect(closingOf(figures(100n, 80n, 50n))).toBe(130n);
  });

  it('says the difference in words, closing first', () => {
    const d = differenceOf(figures(0n, 30_000n, 0n), figures(0n, 0n, 0n));
    expect(describeDifference(d, (c) => fromCents(c))).toBe(
      '期末余额出纳账比总账多 300.00，本期收入出纳账比总账多 300.00',
    );
    expect(describeDifference(differenceOf(figures(0n, 0n, 0n), figures(0n, 0n, 0n)), String)).toBe('相符');
    const less = differenceOf(figures(0n, 0n, 500n), figures(0n, 0n, 0n));
    expect(describeDifference(less, (c) => fromCents(c))).toBe(
      '期末余额出纳账比总账少 5.00，本期支出出纳账比总账多 5.00',
    );
  });
});

const entry = (over: Partial<BookItem>): BookItem => ({
  id: 'e',
  date: '2026-11-03',
  summary: '摘要',
  receipt: 0n,
  payment: 0n,
  voucherId: null,
  lineNo: null,
  ...over,
});

const line = (over: Partial<LedgerItem>): LedgerItem => ({
  voucherId: 'v1',
  lineNo: 1,
  date: '2026-11-03',
  summary: '摘要',
  word: '记-1',
  debit: 0n,
  credit: 0n,
  ...over,
});

describe('the items behind a difference', () => {
  it('matches brought-in entries to their voucher lines and lists everything else', () => {
    const book = [
      entry({ id: 'matched', voucherId: 'v1', lineNo: 1, receipt: 100_00n }),
      entry({ id: 'manual', receipt: 300_00n }),
      entry({ id: 'gone', voucherId: 'v9', lineNo: 2, payment: 50_00n }),
      entry({ id: 'changed', voucherId: 'v2', lineNo: 1, payment: 80_00n }),
    ];
    const ledger = [
      line({ voucherId: 'v1', lineNo: 1, debit: 100_00n }),
      line({ voucherId: 'v2', lineNo: 1, word: '记-2', credit: 85_00n }),
      line({ voucherId: 'v3', lineNo: 2, word: '记-3', date: '2026-11-04', credit: 20_00n }),
    ];
    const items = differenceItems(book, ledger);
    expect(items.map((i) => [i.reason, i.entryId, i.word])).toEqual([
      ['manualOnly', 'manual', null],
      ['voucherGone', 'gone', null],
      ['changed', 'changed', '记-2'],
      ['ledgerOnly', null, '记-3'],
    ]);
    // The items' net is the difference of the movements: book (100+300-50-80) − ledger (100-85-20).
    const bookNet = 100_00n + 300_00n - 50_00n - 80_00n;
    const ledgerNet = 100_00n - 85_00n - 20_00n;
    expect(netOfItems(items)).toBe(bookNet - ledgerNet);
  });

  it('a voucher line brought in twice (never allowed, but stored data may disagree) matches once', () => {
    const book = [
      entry({ id: 'a', voucherId: 'v1', lineNo: 1, receipt: 100n }),
      entry({ id: 'b', voucherId: 'v1', lineNo: 1, receipt: 100n }),
    ];
    const items = differenceItems(book, [line({ debit: 100n })]);
    expect(items.map((i) => [i.reason, i.entryId])).toEqual([['voucherGone', 'b']]);
  });

  it('flags a typed entry that looks like a voucher line (same day, side and amount)', () => {
    expect(looksLike(entry({ receipt: 300n }), line({ debit: 300n }))).toBe(true);
    expect(looksLike(entry({ receipt: 300n }), line({ credit: 300n }))).toBe(false);
    expect(looksLike(entry({ receipt: 300n, date: '2026-11-04' }), line({ debit: 300n }))).toBe(false);
  });
});
