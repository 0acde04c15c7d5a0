import { describe, expect, it } from 'vitest';
import { chartRows } from '../../ui/chart-fixtures.test-util';
import { candidatesUnder, nestedPair, toggleCode, validateOtherSetting } from './other-subject-rules';

const rows = chartRows();

describe('其他科目设置 rules', () => {
  it('offers the root and its descendants only', () => {
    expect(candidatesUnder(rows, '102').map((r) => r.code)).toEqual(['102', '10201', '10202']);
    expect(candidatesUnder(rows, '101').map((r) => r.code)).toEqual(['101']);
  });

  it('refuses a subject chosen together with one of its descendants', () => {
    expect(nestedPair(['10201', '102'], rows)).toEqual(['102', '10201']);
    expect(nestedPair(['10201', '10202'], rows)).toBeNull();
    expect(validateOtherSetting({ cashCodes: ['101'], bankCodes: ['102', '10202'] }, rows)).toBe(
      '银行科目 102 与其下级科目 10202 不能同时选择（日记账会重复计算）',
    );
    expect(validateOtherSetting({ cashCodes: ['101'], bankCodes: ['10201', '10202'] }, rows)).toBeNull();
  });

  it('toggles codes in code order', () => {
    expect(toggleCode(['10202'], '10201')).toEqual(['10201', '10202']);
    expect(toggleCode(['10201', '10202'], '10201')).toEqual(['10202']);
  });
});
