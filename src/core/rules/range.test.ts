import { describe, expect, it } from 'vitest';
import { clampToRange } from './range';

describe('clampToRange', () => {
  it.each([
    [5, 1, 10, 5],
    [0, 1, 10, 1],
    [11, 1, 10, 10],
    [1, 1, 10, 1],
    [10, 1, 10, 10],
    [-3, undefined, 10, -3],
    [20, undefined, 10, 10],
    [-3, 0, undefined, 0],
    [1e9, 0, undefined, 1e9],
    [7, undefined, undefined, 7],
    [2.5, 2.5, 2.5, 2.5],
  ])('clampToRange(%d, %s, %s) = %d', (value, min, max, expected) => {
    expect(clampToRange(value, min, max)).toBe(expected);
  });

  it('returns NaN untouched rather than inventing a value', () => {
    expect(clampToRange(Number.NaN, 0, 10)).toBeNaN();
  });

  it('refuses bounds the wrong way round', () => {
    expect(() => clampToRange(1, 10, 0)).toThrow(RangeError);
  });
});
