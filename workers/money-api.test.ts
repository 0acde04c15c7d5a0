import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MoneyError, sum } from '../src/core/money';
import { round, sumAmounts, totals, uppercase } from './money-api';

function centsToText(cents: bigint): string {
  const digits = (cents < 0n ? -cents : cents).toString().padStart(3, '0');
  return `${cents < 0n ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

describe('round', () => {
  it('rounds half-up to two places', () => {
    expect(round('1.005')).toBe('1.01');
    expect(round('-0.005')).toBe('-0.01');
    expect(round('-0.001')).toBe('0.00');
    expect(round('1,234.5')).toBe('1234.50');
  });

  it('throws MoneyError for garbage (comlink passes it to the caller)', () => {
    expect(() => round('abc')).toThrow(MoneyError);
  });
});

describe('sumAmounts', () => {
  it('sums canonical amounts on the fast path', () => {
    expect(sumAmounts(['0.1', '0.2'])).toBe('0.30');
    expect(sumAmounts(['1234.50', '-1234.5', '0.01'])).toBe('0.01');
    expect(sumAmounts(['-0', '-0.00', '0'])).toBe('0.00');
    expect(sumAmounts([])).toBe('0.00');
  });

  it('falls back to money.ts for every other shape, rounding each item half-up', () => {
    expect(sumAmounts(['1,000.5', ' 2 ', '.5', '+1', '0.005', '0.005'])).toBe('1004.02');
    expect(sumAmounts(['5.', '-0.125'])).toBe('4.87');
  });

  it('stays exact past 2^53 cents, on both paths', () => {
    const big = '9999999999999.99'; // the largest fast-path amount
    const list = Array.from({ length: 1000 }, () => big);
    expect(sumAmounts(list)).toBe('9999999999999990.00');
    expect(sumAmounts([...list, ...list.map((a) => `-${a}`)])).toBe('0.00');
    expect(sumAmounts(['99999999999999999999.99', '0.01'])).toBe('100000000000000000000.00');
    expect(sumAmounts(['-99999999999999.99', '99999999999999.99', '0.01'])).toBe('0.01');
  });

  it('refuses garbage with the item in the message', () => {
    expect(() => sumAmounts(['1', 'x1'])).toThrow('金额格式不正确：x1');
    expect(() => sumAmounts(['1', ''])).toThrow(MoneyError);
    expect(() => sumAmounts(['-'])).toThrow(MoneyError);
    expect(() => sumAmounts(['1.'])).not.toThrow();
    expect(() => sumAmounts(['1.2.3'])).toThrow(MoneyError);
  });

  it('handles a million amounts', () => {
    const list = Array.from({ length: 1_000_000 }, (_, i) => (i % 2 ? `-${i}.01` : `${i}.00`));
    // Pairs (2k, -(2k+1).01) each add up to -1.01: 500000 pairs.
    expect(sumAmounts(list)).toBe('-505000.00');
  });

  it('equals the exact integer-cent sum and money.ts sum for mixed shapes', () => {
    const amount = fc
      .tuple(fc.bigInt({ min: -(10n ** 16n), max: 10n ** 16n }), fc.constantFrom('plain', 'short', 'grouped'))
      .map(([value, shape]) => {
        const plain = centsToText(value);
        if (shape === 'short') return { value, text: plain.replace(/\.?0+$/, '') };
        if (shape === 'grouped') return { value, text: plain.replace(/\B(?=(\d{3})+\.)/g, ',') };
        return { value, text: plain };
      });
    fc.assert(
      fc.property(fc.array(amount, { maxLength: 80 }), (list) => {
        const texts = list.map(({ text }) => text);
        const expected = centsToText(list.reduce((total, { value }) => total + value, 0n));
        expect(sumAmounts(texts)).toBe(expected);
        expect(sum(texts)).toBe(expected);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('totals', () => {
  it('reports a balanced voucher', () => {
    expect(totals(['100.00', '23.45'], ['123.45'])).toEqual({
      debit: '123.45',
      credit: '123.45',
      difference: '0.00',
      balanced: true,
    });
  });

  it('reports the difference as debit minus credit', () => {
    expect(totals(['100'], ['100.01'])).toEqual({
      debit: '100.00',
      credit: '100.01',
      difference: '-0.01',
      balanced: false,
    });
    expect(totals(['0.1', '0.2'], [])).toMatchObject({ difference: '0.30', balanced: false });
  });

  it('treats two empty sides as balanced', () => {
    expect(totals([], [])).toEqual({ debit: '0.00', credit: '0.00', difference: '0.00', balanced: true });
  });
});

describe('uppercase', () => {
  it('returns the words', () => {
    expect(uppercase('1409.50')).toEqual({ ok: true, text: '人民币壹仟肆佰零玖元伍角整' });
    expect(uppercase('-0.05', { currency: false })).toEqual({ ok: true, text: '(负数)伍分' });
  });

  it('returns the refusal as a message instead of throwing', () => {
    expect(uppercase('1000000000000000')).toEqual({ ok: false, message: '超出最大处理数字' });
    expect(uppercase('abc')).toEqual({ ok: false, message: '金额格式不正确：abc' });
  });
});
