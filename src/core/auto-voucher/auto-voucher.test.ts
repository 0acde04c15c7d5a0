import { describe, expect, it } from 'vitest';
import { type AutoLine, type AutoSubject, autoEntries, definitionProblems } from './index';

const line = (
  code: string,
  side: 'debit' | 'credit',
  amount: AutoLine['amount'],
  summary = '计提',
): AutoLine => ({
  summary,
  code,
  departmentCode: null,
  auxis: [],
  side,
  amount,
});

const chart = new Map<string, AutoSubject>([
  ['50601', { code: '50601', isLeaf: true, enabled: true, category: '支出', direction: 1 }],
  ['201', { code: '201', isLeaf: true, enabled: true, category: '负债', direction: 2 }],
  ['10201', { code: '10201', isLeaf: true, enabled: true, category: '资产', direction: 1 }],
  ['102', { code: '102', isLeaf: false, enabled: true, category: '资产', direction: 1 }],
]);

describe('自动凭证 definitions', () => {
  it('takes a fixed accrual and a transfer of a balance balanced by the rest', () => {
    expect(
      definitionProblems(
        '计提工资',
        [line('50601', 'debit', { kind: 'fixed', value: '5000' }), line('201', 'credit', { kind: 'rest' })],
        chart,
      ),
    ).toEqual([]);
  });

  it('names each problem by line', () => {
    expect(
      definitionProblems(
        ' ',
        [
          line('102', 'debit', { kind: 'fixed', value: '0' }),
          line('9', 'debit', { kind: 'rest' }),
          line('201', 'debit', { kind: 'rest' }),
        ],
        chart,
      ),
    ).toEqual([
      '请填写名称',
      '只能有一行取借贷差额',
      '必须同时有借方和贷方分录',
      '第1行：请选择末级科目',
      '第1行：固定金额应大于零',
      '第2行：科目 9 不存在',
    ]);
  });
});

describe('自动凭证 lines of a month', () => {
  const balances = new Map([
    ['201', -123456n],
    ['10201', 50000n],
  ]);
  const balanceOf = (code: string) => balances.get(code) ?? 0n;
  const directionOf = (code: string) => chart.get(code)?.direction;

  it('fills the fixed amounts and the rest', () => {
    expect(
      autoEntries(
        [
          line('50601', 'debit', { kind: 'fixed', value: '5,000.5' }),
          line('201', 'credit', { kind: 'rest' }),
        ],
        balanceOf,
        directionOf,
      ),
    ).toEqual({
      ok: true,
      total: '5000.50',
      entries: [
        {
          summary: '计提',
          code: '50601',
          departmentCode: null,
          auxis: [],
          debitAmount: '5000.50',
          creditAmount: '',
        },
        {
          summary: '计提',
          code: '201',
          departmentCode: null,
          auxis: [],
          debitAmount: '',
          creditAmount: '5000.50',
        },
      ],
    });
  });

  it('takes a balance in the subject’s normal direction (a credit balance of 201 is positive)', () => {
    const result = autoEntries(
      [line('201', 'debit', { kind: 'balance', code: '201' }), line('10201', 'credit', { kind: 'rest' })],
      balanceOf,
      directionOf,
    );
    expect(result).toMatchObject({ ok: true, total: '1234.56' });
  });

  it('says when the month has nothing to generate, or the lines do not balance', () => {
    expect(
      autoEntries(
        [line('201', 'debit', { kind: 'balance', code: '50601' }), line('10201', 'credit', { kind: 'rest' })],
        balanceOf,
        directionOf,
      ),
    ).toEqual({ ok: false, message: '本月金额为零，无需生成' });
    expect(
      autoEntries(
        [
          line('50601', 'debit', { kind: 'fixed', value: '10' }),
          line('201', 'credit', { kind: 'fixed', value: '9' }),
        ],
        balanceOf,
        directionOf,
      ),
    ).toEqual({ ok: false, message: '借贷不平衡，差额 1.00' });
  });
});
