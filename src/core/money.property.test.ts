import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyRuns } from '../../test/property-runs';
import {
  add,
  formatMoney,
  MAX_UPPERCASE,
  parseMoney,
  round2,
  sub,
  sum,
  toCents,
  toChineseUppercase,
} from './money';

const RUNS = { numRuns: propertyRuns(1000) };
const CENTS_LIMIT = 10n ** 13n;
// |amount| < 1e15 yuan, the largest range toChineseUppercase accepts.
const UPPERCASE_CENTS_LIMIT = BigInt(MAX_UPPERCASE) * 100n - 1n;

// Written independently of money.ts so the properties do not check the code against itself.
function centsToText(cents: bigint): string {
  const digits = (cents < 0n ? -cents : cents).toString().padStart(3, '0');
  return `${cents < 0n ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

const cents = fc.bigInt({ min: -CENTS_LIMIT, max: CENTS_LIMIT });

/** An amount in one of the shapes users and the wire produce: "1234.50", "1234.5", "1,234.50", " 1234.50 ". */
const amount = fc
  .tuple(cents, fc.constantFrom('plain', 'short', 'grouped', 'padded'))
  .map(([value, shape]) => {
    const plain = centsToText(value);
    if (shape === 'short') return { value, text: plain.replace(/\.?0+$/, '') };
    if (shape === 'grouped') return { value, text: plain.replace(/\B(?=(\d{3})+\.)/g, ',') };
    if (shape === 'padded') return { value, text: ` ${plain} ` };
    return { value, text: plain };
  });

// Reads our own uppercase back to cents, so the words are checked against the number they stand for.
const DIGIT_VALUE = new Map([...'零壹贰叁肆伍陆柒捌玖'].map((char, index) => [char, BigInt(index)]));
const PLACE_VALUE = new Map([
  ['拾', 10n],
  ['佰', 100n],
  ['仟', 1000n],
]);
const GROUP_VALUE = new Map([
  ['万', 10n ** 4n],
  ['亿', 10n ** 8n],
  ['兆', 10n ** 12n],
]);

function readUppercase(text: string): bigint {
  const negative = text.startsWith('(负数)');
  const body = text
    .replace(/^\(负数\)人民币/, '')
    .replace(/^人民币/, '')
    .replace(/整$/, '');
  const [integerPart = '', fractionPart = ''] = body.includes('元') ? body.split('元') : ['', body];
  let yuan = 0n;
  let group = 0n;
  let digit = 0n;
  for (const char of integerPart) {
    const digitValue = DIGIT_VALUE.get(char);
    const placeValue = PLACE_VALUE.get(char);
    const groupValue = GROUP_VALUE.get(char);
    if (digitValue !== undefined) {
      digit = digitValue;
    } else if (placeValue !== undefined) {
      group += digit * placeValue;
      digit = 0n;
    } else if (groupValue !== undefined) {
      yuan += (group + digit) * groupValue;
      group = 0n;
      digit = 0n;
    } else {
      throw new Error(`unexpected ${char} in ${text}`);
    }
  }
  yuan += group + digit;
  const fraction = /^零?(?:(.)角)?零?(?:(.)分)?$/.exec(fractionPart);
  if (!fraction) throw new Error(`unexpected fraction in ${text}`);
  const jiao = DIGIT_VALUE.get(fraction[1] ?? '零') ?? 0n;
  const fen = DIGIT_VALUE.get(fraction[2] ?? '零') ?? 0n;
  const total = yuan * 100n + jiao * 10n + fen;
  return negative ? -total : total;
}

/**
 * How many 零 our variant writes, stated over digit positions rather than groups: one per run of 0s
 * between nonzero digits, except a run that ends on a 万/亿/兆 place without emptying its group.
 */
function expectedZeros(cents: bigint): number {
  const text = centsToText(cents < 0n ? -cents : cents);
  const [integer = '0', fraction = '00'] = text.split('.');
  let zeros = 0;
  if (integer !== '0') {
    const digits = [...integer].reverse();
    let position = 0;
    while (position < digits.length) {
      if (digits[position] !== '0') {
        position += 1;
        continue;
      }
      const low = position;
      while (digits[position] === '0') position += 1;
      const high = position - 1;
      const between = low > 0 && position < digits.length;
      const tailOfGroup = low % 4 === 0 && high < low + 3;
      if (between && !tailOfGroup) zeros += 1;
    }
    if (integer.endsWith('0') && fraction[0] !== '0') zeros += 1;
    if (fraction[0] === '0' && fraction[1] !== '0') zeros += 1;
  }
  return zeros;
}

describe('money properties', () => {
  it('sum of amount strings equals the exact integer-cent sum', () => {
    fc.assert(
      fc.property(fc.array(amount, { maxLength: 60 }), (list) => {
        const expected = list.reduce((total, { value }) => total + value, 0n);
        expect(sum(list.map(({ text }) => text))).toBe(centsToText(expected));
      }),
      RUNS,
    );
  });

  it('add then sub round-trips, and sub then add too', () => {
    fc.assert(
      fc.property(amount, amount, (a, b) => {
        const expected = centsToText(a.value);
        expect(sub(add(a.text, b.text), b.text)).toBe(expected);
        expect(add(sub(a.text, b.text), b.text)).toBe(expected);
        expect(add(a.text, b.text)).toBe(centsToText(a.value + b.value));
      }),
      RUNS,
    );
  });

  it('format then parse is the identity', () => {
    fc.assert(
      fc.property(cents, (value) => {
        const money = parseMoney(centsToText(value));
        expect(parseMoney(formatMoney(money))).toBe(money);
      }),
      RUNS,
    );
  });

  it('round2 is idempotent, never "-0.00", and half-up: within half a cent, ties away from zero', () => {
    const decimal = fc.tuple(
      fc.bigInt({ min: -(10n ** 18n), max: 10n ** 18n }),
      fc.integer({ min: 0, max: 6 }),
    );
    fc.assert(
      fc.property(decimal, ([digits, scale]) => {
        const padded = (digits < 0n ? -digits : digits).toString().padStart(scale + 1, '0');
        const point = padded.length - scale;
        const value = `${digits < 0n ? '-' : ''}${padded.slice(0, point)}${scale ? `.${padded.slice(point)}` : ''}`;
        const once = round2(value);
        expect(round2(once)).toBe(once);
        expect(once).not.toBe('-0.00');
        // Both sides scaled to units of 10^-(scale+2): |rounded - value| <= half a cent.
        const unit = 10n ** BigInt(scale);
        const drift = toCents(once) * unit - digits * 100n;
        const absDrift = drift < 0n ? -drift : drift;
        expect(2n * absDrift <= unit).toBe(true);
        if (2n * absDrift === unit) expect(drift < 0n).toBe(digits < 0n);
      }),
      RUNS,
    );
  });

  it('uppercase never throws below the limit, ends in 整 or 分, and reads back to the amount', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -UPPERCASE_CENTS_LIMIT, max: UPPERCASE_CENTS_LIMIT }), (value) => {
        const text = toChineseUppercase(centsToText(value));
        expect(text).toMatch(/[整分]$/);
        if (value === 0n) expect(text).toBe('人民币零元整');
        else expect(text).not.toMatch(/零零|零[元万亿兆角分整]|人民币零/);
        expect(text.startsWith('(负数)人民币')).toBe(value < 0n);
        expect(readUppercase(text)).toBe(value);
        expect([...text].filter((char) => char === '零').length).toBe(
          value === 0n ? 1 : expectedZeros(value),
        );
      }),
      RUNS,
    );
  });

  it('uppercase always refuses 1e15 and beyond', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: BigInt(MAX_UPPERCASE) * 100n, max: 10n ** 30n }),
        fc.boolean(),
        (value, neg) => {
          expect(() => toChineseUppercase(centsToText(neg ? -value : value))).toThrow('超出最大处理数字');
        },
      ),
      RUNS,
    );
  });
});
