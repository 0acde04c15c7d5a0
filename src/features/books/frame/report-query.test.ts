import { create } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { ledgerContracts } from '../../../core/contracts/ledger';
import { reportCacheKey } from '../../../ui/data/cache-key';
import {
  cachedAtLabel,
  defaultFilter,
  defaultMonth,
  filterFromSearch,
  filterProblem,
  filterToQuery,
  periodLabel,
  reportHref,
} from './report-query';

const today = new Date(2026, 4, 17);

describe('report filter', () => {
  it('opens on this month of the current year and December of an earlier one', () => {
    expect(defaultMonth(2026, today)).toBe(5);
    expect(defaultMonth(2024, today)).toBe(12);
    expect(defaultFilter(2026, 'month', today)).toMatchObject({ monthFrom: 5, monthTo: 5 });
    expect(defaultFilter(2026, 'yearToDate', today)).toMatchObject({ monthFrom: 1, monthTo: 5 });
  });

  it('sends only what differs from the server defaults, typed as the contract takes them', () => {
    const base = defaultFilter(2023, 'month', today);
    expect(filterToQuery(base)).toEqual({ year: 2023, monthFrom: 12, monthTo: 12 });
    expect(
      filterToQuery({
        ...base,
        codeFrom: '101',
        codeTo: '102',
        level: 2,
        includeUnposted: true,
        hideZero: true,
      }),
    ).toEqual({
      year: 2023,
      monthFrom: 12,
      monthTo: 12,
      codeFrom: '101',
      codeTo: '102',
      level: 2,
      includeUnposted: true,
      hideZero: true,
    });
  });

  it('sends what the book contracts take: the typed query is what the server reads from its text', () => {
    const query = {
      ...filterToQuery({
        ...defaultFilter(2023, 'month', today),
        codeFrom: '101',
        level: 2,
        includeUnposted: true,
        hideZero: true,
      }),
      code: '10201',
      pageSize: 200,
    };
    const asText = Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)]));
    const { request } = ledgerContracts.detail;
    expect(create(query, request)).toEqual(query);
    expect(create(asText, request)).toEqual(query);
  });

  it('keys a typed query as its query string, so answers cached before still match', () => {
    const query = filterToQuery({ ...defaultFilter(2023, 'month', today), level: 2, includeUnposted: true });
    expect(reportCacheKey('5-2023', '/api/ledger/balance', query)).toBe(
      reportCacheKey('5-2023', '/api/ledger/balance', {
        year: '2023',
        monthFrom: '12',
        monthTo: '12',
        level: '2',
        includeUnposted: 'true',
      }),
    );
  });

  it('reads a link’s query over the screen’s own filter and ignores nonsense', () => {
    const base = defaultFilter(2026, 'yearToDate', today);
    expect(
      filterFromSearch({ year: '2023', monthFrom: '2', monthTo: '3', includeUnposted: 'true' }, base),
    ).toMatchObject({ year: 2023, monthFrom: 2, monthTo: 3, includeUnposted: true });
    // Only monthFrom: one month, as the server reads it.
    expect(filterFromSearch({ monthFrom: '4' }, base)).toMatchObject({ monthFrom: 4, monthTo: 4 });
    expect(filterFromSearch({ monthFrom: '13', codeFrom: '1x', level: '0' }, base)).toEqual(base);
    expect(filterFromSearch({ monthFrom: '5', monthTo: '2' }, base)).toMatchObject({
      monthFrom: 2,
      monthTo: 5,
    });
  });

  it('builds links that the next screen reads back', () => {
    const filter = {
      ...defaultFilter(2023, 'month', today),
      monthFrom: 1,
      monthTo: 2,
      includeUnposted: true,
    };
    const href = reportHref('/final/x', filter, { code: '10201', deptCode: '' });
    expect(href).toBe('/final/x?year=2023&monthFrom=1&monthTo=2&includeUnposted=true&code=10201');
    const search = Object.fromEntries(new URL(href, 'http://x').searchParams);
    expect(filterFromSearch(search, defaultFilter(2026, 'month', today))).toMatchObject({
      year: 2023,
      monthFrom: 1,
      monthTo: 2,
      includeUnposted: true,
    });
  });

  it('names the problem of a range the server would refuse', () => {
    const base = defaultFilter(2023, 'month', today);
    expect(filterProblem({ ...base, monthFrom: 5, monthTo: 3 })).toBe('起始月份 5 月不能晚于结束月份 3 月');
    expect(filterProblem({ ...base, codeFrom: '201', codeTo: '102' })).toBe(
      '起始科目 201 不能大于结束科目 102',
    );
    // A child of the end subject is inside the range.
    expect(filterProblem({ ...base, codeFrom: '10201', codeTo: '102' })).toBeNull();
  });

  it('labels periods and cache keys', () => {
    expect(periodLabel({ year: 2023, monthFrom: 1, monthTo: 3 })).toBe('2023年01月—03月');
    expect(periodLabel({ year: 2023, monthFrom: 7, monthTo: 7 })).toBe('2023年07月');
    expect(
      reportCacheKey('5-2023', '/api/ledger/balance', { year: '2023', level: undefined, codeFrom: '1' }),
    ).toBe('books:5-2023:/api/ledger/balance?codeFrom=1&year=2023');
    expect(cachedAtLabel(new Date(2026, 0, 5, 9, 7).getTime())).toBe('2026-01-05 09:07');
  });
});
