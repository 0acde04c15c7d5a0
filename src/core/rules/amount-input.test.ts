import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanAmountCell, normalizeFullWidthNumber, sanitizeAmountInput } from './amount-input';

describe('sanitizeAmountInput', () => {
  it.each([
    ['', ''],
    ['0', '0'],
    ['123', '123'],
    ['123.4', '123.4'],
    ['123.45', '123.45'],
    ['123.456', '123.45'], // at most two decimals, cut not rounded
    ['1.', '1.'], // still typing
    ['1..2', '1.2'],
    ['1.2.3', '1.23'], // later dots dropped, then the cap
    ['1.2.3.4', '1.23'],
    ['.5', '0.5'], // a leading dot gets its zero: never a value ten times larger
    ['..5', '0.5'],
    ['.', '0.'],
    ['.567', '0.56'],
    ['-', '-'], // still typing
    ['-5', '-5'],
    ['--5', '-5'],
    ['-5-', '-5'], // a minus after digits is dropped
    ['5-3', '53'],
    ['-.5', '-0.5'],
    ['－．５', '-0.5'],
    ['-1.239', '-1.23'],
    ['1,234.56', '1234.56'], // pasted with separators
    ['¥ 1 234', '1234'],
    ['abc', ''],
    ['12a.3b4c5', '12.34'],
    ['１２３．４５', '123.45'], // full-width IME input
    ['１２。５', '12.5'], // IME full stop as the dot
    ['－８', '-8'], // full-width minus
    ['−8', '-8'], // U+2212 from pasted documents
    ['０.０１', '0.01'],
    ['1e5', '15'], // no exponent notation
    ['007', '007'], // leading zeros are left to money parsing
  ])('%j -> %j', (raw, expected) => {
    expect(sanitizeAmountInput(raw)).toBe(expected);
  });

  it.each([
    ['-5', '5'],
    ['--1.5', '1.5'],
    ['-', ''],
    ['－３', '3'],
  ])('without negatives: %j -> %j', (raw, expected) => {
    expect(sanitizeAmountInput(raw, { allowNegative: false })).toBe(expected);
  });

  it('is idempotent', () => {
    for (const raw of ['1.2.3', '--5', '.5', '１２３．４５６', '-1,2.x9']) {
      const once = sanitizeAmountInput(raw);
      expect(sanitizeAmountInput(once)).toBe(once);
    }
  });
});

describe('sanitizeAmountInput properties', () => {
  it('never changes the magnitude of a number it keeps whole', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.integer({ min: 0, max: 99 }), (negative, cents) => {
        const fraction = String(cents).padStart(2, '0');
        const cleaned = sanitizeAmountInput(`${negative ? '-' : ''}.${fraction}`);
        expect(Number(cleaned)).toBe(Number(`${negative ? '-' : ''}0.${fraction}`));
      }),
    );
  });

  const typed = fc.string({ unit: fc.constantFrom(...'0123456789.-,a ０９．。－'.split('')), maxLength: 20 });

  it('always leaves a possible amount prefix: sign, digits, one dot, two decimals', () => {
    fc.assert(
      fc.property(typed, (raw) => {
        expect(sanitizeAmountInput(raw)).toMatch(/^-?(\d+(\.\d{0,2})?)?$/);
        expect(sanitizeAmountInput(raw, { allowNegative: false })).toMatch(/^(\d+(\.\d{0,2})?)?$/);
      }),
    );
  });

  it('is idempotent and keeps clean input unchanged', () => {
    fc.assert(
      fc.property(typed, (raw) => {
        const once = sanitizeAmountInput(raw);
        expect(sanitizeAmountInput(once)).toBe(once);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: 0, max: 99 }), (units, cents) => {
        const clean = `${units}.${String(cents).padStart(2, '0')}`;
        expect(sanitizeAmountInput(clean)).toBe(clean);
      }),
    );
  });
});

describe('normalizeFullWidthNumber', () => {
  it('maps full-width digits, dots and minus and leaves the rest', () => {
    expect(normalizeFullWidthNumber('０１２３４５６７８９．。－元')).toBe('0123456789..-元');
  });
});

describe('cleanAmountCell (spec 000 §5: number cells 13 integer digits)', () => {
  it('keeps up to 13 integer digits and refuses the 14th', () => {
    expect(cleanAmountCell('1234567890123.45')).toBe('1234567890123.45');
    expect(cleanAmountCell('-1234567890123')).toBe('-1234567890123');
    expect(cleanAmountCell('12345678901234')).toBeNull();
    expect(cleanAmountCell('.5')).toBe('0.5');
    expect(cleanAmountCell('1,234.567')).toBe('1234.56');
    expect(cleanAmountCell('--12..5')).toBe('-12.5');
  });
});
