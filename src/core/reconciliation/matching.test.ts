// Unit vectors of the matching rules: one to one, same signed amount, 结算号 first, then the date
// window nearest first; manual groups with equal sums; 结算号 from summaries.
import { describe, expect, it } from 'vitest';
import type { Money } from '../money';
import { autoMatch, manualMatchProblem, normalizeSettleNo, signedTotal } from './matching';
import { settleNoFromSummary } from './settle-no';
import type { MatchItem } from './types';

const item = (key: string, date: string, amount: string, settleNo = ''): MatchItem => ({
  key,
  date,
  amount: amount as Money,
  settleNo,
});
const on = { bySettleNo: true, windowDays: 10 };

describe('autoMatch', () => {
  it('pairs a book debit with a bank credit of the same amount, never opposite signs', () => {
    expect(autoMatch([item('a', '2024-06-01', '100.00')], [item('x', '2024-06-01', '-100.00')], on)).toEqual(
      [],
    );
    expect(autoMatch([item('a', '2024-06-01', '100.00')], [item('x', '2024-06-01', '100.00')], on)).toEqual([
      { book: 'a', bank: 'x', rule: 'date' },
    ]);
  });

  it('takes the nearest date first, the earlier book on a tie', () => {
    const book = [item('far', '2024-06-01', '-50.00'), item('near', '2024-06-09', '-50.00')];
    expect(autoMatch(book, [item('x', '2024-06-10', '-50.00')], on)).toEqual([
      { book: 'near', bank: 'x', rule: 'date' },
    ]);
    const tie = [item('after', '2024-06-12', '-50.00'), item('before', '2024-06-08', '-50.00')];
    expect(autoMatch(tie, [item('x', '2024-06-10', '-50.00')], on)).toEqual([
      { book: 'before', bank: 'x', rule: 'date' },
    ]);
  });

  it('leaves items further apart than the window, and matches them once the window allows', () => {
    const book = [item('a', '2024-06-01', '10.00')];
    const bank = [item('x', '2024-06-12', '10.00')];
    expect(autoMatch(book, bank, on)).toEqual([]);
    expect(autoMatch(book, bank, { ...on, windowDays: 11 })).toHaveLength(1);
    expect(autoMatch(book, [item('y', '2024-06-01', '10.00')], { ...on, windowDays: 0 })).toHaveLength(1);
  });

  it('pairs by 结算号 first, whatever the dates, and never pairs two different 结算号', () => {
    const book = [
      item('c1', '2024-06-01', '-800.00', '0001234'),
      item('c2', '2024-06-02', '-800.00', '1235'),
    ];
    const bank = [item('x', '2024-06-02', '-800.00', '1235'), item('y', '2024-08-30', '-800.00', '1234')];
    expect(autoMatch(book, bank, on)).toEqual([
      { book: 'c2', bank: 'x', rule: 'settleNo' },
      { book: 'c1', bank: 'y', rule: 'settleNo' },
    ]);
    // Without the 结算号 pass the date rule may not pair 1234 with 1235 either.
    const noNumbers = autoMatch(book, bank, { ...on, bySettleNo: false });
    expect(noNumbers).toEqual([{ book: 'c2', bank: 'x', rule: 'date' }]);
  });

  it('treats ICBC placeholder zeros as no number', () => {
    expect(normalizeSettleNo('000000000')).toBe('');
    expect(normalizeSettleNo(' 00102 ')).toBe('102');
    expect(normalizeSettleNo('zz01')).toBe('ZZ01');
    const pairs = autoMatch(
      [item('a', '2024-06-01', '5.00', '123')],
      [item('x', '2024-06-01', '5.00', '000000000')],
      on,
    );
    expect(pairs).toEqual([{ book: 'a', bank: 'x', rule: 'date' }]);
  });

  it('matches each item at most once among many equal amounts', () => {
    const book = ['01', '02', '03'].map((d, i) => item(`b${i}`, `2024-06-${d}`, '20.00'));
    const bank = ['02', '03'].map((d, i) => item(`k${i}`, `2024-06-${d}`, '20.00'));
    const pairs = autoMatch(book, bank, on);
    expect(pairs).toEqual([
      { book: 'b1', bank: 'k0', rule: 'date' },
      { book: 'b2', bank: 'k1', rule: 'date' },
    ]);
  });
});

describe('manualMatchProblem', () => {
  const b1 = item('b1', '2024-06-01', '1000.00');
  const k1 = item('k1', '2024-06-03', '600.00');
  const k2 = item('k2', '2024-06-04', '400.00');

  it('accepts many to many with equal sums, mixed directions included', () => {
    expect(manualMatchProblem([b1], [k1, k2])).toBeNull();
    expect(
      manualMatchProblem([b1, item('fee', '2024-06-01', '-5.00')], [item('net', '2024-06-02', '995.00')]),
    ).toBeNull();
  });

  it('refuses unequal sums with both totals and the gap', () => {
    expect(manualMatchProblem([b1], [k1])).toBe(
      '金额合计不相等，不能勾对：单位日记账 收 1,000.00，银行对账单 收 600.00，相差 400.00',
    );
    expect(manualMatchProblem([item('p', '2024-06-01', '-10.00')], [item('q', '2024-06-01', '10.00')])).toBe(
      '金额合计不相等，不能勾对：单位日记账 付 10.00，银行对账单 收 10.00，相差 -20.00',
    );
  });

  it('needs both sides and each item once', () => {
    expect(manualMatchProblem([], [k1])).toBe('请至少选择一笔单位日记账和一笔银行对账单');
    expect(manualMatchProblem([b1], [])).toBe('请至少选择一笔单位日记账和一笔银行对账单');
    expect(manualMatchProblem([b1], [k1, k1])).toBe('同一笔银行对账单被选择了两次');
  });

  it('sums signed amounts exactly', () => {
    expect(signedTotal([k1, k2, item('z', '2024-06-01', '-0.01')])).toBe('999.99');
  });
});

describe('settleNoFromSummary', () => {
  it.each([
    ['转账支票10203456 办公用品', '10203456'],
    ['支付会议费 票号：00123456', '00123456'],
    ['现金支票号 XJ12345678', 'XJ12345678'],
    ['结算号#778899', '778899'],
    ['收到税务代收工会经费', ''],
    ['2024年5月工会经费', ''],
  ])('%s → %s', (summary, expected) => {
    expect(settleNoFromSummary(summary)).toBe(expected);
  });
});
