// Depreciation and amortisation by the union rules (工会会计制度 第三十五条、第四十条; domain
// NOTES-assets-cashier §1.6): straight line over the life in months, no residual value; the month an
// asset is added is charged and the month it is removed is not; a fully depreciated asset stops.
// Rounding (I1/I2, the 制度 is silent): the monthly charge is round(net ÷ months left, 2) half-up and
// the last month of the life takes what is left, so the charges add up to the cent. An opening card
// starts from what it had already charged (accumulated, usedMonths). All arithmetic is in cents.
import { fromCents, type Money, toCents } from '../money';
import { isMonth, monthIndex, monthOfIndex } from './months';

export interface DepreciationInput {
  /** 原值 as money text. */
  originalValue: string;
  /** 使用年限 in months (the whole life, opening cards included). */
  lifeMonths: number;
  /** The first month charged: the month the asset is booked, or for an opening card the first month of the books. */
  startMonth: string;
  /** The last month wanted (inclusive). */
  endMonth: string;
  /** Opening card: accumulated depreciation already charged before startMonth (default 0). */
  accumulated?: string;
  /** Opening card: months already charged before startMonth (default 0). */
  usedMonths?: number;
  /** The month the asset left (disposal): it and later months are not charged. */
  disposedMonth?: string | null;
  /** Classes and values that are never depreciated (depreciationExemption): no charge at all. */
  noDepreciation?: boolean;
}

export interface DepreciationRow {
  month: string;
  /** This month's charge. */
  amount: Money;
  /** The asset's accumulated depreciation after this month (opening amount included). */
  accumulated: Money;
}

export class DepreciationInputError extends Error {
  override readonly name = 'DepreciationInputError';
}

/** The figures every month's charge follows from, in cents and month indexes. */
export interface DepreciationPlan {
  /** Accumulated before the first month (cents). */
  opening: bigint;
  /** What is left to charge (cents). */
  net: bigint;
  /** Months left in the life. */
  months: number;
  /** round(net / months) half-up (cents). */
  monthly: bigint;
  /** Month index of the first charged month. */
  start: number;
  /** Month index of the first month not charged by disposal (Infinity when none). */
  stop: number;
}

/** round(a / b) half-up for non-negative a and positive b. */
function divideHalfUp(a: bigint, b: bigint): bigint {
  return (a * 2n + b) / (b * 2n);
}

function checkInput(input: DepreciationInput): void {
  const { lifeMonths, usedMonths = 0 } = input;
  if (!Number.isInteger(lifeMonths) || lifeMonths <= 0)
    throw new DepreciationInputError('使用年限（月）应为正整数');
  if (!Number.isInteger(usedMonths) || usedMonths < 0 || usedMonths > lifeMonths) {
    throw new DepreciationInputError('已提折旧月数应在 0 到使用年限（月）之间');
  }
  if (!isMonth(input.startMonth) || !isMonth(input.endMonth)) {
    throw new DepreciationInputError('月份应为 YYYY-MM');
  }
  if (input.disposedMonth != null && !isMonth(input.disposedMonth)) {
    throw new DepreciationInputError('处置月份应为 YYYY-MM');
  }
}

/** The plan of a card's charges; null when it is never charged (exempt, nothing left, no months left). */
export function depreciationPlan(
  input: Omit<DepreciationInput, 'endMonth'> & { endMonth?: string },
): DepreciationPlan | null {
  checkInput({ ...input, endMonth: input.endMonth ?? input.startMonth });
  if (input.noDepreciation) return null;
  const original = toCents(input.originalValue);
  const opening = toCents(input.accumulated ?? '0');
  if (original < 0n || opening < 0n) throw new DepreciationInputError('原值和累计折旧不能为负数');
  if (opening > original) throw new DepreciationInputError('累计折旧不能大于原值');
  const net = original - opening;
  const months = input.lifeMonths - (input.usedMonths ?? 0);
  if (net === 0n || months === 0) return null;
  return {
    opening,
    net,
    months,
    monthly: divideHalfUp(net, BigInt(months)),
    start: monthIndex(input.startMonth),
    stop: input.disposedMonth ? monthIndex(input.disposedMonth) : Number.POSITIVE_INFINITY,
  };
}

/** Charged before month k of the plan (0-based), in cents. */
function chargedBefore(plan: DepreciationPlan, k: number): bigint {
  if (k <= 0) return 0n;
  if (k >= plan.months) return plan.net;
  const straight = plan.monthly * BigInt(k);
  return straight < plan.net ? straight : plan.net;
}

/** One month's charge and the accumulated after it, in cents; amount 0 outside the charged months. */
export function chargeOf(plan: DepreciationPlan, month: number): { amount: bigint; accumulated: bigint } {
  const k = month - plan.start;
  if (k < 0) return { amount: 0n, accumulated: plan.opening };
  const limit = Math.min(k, plan.stop - plan.start);
  if (month >= plan.stop || k >= plan.months) {
    return { amount: 0n, accumulated: plan.opening + chargedBefore(plan, limit) };
  }
  const before = chargedBefore(plan, k);
  const after = k === plan.months - 1 ? plan.net : chargedBefore(plan, k + 1);
  return { amount: after - before, accumulated: plan.opening + after };
}

/** The month index of the last month with a charge; null when the plan charges nothing. */
export function lastChargedMonth(plan: DepreciationPlan): number | null {
  const lastByLife = plan.start + plan.months - 1;
  const lastByDisposal = plan.stop - 1;
  let last = Math.min(lastByLife, lastByDisposal);
  // Months whose rounded charge is 0 (tiny amounts over long lives) are not charges.
  while (last >= plan.start && chargeOf(plan, last).amount === 0n) last -= 1;
  return last >= plan.start ? last : null;
}

/**
 * The charges from startMonth to endMonth (inclusive), one row per month with a charge: months
 * after full depreciation, from the disposal month on, and of exempt assets have none.
 */
export function depreciationSchedule(input: DepreciationInput): DepreciationRow[] {
  checkInput(input);
  const plan = depreciationPlan(input);
  if (plan === null) return [];
  const end = Math.min(monthIndex(input.endMonth), plan.start + plan.months - 1, plan.stop - 1);
  const rows: DepreciationRow[] = [];
  for (let month = plan.start; month <= end; month += 1) {
    const { amount, accumulated } = chargeOf(plan, month);
    if (amount > 0n)
      rows.push({
        month: monthOfIndex(month),
        amount: fromCents(amount),
        accumulated: fromCents(accumulated),
      });
  }
  return rows;
}
