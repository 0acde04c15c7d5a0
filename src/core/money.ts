// Money as exact decimal strings (DESIGN §6): parsed and rounded half-up here, carried as "1234.50"
// everywhere else, so no float ever decides a cent. The browser, the money worker and the server share it.
// Every operand is first read as money (half-up to cents), so add, sum and compare agree with the
// integer-cent totals of the worker and with what a table shows row by row.

import Big from 'big.js';
import { spellFixedAmount, type UppercaseOptions } from './uppercase';

export type { UppercaseOptions } from './uppercase';

/** An amount with exactly two decimals, no separators, no "-0.00": `"1234.50"`, `"-0.01"`. */
export type Money = string & { readonly __brand: 'Money' };

/** Raised for input that is not an amount, and for amounts too large to write in words. */
export class MoneyError extends Error {
  override readonly name = 'MoneyError';
}

/** Amounts from this absolute value up cannot be written in words (spec 000 §5). */
export const MAX_UPPERCASE = 1e15;

// A private constructor: another module setting Big.RM or Big.DP must not change how money rounds.
const Dec = Big();
Dec.RM = Dec.roundHalfUp;
Dec.DP = 20;

// Thousands separators must sit every three digits ("1,234,567"); "12,34" is a typo, not an amount.
const AMOUNT_TEXT = /^([+-])?(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d*))?$/;
const CANONICAL = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;
const ZERO = '0.00' as Money;

function invalid(input: unknown): MoneyError {
  return new MoneyError(`金额格式不正确：${String(input)}`);
}

/** The exact value of an amount, before rounding; throws MoneyError for anything that is not one. */
function toBig(input: string | number): Big {
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) throw invalid(input);
    return new Dec(input);
  }
  if (typeof input !== 'string') throw invalid(input);
  const match = AMOUNT_TEXT.exec(input.trim());
  const integer = match?.[2];
  const fraction = match?.[3];
  if (!match || (!integer && !fraction)) throw invalid(input);
  const sign = match[1] === '-' ? '-' : '';
  return new Dec(`${sign}${integer ? integer.replaceAll(',', '') : '0'}.${fraction || '0'}`);
}

/** The operand as money: whole cents, half-up. */
function toCentsBig(input: string | number): Big {
  return toBig(input).round(2, Dec.roundHalfUp);
}

function fixed(value: Big): Money {
  const text = value.round(2, Dec.roundHalfUp).toFixed(2);
  // big.js keeps the sign of zero; "-0.00" would print, compare and sum as a different string.
  return (text === '-0.00' ? ZERO : text) as Money;
}

/**
 * Reads "1,234.5", " 12 ", "-0.005", ".5" or a finite number; rounds half-up to cents.
 * @throws MoneyError `金额格式不正确：…` for anything else.
 */
export function parseMoney(input: string | number): Money {
  return fixed(toBig(input));
}

/** parseMoney, or null instead of throwing. */
export function tryParseMoney(input: string | number): Money | null {
  try {
    return parseMoney(input);
  } catch (error) {
    if (error instanceof MoneyError) return null;
    throw error;
  }
}

/** Half-up to two places, away from zero on a tie: "-0.005" -> "-0.01", "2.675" -> "2.68". */
export function round2(value: string): Money {
  return fixed(toBig(value));
}

export function add(a: string, b: string): Money {
  return fixed(toCentsBig(a).plus(toCentsBig(b)));
}

export function sub(a: string, b: string): Money {
  return fixed(toCentsBig(a).minus(toCentsBig(b)));
}

export function sum(list: readonly string[]): Money {
  let total = new Dec(0);
  for (const item of list) total = total.plus(toCentsBig(item));
  return fixed(total);
}

/** Compares as money: "1.5" equals "1.50", "1,000" equals "1000", "0.004" equals "0". */
export function compare(a: string, b: string): -1 | 0 | 1 {
  return toCentsBig(a).cmp(toCentsBig(b));
}

/** True when the amount rounds to zero cents. */
export function isZero(m: string): boolean {
  return round2(m) === ZERO;
}

export function negate(m: string): Money {
  return fixed(toCentsBig(m).neg());
}

export function abs(m: string): Money {
  return fixed(toCentsBig(m).abs());
}

/** Whole cents (half-up). Canonical strings skip big.js, which matters in loops over large tables. */
export function toCents(m: string): bigint {
  const match = CANONICAL.exec(m);
  if (match) {
    const cents = BigInt(match[2] as string) * 100n + BigInt((match[3] ?? '').padEnd(2, '0'));
    return match[1] === '-' ? -cents : cents;
  }
  const rounded = round2(m);
  return BigInt(rounded.replace('.', ''));
}

export function fromCents(c: bigint): Money {
  const digits = (c < 0n ? -c : c).toString().padStart(3, '0');
  const sign = c < 0n ? '-' : '';
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}` as Money;
}

export interface FormatOptions {
  /** Show zero as an empty string (editable tables leave empty amount cells blank). */
  blankZero?: boolean;
}

/** "1234.5" -> "1,234.50", "-1234.56" -> "-1,234.56" (spec 000 §5: separators, two decimals). */
export function formatMoney(m: string, opts: FormatOptions = {}): string {
  const rounded = round2(m);
  if (opts.blankZero && rounded === ZERO) return '';
  const negative = rounded.startsWith('-');
  const body = negative ? rounded.slice(1) : rounded;
  const point = body.indexOf('.');
  const grouped = body.slice(0, point).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${negative ? '-' : ''}${grouped}${body.slice(point)}`;
}

/**
 * 人民币大写 by domain/NOTES.md §6 (the zero variant is documented in uppercase.ts):
 * "1409.50" -> "人民币壹仟肆佰零玖元伍角整", "-0.05" -> "(负数)人民币伍分".
 * @throws MoneyError `超出最大处理数字` when the rounded absolute value is 1e15 or more,
 *   `金额格式不正确：…` when the input is not an amount.
 */
export function toChineseUppercase(amount: string, options: UppercaseOptions = {}): string {
  const rounded = toCentsBig(amount);
  // Checked after rounding: 999999999999999.995 becomes 1e15, which has no unit left to write it.
  if (rounded.abs().gte(MAX_UPPERCASE)) throw new MoneyError('超出最大处理数字');
  return spellFixedAmount(fixed(rounded), options);
}
