import { describe, expect, it } from 'vitest';
import type { Money } from '../../core/money';
import type { Category, Direction } from '../../core/subjects/types';
import { buildGrid, changedDetails, filterRows, type GridSubject, isEditable } from './balance-grid';

const m = (s: string) => s as Money;
function subject(
  code: string,
  name: string,
  category: Category,
  direction: Direction,
  initAmount = '0.00',
  extra: Partial<GridSubject> = {},
): GridSubject {
  const parentCode = code.length > 3 ? code.slice(0, -2) : null;
  return {
    code,
    codeName: name,
    parentCode,
    level: parentCode ? 2 : 1,
    category,
    balanceDirection: direction,
    isLeaf: true,
    enabled: true,
    initAmount: m(initAmount),
    ...extra,
  };
}

// 102 has two details; 163 is the contra asset with a credit balance.
const chart: GridSubject[] = [
  subject('101', '库存现金', '资产', 1, '500.00'),
  subject('102', '银行存款', '资产', 1, '3000.00', { isLeaf: false }),
  subject('10201', '基本户', '资产', 1, '1000.00'),
  subject('10202', '经费集中户', '资产', 1, '2000.00'),
  subject('162', '固定资产', '资产', 1, '800.00'),
  subject('163', '累计折旧', '资产', 2, '100.00'),
  subject('215', '其他应付款', '负债', 2),
  subject('322', '工会资金结余', '净资产', 2, '4200.00', { isLeaf: false }),
  subject('32205', '累计结余', '净资产', 2, '4200.00'),
  subject('402', '拨缴经费收入', '收入', 2),
];

describe('buildGrid', () => {
  it('rolls parents up from the end-level amounts as typed', () => {
    const grid = buildGrid(chart, new Map([['10201', '1,500']]), false);
    const row = (code: string) => grid.rows.find((r) => r.subject.code === code);
    expect(row('10201')).toMatchObject({ amount: '1500.00', changed: true, editable: true });
    expect(row('102')).toMatchObject({ amount: '3500.00', editable: false, changed: false });
    expect(grid.changedCount).toBe(1);
    expect(changedDetails(grid)).toEqual([{ code: '10201', initAmount: '1500.00' }]);
  });

  it('checks debits against credits and 资产 = 负债 + 净资产, each with its difference', () => {
    const balanced = buildGrid(chart, new Map(), false);
    expect(balanced.trial).toMatchObject({
      balanced: true,
      debitTotal: '4300.00',
      creditTotal: '4300.00',
      assets: '4200.00',
      netAssets: '4200.00',
    });
    const off = buildGrid(chart, new Map([['101', '600']]), false);
    expect(off.trial).toMatchObject({
      balanced: false,
      debitCreditDifference: '100.00',
      equationDifference: '100.00',
    });
  });

  it('counts a contra subject on its own side', () => {
    const grid = buildGrid(chart, new Map([['163', '300']]), false);
    expect(grid.trial.assets).toBe('4000.00');
    expect(grid.trial.creditTotal).toBe('4500.00');
  });

  it('flags bad text and amounts on income, counting them as zero', () => {
    const grid = buildGrid(
      chart,
      new Map([
        ['101', '12.345'],
        ['402', '5'],
      ]),
      false,
    );
    expect(grid.errors).toEqual([
      { code: '101', name: '库存现金', message: '期初余额“12.345”最多两位小数' },
      { code: '402', name: '拨缴经费收入', message: '收入类科目年初应无余额' },
    ]);
    expect(grid.rows.find((r) => r.subject.code === '101')?.amount).toBe('0.00');
    expect(changedDetails(grid)).toEqual([]);
  });

  it('an empty cell means zero', () => {
    const grid = buildGrid(chart, new Map([['101', '']]), false);
    expect(changedDetails(grid)).toEqual([{ code: '101', initAmount: '0.00' }]);
  });
});

describe('isEditable', () => {
  it('takes end-level subjects, not parents, income, disabled ones, nor anything when locked', () => {
    const [cash, bank, , , , , , , , income] = chart as [GridSubject, ...GridSubject[]];
    expect(isEditable(cash, false)).toBe(true);
    expect(isEditable(cash, true)).toBe(false);
    expect(isEditable(bank as GridSubject, false)).toBe(false);
    expect(isEditable(income as GridSubject, false)).toBe(false);
    expect(isEditable({ ...cash, initAmount: m('0.00'), enabled: false }, false)).toBe(false);
    // An amount already there can still be cleared.
    expect(isEditable({ ...(income as GridSubject), initAmount: m('5.00') }, false)).toBe(true);
  });
});

describe('filterRows', () => {
  it('filters by category and by code prefix or name', () => {
    const rows = buildGrid(chart, new Map(), false).rows;
    expect(filterRows(rows, '净资产', '').map((r) => r.subject.code)).toEqual(['322', '32205']);
    expect(filterRows(rows, '全部', '102').map((r) => r.subject.code)).toEqual(['102', '10201', '10202']);
    expect(filterRows(rows, '资产', '折旧').map((r) => r.subject.code)).toEqual(['163']);
  });
});
