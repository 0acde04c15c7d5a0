import { describe, expect, it } from 'vitest';
import { capAt30, capIntegerInput, INTEGER_CAP, sanitizeIntegerInput } from './integer-input';

describe('sanitizeIntegerInput', () => {
  it.each([
    ['', ''],
    ['12', '12'],
    ['-12', '12'],
    ['1.5', '15'],
    ['1a2b', '12'],
    ['１２', '12'],
    [' 3 ', '3'],
  ])('%j -> %j', (raw, expected) => {
    expect(sanitizeIntegerInput(raw)).toBe(expected);
  });
});

describe('capAt30', () => {
  it.each([
    ['', ''],
    ['0', '0'],
    ['29', '29'],
    ['30', '30'],
    ['31', '30'],
    ['300', '30'],
    ['99999999999999999999', '30'],
    ['3a1', '30'],
    ['-5', '5'],
    ['０５', '05'],
  ])('%j -> %j', (raw, expected) => {
    expect(capAt30(raw)).toBe(expected);
  });

  it('is the 30 cap of the general helper', () => {
    expect(INTEGER_CAP).toBe(30);
    expect(capIntegerInput('13', 12)).toBe('12');
    expect(capIntegerInput('12', 12)).toBe('12');
  });
});
