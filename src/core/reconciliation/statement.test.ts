// Outstanding items on a day, balances, the opening check and long outstanding items.
import { describe, expect, it } from 'vitest';
import type { Money } from '../money';
import {
  adjustmentStatement,
  balanceOn,
  type LedgerItem,
  longOutstanding,
  openingStatement,
  outstandingOn,
} from './statement';

const item = (key: string, date: string, amount: string, matchId: string | null = null, opening = false) =>
  ({ key, date, amount: amount as Money, settleNo: '', matchId, opening }) satisfies LedgerItem;

describe('outstandingOn', () => {
  // A cheque written on 06-28 and presented on 07-02; a deposit matched within June.
  const book = [item('chq', '2024-06-28', '-800.00', 'm1'), item('dep', '2024-06-10', '50.00', 'm2')];
  const bank = [item('pay', '2024-07-02', '-800.00', 'm1'), item('in', '2024-06-11', '50.00', 'm2')];

  it('counts a match completed after the day as outstanding on that day', () => {
    const june = outstandingOn(book, bank, '2024-06-30');
    expect(june.book.map((x) => x.key)).toEqual(['chq']);
    expect(june.bank.map((x) => x.key)).toEqual([]);
    expect(outstandingOn(book, bank, '2024-07-02').book).toEqual([]);
  });

  it('ignores items after the day and keeps unmatched ones', () => {
    const early = outstandingOn(book, [...bank, item('fee', '2024-06-05', '-5.00')], '2024-06-10');
    expect(early.book.map((x) => x.key)).toEqual(['dep']);
    expect(early.bank.map((x) => x.key)).toEqual(['fee']);
  });
});

describe('balances and the statement', () => {
  it('adds only movements up to the day; opening items are already in the opening balance', () => {
    const items = [
      item('o', '2024-05-30', '99.00', null, true),
      item('a', '2024-06-02', '10.00'),
      item('b', '2024-06-09', '-3.00'),
    ];
    expect(balanceOn('100.00', items, '2024-06-05')).toBe('110.00');
    expect(balanceOn('100.00', items, '2024-06-30')).toBe('107.00');
  });

  it('shows a difference when the sides do not agree', () => {
    const s = adjustmentStatement({
      bookBalance: '1000.00',
      bankBalance: '990.00',
      bookOutstanding: [],
      bankOutstanding: [item('fee', '2024-06-01', '-5.00')],
    });
    expect(s).toMatchObject({
      bookAdjusted: '995.00',
      bankAdjusted: '990.00',
      difference: '5.00',
      balanced: false,
    });
  });

  it('checks the opening: 调整前余额 plus the other side’s opening items', () => {
    const s = openingStatement({
      bookOpening: '3250000.00',
      bankOpening: '3262000.00',
      bookItems: [item('chq', '2026-09-28', '-12000.00')],
      bankItems: [],
    });
    expect(s).toMatchObject({ bookAdjusted: '3250000.00', bankAdjusted: '3250000.00', balanced: true });
  });
});

describe('longOutstanding', () => {
  it('keeps items at least the given days old, oldest first, with their age', () => {
    const items = [
      item('a', '2024-03-01', '1.00'),
      item('b', '2024-01-01', '2.00'),
      item('c', '2024-05-31', '3.00'),
    ];
    expect(longOutstanding(items, '2024-06-30', 60).map((x) => [x.key, x.ageDays])).toEqual([
      ['b', 181],
      ['a', 121],
    ]);
  });
});
