import { describe, expect, it } from 'vitest';
import { type BalanceSubject, checkBalanceRows, readAmount } from './balance-rows';

const subjects = new Map<string, BalanceSubject>([
  ['101', { code: '101', name: '库存现金', category: '资产', isLeaf: true }],
  ['102', { code: '102', name: '银行存款', category: '资产', isLeaf: false }],
  ['10201', { code: '10201', name: '经费集中户', category: '资产', isLeaf: true }],
  ['402', { code: '402', name: '拨缴经费收入', category: '收入', isLeaf: true }],
]);

describe('opening balance rows', () => {
  it('reads amounts and refuses text', () => {
    expect(readAmount('1,234.5')).toEqual({ ok: true, amount: '1234.50' });
    expect(readAmount('')).toEqual({ ok: true, amount: '0.00' });
    expect(readAmount('abc')).toEqual({ ok: false, message: '期初余额“abc”不是有效金额' });
    expect(readAmount('10000000000000')).toMatchObject({ ok: false });
    expect(readAmount('1.005')).toEqual({ ok: false, message: '期初余额“1.005”最多两位小数' });
    expect(readAmount('1.5000')).toEqual({ ok: true, amount: '1.50' });
  });

  it('returns the values when every row is good', () => {
    const result = checkBalanceRows(
      [
        { rowNo: 2, code: '101', name: '库存现金', amount: '100' },
        { rowNo: 3, code: '10201', name: '', amount: '-2.5' },
      ],
      subjects,
    );
    expect(result).toEqual({
      ok: true,
      values: [
        { code: '101', amount: '100.00' },
        { code: '10201', amount: '-2.50' },
      ],
    });
  });

  it('reports every bad row with its number', () => {
    const result = checkBalanceRows(
      [
        { rowNo: 2, code: '101', name: '', amount: '1' },
        { rowNo: 3, code: '', name: '', amount: '1' },
        { rowNo: 4, code: '999', name: '', amount: '1' },
        { rowNo: 5, code: '102', name: '', amount: '1' },
        { rowNo: 6, code: '101', name: '', amount: '1' },
        { rowNo: 7, code: '10201', name: '现金', amount: '1' },
        { rowNo: 8, code: '402', name: '', amount: '1' },
      ],
      subjects,
    );
    expect(result).toEqual({
      ok: false,
      errors: [
        '第3行：科目编码不能为空',
        '第4行：科目编码 999 不存在',
        '第5行：科目 102 银行存款 不是末级科目，只能在末级科目录入期初余额',
        '第6行：科目编码 101 与第2行重复',
        '第7行：科目编码 10201 的名称是“经费集中户”，与表中的“现金”不一致',
        '第8行：科目 402 拨缴经费收入 属于收入类，年初应无余额',
      ],
    });
  });
});
