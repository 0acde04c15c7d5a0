import { describe, expect, it } from 'vitest';
import {
  abs,
  add,
  compare,
  formatMoney,
  fromCents,
  isZero,
  MAX_UPPERCASE,
  MoneyError,
  negate,
  parseMoney,
  round2,
  sub,
  sum,
  toCents,
  tryParseMoney,
} from './money';

describe('parseMoney', () => {
  it.each([
    ['1,234.5', '1234.50'],
    [' 12 ', '12.00'],
    ['-0.005', '-0.01'],
    ['0.005', '0.01'],
    ['0.004', '0.00'],
    ['-0.004', '0.00'],
    ['+7', '7.00'],
    ['.5', '0.50'],
    ['5.', '5.00'],
    ['-1,234,567.891', '-1234567.89'],
    ['0001.10', '1.10'],
    ['123456789012345678.99', '123456789012345678.99'],
  ])('reads %j as %s', (input, expected) => {
    expect(parseMoney(input)).toBe(expected);
  });

  it('accepts finite numbers without float drift in the result', () => {
    expect(parseMoney(0.1 + 0.2)).toBe('0.30');
    expect(parseMoney(1.005)).toBe('1.01');
    expect(parseMoney(-2.5)).toBe('-2.50');
    expect(parseMoney(1e21)).toBe('1000000000000000000000.00');
    expect(parseMoney(1e-7)).toBe('0.00');
  });

  it.each([
    'abc',
    '',
    '   ',
    '-',
    '.',
    '1.2.3',
    '12,34',
    '1,2345',
    '1e3',
    '¥12',
    '1 000',
    '--1',
    '0x10',
    'NaN',
  ])('refuses %j with a Chinese message', (input) => {
    expect(() => parseMoney(input)).toThrow(MoneyError);
    expect(() => parseMoney(input)).toThrow(`金额格式不正确：${input}`);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])(
    'refuses the number %d',
    (input) => {
      expect(() => parseMoney(input)).toThrow(MoneyError);
    },
  );

  it('names the bad input in the message', () => {
    expect(() => parseMoney('abc')).toThrow('金额格式不正确：abc');
  });
});

describe('tryParseMoney', () => {
  it('returns null instead of throwing', () => {
    expect(tryParseMoney('abc')).toBeNull();
    expect(tryParseMoney(Number.NaN)).toBeNull();
    expect(tryParseMoney('1,000')).toBe('1000.00');
  });
});

describe('round2', () => {
  it.each([
    ['-0.005', '-0.01'],
    ['-0.00', '0.00'],
    ['-0', '0.00'],
    ['-0.0049', '0.00'],
    ['2.675', '2.68'],
    ['1.005', '1.01'],
    ['1.0049999', '1.00'],
    ['0.125', '0.13'],
    ['-0.125', '-0.13'],
    ['99.995', '100.00'],
    ['12', '12.00'],
  ])('rounds %s half-up to %s', (input, expected) => {
    expect(round2(input)).toBe(expected);
  });
});

describe('arithmetic', () => {
  it('adds and subtracts exactly', () => {
    expect(add('0.1', '0.2')).toBe('0.30');
    expect(sub('0.3', '0.1')).toBe('0.20');
    expect(sub('1', '1.00')).toBe('0.00');
    expect(add('1,000.5', '-2000')).toBe('-999.50');
  });

  it('reads each operand as money first, as the rows of a table show it', () => {
    expect(add('0.004', '0.004')).toBe('0.00');
    expect(add('0.005', '0.005')).toBe('0.02');
    expect(sub('0.005', '0.004')).toBe('0.01');
    expect(sum(['0.005', '0.005', '0.004'])).toBe('0.02');
    expect(compare('0.004', '0')).toBe(0);
    expect(negate('-0.005')).toBe('0.01');
  });

  it('sums a list, and an empty list is zero', () => {
    expect(sum(['0.10', '0.20', '-0.05', '1,000'])).toBe('1000.25');
    expect(sum([])).toBe('0.00');
    expect(sum(Array.from({ length: 10 }, () => '0.1'))).toBe('1.00');
  });

  it('refuses garbage in any operand', () => {
    expect(() => add('1', 'x')).toThrow('金额格式不正确：x');
    expect(() => sum(['1', ''])).toThrow(MoneyError);
  });

  it('compares exact values', () => {
    expect(compare('1.5', '1.50')).toBe(0);
    expect(compare('1,000', '999.99')).toBe(1);
    expect(compare('-1', '0')).toBe(-1);
  });

  it('knows zero, negation and absolute value without "-0.00"', () => {
    expect(isZero('0')).toBe(true);
    expect(isZero('-0.00')).toBe(true);
    expect(isZero('0.004')).toBe(true);
    expect(isZero('0.005')).toBe(false);
    expect(negate('0')).toBe('0.00');
    expect(negate('12.3')).toBe('-12.30');
    expect(negate('-12.3')).toBe('12.30');
    expect(abs('-12.345')).toBe('12.35');
    expect(abs('-0.001')).toBe('0.00');
  });
});

describe('cents', () => {
  it.each([
    ['1234.50', 123450n],
    ['1234.5', 123450n],
    ['1234', 123400n],
    ['-0.01', -1n],
    ['-0.005', -1n],
    ['0.00', 0n],
    ['-0', 0n],
    ['1,234.567', 123457n],
    ['99999999999999999999.99', 9999999999999999999999n],
  ])('toCents(%s) is %s', (input, cents) => {
    expect(toCents(input)).toBe(cents);
  });

  it.each([
    [0n, '0.00'],
    [1n, '0.01'],
    [-1n, '-0.01'],
    [10n, '0.10'],
    [-123456n, '-1234.56'],
    [9999999999999999999999n, '99999999999999999999.99'],
  ])('fromCents(%s) is %s', (cents, text) => {
    expect(fromCents(cents)).toBe(text);
  });

  it('refuses garbage', () => {
    expect(() => toCents('1.2.3')).toThrow(MoneyError);
  });
});

describe('formatMoney', () => {
  it.each([
    ['1234.56', '1,234.56'],
    ['-1234.56', '-1,234.56'],
    ['0', '0.00'],
    ['-0.001', '0.00'],
    ['999', '999.00'],
    ['1000', '1,000.00'],
    ['1234567.5', '1,234,567.50'],
    ['-100000', '-100,000.00'],
    ['1,234.565', '1,234.57'],
    ['999999999999999.99', '999,999,999,999,999.99'],
  ])('formats %s as %s', (input, expected) => {
    expect(formatMoney(input)).toBe(expected);
  });

  it('leaves zero blank on request, and only zero', () => {
    expect(formatMoney('0', { blankZero: true })).toBe('');
    expect(formatMoney('-0.004', { blankZero: true })).toBe('');
    expect(formatMoney('0.01', { blankZero: true })).toBe('0.01');
    expect(formatMoney('0', { blankZero: false })).toBe('0.00');
  });
});

it('MAX_UPPERCASE is 1e15', () => {
  expect(MAX_UPPERCASE).toBe(1e15);
});
