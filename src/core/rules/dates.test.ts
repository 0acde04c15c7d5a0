import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  CUTOFF_DATE,
  EARLIEST_ACCOUNTING_DATE,
  isCalendarDate,
  isDisabledAccountingDate,
  isValidAccountingDate,
  toCalendarDate,
} from './dates';

describe('accounting date constants', () => {
  it('are the new system start and the old system end', () => {
    expect(EARLIEST_ACCOUNTING_DATE).toBe('2022-01-01');
    expect(CUTOFF_DATE).toBe('2021-12-31');
  });
});

describe('isCalendarDate', () => {
  it.each(['2022-01-01', '2024-02-29', '2000-02-29', '2023-12-31'])('accepts %s', (value) => {
    expect(isCalendarDate(value)).toBe(true);
  });
  it.each([
    '2023-02-29',
    '1900-02-29',
    '2023-04-31',
    '2023-13-01',
    '2023-00-10',
    '2023-01-00',
    '2023-1-5',
    '2023/01/05',
    '20230105',
    '',
  ])('refuses %j', (value) => {
    expect(isCalendarDate(value)).toBe(false);
  });
});

describe('isValidAccountingDate', () => {
  it.each([
    ['2022-01-01', true],
    ['2030-06-15', true],
    ['2021-12-31', false],
    ['2019-10-01', false],
    ['2022-02-30', false],
    ['2022-01-01 08:00:00', false],
    ['not a date', false],
  ])('%j -> %s', (value, expected) => {
    expect(isValidAccountingDate(value)).toBe(expected);
  });
});

// Date pickers run in the user's zone; these zones sit on both sides of UTC, where a
// UTC-midnight reading would move the day.
describe.each(['Asia/Shanghai', 'America/New_York', 'UTC'])('isDisabledAccountingDate in %s', (zone) => {
  let saved: string | undefined;
  beforeEach(() => {
    saved = process.env.TZ;
    process.env.TZ = zone;
  });
  afterEach(() => {
    if (saved === undefined) delete process.env.TZ;
    else process.env.TZ = saved;
  });

  it('runs in the zone under test', () => {
    const offsets: Record<string, number> = { 'Asia/Shanghai': -480, 'America/New_York': 300, UTC: 0 };
    expect(new Date(2022, 0, 1).getTimezoneOffset()).toBe(offsets[zone]);
  });

  it('disables the old system days given as text', () => {
    expect(isDisabledAccountingDate('2021-12-31')).toBe(true);
    expect(isDisabledAccountingDate('2019-01-01')).toBe(true);
    expect(isDisabledAccountingDate('2022-01-01')).toBe(false);
    expect(isDisabledAccountingDate('2022-01-01 00:00:00')).toBe(false);
    expect(isDisabledAccountingDate('2021-12-31 23:59:59')).toBe(true);
  });

  it('reads a Date as its local calendar day', () => {
    expect(isDisabledAccountingDate(new Date(2022, 0, 1))).toBe(false);
    expect(isDisabledAccountingDate(new Date(2022, 0, 1, 0, 0, 1))).toBe(false);
    expect(isDisabledAccountingDate(new Date(2021, 11, 31, 23, 59, 59))).toBe(true);
    expect(toCalendarDate(new Date(2022, 0, 1, 0, 30))).toBe('2022-01-01');
  });

  it('disables what it cannot read', () => {
    expect(isDisabledAccountingDate(new Date(Number.NaN))).toBe(true);
    expect(isDisabledAccountingDate('')).toBe(true);
    expect(isDisabledAccountingDate('2022-02-30')).toBe(true);
  });
});
