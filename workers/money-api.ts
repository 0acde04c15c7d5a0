// What the money worker offers (DESIGN §5), as pure functions over strings so tests call them directly
// and comlink only has to structured-clone strings. Totals of big tables stay in integer cents.

import {
  fromCents,
  MoneyError,
  round2,
  toCents,
  toChineseUppercase,
  type UppercaseOptions,
} from '../src/core/money';

export type UppercaseResult = { ok: true; text: string } | { ok: false; message: string };

export interface Totals {
  debit: string;
  credit: string;
  /** debit - credit */
  difference: string;
  balanced: boolean;
}

// 13 integer digits keep every amount below 1e15 cents, and the running total is flushed to a bigint
// before it passes 4e15, so each float addition stays well inside 2^53: every step is exact.
const FAST_MAX_LENGTH = 17; // "-" + 13 digits + "." + 2 digits
const FAST_MAX_INTEGER_DIGITS = 13;
const FLUSH_AT = 4e15;

/** Cents of `-?\d{1,13}(\.\d{1,2})?` as an exact float, or NaN for anything that needs money.ts. */
function fastCents(s: string): number {
  const length = s.length;
  if (length === 0 || length > FAST_MAX_LENGTH) return Number.NaN;
  const negative = s.charCodeAt(0) === 45;
  let i = negative ? 1 : 0;
  const start = i;
  let value = 0;
  for (; i < length; i++) {
    const d = s.charCodeAt(i) - 48;
    if (d < 0 || d > 9) break;
    value = value * 10 + d;
  }
  const integerDigits = i - start;
  if (integerDigits === 0 || integerDigits > FAST_MAX_INTEGER_DIGITS) return Number.NaN;
  value *= 100;
  if (i < length) {
    const decimals = length - i - 1;
    if (s.charCodeAt(i) !== 46 || decimals < 1 || decimals > 2) return Number.NaN;
    const tenths = s.charCodeAt(i + 1) - 48;
    const hundredths = decimals === 2 ? s.charCodeAt(i + 2) - 48 : 0;
    if (tenths < 0 || tenths > 9 || hundredths < 0 || hundredths > 9) return Number.NaN;
    value += tenths * 10 + hundredths;
  }
  return negative ? -value : value;
}

/** Half-up to two places. */
export function round(amount: string): string {
  return round2(amount);
}

/**
 * Exact sum in cents. Canonical amounts take a fast path in exact float arithmetic (no big.js, no bigint
 * per item); anything else ("1,234.5", " 3 ", "0.005") goes through money.ts and is rounded per item.
 * @throws MoneyError for an item that is not an amount.
 */
export function sumAmounts(list: readonly string[]): string {
  let fast = 0;
  let carried = 0n;
  for (const item of list) {
    const cents = fastCents(item);
    if (Number.isNaN(cents)) {
      carried += toCents(item);
    } else {
      fast += cents;
      if (fast > FLUSH_AT || fast < -FLUSH_AT) {
        carried += BigInt(fast);
        fast = 0;
      }
    }
  }
  return fromCents(carried + BigInt(fast));
}

/** Debit and credit totals of a voucher or a table; balanced when they are equal to the cent. */
export function totals(debits: readonly string[], credits: readonly string[]): Totals {
  const debit = sumAmounts(debits);
  const credit = sumAmounts(credits);
  const difference = fromCents(toCents(debit) - toCents(credit));
  return { debit, credit, difference, balanced: difference === '0.00' };
}

/** 人民币大写; the refusal (too large, not an amount) comes back as a message to show, not a throw. */
export function uppercase(amount: string, options?: UppercaseOptions): UppercaseResult {
  try {
    return { ok: true, text: toChineseUppercase(amount, options) };
  } catch (error) {
    if (error instanceof MoneyError) return { ok: false, message: error.message };
    throw error;
  }
}
