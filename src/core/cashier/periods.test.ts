import { describe, expect, it } from 'vitest';
import {
  type AccountCheck,
  closeOrderProblem,
  monthIndex,
  monthOfIndex,
  reopenOrderProblem,
  unexplained,
  unexplainedMessage,
} from './periods';

const state = (first: [number, number] | null, closed: [number, number][]) => ({
  firstMonth: first ? monthIndex(first[0], first[1]) : null,
  closed: new Set(closed.map(([y, m]) => monthIndex(y, m))),
});

describe('the order of cashier month closing', () => {
  it('numbers months across years', () => {
    expect(monthIndex(2026, 1) - monthIndex(2025, 12)).toBe(1);
    expect(monthOfIndex(monthIndex(2026, 12))).toEqual({ year: 2026, month: 12 });
  });

  it('closes months in order from the book’s first month', () => {
    const s = state([2025, 11], [[2025, 11]]);
    expect(closeOrderProblem(s, 2025, 12)).toBeNull();
    expect(closeOrderProblem(s, 2026, 1)).toBe('2025年12月尚未结账，请按月份顺序结账');
    expect(closeOrderProblem(s, 2025, 11)).toBe('2025年11月已结账');
    expect(closeOrderProblem(s, 2025, 10)).toBe('出纳账从2025年11月开始，2025年10月无需结账');
    expect(closeOrderProblem(state(null, []), 2026, 1)).toBe('尚未设置出纳账户，不能结账');
  });

  it('reopens only the last closed month', () => {
    const s = state(
      [2026, 1],
      [
        [2026, 1],
        [2026, 2],
      ],
    );
    expect(reopenOrderProblem(s, 2026, 2)).toBeNull();
    expect(reopenOrderProblem(s, 2026, 1)).toBe('2026年2月已结账，请先反结账该月');
    expect(reopenOrderProblem(s, 2026, 3)).toBe('2026年3月尚未结账');
  });
});

describe('differences stop a close unless explained', () => {
  const checks: AccountCheck[] = [
    { accountId: 1, label: '1001 库存现金', agrees: true, describe: '相符' },
    { accountId: 2, label: '1002 经费集中户', agrees: false, describe: '期末余额出纳账比总账多 300.00' },
  ];
  it('lists the disagreeing accounts without an explanation', () => {
    expect(unexplained(checks, new Map()).map((c) => c.accountId)).toEqual([2]);
    expect(unexplained(checks, new Map([[2, ' 短 ']])).map((c) => c.accountId)).toEqual([2]);
    expect(unexplained(checks, new Map([[2, '银行手续费凭证下月补记']]))).toEqual([]);
  });

  it('names them in the refusal', () => {
    expect(unexplainedMessage(2026, 11, unexplained(checks, new Map()))).toBe(
      '2026年11月出纳账与总账不符，不能结账：1002 经费集中户（期末余额出纳账比总账多 300.00）。请核对后再结账，或逐户说明差异原因（至少 4 个字）',
    );
  });
});
