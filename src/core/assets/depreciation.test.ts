import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyRuns } from '../../../test/property-runs';
import { fromCents, sum, toCents } from '../money';
import { depreciationExemption } from './card';
import {
  chargeOf,
  DepreciationInputError,
  depreciationPlan,
  depreciationSchedule,
  lastChargedMonth,
} from './depreciation';
import { addMonths, monthIndex, monthOfIndex } from './months';

describe('depreciationSchedule: the vectors of NOTES-assets-cashier §1.6', () => {
  it('V1: a computer of 7,000.00 over 72 months from 2024-03 charges 97.22 a month and 97.38 in 2030-02', () => {
    const rows = depreciationSchedule({
      originalValue: '7000.00',
      lifeMonths: 72,
      startMonth: '2024-03',
      endMonth: '2031-12',
    });
    expect(rows).toHaveLength(72);
    expect(rows[0]).toEqual({ month: '2024-03', amount: '97.22', accumulated: '97.22' });
    expect(rows[70]).toEqual({ month: '2030-01', amount: '97.22', accumulated: '6902.62' });
    expect(rows[71]).toEqual({ month: '2030-02', amount: '97.38', accumulated: '7000.00' });
    expect(sum(rows.map((r) => r.amount))).toBe('7000.00');
  });

  it('V2: a disposal in 2025-06 stops the charges the month before (12,000.00 over 96 months from 2024-02)', () => {
    const rows = depreciationSchedule({
      originalValue: '12000.00',
      lifeMonths: 96,
      startMonth: '2024-02',
      endMonth: '2026-12',
      disposedMonth: '2025-06',
    });
    expect(rows.at(-1)).toEqual({ month: '2025-05', amount: '125.00', accumulated: '2000.00' });
    expect(rows).toHaveLength(16);
    expect(rows.some((r) => r.month >= '2025-06')).toBe(false);
  });

  it('V3: an opening card charges round((original - accumulated) / (life - used)) from the first month', () => {
    const rows = depreciationSchedule({
      originalValue: '50000.00',
      lifeMonths: 120,
      usedMonths: 60,
      accumulated: '26000.00',
      startMonth: '2022-01',
      endMonth: '2040-12',
    });
    expect(rows[0]).toEqual({ month: '2022-01', amount: '400.00', accumulated: '26400.00' });
    expect(rows).toHaveLength(60);
    expect(rows.at(-1)).toEqual({ month: '2026-12', amount: '400.00', accumulated: '50000.00' });
  });

  it('V4: a nominal-value asset (名义金额) has no charge', () => {
    const exempt = depreciationExemption({ assetClass: 1, valueType: 'NOMINAL', categoryDepreciable: true });
    expect(exempt).toBe('名义金额资产不计提折旧（摊销）');
    const rows = depreciationSchedule({
      originalValue: '1.00',
      lifeMonths: 60,
      startMonth: '2024-01',
      endMonth: '2030-12',
      noDepreciation: exempt !== null,
    });
    expect(rows).toEqual([]);
  });

  it('V5: furniture of 3,000.00 over 180 months charges 16.67 and 16.07 in its last month', () => {
    const rows = depreciationSchedule({
      originalValue: '3000.00',
      lifeMonths: 180,
      startMonth: '2024-01',
      endMonth: '2040-12',
    });
    expect(rows[0]?.amount).toBe('16.67');
    expect(rows.at(-1)).toEqual({ month: '2038-12', amount: '16.07', accumulated: '3000.00' });
  });

  it('charges nothing for the classes the 制度 excludes and for inventory', () => {
    expect(
      depreciationExemption({ assetClass: 3, valueType: 'ACTUAL_COST', categoryDepreciable: true }),
    ).toBe('库存物品不计提折旧');
    expect(
      depreciationExemption({
        assetClass: 1,
        valueType: 'ACTUAL_COST',
        categoryDepreciable: false,
        categoryName: '文物',
      }),
    ).toBe('文物不计提折旧');
    expect(
      depreciationExemption({
        assetClass: 2,
        valueType: 'ACTUAL_COST',
        amortisationBasis: 'INDEFINITE',
        categoryDepreciable: true,
      }),
    ).toBe('使用年限不确定的无形资产不摊销');
    expect(
      depreciationExemption({ assetClass: 1, valueType: 'ESTIMATED', categoryDepreciable: true }),
    ).toBeNull();
  });

  it('returns only the months asked for, and nothing before the first month', () => {
    const input = { originalValue: '7000.00', lifeMonths: 72, startMonth: '2024-03' };
    expect(depreciationSchedule({ ...input, endMonth: '2024-02' })).toEqual([]);
    expect(depreciationSchedule({ ...input, endMonth: '2024-05' }).map((r) => r.month)).toEqual([
      '2024-03',
      '2024-04',
      '2024-05',
    ]);
  });

  it('stops a fully depreciated opening card, and charges an opening card with one month left its whole net', () => {
    const done = {
      originalValue: '5000.00',
      lifeMonths: 60,
      usedMonths: 60,
      accumulated: '5000.00',
      startMonth: '2022-01',
      endMonth: '2030-12',
    };
    expect(depreciationSchedule(done)).toEqual([]);
    const last = depreciationSchedule({ ...done, usedMonths: 59, accumulated: '4916.70' });
    expect(last).toEqual([{ month: '2022-01', amount: '83.30', accumulated: '5000.00' }]);
  });

  it('never charges a negative last month when tiny amounts round the monthly charge up', () => {
    const rows = depreciationSchedule({
      originalValue: '0.90',
      lifeMonths: 120,
      startMonth: '2024-01',
      endMonth: '2040-12',
    });
    expect(rows.every((r) => toCents(r.amount) > 0n)).toBe(true);
    expect(sum(rows.map((r) => r.amount))).toBe('0.90');
    expect(rows).toHaveLength(90);
  });

  it('refuses input that is not a card', () => {
    const base = { originalValue: '100.00', lifeMonths: 12, startMonth: '2024-01', endMonth: '2024-12' };
    expect(() => depreciationSchedule({ ...base, lifeMonths: 0 })).toThrow(DepreciationInputError);
    expect(() => depreciationSchedule({ ...base, usedMonths: 13 })).toThrow('已提折旧月数');
    expect(() => depreciationSchedule({ ...base, accumulated: '100.01' })).toThrow('累计折旧不能大于原值');
    expect(() => depreciationSchedule({ ...base, startMonth: '2024-13' })).toThrow('月份应为 YYYY-MM');
  });
});

describe('the plan behind the schedule (what the provision uses month by month)', () => {
  const arbitraryCard = fc
    .record({
      cents: fc.bigInt({ min: 1n, max: 100_000_000_00n }),
      life: fc.integer({ min: 1, max: 600 }),
      usedShare: fc.double({ min: 0, max: 1, noNaN: true }),
      accumulatedShare: fc.double({ min: 0, max: 1, noNaN: true }),
      start: fc.integer({ min: monthIndex('2022-01'), max: monthIndex('2030-12') }),
      disposedAfter: fc.option(fc.integer({ min: 0, max: 700 }), { nil: null }),
    })
    .map((r) => {
      const used = Math.min(r.life - 1, Math.floor(r.life * r.usedShare));
      const accumulated = used === 0 ? 0n : (r.cents * BigInt(Math.floor(r.accumulatedShare * 1000))) / 1000n;
      return {
        originalValue: fromCents(r.cents),
        lifeMonths: r.life,
        usedMonths: used,
        accumulated: fromCents(accumulated),
        startMonth: monthOfIndex(r.start),
        disposedMonth: r.disposedAfter === null ? null : monthOfIndex(r.start + r.disposedAfter),
      };
    });

  it('adds up to the net value exactly when the asset lives its whole life, never more', () => {
    fc.assert(
      fc.property(arbitraryCard, (card) => {
        const rows = depreciationSchedule({ ...card, endMonth: addMonths(card.startMonth, 700) });
        const charged = rows.reduce((s, r) => s + toCents(r.amount), 0n);
        const net = toCents(card.originalValue) - toCents(card.accumulated);
        if (card.disposedMonth === null) expect(charged).toBe(net);
        else expect(charged <= net).toBe(true);
        expect(rows.every((r) => toCents(r.amount) > 0n)).toBe(true);
        expect(rows.every((r) => card.disposedMonth === null || r.month < card.disposedMonth)).toBe(true);
        expect(rows.length <= card.lifeMonths - card.usedMonths).toBe(true);
      }),
      { numRuns: propertyRuns(200) },
    );
  });

  it('gives each month the same charge and accumulated as the schedule (chargeOf, lastChargedMonth)', () => {
    fc.assert(
      fc.property(arbitraryCard, (card) => {
        const plan = depreciationPlan(card);
        const rows = depreciationSchedule({ ...card, endMonth: addMonths(card.startMonth, 700) });
        // (Not `return expect(...)`: fast-check fails a property that returns anything but true or nothing.)
        if (plan === null) {
          expect(rows).toEqual([]);
          return;
        }
        for (const row of rows) {
          const c = chargeOf(plan, monthIndex(row.month));
          expect(fromCents(c.amount)).toBe(row.amount);
          expect(fromCents(c.accumulated)).toBe(row.accumulated);
        }
        const last = lastChargedMonth(plan);
        expect(last === null ? null : monthOfIndex(last)).toBe(rows.at(-1)?.month ?? null);
      }),
      { numRuns: propertyRuns(100) },
    );
  });
});
