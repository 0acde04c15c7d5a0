import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyRuns } from '../../../test/property-runs';
import { compare, parseMoney, sum } from '../money';
import { GRADES, lodgingCheck, lodgingLimit, settle, travelAllowances } from './travel';
import { placesNamed } from './travel-places';
import { LODGING_LIMITS, LODGING_PEAKS } from './travel-tables';

const RUNS = { numRuns: propertyRuns(1000) };

// Dates built with the JS calendar, independently of the module's own day arithmetic.
const DAY_MS = 86_400_000;
const FIRST = Date.UTC(2000, 0, 1);
const LAST = Date.UTC(2099, 11, 31);
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const date = fc.integer({ min: 0, max: (LAST - FIRST) / DAY_MS }).map((offset) => FIRST + offset * DAY_MS);

/** Every place the table names, and each region with a city it does not name. */
const place = fc.constantFrom(
  ...LODGING_LIMITS.flatMap((row) => [
    ...placesNamed(row.scope).map((city) => ({ province: row.region, city })),
    { province: row.region, city: '不在表中的县' },
  ]),
);

const amount = fc
  .bigInt({ min: 0n, max: 10n ** 9n })
  .map((cents) => parseMoney(`${cents / 100n}.${cents % 100n}`));

describe('travel rule properties', () => {
  it('count the calendar days inclusively and never pay a negative allowance', () => {
    const trip = fc
      .record({ place, start: date, length: fc.integer({ min: 0, max: 400 }) })
      .chain(({ place, start, length }) => {
        const days = length + 1;
        return fc.record({
          place: fc.constant(place),
          start: fc.constant(start),
          length: fc.constant(length),
          breakfast: fc.integer({ min: 0, max: days }),
          lunch: fc.integer({ min: 0, max: days }),
          dinner: fc.integer({ min: 0, max: days }),
          halfDays: fc.integer({ min: 0, max: days * 2 }),
        });
      });
    fc.assert(
      fc.property(trip, ({ place, start, length, breakfast, lunch, dinner, halfDays }) => {
        const result = travelAllowances({
          ...place,
          departure: isoDay(start),
          return: isoDay(start + length * DAY_MS),
          hostMeals: { breakfast, lunch, dinner },
          hostCarHalfDays: halfDays,
        });
        expect(result.days).toBe(length + 1);
        for (const value of [
          result.meal,
          result.cityTransport,
          result.mealDeduction,
          result.cityTransportDeduction,
        ]) {
          expect(compare(value, '0')).toBeGreaterThanOrEqual(0);
        }
        const mealRate = ['西藏', '青海', '新疆'].includes(place.province) ? 120 : 100;
        expect(sum([result.meal, result.mealDeduction])).toBe(parseMoney(mealRate * result.days));
        expect(sum([result.cityTransport, result.cityTransportDeduction])).toBe(parseMoney(80 * result.days));
      }),
      RUNS,
    );
  });

  it('cap lodging at the row’s rate or its peak rate, never below the row’s rate', () => {
    fc.assert(
      fc.property(place, date, fc.constantFrom(...GRADES), (where, day, grade) => {
        const limit = lodgingLimit({ ...where, grade, date: isoDay(day) });
        const tier = GRADES.indexOf(grade) as 0 | 1 | 2;
        // A region of one row (全市, 全省, a separate city) covers every place in it.
        const rows = LODGING_LIMITS.filter((r) => r.region === where.province);
        const row =
          rows.find((r) => placesNamed(r.scope).includes(where.city)) ??
          (rows.length === 1 ? rows[0] : rows.find((r) => r.scope === '其他地区'));
        if (!row) {
          expect(limit).toBeNull();
          return;
        }
        const allowed = [row.tiers, ...LODGING_PEAKS.filter((p) => p.id === row.id).map((p) => p.tiers)].map(
          (t) => parseMoney(t[tier]),
        );
        expect(allowed).toContain(limit);
        expect(compare(limit ?? '0', parseMoney(row.tiers[tier]))).toBeGreaterThanOrEqual(0);
      }),
      RUNS,
    );
  });

  it('split invoiced lodging into reimbursable and 自理 parts that add up, within the cap', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), amount, amount, (nights, invoiced, limit) => {
        fc.pre(compare(invoiced, '0') > 0);
        const check = lodgingCheck({ nights, invoicedAmount: invoiced, limit });
        expect(sum([check.reimbursable, check.selfPaid])).toBe(invoiced);
        expect(compare(check.reimbursable, check.cap)).toBeLessThanOrEqual(0);
        expect(compare(check.selfPaid, '0')).toBeGreaterThanOrEqual(0);
        // Nothing is 自理 unless the invoice passes the cap.
        expect(compare(check.selfPaid, '0') > 0).toBe(compare(invoiced, check.cap) > 0);
      }),
      RUNS,
    );
  });

  it('settle so that advance and settlement meet the claim exactly', () => {
    fc.assert(
      fc.property(amount, amount, (advanced, reimbursed) => {
        const { kind, amount: due } = settle({ advanced, reimbursed });
        expect(compare(due, '0')).toBeGreaterThanOrEqual(0);
        if (kind === '补领') expect(sum([advanced, due])).toBe(reimbursed);
        else if (kind === '退还') expect(sum([reimbursed, due])).toBe(advanced);
        else expect([due, advanced]).toEqual(['0.00', reimbursed]);
        expect(kind === '持平').toBe(advanced === reimbursed);
      }),
      RUNS,
    );
  });
});
