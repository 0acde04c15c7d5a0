// 价值变动 (asset_enums.csv change_type; NOTES-assets-cashier §1.6 I2, §1.8): the types that change
// the books, the re-basing of a card's depreciation from the month of a change (past charges kept:
// (原值 − 已提) ÷ (总月数 − 已提月数) from then on), and the six amounts of the transform dialog by
// position (spec 000 §4.2: rows debit, credit, debit, credit, debit, credit).

import { abs, compare, isZero, type Money, sub } from '../money';
import { monthIndex } from './months';

export const CHANGE_TYPES = [
  ['COST_UP', '原值增加'],
  ['COST_DOWN', '原值减少'],
  ['LIFE_CHANGE', '使用年限调整'],
] as const;
export type ChangeType = (typeof CHANGE_TYPES)[number][0];
export const changeTypeName = (t: string) => CHANGE_TYPES.find(([c]) => c === t)?.[1] ?? t;

/** What the card's plan is based on now (its re-base when it has one, else its own start). */
export interface PlanBase {
  startMonth: string;
  usedMonths: number;
}

/** Months of life used before `month`: those used at the base plus the months since (capped at the life). */
export function usedMonthsAt(base: PlanBase, month: string, lifeMonths: number): number {
  const since = Math.max(0, monthIndex(month) - monthIndex(base.startMonth));
  return Math.min(lifeMonths, base.usedMonths + since);
}

/** Why a change cannot be made (null: it can), in Chinese. */
export function changeProblem(c: {
  type: ChangeType;
  original: string;
  accumulated: string;
  newOriginal: string;
  lifeMonths: number | null;
  newLife: number | null;
  usedMonths: number;
}): string | null {
  if (c.type === 'LIFE_CHANGE') {
    if (c.newLife === null || c.lifeMonths === null) return '请填写调整后的使用年限（月）';
    if (c.newLife === c.lifeMonths) return '调整后的使用年限与原年限相同';
    if (c.newLife <= c.usedMonths) return `调整后的使用年限应大于已使用的 ${c.usedMonths} 个月`;
    return null;
  }
  const diff = sub(c.newOriginal, c.original);
  if (isZero(diff)) return '调整后的原值与原值相同';
  if (c.type === 'COST_UP' && compare(diff, '0') < 0) return '原值增加时，调整后的原值应大于原值';
  if (c.type === 'COST_DOWN' && compare(diff, '0') > 0) return '原值减少时，调整后的原值应小于原值';
  if (compare(c.newOriginal, c.accumulated) < 0) return '调整后的原值不能小于已计提的累计折旧（摊销）';
  if (compare(c.newOriginal, '0') <= 0) return '调整后的原值应大于 0';
  return null;
}

/** The change's amount (the difference of the original values, positive). */
export const changeAmount = (original: string, newOriginal: string): Money => abs(sub(newOriginal, original));

/** The six amounts of the transform dialog: the first debit and credit carry the change. */
export function transformAmounts(type: ChangeType, amount: string): string[] {
  if (type === 'LIFE_CHANGE' || isZero(amount)) return ['', '', '', '', '', ''];
  return [amount, amount, '', '', '', ''];
}
