import { describe, expect, it } from 'vitest';
import { buildJournal, firstDayOf, lastDayOf, openingLabel } from './journal';

const e = (date: string, order: number, receipt: bigint, payment: bigint, id = `${date}/${order}`) => ({
  id,
  date,
  order,
  receipt,
  payment,
});

const ctx = {
  opening: 850_000n,
  openingLabel: '上月结转',
  openingDate: '2026-11-01',
  closingDate: '2026-11-30',
  yearBefore: { receipt: 1_000_000n, payment: 400_000n },
};

describe('the cashier journal of a month', () => {
  it('runs the balance entry by entry in the order of business and closes each day', () => {
    const rows = buildJournal(
      [
        e('2026-11-05', 2, 0n, 30_000n),
        e('2026-11-03', 1, 200_000n, 0n),
        e('2026-11-05', 1, 5_000n, 0n),
        e('2026-11-03', 2, 0n, 120_050n),
      ],
      ctx,
    );
    expect(rows.map((r) => [r.kind, r.date, r.balance])).toEqual([
      ['opening', '2026-11-01', 850_000n],
      ['entry', '2026-11-03', 1_050_000n],
      ['entry', '2026-11-03', 929_950n],
      ['dayTotal', '2026-11-03', 929_950n],
      ['entry', '2026-11-05', 934_950n],
      ['entry', '2026-11-05', 904_950n],
      ['dayTotal', '2026-11-05', 904_950n],
      ['monthTotal', '2026-11-30', 904_950n],
      ['yearTotal', '2026-11-30', 904_950n],
    ]);
    const day3 = rows[3];
    expect(day3).toMatchObject({ receipt: 200_000n, payment: 120_050n, receiptCount: 1, paymentCount: 1 });
    expect(rows[7]).toMatchObject({ receipt: 205_000n, payment: 150_050n, receiptCount: 2, paymentCount: 2 });
    // 本年累计 = the year before this month + the month.
    expect(rows[8]).toMatchObject({ receipt: 1_205_000n, payment: 550_050n });
  });

  it('an empty month shows the balance brought forward and zero totals', () => {
    const rows = buildJournal([], ctx);
    expect(rows.map((r) => r.kind)).toEqual(['opening', 'monthTotal', 'yearTotal']);
    expect(rows[1]).toMatchObject({ receipt: 0n, payment: 0n, balance: 850_000n });
  });

  it('lets the balance go below zero (the report flags it; the book still records it)', () => {
    const rows = buildJournal([e('2026-11-02', 1, 0n, 900_000n)], ctx);
    expect(rows[1]?.balance).toBe(-50_000n);
  });

  it('names the opening row and the month bounds', () => {
    expect(openingLabel(1, false)).toBe('上年结转');
    expect(openingLabel(11, false)).toBe('上月结转');
    expect(openingLabel(11, true)).toBe('期初余额');
    expect(firstDayOf(2026, 2)).toBe('2026-02-01');
    expect(lastDayOf(2026, 2)).toBe('2026-02-28');
    expect(lastDayOf(2024, 2)).toBe('2024-02-29');
    expect(lastDayOf(2026, 12)).toBe('2026-12-31');
  });
});
