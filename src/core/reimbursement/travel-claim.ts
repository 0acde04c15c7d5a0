// A 差旅费报销单 worked out by the travel rules: each ticket checked against the grade (excess 自理),
// each stay capped per night (超标自理; no invoice refuses the claim, T05), the meal and city transport
// allowances of the trip, and the total the claim is for. The form and the server use this one function.

import { add, type Money, parseMoney, sum } from '../money';
import { type HostMeals, type TravelAllowances, travelAllowances } from './travel-allowances';
import type { Grade } from './travel-input';
import { TravelRuleError } from './travel-input';
import { lodgingCheck, nightlyLimits } from './travel-lodging';
import { type TransportMode, transportCheck } from './travel-transport';
import { type Result, refuse } from './types';

/** 行程段: one ticket. */
export interface TravelLeg {
  departDate: string;
  departPlace: string;
  arriveDate: string;
  arrivePlace: string;
  mode: TransportMode;
  /** 二等座, 硬卧, 经济舱 … (any text for 其他). */
  seatClass: string;
  fare: Money;
  /** The fare of the entitled class, for a seat above the grade (就低报销); '' when not above. */
  entitledFare: string;
  invoiceCount: number;
}

/** 住宿: one stay in one place. */
export interface TravelStay {
  province: string;
  city: string;
  checkIn: string;
  nights: number;
  /** The lodging invoices' total; '0.00' when there is none. */
  invoicedAmount: Money;
  invoiceCount: number;
}

export interface TravelSection {
  /** 出差人 (one or more names, as written). */
  travellers: string;
  grade: Grade;
  /** The destination that sets the allowances (在途 by the day's last arrival is not modelled). */
  province: string;
  city: string;
  departure: string;
  return: string;
  hostMeals: Required<HostMeals>;
  hostCarHalfDays: number;
  legs: TravelLeg[];
  stays: TravelStay[];
  /** 其他 (订票费, 保险 …) with receipts. */
  otherAmount: Money;
}

export interface LegFigures {
  reimbursable: Money;
  selfPaid: Money;
  /** Why a part is 自理 (the seat is above the grade's class), else null. */
  message: string | null;
}

export interface StayFigures {
  cap: Money;
  reimbursable: Money;
  /** 超标自理 */
  selfPaid: Money;
}

export interface TravelClaim {
  legs: LegFigures[];
  stays: StayFigures[];
  allowances: TravelAllowances;
  transport: Money;
  lodging: Money;
  selfPaid: Money;
  other: Money;
  /** 报销总额 */
  total: Money;
}

function legFigures(grade: Grade, leg: TravelLeg): LegFigures {
  const check = transportCheck({
    grade,
    mode: leg.mode,
    seatClass: leg.seatClass,
    fare: leg.fare,
    ...(leg.entitledFare.trim() ? { entitledFare: leg.entitledFare } : {}),
  });
  if (check.reimbursable === null || check.selfPaid === null) {
    // A seat above the class without the entitled fare: the form asks for it before the claim goes on.
    throw new TravelRuleError(`${check.message ?? '座位等级超出标准'}；请填写标准等级票价`);
  }
  return { reimbursable: check.reimbursable, selfPaid: check.selfPaid, message: check.message };
}

function stayFigures(grade: Grade, stay: TravelStay): StayFigures {
  const limits = nightlyLimits({
    province: stay.province,
    city: stay.city,
    grade,
    checkIn: stay.checkIn,
    nights: stay.nights,
  });
  if (limits === null) throw new TravelRuleError(`住宿地不在住宿费标准表中：${stay.province}${stay.city}`);
  return lodgingCheck({ nights: stay.nights, invoicedAmount: stay.invoicedAmount, limit: limits });
}

/** The worked claim, or the rule's refusal (its message as the form shows it). */
export function travelClaim(section: TravelSection): Result<{ claim: TravelClaim }> {
  try {
    const legs = section.legs.map((leg) => legFigures(section.grade, leg));
    const stays = section.stays.map((stay) => stayFigures(section.grade, stay));
    const allowances = travelAllowances({
      province: section.province,
      city: section.city,
      departure: section.departure,
      return: section.return,
      hostMeals: section.hostMeals,
      hostCarHalfDays: section.hostCarHalfDays,
    });
    const transport = sum(legs.map((l) => l.reimbursable));
    const lodging = sum(stays.map((s) => s.reimbursable));
    const selfPaid = sum([...legs.map((l) => l.selfPaid), ...stays.map((s) => s.selfPaid)]);
    const other = parseMoney(section.otherAmount);
    const total = sum([transport, lodging, allowances.meal, allowances.cityTransport, other]);
    return {
      ok: true,
      claim: { legs, stays, allowances, transport, lodging, selfPaid, other: add(other, '0'), total },
    };
  } catch (error) {
    if (error instanceof TravelRuleError) return refuse('invalidInput', error.message);
    throw error;
  }
}
