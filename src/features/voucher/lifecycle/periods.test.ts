import { describe, expect, it } from 'vitest';
import { describeBlocking, describeCounts } from './month-counts';
import {
  closeRefusalReasons,
  latestClosedMonth,
  monthMark,
  nextMonthToClose,
  openMonths,
  suggestCloseMonth,
  yearMonths,
} from './periods';
import type { PeriodView } from './types';

const closed = (month: number): PeriodView => ({
  year: 2026,
  month,
  closed: true,
  closedAt: '2026-04-01T02:00:00.000Z',
  closedBy: { id: 4, name: '王记账' },
});

describe('month end', () => {
  it('fills the year to twelve months, open where the server sent nothing', () => {
    const months = yearMonths([closed(1), closed(2), { ...closed(2), year: 2025 }], 2026);
    expect(months.map((m) => m.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(months.filter((m) => m.closed).map((m) => m.month)).toEqual([1, 2]);
  });

  it('closes the first open month and reopens only the latest closed one', () => {
    const months = yearMonths([closed(1), closed(2)], 2026);
    expect(nextMonthToClose(months)).toBe(3);
    expect(latestClosedMonth(months)).toBe(2);
    expect(nextMonthToClose(yearMonths([], 2026))).toBe(1);
    expect(latestClosedMonth(yearMonths([], 2026))).toBeNull();
    const all = yearMonths(
      Array.from({ length: 12 }, (_, i) => closed(i + 1)),
      2026,
    );
    expect(nextMonthToClose(all)).toBeNull();
    expect(latestClosedMonth(all)).toBe(12);
  });

  it('marks months closed, next or open', () => {
    const months = yearMonths([closed(1)], 2026);
    expect(months.map((m) => monthMark(m, 2)).slice(0, 3)).toEqual(['closed', 'next', 'open']);
    expect(months.map((m) => monthMark(m, null, 1)).slice(0, 3)).toEqual(['latest', 'open', 'open']);
  });

  it('reads the reasons of a refused close, falling back to the message', () => {
    expect(
      closeRefusalReasons({ reasons: ['有 2 张凭证未记账', '凭证号不连续：记-0003'] }, '不能结账'),
    ).toEqual(['有 2 张凭证未记账', '凭证号不连续：记-0003']);
    expect(closeRefusalReasons({ reasons: [] }, '2026年02月未结账')).toEqual(['2026年02月未结账']);
    expect(closeRefusalReasons(null, '')).toEqual(['结账未通过']);
  });

  it('says what still blocks the month', () => {
    expect(describeBlocking({ saved: 2, audited: 1, posted: 5 })).toBe('未审核 2 张、已审核未记账 1 张');
    expect(describeBlocking({ saved: 0, audited: 0, posted: 5 })).toBe('');
    expect(describeCounts({ saved: 0, audited: 0, posted: 0 })).toEqual({
      text: '本月没有凭证',
      blocked: false,
    });
    expect(describeCounts({ saved: 1, audited: 0, posted: 2 })).toEqual({
      text: '本月凭证 3 张，其中未审核 1 张，需全部记账后才能结账',
      blocked: true,
    });
  });
});

describe('which month 结账 offers', () => {
  it('is the first open month when it has vouchers or nothing later does', () => {
    const months = yearMonths([closed(1)], 2026);
    expect(suggestCloseMonth(months, 2)).toBe(2);
    expect(suggestCloseMonth(months, null)).toBe(2);
  });

  it('skips empty open months up to the first with vouchers', () => {
    expect(suggestCloseMonth(yearMonths([], 2026), 11)).toBe(11);
    expect(openMonths(yearMonths([closed(1), closed(2)], 2026))).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it('is nothing when the year is closed', () => {
    const all = yearMonths(
      Array.from({ length: 12 }, (_, i) => closed(i + 1)),
      2026,
    );
    expect(suggestCloseMonth(all, null)).toBeNull();
  });
});
