// The value-change rules: months used at a change, the checks in Chinese, the dialog's six amounts.
import { describe, expect, it } from 'vitest';
import { changeAmount, changeProblem, transformAmounts, usedMonthsAt } from './change';

describe('value change', () => {
  it('counts the months of life used before the month of the change', () => {
    expect(usedMonthsAt({ startMonth: '2024-03', usedMonths: 0 }, '2024-06', 72)).toBe(3);
    expect(usedMonthsAt({ startMonth: '2022-01', usedMonths: 60 }, '2022-03', 120)).toBe(62);
    expect(usedMonthsAt({ startMonth: '2024-03', usedMonths: 0 }, '2040-01', 72)).toBe(72);
  });

  it('checks a change with the messages the screen shows', () => {
    const base = { original: '7000.00', accumulated: '291.66', lifeMonths: 72, newLife: null, usedMonths: 3 };
    expect(changeProblem({ ...base, type: 'COST_UP', newOriginal: '7500' })).toBeNull();
    expect(changeProblem({ ...base, type: 'COST_UP', newOriginal: '6500' })).toBe(
      '原值增加时，调整后的原值应大于原值',
    );
    expect(changeProblem({ ...base, type: 'COST_DOWN', newOriginal: '200' })).toBe(
      '调整后的原值不能小于已计提的累计折旧（摊销）',
    );
    expect(changeProblem({ ...base, type: 'LIFE_CHANGE', newOriginal: '7000', newLife: 3 })).toBe(
      '调整后的使用年限应大于已使用的 3 个月',
    );
    expect(changeProblem({ ...base, type: 'LIFE_CHANGE', newOriginal: '7000', newLife: 96 })).toBeNull();
  });

  it('fills the first debit and credit of the six rows with the difference', () => {
    expect(changeAmount('7000.00', '6500')).toBe('500.00');
    expect(transformAmounts('COST_UP', '500.00')).toEqual(['500.00', '500.00', '', '', '', '']);
    expect(transformAmounts('LIFE_CHANGE', '0.00')).toEqual(['', '', '', '', '', '']);
  });
});
