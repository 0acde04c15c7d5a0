// 资产处置 (issue 20 item 5; asset_enums.csv disposal_type; NOTES-assets-cashier §1.4, §1.5): the
// disposal types with how each is booked, the amounts of a document from its cards, the amount each
// voucher row carries, and the month rule (the month of removal is not charged, so a disposal may
// not fall in a month whose provision already charged the card).

import { type Money, sub, sum } from '../money';
import { monthLabel, monthOfDate } from './months';
import type { ClassSubjects } from './voucher-rows';

/**
 * The types of asset_enums.csv. `pending`: booked in two steps through 182 待处理财产损溢 (报废,
 * 毁损, 盘亏, 核销: Dr 182 at book value + Dr 163/172, Cr 162/171/141; on approval Dr 301, Cr 182);
 * the others leave directly (Dr 301 at book value + Dr 163/172, Cr 162/171/141).
 */
export const DISPOSAL_TYPES = [
  ['SALE', '出售', false],
  ['TRANSFER_ASSIGN', '出让/转让', false],
  ['DONATION_OUT', '对外捐赠', false],
  ['FREE_TRANSFER_OUT', '无偿调出(调拨/划转)', false],
  ['EXCHANGE', '置换', false],
  ['SCRAP', '报废', true],
  ['DAMAGE_LOSS', '报损(毁损)', true],
  ['INVENTORY_SHORTAGE', '盘亏', true],
  ['WRITE_OFF_INTANGIBLE', '无形资产核销', true],
  ['INVEST_OUT', '对外投资', false],
] as const;
export type DisposalType = (typeof DISPOSAL_TYPES)[number][0];

export const disposalTypeName = (t: string) => DISPOSAL_TYPES.find(([c]) => c === t)?.[1] ?? t;
export const isDisposalType = (t: unknown): t is DisposalType => DISPOSAL_TYPES.some(([c]) => c === t);
/** Booked through 182 and approved in a second voucher. */
export const throughPending = (t: string) => DISPOSAL_TYPES.find(([c]) => c === t)?.[2] === true;

/** The types a class may use: 核销 is for intangibles only; an intangible is not scrapped or counted short. */
export function disposalTypesOf(assetClass: 1 | 2 | 3): DisposalType[] {
  return DISPOSAL_TYPES.map(([c]) => c).filter((c) => {
    if (c === 'WRITE_OFF_INTANGIBLE') return assetClass === 2;
    if (assetClass === 2) return c !== 'SCRAP' && c !== 'INVENTORY_SHORTAGE' && c !== 'DAMAGE_LOSS';
    return true;
  });
}

/** The pending subject (182 待处理财产损溢). */
export const PENDING_SUBJECT = '182';

export interface DisposalAmounts {
  /** 资产原值合计 */
  originalAmount: Money;
  /** 累计折旧（摊销）合计 */
  cumulativeAmount: Money;
  /** 资产净值合计 (原值 − 累计) */
  residualAmount: Money;
  /** 处置金额: the proceeds (出售价款, 残值收入) */
  disposeOfAmount: Money;
}

/** A document's amounts from its cards (each with its original value and what it had charged). */
export function disposalAmounts(
  cards: readonly { originalValue: string; accumulated: string }[],
  disposeOfAmount: string,
): DisposalAmounts {
  const originalAmount = sum(cards.map((c) => c.originalValue));
  const cumulativeAmount = sum(cards.map((c) => c.accumulated));
  return {
    originalAmount,
    cumulativeAmount,
    residualAmount: sub(originalAmount, cumulativeAmount),
    disposeOfAmount: sum([disposeOfAmount]),
  };
}

export type DisposalRole = 'original' | 'cumulative' | 'residual' | 'proceeds';

/**
 * What a voucher row of a disposal carries, by its subject (制度 162条四(四), 182条四(三)): the asset
 * subject its original value (Cr 162), the accumulated subject what was charged (Dr 163), the fund
 * subject or 182 the book value (Dr 30104, or Dr 182 on discovery), any other subject the proceeds
 * (Dr 102, Cr 408/215).
 */
export function disposalRole(code: string, subjects: ClassSubjects): DisposalRole {
  const under = (s: string | null) => s !== null && s !== '' && code.startsWith(s);
  if (under(subjects.assetSubject)) return 'original';
  if (under(subjects.contraSubject)) return 'cumulative';
  if (under(subjects.fundSubject) || code.startsWith(PENDING_SUBJECT)) return 'residual';
  return 'proceeds';
}

export function disposalRowAmount(code: string, subjects: ClassSubjects, a: DisposalAmounts): Money {
  const role = disposalRole(code, subjects);
  return role === 'original'
    ? a.originalAmount
    : role === 'cumulative'
      ? a.cumulativeAmount
      : role === 'residual'
        ? a.residualAmount
        : a.disposeOfAmount;
}

/**
 * Why a disposal dated `date` cannot be booked for a class provisioned up to `lastProvision`
 * (the card leaves the books in the month of the date and is not charged in it): null when it can.
 */
export function disposalMonthProblem(
  date: string,
  lastProvision: string | null,
  word: string,
): string | null {
  const month = monthOfDate(date);
  if (lastProvision !== null && month <= lastProvision) {
    return `${monthLabel(lastProvision)}的${word}已计提，处置日期应在${monthLabel(lastProvision)}之后（处置当月不计提${word}）`;
  }
  return null;
}
