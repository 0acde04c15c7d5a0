// The stocktaking rules: the result of a count, a surplus's value, and the difference shown when a
// count made offline meets a card changed meanwhile.
import { describe, expect, it } from 'vitest';
import { cardDifferences, checkResult, surplusValue } from './stocktake';

const seen = {
  name: '笔记本电脑',
  quantity: 3,
  originalValue: '21000.00',
  useDepartmentName: '办公室',
  custodian: '张三',
  location: '301室',
  status: 'NORMAL',
};

describe('stocktaking', () => {
  it('reads a count against the book: 0 相符, 1 盘亏, 2 盘盈', () => {
    expect(checkResult(3, 3)).toBe(0);
    expect(checkResult(3, 0)).toBe(1);
    expect(checkResult(3, 2)).toBe(1);
    expect(checkResult(1, 2)).toBe(2);
  });

  it('values a surplus at the unit value, rounded half-up', () => {
    expect(surplusValue('21000.00', 3, 1)).toBe('7000.00');
    expect(surplusValue('100.00', 3, 1)).toBe('33.33');
    expect(surplusValue('100.00', 3, 2)).toBe('66.67');
  });

  it('names each field a card changed since the counter saw it', () => {
    expect(cardDifferences(seen, seen)).toEqual([]);
    expect(
      cardDifferences(seen, {
        ...seen,
        quantity: 2,
        useDepartmentName: '财务部',
        location: '',
        originalValue: '14000',
      }),
    ).toEqual(['数量 3→2', '原值 21,000.00→14,000.00', '使用部门 办公室→财务部', '存放地点 301室→（空）']);
  });
});
