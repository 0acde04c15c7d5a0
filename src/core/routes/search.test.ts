import { describe, expect, it } from 'vitest';
import { parseSearchStrings, stringifySearchStrings, toRouteQuery } from './search';

describe('router search as strings', () => {
  it('never JSON-parses values', () => {
    expect(parseSearchStrings('?see=1&lev=04&flag=true&name=%E5%BC%A0')).toEqual({
      see: '1',
      lev: '04',
      flag: 'true',
      name: '张',
    });
  });

  it('round-trips strings and writes numbers plainly', () => {
    expect(stringifySearchStrings({ redirect: '/a?b=1', see: 1, skip: undefined, none: null })).toBe(
      '?redirect=%2Fa%3Fb%3D1&see=1',
    );
    expect(stringifySearchStrings({})).toBe('');
    expect(parseSearchStrings(stringifySearchStrings({ q: '一 二&x' }))).toEqual({ q: '一 二&x' });
  });

  it('turns any search object into a string record', () => {
    expect(toRouteQuery({ a: 1, b: 'x', c: { d: 1 }, e: undefined })).toEqual({
      a: '1',
      b: 'x',
      c: '{"d":1}',
    });
    expect(toRouteQuery(null)).toEqual({});
  });
});
