import { describe, expect, it } from 'vitest';
import type { Category } from '../subjects/types';
import type { Figures } from './figures';
import { incomeExpense } from './income-expense';
import { balanceSheet } from './statements';

const categories = new Map<string, Category>([
  ['101', '资产'],
  ['102', '资产'],
  ['151', '资产'],
  ['162', '资产'],
  ['163', '资产'],
  ['215', '负债'],
  ['301', '净资产'],
  ['321', '净资产'],
  ['322', '净资产'],
  ['332', '净资产'],
  ['402', '收入'],
  ['407', '收入'],
  ['501', '支出'],
  ['506', '支出'],
  ['510', '支出'],
  ['999', '资产'],
]);

describe('资产负债表', () => {
  // Cash 1,000 + fixed 500 - depreciation 100 = payable 200 + fund 400 + surplus 600 + (402 300 - 501 100).
  const periodEnd = new Map([
    ['101', 100000n],
    ['162', 50000n],
    ['163', -10000n],
    ['215', -20000n],
    ['301', -40000n],
    ['322', -60000n],
    ['402', -30000n],
    ['501', 10000n],
  ]);
  const yearStart = new Map([
    ['101', 80000n],
    ['162', 50000n],
    ['163', -10000n],
    ['215', -20000n],
    ['301', -40000n],
    ['322', -60000n],
  ]);

  it('ties out with the unclosed 收支差额 inside 工会资金结余, and shows the grassroots lines', () => {
    const { lines, tieOut } = balanceSheet({
      kind: 'grassroots',
      annual: false,
      yearStart,
      periodEnd,
      categories,
    });
    expect(tieOut).toEqual({ balanced: true, differences: ['0.00', '0.00'], problems: [] });
    const byKey = new Map(lines.map((l) => [l.key, l]));
    expect(byKey.get('cash')?.values).toEqual(['800.00', '1000.00']);
    expect(byKey.get('depreciation')?.values).toEqual(['100.00', '100.00']);
    expect(byKey.get('fixedNet')?.values).toEqual(['400.00', '400.00']);
    expect(byKey.get('unionSurplus')?.values).toEqual(['600.00', '800.00']);
    expect(byKey.get('unionSurplus')?.note).toContain('期末 200.00');
    expect(byKey.get('totalAssets')?.values).toEqual(['1200.00', '1400.00']);
    expect(byKey.get('totalLiabilitiesAndNetAssets')?.values).toEqual(['1200.00', '1400.00']);
    expect(byKey.has('investment')).toBe(false);
    expect(byKey.has('zeroBalance')).toBe(false);
    expect(lines.map((l) => l.no)).toEqual(lines.map((_, i) => i + 1));
  });

  it('keeps a county line that carries an amount, and names a subject no line reads', () => {
    const withInvestment = new Map([...periodEnd, ['151', 5000n], ['101', 95000n]]);
    const sheet = balanceSheet({
      kind: 'grassroots',
      annual: true,
      yearStart,
      periodEnd: withInvestment,
      categories,
    });
    expect(sheet.lines.find((l) => l.key === 'investment')?.values).toEqual(['0.00', '50.00']);
    expect(sheet.tieOut.balanced).toBe(true);
    const odd = balanceSheet({
      kind: 'county',
      annual: false,
      yearStart,
      periodEnd: new Map([...periodEnd, ['999', 100n], ['322', -60100n]]),
      categories,
    });
    expect(odd.tieOut.balanced).toBe(false);
    expect(odd.tieOut.problems).toContain('科目 999 有余额但不属于报表的任何项目');
    expect(odd.tieOut.problems.some((p) => p.startsWith('期末资产总计不等于负债与净资产总计，相差'))).toBe(
      true,
    );
  });
});

describe('收入支出表', () => {
  const f = (opening: bigint, debit: bigint, credit: bigint): Figures => ({
    opening,
    debit,
    credit,
    yearDebit: debit,
    yearCredit: credit,
  });
  const none = new Map<string, Figures>();
  const col = (
    figures: Map<string, Figures>,
    carried = new Map<string, { debit: bigint; credit: bigint }>(),
    details = none,
  ) => ({ figures, carried, details });

  it('reads net turnover: 投资净损失 and a credit to 其他支出 are negative (the issue example)', () => {
    // Cr 402 1000, Dr 407 300, Dr 506 500, Cr 510 50 (Dr/Cr 102 for the other side).
    const month = new Map([
      ['402', f(0n, 0n, 100000n)],
      ['407', f(0n, 30000n, 0n)],
      ['506', f(0n, 50000n, 0n)],
      ['510', f(0n, 0n, 5000n)],
    ]);
    const { lines, tieOut } = incomeExpense({
      kind: 'county',
      annual: false,
      columns: [col(month), col(month)],
      categories,
    });
    const v = (key: string) => lines.find((l) => l.key === key)?.values;
    expect(v('investmentIncome')).toEqual(['-300.00', '-300.00']);
    expect(v('otherExpense')).toEqual(['-50.00', '-50.00']);
    expect(v('income')).toEqual(['700.00', '700.00']);
    expect(v('expense')).toEqual(['450.00', '450.00']);
    expect(v('difference')).toEqual(['250.00', '250.00']);
    // Before the carry-forward the unclosed balances sit in the funds: it ties out.
    expect(tieOut.balanced).toBe(true);
  });

  it('leaves the carry-forward vouchers out of the turnover and ties out after them', () => {
    // 402: credited 300, carried by a debit of 300; 501: debited 100, carried by a credit of 100;
    // the carry-forward credits 32203 with 200.
    const year = new Map([
      ['402', f(0n, 30000n, 30000n)],
      ['501', f(0n, 10000n, 10000n)],
      ['322', f(-60000n, 10000n, 30000n)],
      ['321', f(0n, 0n, 0n)],
    ]);
    const carried = new Map([
      ['402', { debit: 30000n, credit: 0n }],
      ['501', { debit: 0n, credit: 10000n }],
      ['322', { debit: 10000n, credit: 30000n }],
    ]);
    const { lines, tieOut } = incomeExpense({
      kind: 'grassroots',
      annual: true,
      columns: [col(year, carried), col(new Map())],
      categories,
    });
    const v = (key: string) => lines.find((l) => l.key === key)?.values;
    expect(v('income')).toEqual(['300.00', '0.00']);
    expect(v('allocated')).toEqual(['300.00', '0.00']);
    expect(v('expense')).toEqual(['100.00', '0.00']);
    expect(v('difference')).toEqual(['200.00', '0.00']);
    expect(v('openingSurplus')).toEqual(['600.00', '0.00']);
    expect(v('closingSurplus')).toEqual(['800.00', '0.00']);
    expect(v('adjustments')).toEqual(['0.00', '0.00']);
    expect(tieOut).toEqual({ balanced: true, differences: ['0.00', '0.00'], problems: [] });
    expect(lines.map((l) => l.key)).toContain('dues');
    expect(lines.map((l) => l.key)).not.toContain('government');
  });

  it('computes 二 from the 年初余额调整 and 归集上缴 details, and shows any other movement as a difference', () => {
    // 32201 年初余额调整 credited 50; 33202 归集上缴 debited 20; and 80 debited straight to 322
    // (bought an investment with cash, 322条): no line may hide it.
    const year = new Map([
      ['322', f(-100000n, 8000n, 5000n)],
      ['332', f(0n, 2000n, 0n)],
    ]);
    const details = new Map([
      ['32201', f(0n, 0n, 5000n)],
      ['33202', f(0n, 2000n, 0n)],
    ]);
    const { lines, tieOut } = incomeExpense({
      kind: 'county',
      annual: true,
      columns: [col(year, new Map(), details), col(new Map())],
      categories,
    });
    const v = (key: string) => lines.find((l) => l.key === key)?.values;
    expect(v('adjustments')).toEqual(['30.00', '0.00']);
    expect(lines.find((l) => l.key === 'adjustments')?.codes).toEqual([
      '32101',
      '32201',
      '33101',
      '33201',
      '33202',
    ]);
    expect(v('openingFunds')).toEqual(['1000.00', '0.00']);
    expect(v('closingFunds')).toEqual(['950.00', '0.00']);
    expect(tieOut.balanced).toBe(false);
    expect(tieOut.differences).toEqual(['-80.00', '0.00']);
    expect(tieOut.problems[0]).toMatch(
      /^本年数：年末资金结转结余与年初资金结转结余、资金结转结余调整及变动、本期收支差额之和相差 -80\.00/,
    );
  });

  it('monthly reports leave out the opening and closing funds', () => {
    const month = new Map([['402', f(0n, 0n, 5000n)]]);
    const { lines } = incomeExpense({
      kind: 'county',
      annual: false,
      columns: [col(month), col(month)],
      categories,
    });
    expect(lines[0]?.name).toBe('三、收入合计');
    expect(lines.map((l) => l.key)).not.toContain('openingFunds');
    expect(lines.map((l) => l.key)).toContain('government');
  });
});
