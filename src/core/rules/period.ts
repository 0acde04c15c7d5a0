// The month period picker as a pure reducer (spec 000 §5, §9): the screen renders the state and
// dispatches actions; returning the same object for a no-op lets React skip the render and change event.

import { DEFAULT_BEGIN_YEAR, DEFAULT_END_YEAR } from '../constants';

/** A month of a year; month is 1-12. */
export interface Period {
  readonly year: number;
  readonly month: number;
}

export interface PeriodPickerState {
  readonly beginYear: number;
  readonly endYear: number;
  /** The year whose twelve months the panel shows. */
  readonly viewYear: number;
  /** The chosen period, or null before the first choice. */
  readonly selected: Period | null;
}

export type PeriodPickerAction =
  | { readonly type: 'prevYear' }
  | { readonly type: 'nextYear' }
  | { readonly type: 'selectMonth'; readonly month: number };

export interface PeriodPickerOptions {
  /** First year the panel can show (default 2019, spec 000 §9). */
  beginYear?: number;
  /** Last year the panel can show (default 2020, spec 000 §9); ledger screens pass their own. */
  endYear?: number;
  selected?: Period | null;
}

export const PERIOD_RANGE_MESSAGE = '开始期间不能晚于结束期间';

function clampYear(year: number, beginYear: number, endYear: number): number {
  return Math.min(Math.max(year, beginYear), endYear);
}

/** The initial state: the panel opens on the selected period's year, else on the last year. */
export function createPeriodPicker(options: PeriodPickerOptions = {}): PeriodPickerState {
  const { beginYear = DEFAULT_BEGIN_YEAR, endYear = DEFAULT_END_YEAR, selected = null } = options;
  if (beginYear > endYear) throw new RangeError(`beginYear ${beginYear} is after endYear ${endYear}`);
  const viewYear = clampYear(selected?.year ?? endYear, beginYear, endYear);
  return { beginYear, endYear, viewYear, selected };
}

export function canGoPrevYear(state: PeriodPickerState): boolean {
  return state.viewYear > state.beginYear;
}

export function canGoNextYear(state: PeriodPickerState): boolean {
  return state.viewYear < state.endYear;
}

/** Every no-op (a bound reached, the month already chosen, a month outside 1-12) returns `state` itself. */
export function periodPickerReducer(state: PeriodPickerState, action: PeriodPickerAction): PeriodPickerState {
  switch (action.type) {
    case 'prevYear':
      return canGoPrevYear(state) ? { ...state, viewYear: state.viewYear - 1 } : state;
    case 'nextYear':
      return canGoNextYear(state) ? { ...state, viewYear: state.viewYear + 1 } : state;
    case 'selectMonth': {
      const { month } = action;
      if (!Number.isInteger(month) || month < 1 || month > 12) return state;
      const { selected, viewYear } = state;
      if (selected && selected.year === viewYear && selected.month === month) return state;
      return { ...state, selected: { year: viewYear, month } };
    }
  }
}

export type Quarter = 1 | 2 | 3 | 4;

/** Quarters are months 1-3, 4-6, 7-9, 10-12. */
export function quarterOf(month: number): Quarter {
  if (!Number.isInteger(month) || month < 1 || month > 12) throw new RangeError(`month ${month} is not 1-12`);
  return Math.ceil(month / 3) as Quarter;
}

export function monthsOfQuarter(quarter: Quarter): readonly [number, number, number] {
  const first = (quarter - 1) * 3 + 1;
  return [first, first + 1, first + 2];
}

/** Negative when a is earlier, 0 when equal, positive when later. */
export function comparePeriods(a: Period, b: Period): number {
  return a.year !== b.year ? a.year - b.year : a.month - b.month;
}

/** From must not be later than to; a missing end passes (the required rule covers it). */
export function validatePeriodRange(
  from: Period | null | undefined,
  to: Period | null | undefined,
  message: string = PERIOD_RANGE_MESSAGE,
): string | null {
  if (!from || !to) return null;
  return comparePeriods(from, to) > 0 ? message : null;
}
