// 城市间交通 classes by grade (travel_transport_class_2013.csv, 财行〔2013〕531号 第七条): a seat above the
// grade's class is allowed to be taken, but the excess is 自理 (rule T10), reimbursed at most at the fare of
// the class the grade is entitled to.
import { compare, type Money, parseMoney, sub } from '../money';
import { type Grade, gradeIndex, requireAmount, TravelRuleError } from './travel-input';
import { TRANSPORT_CLASSES, TRAVEL_RULES } from './travel-tables';

export type TransportMode = '火车' | '轮船' | '飞机' | '其他';

type Ladder = '高铁动车' | '普速列车' | '全列软席列车' | '轮船' | '飞机';

/**
 * Seat classes that can be compared, lowest first. The grades' entitlements below are read from the
 * table; the orders are common knowledge the table takes for granted (公务舱, which it does not name,
 * sits between 经济舱 and 头等舱). 硬座/硬卧 are 硬席, 软座/软卧 软席.
 */
const LADDERS: Readonly<Record<Ladder, readonly (readonly string[])[]>> = {
  高铁动车: [['二等座'], ['一等座'], ['商务座']],
  普速列车: [
    ['硬座', '硬卧'],
    ['软座', '软卧'],
  ],
  全列软席列车: [['二等软座'], ['一等软座']],
  轮船: [['三等舱'], ['二等舱'], ['一等舱']],
  飞机: [['经济舱'], ['公务舱'], ['头等舱']],
};

/** The highest step each grade (部级, 司局级, 其余人员) may take on each ladder, from the table's text. */
const ENTITLED: Readonly<Record<Ladder, readonly [number, number, number]>> = {
  高铁动车: [2, 1, 0],
  普速列车: [1, 1, 0],
  全列软席列车: [1, 1, 0],
  轮船: [2, 1, 0],
  飞机: [2, 0, 0],
};

const MODE_LADDERS: Readonly<Record<Exclude<TransportMode, '其他'>, readonly Ladder[]>> = {
  火车: ['高铁动车', '普速列车', '全列软席列车'],
  轮船: ['轮船'],
  飞机: ['飞机'],
};

/** The seat classes the rules know for a mode, lowest first (the form offers them); none for 其他. */
export function seatClassesOf(mode: TransportMode): string[] {
  if (mode === '其他') return [];
  return MODE_LADDERS[mode].flatMap((ladder) => LADDERS[ladder].flat());
}

const ZERO = parseMoney('0');

export interface TransportCheckInput {
  grade: Grade;
  mode: TransportMode;
  /** The seat or berth taken: 二等座, 软卧, 一等软座, 三等舱, 经济舱, … (any text for 其他). */
  seatClass: string;
  /** The ticket's fare, when known. */
  fare?: string;
  /** The fare of the entitled class on the same trip, for an excess seat (就低报销). */
  entitledFare?: string;
}

export interface TransportCheck {
  allowed: boolean;
  /** The grade's standard for the mode as the table words it. */
  standard: string;
  /** The highest class the grade may take on the seat's ladder ('硬座/硬卧'); null for 其他交通工具. */
  entitledClass: string | null;
  /** For a seat above the grade's class: what the form shows beside it. */
  message: string | null;
  /** The fare reimbursed and the part 自理; null when the fares needed are not given. */
  reimbursable: Money | null;
  selfPaid: Money | null;
}

function standardOf(tier: number, mode: TransportMode): string {
  const row = TRANSPORT_CLASSES[tier];
  if (!row) throw new Error(`交通工具等级表缺少第${tier + 1}行`);
  return { 火车: row.train, 轮船: row.ship, 飞机: row.plane, 其他: row.other }[mode];
}

function stepOf(mode: Exclude<TransportMode, '其他'>, seatClass: string): { ladder: Ladder; step: number } {
  for (const ladder of MODE_LADDERS[mode]) {
    const step = LADDERS[ladder].findIndex((names) => names.includes(seatClass));
    if (step >= 0) return { ladder, step };
  }
  const known = MODE_LADDERS[mode].flatMap((ladder) => LADDERS[ladder].flat());
  throw new TravelRuleError(`${mode}的座位等级不正确：${seatClass}，应为${known.join('、')}之一`);
}

/**
 * Checks a ticket's class against the traveller's grade.
 * @throws TravelRuleError for an unknown grade, mode or seat class, or a fare that is not an amount.
 */
export function transportCheck(input: TransportCheckInput): TransportCheck {
  const tier = gradeIndex(input.grade);
  if (!['火车', '轮船', '飞机', '其他'].includes(input.mode)) {
    throw new TravelRuleError(`交通工具不正确：${String(input.mode)}，应为火车、轮船、飞机或其他`);
  }
  const seatClass = String(input.seatClass ?? '').trim();
  const fare = input.fare === undefined ? null : requireAmount('票价', input.fare);
  const standard = standardOf(tier, input.mode);
  const paid = { reimbursable: fare, selfPaid: fare === null ? null : ZERO };
  // 其他交通工具 (not 出租小汽车) are reimbursed against the receipt, whatever the class.
  if (input.mode === '其他') return { allowed: true, standard, entitledClass: null, message: null, ...paid };
  const { ladder, step } = stepOf(input.mode, seatClass);
  const top = ENTITLED[ladder][tier];
  const entitledClass = (LADDERS[ladder][top] ?? []).join('/');
  if (step <= top) return { allowed: true, standard, entitledClass, message: null, ...paid };
  const message = `${input.grade}乘坐${input.mode}${seatClass}超出标准（${entitledClass}）：${TRAVEL_RULES.T10.standard}`;
  const entitledFare =
    input.entitledFare === undefined ? null : requireAmount('标准等级票价', input.entitledFare);
  if (fare === null || entitledFare === null) {
    return { allowed: false, standard, entitledClass, message, reimbursable: null, selfPaid: null };
  }
  const reimbursable = compare(fare, entitledFare) > 0 ? entitledFare : fare;
  return {
    allowed: false,
    standard,
    entitledClass,
    message,
    reimbursable,
    selfPaid: sub(fare, reimbursable),
  };
}
