import { describe, expect, it } from 'vitest';
import type { NewSubjectView, OldSubjectView } from '../../core/contracts/succession';
import type { Money } from '../../core/money';
import type { Category, Direction } from '../../core/subjects/types';
import {
  buildOld,
  buildTake,
  choiceDetails,
  differences,
  submitProblem,
  suggestedOld,
  takenBy,
} from './succession-model';

const m = (s: string) => s as Money;
function base(code: string, name: string, category: Category, direction: Direction, amount = '0.00') {
  const parentCode = code.length > 3 ? code.slice(0, 3) : null;
  return {
    code,
    codeName: name,
    codeFullName: name,
    balanceDirection: direction,
    balanceDirectionFormat: direction === 1 ? ('借' as const) : ('贷' as const),
    parentCode,
    parentCodeArray: parentCode ? [parentCode] : [],
    level: parentCode ? 2 : 1,
    category,
    hasChild: false,
    isLeaf: true,
    initAmount: m(amount),
    checked: false,
  };
}
const newSub = (
  code: string,
  name: string,
  c: Category,
  d: Direction,
  amount = '0.00',
  over: Partial<NewSubjectView> = {},
): NewSubjectView => ({
  ...base(code, name, c, d, amount),
  isStandard: true,
  codeArray: [],
  sources: [],
  ...over,
});
const oldSub = (
  code: string,
  name: string,
  c: Category,
  d: Direction,
  amount: string,
  targets: string[],
): OldSubjectView => ({
  ...base(code, name, c, d, amount),
  notTaken: amount !== '0.00',
  targets: targets.map((t) => ({
    code: t,
    name: t,
    rule: 'direct',
    portion: '',
    clause: '财会〔2021〕16号《工会新旧会计制度有关衔接问题的处理规定》 二(一)1',
  })),
});

// Ledger set 003 in small: old 101 2000, 121 借出款 5000 (-> new 135), 331 结余 7000 (-> 30101/322).
const old: OldSubjectView[] = [
  oldSub('101', '库存现金', '资产', 1, '2000.00', ['101']),
  oldSub('121', '借出款', '资产', 1, '5000.00', ['135']),
  oldSub('331', '结余', '净资产', 2, '7000.00', ['30101', '321', '322']),
];
const chart: NewSubjectView[] = [
  newSub('101', '库存现金', '资产', 1, '2000.00', { codeArray: ['101'], checked: true }),
  newSub('121', '财政应返还额度', '资产', 1),
  newSub('135', '其他应收款', '资产', 1),
  newSub('301', '资产基金', '净资产', 2, '0.00', { isLeaf: false, hasChild: true }),
  newSub('30101', '库存物品', '净资产', 2),
  newSub('322', '工会资金结余', '净资产', 2, '0.00', { isLeaf: false, hasChild: true }),
  newSub('32205', '累计结余', '净资产', 2),
  newSub('402', '拨缴经费收入', '收入', 2),
];

describe('buildTake', () => {
  it('rolls the checked end-level amounts up and totals each side', () => {
    const take = buildTake(
      chart,
      new Map([
        ['135', '5000'],
        ['30101', '1,000'],
        ['32205', '6000'],
      ]),
      new Map(),
    );
    const row = (code: string) => take.rows.find((r) => r.subject.code === code);
    expect(row('135')).toMatchObject({ amount: '5000.00', checked: true, changed: true });
    expect(row('301')).toMatchObject({ amount: '1000.00', checked: false });
    expect(take.totals).toEqual({ debit: '7000.00', credit: '7000.00' });
    expect(take.checkedCount).toBe(4);
  });

  it('leaves unchecked rows out of the totals and the details', () => {
    const take = buildTake(chart, new Map([['135', '5000']]), new Map([['135', false]]));
    expect(take.totals).toEqual({ debit: '2000.00', credit: '0.00' });
    expect(choiceDetails(take)).toEqual([
      { code: '101', initAmount: '2000.00', codeArray: ['101'], checked: true },
    ]);
  });

  it('refuses income and bad text with the row named', () => {
    const take = buildTake(
      chart,
      new Map([
        ['402', '5'],
        ['135', 'abc'],
      ]),
      new Map(),
    );
    expect(take.errors).toEqual([
      { code: '135', name: '其他应收款', message: '承接金额“abc”不是有效金额' },
      { code: '402', name: '拨缴经费收入', message: '科目 402 拨缴经费收入 属于收入类，年初应无余额' },
    ]);
  });
});

describe('submitProblem (spec 000 §5)', () => {
  const oldModel = buildOld(old, new Map());

  it('asks for a selection first', () => {
    const none = buildTake(chart, new Map(), new Map([['101', false]]));
    expect(submitProblem(none, oldModel)).toBe('请选择要承接的科目');
  });

  it('compares the debit totals, then the credit totals', () => {
    const short = buildTake(chart, new Map([['32205', '7000']]), new Map());
    expect(submitProblem(short, oldModel)).toBe('借方合计不相等，请检查');
    expect(differences(short, oldModel)).toEqual({ debit: '-5000.00', credit: '0.00' });
    const credit = buildTake(
      chart,
      new Map([
        ['135', '5000'],
        ['32205', '6000'],
      ]),
      new Map(),
    );
    expect(submitProblem(credit, oldModel)).toBe('贷方合计不相等，请检查');
    const right = buildTake(
      chart,
      new Map([
        ['135', '5000'],
        ['32205', '7000'],
      ]),
      new Map(),
    );
    expect(submitProblem(right, oldModel)).toBeNull();
  });

  it('wants edited old balances saved first', () => {
    const right = buildTake(
      chart,
      new Map([
        ['135', '5000'],
        ['32205', '7000'],
      ]),
      new Map(),
    );
    expect(submitProblem(right, buildOld(old, new Map([['101', '2100']])))).toBe(
      '旧账年末余额有未保存的修改，请先保存旧账余额',
    );
  });
});

describe('buildOld', () => {
  it('totals the old balances as typed and lists the changed ones', () => {
    const model = buildOld(old, new Map([['101', '2500']]));
    expect(model.totals).toEqual({ debit: '7500.00', credit: '7000.00' });
    expect(model.changed).toEqual([{ code: '101', initAmount: '2500.00' }]);
  });
});

describe('mapping helpers', () => {
  it('suggests the old subjects the official table sends here, by (system, code), never equal code', () => {
    const receivable = chart.find((s) => s.code === '135') as NewSubjectView;
    const grant = chart.find((s) => s.code === '121') as NewSubjectView;
    const fund = chart.find((s) => s.code === '32205') as NewSubjectView;
    expect([...suggestedOld(receivable, old)]).toEqual(['121']);
    // New 121 财政应返还额度 takes nothing from old 121 借出款.
    expect([...suggestedOld(grant, old)]).toEqual([]);
    expect([...suggestedOld(fund, old)]).toEqual(['331']);
  });

  it('lists who takes each old subject over', () => {
    expect(takenBy(chart)).toEqual(new Map([['101', ['101']]]));
  });
});
