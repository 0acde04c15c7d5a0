// The travel rules' one failure path: every bad input and every refusal throws TravelRuleError with a
// Chinese message the form can show as it is; `code` tells a refused claim from a typing mistake.
import { compare, type Money, tryParseMoney } from '../money';
import { isCalendarDate } from '../rules/dates';

export type TravelRuleErrorCode =
  /** An input the rules cannot read: a bad date, a return before departure, an unknown grade. */
  | 'invalid-input'
  /** Lodging occurred without a lodging invoice: the whole trip's claim is refused (rule T05). */
  | 'no-lodging-invoice';

export class TravelRuleError extends Error {
  override readonly name = 'TravelRuleError';
  readonly code: TravelRuleErrorCode;

  constructor(message: string, code: TravelRuleErrorCode = 'invalid-input') {
    super(message);
    this.code = code;
  }
}

/** The tiers of 财行〔2016〕71号 in the table's column order (tier1..tier3). */
export const GRADES = ['部级', '司局级', '其余人员'] as const;
export type Grade = (typeof GRADES)[number];

export function gradeIndex(grade: string): 0 | 1 | 2 {
  const index = GRADES.indexOf(grade as Grade);
  if (index < 0) throw new TravelRuleError(`职级不正确：${String(grade)}，应为${GRADES.join('、')}之一`);
  return index as 0 | 1 | 2;
}

/** A real calendar day written 'YYYY-MM-DD'. */
export function requireDate(label: string, value: string): string {
  if (typeof value !== 'string' || !isCalendarDate(value)) {
    throw new TravelRuleError(`${label}不正确：${String(value)}，应为 YYYY-MM-DD 格式的日期`);
  }
  return value;
}

/** A whole number from 0 up to `max` (a count of meals, nights or half-days). */
export function requireCount(label: string, value: number, max = Number.MAX_SAFE_INTEGER): number {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new TravelRuleError(`${label}应为不小于0的整数：${String(value)}`);
  }
  if (value > max) throw new TravelRuleError(`${label}（${value}）不能超过${max}`);
  return value;
}

/** An amount of zero or more, read as money (two decimals, half-up). */
export function requireAmount(label: string, value: string): Money {
  const amount = typeof value === 'string' ? tryParseMoney(value) : null;
  if (amount === null) throw new TravelRuleError(`${label}格式不正确：${String(value)}`);
  if (compare(amount, '0') < 0) throw new TravelRuleError(`${label}不能为负数：${value}`);
  return amount;
}

const DAY_MS = 86_400_000;

function utcDay(date: string): number {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
}

/** Days from `from` to `to` (both 'YYYY-MM-DD'); UTC so no daylight-saving hour shifts a day. */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcDay(to) - utcDay(from)) / DAY_MS);
}

/** The calendar day `days` after `date`. */
export function addDays(date: string, days: number): string {
  return new Date(utcDay(date) + days * DAY_MS).toISOString().slice(0, 10);
}
