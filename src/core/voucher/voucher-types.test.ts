import { describe, expect, it } from 'vitest';
import { defaultVoucherType, isCashCode, restrictionMessage } from './voucher-types';

const type = (code: string, name: string, sort: number, enabled = true) => ({ code, name, sort, enabled });

describe('defaultVoucherType', () => {
  it('prefers 记账凭证, then 普通, then the first enabled type', () => {
    expect(defaultVoucherType([type('收', '收款凭证', 1), type('记', '记账凭证', 9)])?.code).toBe('记');
    expect(defaultVoucherType([type('收', '收款凭证', 2), type('普', '普通', 3)])?.code).toBe('普');
    expect(defaultVoucherType([type('付', '付款凭证', 2), type('收', '收款凭证', 1)])?.code).toBe('收');
    expect(defaultVoucherType([type('记', '记账凭证', 1, false), type('转', '转账凭证', 4)])?.code).toBe(
      '转',
    );
    expect(defaultVoucherType([])).toBeUndefined();
  });
});

describe('restrictions', () => {
  const cash = ['101', '102'];
  const income = [
    { code: '10201', debit: '5.00', credit: '0.00' },
    { code: '401', debit: '0.00', credit: '5.00' },
  ];
  const expense = [
    { code: '501', debit: '5.00', credit: '0.00' },
    { code: '101', debit: '0.00', credit: '5.00' },
  ];
  const transfer = [
    { code: '501', debit: '5.00', credit: '0.00' },
    { code: '215', debit: '0.00', credit: '5.00' },
  ];

  it('matches cash and bank subjects and their children by prefix', () => {
    expect(isCashCode('10201', cash)).toBe(true);
    expect(isCashCode('111', cash)).toBe(false);
  });

  it('refuses what each type forbids', () => {
    const 收 = { name: '收款凭证', restriction: 'debitCash' as const };
    const 付 = { name: '付款凭证', restriction: 'creditCash' as const };
    const 转 = { name: '转账凭证', restriction: 'noCash' as const };
    expect(restrictionMessage(收, income, cash)).toBeNull();
    expect(restrictionMessage(收, expense, cash)).toBe('收款凭证必须有借方为库存现金或银行存款的分录');
    expect(restrictionMessage(付, expense, cash)).toBeNull();
    expect(restrictionMessage(付, income, cash)).toBe('付款凭证必须有贷方为库存现金或银行存款的分录');
    expect(restrictionMessage(转, transfer, cash)).toBeNull();
    expect(restrictionMessage(转, expense, cash)).toBe('第2行：转账凭证不能使用库存现金或银行存款科目');
    expect(restrictionMessage({ name: '记账凭证', restriction: 'none' }, expense, cash)).toBeNull();
  });
});
