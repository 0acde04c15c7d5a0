// 伙食补助 and 市内交通 (rules T02, T03): flat rates per calendar day of the trip, departure and return day
// included, at the destination's rate (the table's meal column: 120 in 西藏, 青海, 新疆). Meals and cars the
// host provides are paid back out of them (T07, T08: 财办行〔2019〕104号).
import { fromCents, type Money } from '../money';
import { daysBetween, requireCount, requireDate, TravelRuleError } from './travel-input';
import { limitRowOf, regionOf, regionRows, type TravelPlace } from './travel-places';

/** Percent of the day's meal rate paid back per meal the host provided (T07). */
export const HOST_MEAL_PERCENT = { breakfast: 20n, lunch: 40n, dinner: 40n } as const;
/** Percent of the day's city-transport rate paid back per half-day of a host car (T08). */
export const HOST_CAR_PERCENT = 50n;

export interface HostMeals {
  breakfast?: number;
  lunch?: number;
  dinner?: number;
}

export interface TravelAllowancesInput extends TravelPlace {
  /** 'YYYY-MM-DD' */
  departure: string;
  /** 'YYYY-MM-DD', on or after the departure. */
  return: string;
  /** Meals the host provided over the trip, at most one of each kind per day. */
  hostMeals?: HostMeals;
  /** Half-days the host provided a car, at most two per day. */
  hostCarHalfDays?: number;
}

export interface TravelAllowances {
  /** Calendar days, departure and return day included. */
  days: number;
  /** 伙食补助 after the host-meal deduction. */
  meal: Money;
  /** 市内交通 after the host-car deduction. */
  cityTransport: Money;
  mealDeduction: Money;
  cityTransportDeduction: Money;
}

const MEAL_LABELS = {
  breakfast: '接待单位安排的早餐次数',
  lunch: '接待单位安排的午餐次数',
  dinner: '接待单位安排的晚餐次数',
};

/** rate × count × percent / 100, half-up to the cent (rates here are whole yuan, so it is exact). */
function share(rateCents: bigint, count: number, percent: bigint): bigint {
  return (rateCents * BigInt(count) * percent + 50n) / 100n;
}

/** The daily rates at the destination, in cents. */
function ratesOf(province: string, city: string | undefined): { meal: bigint; cityTransport: bigint } {
  // Every row of a region has the same rates, so a city the table does not name still has them.
  const row = limitRowOf(province, city) ?? regionRows(regionOf(province, city))[0];
  if (!row) throw new TravelRuleError(`出差地不在差旅费标准表中：${String(province).trim()}`);
  return { meal: BigInt(row.meal) * 100n, cityTransport: BigInt(row.cityTransport) * 100n };
}

/**
 * 伙食补助 and 市内交通 of a trip to one destination.
 * @throws TravelRuleError for bad dates, a return before the departure, an unknown province, or host meal
 *   and car counts that are negative, fractional or more than the trip's days allow.
 */
export function travelAllowances(input: TravelAllowancesInput): TravelAllowances {
  const departure = requireDate('出发日期', input.departure);
  const back = requireDate('返回日期', input.return);
  if (back < departure) throw new TravelRuleError(`返回日期（${back}）早于出发日期（${departure}）`);
  const days = daysBetween(departure, back) + 1;
  const rates = ratesOf(input.province, input.city);

  let mealDeduction = 0n;
  for (const kind of ['breakfast', 'lunch', 'dinner'] as const) {
    const count = requireCount(MEAL_LABELS[kind], input.hostMeals?.[kind] ?? 0, days);
    mealDeduction += share(rates.meal, count, HOST_MEAL_PERCENT[kind]);
  }
  const halfDays = requireCount('接待单位提供交通工具的半天数', input.hostCarHalfDays ?? 0, days * 2);
  const carDeduction = share(rates.cityTransport, halfDays, HOST_CAR_PERCENT);

  // The caps on the counts keep each day's deductions within its rate (20% + 40% + 40%, 2 × 50%).
  return {
    days,
    meal: fromCents(rates.meal * BigInt(days) - mealDeduction),
    cityTransport: fromCents(rates.cityTransport * BigInt(days) - carDeduction),
    mealDeduction: fromCents(mealDeduction),
    cityTransportDeduction: fromCents(carDeduction),
  };
}
