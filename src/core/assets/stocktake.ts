// 资产盘点 (issue 20 item 5; NOTES-assets-cashier §1.7): the result of a count against the book
// (spec 000 §3: 0 相符, 1 盘亏, 2 盘盈), the value of a surplus (the card's unit value times the
// units found, rounded half-up), and what changed on a card between what a counter saw and what it
// is now (a count made offline against a card changed meanwhile is refused with these).
import { formatMoney, fromCents, type Money, toCents } from '../money';

/** round(a / b) half-up for non-negative a and positive b. */
const divideHalfUp = (a: bigint, b: bigint) => (a * 2n + b) / (b * 2n);

export type CheckResult = 0 | 1 | 2;
export const CHECK_RESULTS: Readonly<Record<CheckResult, string>> = { 0: '相符', 1: '盘亏', 2: '盘盈' };

export function checkResult(bookQuantity: number, countedQuantity: number): CheckResult {
  return countedQuantity === bookQuantity ? 0 : countedQuantity < bookQuantity ? 1 : 2;
}

/** The value of `units` more than booked: original / quantity × units, half-up to the cent. */
export function surplusValue(originalValue: string, quantity: number, units: number): Money {
  return fromCents(divideHalfUp(toCents(originalValue) * BigInt(units), BigInt(quantity)));
}

/** What a counter's screen showed of a card (or what it is now). */
export interface CardSeen {
  name: string;
  quantity: number;
  originalValue: string;
  useDepartmentName: string;
  custodian: string;
  location: string;
  status: string;
}

const fields: [keyof CardSeen, string][] = [
  ['name', '资产名称'],
  ['quantity', '数量'],
  ['originalValue', '原值'],
  ['useDepartmentName', '使用部门'],
  ['custodian', '使用人'],
  ['location', '存放地点'],
  ['status', '状态'],
];

const shown = (key: keyof CardSeen, v: string | number) =>
  key === 'originalValue' ? formatMoney(String(v)) : String(v) === '' ? '（空）' : String(v);

/** Each field that differs, as 数量 1→2. */
export function cardDifferences(seen: CardSeen, now: CardSeen): string[] {
  return fields
    .filter(([k]) => String(seen[k]) !== String(now[k]))
    .map(([k, label]) => `${label} ${shown(k, seen[k])}→${shown(k, now[k])}`);
}
