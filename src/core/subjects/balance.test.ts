import { describe, expect, it } from 'vitest';
import { amountToDebitNet, amountToSides, debitNetOf, debitNetToAmount, rollUp } from './balance';

describe('balances', () => {
  it('converts between the subject direction and debit/credit', () => {
    expect(amountToSides('100', 1)).toEqual({ debit: '100.00', credit: '0.00' });
    expect(amountToSides('100', 2)).toEqual({ debit: '0.00', credit: '100.00' });
    expect(amountToSides('-5.5', 1)).toEqual({ debit: '0.00', credit: '5.50' });
    expect(amountToDebitNet('1,000.01', 2)).toBe(-100001n);
    expect(debitNetToAmount(-100001n, 2)).toBe('1000.01');
    expect(debitNetOf('10.00', '2.50')).toBe(750n);
  });

  it('rolls end-level values up through every ancestor', () => {
    const chart = [
      { code: '162', name: '固定资产', parentCode: null },
      { code: '16201', name: '房屋', parentCode: '162' },
      { code: '16202', name: '设备', parentCode: '162' },
      { code: '1620201', name: '电脑', parentCode: '16202' },
      { code: '163', name: '累计折旧', parentCode: null },
    ];
    const totals = rollUp(
      chart,
      new Map([
        ['16201', 1000n],
        ['1620201', 250n],
        ['163', -300n],
      ]),
    );
    expect(totals.get('162')).toBe(1250n);
    expect(totals.get('16202')).toBe(250n);
    expect(totals.get('163')).toBe(-300n);
  });
});
