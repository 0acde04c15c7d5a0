import { describe, expect, it } from 'vitest';
import {
  canGoNextYear,
  canGoPrevYear,
  comparePeriods,
  createPeriodPicker,
  monthsOfQuarter,
  PERIOD_RANGE_MESSAGE,
  type PeriodPickerState,
  periodPickerReducer,
  quarterOf,
  validatePeriodRange,
} from './period';

describe('createPeriodPicker', () => {
  it('defaults to 2019-2020, opening on the last year', () => {
    expect(createPeriodPicker()).toEqual({ beginYear: 2019, endYear: 2020, viewYear: 2020, selected: null });
  });

  it('opens on the selected year, clamped to the bounds', () => {
    expect(
      createPeriodPicker({ beginYear: 2022, endYear: 2026, selected: { year: 2024, month: 3 } }).viewYear,
    ).toBe(2024);
    expect(
      createPeriodPicker({ beginYear: 2022, endYear: 2026, selected: { year: 2030, month: 3 } }).viewYear,
    ).toBe(2026);
  });

  it('refuses a begin year after the end year', () => {
    expect(() => createPeriodPicker({ beginYear: 2025, endYear: 2024 })).toThrow(RangeError);
  });
});

describe('periodPickerReducer', () => {
  const start = createPeriodPicker({ beginYear: 2022, endYear: 2024 });

  it('moves between years within the bounds and returns the same state at a bound', () => {
    const at2023 = periodPickerReducer(start, { type: 'prevYear' });
    expect(at2023.viewYear).toBe(2023);
    const at2022 = periodPickerReducer(at2023, { type: 'prevYear' });
    expect(at2022.viewYear).toBe(2022);
    expect(canGoPrevYear(at2022)).toBe(false);
    expect(periodPickerReducer(at2022, { type: 'prevYear' })).toBe(at2022);
    expect(canGoNextYear(start)).toBe(false);
    expect(periodPickerReducer(start, { type: 'nextYear' })).toBe(start);
  });

  it('selects a month of the year in view', () => {
    const chosen = periodPickerReducer(start, { type: 'selectMonth', month: 10 });
    expect(chosen.selected).toEqual({ year: 2024, month: 10 });
    expect(start.selected).toBeNull(); // the old state is untouched
  });

  it('does nothing when the month already selected in the same year is chosen again', () => {
    const chosen = periodPickerReducer(start, { type: 'selectMonth', month: 10 });
    expect(periodPickerReducer(chosen, { type: 'selectMonth', month: 10 })).toBe(chosen);
  });

  it('selects the same month of another year', () => {
    const chosen = periodPickerReducer(start, { type: 'selectMonth', month: 10 });
    const otherYear = periodPickerReducer(periodPickerReducer(chosen, { type: 'prevYear' }), {
      type: 'selectMonth',
      month: 10,
    });
    expect(otherYear.selected).toEqual({ year: 2023, month: 10 });
  });

  it.each([0, 13, 1.5, Number.NaN])('ignores month %d', (month) => {
    expect(periodPickerReducer(start, { type: 'selectMonth', month })).toBe(start);
  });

  it('keeps the year bounds through any action sequence', () => {
    let state: PeriodPickerState = start;
    for (const type of ['prevYear', 'prevYear', 'prevYear', 'prevYear', 'nextYear'] as const) {
      state = periodPickerReducer(state, { type });
      expect(state.viewYear).toBeGreaterThanOrEqual(2022);
      expect(state.viewYear).toBeLessThanOrEqual(2024);
    }
    expect(state.viewYear).toBe(2023);
  });
});

describe('quarters', () => {
  it.each([
    [1, 1],
    [3, 1],
    [4, 2],
    [6, 2],
    [7, 3],
    [9, 3],
    [10, 4],
    [12, 4],
  ])('month %d is in quarter %d', (month, quarter) => {
    expect(quarterOf(month)).toBe(quarter);
  });

  it('lists the months of each quarter', () => {
    expect(monthsOfQuarter(1)).toEqual([1, 2, 3]);
    expect(monthsOfQuarter(2)).toEqual([4, 5, 6]);
    expect(monthsOfQuarter(3)).toEqual([7, 8, 9]);
    expect(monthsOfQuarter(4)).toEqual([10, 11, 12]);
  });

  it('refuses a month outside 1-12', () => {
    expect(() => quarterOf(0)).toThrow(RangeError);
    expect(() => quarterOf(13)).toThrow(RangeError);
  });
});

describe('period range', () => {
  it('orders periods by year, then month', () => {
    expect(comparePeriods({ year: 2023, month: 12 }, { year: 2024, month: 1 })).toBeLessThan(0);
    expect(comparePeriods({ year: 2024, month: 2 }, { year: 2024, month: 1 })).toBeGreaterThan(0);
    expect(comparePeriods({ year: 2024, month: 2 }, { year: 2024, month: 2 })).toBe(0);
  });

  it('accepts from <= to and refuses from > to with the message', () => {
    expect(validatePeriodRange({ year: 2024, month: 1 }, { year: 2024, month: 1 })).toBeNull();
    expect(validatePeriodRange({ year: 2023, month: 12 }, { year: 2024, month: 1 })).toBeNull();
    expect(validatePeriodRange({ year: 2024, month: 2 }, { year: 2024, month: 1 })).toBe(
      PERIOD_RANGE_MESSAGE,
    );
    expect(validatePeriodRange({ year: 2025, month: 1 }, { year: 2024, month: 12 })).toBe(
      '开始期间不能晚于结束期间',
    );
  });

  it('leaves a missing end to the required rule', () => {
    expect(validatePeriodRange(null, { year: 2024, month: 1 })).toBeNull();
    expect(validatePeriodRange({ year: 2024, month: 1 }, undefined)).toBeNull();
  });
});
