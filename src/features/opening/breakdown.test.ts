import { describe, expect, it } from 'vitest';
import type { BreakdownView } from '../../core/contracts/opening';
import type { Money } from '../../core/money';
import { checkBreakdown, type DraftRow, differenceNote, draftRowsOf } from './breakdown';

const m = (s: string) => s as Money;
const view: BreakdownView = {
  code: '135',
  codeName: '其他应收款',
  codeFullName: '其他应收款',
  balanceDirection: 1,
  auxTypes: [{ id: 2, typeNo: '02', typeName: '人员' }],
  initAmount: m('500.00'),
  breakdownAmount: m('0.00'),
  difference: m('-500.00'),
  rows: [],
};
const row = (over: Partial<DraftRow>): DraftRow => ({
  key: 'k',
  departmentCode: '',
  auxis: {},
  amount: '',
  ...over,
});

describe('checkBreakdown (department)', () => {
  it('adds the rows up against the subject and names the difference', () => {
    const check = checkBreakdown('department', view, [
      row({ departmentCode: 'D1', amount: '200' }),
      row({ departmentCode: 'D2', amount: '250' }),
      row({}),
    ]);
    expect(check).toMatchObject({ total: '450.00', difference: '-50.00', problems: [] });
    expect(check.details).toEqual([
      { departmentCode: 'D1', initAmount: '200.00' },
      { departmentCode: 'D2', initAmount: '250.00' },
    ]);
    expect(check.detailRows).toEqual([1, 2]);
    expect(differenceNote(check.difference)).toEqual({ balanced: false, text: '明细合计少于科目期初余额' });
    expect(differenceNote(m('0.00'))).toEqual({ balanced: true, text: '已平衡' });
  });

  it('numbers the rows it cannot send as on screen', () => {
    const check = checkBreakdown('department', view, [
      row({ departmentCode: 'D1', amount: '500' }),
      row({ amount: '1' }),
      row({ departmentCode: 'D2', amount: 'x' }),
    ]);
    expect(check.problems).toEqual(['第2行：请选择部门', '第3行：期初余额“x”不是有效金额']);
    expect(check.total).toBe('501.00');
  });
});

describe('checkBreakdown (auxiliary)', () => {
  it('sends one item per type and asks for the missing ones', () => {
    const check = checkBreakdown('auxiliary', view, [
      row({ auxis: { '02': 'P1' }, amount: '100' }),
      row({ amount: '400' }),
    ]);
    expect(check.details).toEqual([
      { auxis: [{ typeNo: '02', infoNo: 'P1' }], initAmount: '100.00' },
      { auxis: [], initAmount: '400.00' },
    ]);
    expect(check.problems).toEqual(['第2行：请选择“人员”']);
    expect(check.detailRows).toEqual([1, 2]);
    expect(check.difference).toBe('0.00');
  });

  it('reads the saved rows back as drafts', () => {
    const rows = draftRowsOf({
      ...view,
      rows: [
        {
          auxKey: '02:P1',
          auxis: [{ typeId: 2, typeNo: '02', typeName: '人员', infoNo: 'P1', infoName: '张三' }],
          initAmount: m('100.00'),
        },
      ],
    });
    expect(rows.map((r) => [r.auxis, r.amount])).toEqual([[{ '02': 'P1' }, '100.00']]);
  });
});
