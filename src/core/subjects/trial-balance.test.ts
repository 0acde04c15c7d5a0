import { describe, expect, it } from 'vitest';
import type { Money } from '../money';
import { breakdownProblem, trialBalance } from './trial-balance';

describe('trial balance', () => {
  it('balances when debits equal credits and assets equal liabilities plus net assets', () => {
    const result = trialBalance([
      { category: '资产', debitNet: 100000n },
      { category: '资产', debitNet: -20000n },
      { category: '负债', debitNet: -30000n },
      { category: '净资产', debitNet: -50000n },
    ]);
    expect(result).toMatchObject({
      balanced: true,
      debitTotal: '1000.00',
      creditTotal: '1000.00',
      assets: '800.00',
      liabilities: '300.00',
      netAssets: '500.00',
      equationDifference: '0.00',
      problems: [],
    });
  });

  it('names each difference', () => {
    const result = trialBalance([
      { category: '资产', debitNet: 100000n },
      { category: '净资产', debitNet: -90000n },
      { category: '收入', debitNet: -5000n },
      { category: '支出', debitNet: 2000n },
    ]);
    expect(result.balanced).toBe(false);
    expect(result.debitCreditDifference).toBe('70.00');
    expect(result.equationDifference).toBe('100.00');
    expect(result.problems).toEqual([
      '借方合计 1,020.00 与贷方合计 950.00 不等，差额 70.00',
      '资产 1,000.00 不等于负债 0.00 加净资产 900.00（合计 900.00），差额 100.00',
      '收入类科目年初应无余额，当前合计 50.00',
      '支出类科目年初应无余额，当前合计 20.00',
    ]);
  });

  it('checks breakdowns against their subject', () => {
    const b = {
      code: '135',
      name: '其他应收款',
      kind: 'department' as const,
      subjectAmount: '25000.00' as Money,
      breakdownAmount: '26000.00' as Money,
    };
    const result = trialBalance([], [b]);
    expect(result.breakdowns[0]?.difference).toBe('1000.00');
    expect(result.problems).toEqual([breakdownProblem(b)]);
    expect(breakdownProblem(b)).toBe(
      '科目 135 其他应收款 的部门期初余额合计 26,000.00 与科目期初余额 25,000.00 不等，差额 1,000.00',
    );
  });
});
