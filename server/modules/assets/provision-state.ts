// What the month's provision charges each card (depreciationSchedule's plan, one month at a time),
// and whether the month may be provisioned now: once, in month order, never for a closed month,
// never before the assets are initialised, and not past a month in which some card would have been
// charged but was not.
import {
  chargeOf,
  type DepreciationPlan,
  depreciationPlan,
  lastChargedMonth,
} from '../../../src/core/assets/depreciation.ts';
import { monthIndex, monthLabel, monthOfIndex } from '../../../src/core/assets/months.ts';
import { monthClosed } from '../voucher/locks.ts';
import type { Db } from './db.ts';
import { assetsState, initRequired } from './init.ts';
import { planInputOf } from './plan-input.ts';

export interface ChargeableCard {
  id: string;
  cardNo: string;
  name: string;
  originalValue: string;
  dateOfActivation: string | null;
  lifeMonths: number;
  usedMonths: number;
  firstMonth: string;
  plan: DepreciationPlan;
}

export interface Charge {
  card: ChargeableCard;
  amount: bigint;
  accumulated: bigint;
  /** Months charged so far, this one included (opening months too). */
  usedMonths: number;
}

/**
 * The class's cards that are ever charged (not exempt, not disposed before the month). `slim` (the
 * run itself) reads only the figures: names and dates are for the rows a screen shows.
 */
export async function chargeableCards(
  db: Db,
  ledgerSetId: number,
  assetClass: 1 | 2,
  upTo: string,
  slim = false,
): Promise<ChargeableCard[]> {
  const figures = [
    'id',
    'original_value',
    'init_accumulated',
    'life_months',
    'used_months',
    'first_month',
    'disposed_month',
    'base_month',
    'base_accumulated',
    'base_used_months',
  ] as const;
  const rows = await db
    .selectFrom('asset_card')
    .select(slim ? [...figures] : [...figures, 'card_no', 'name', 'in_use_date'])
    .where('ledger_set_id', '=', ledgerSetId)
    .where('asset_class', '=', assetClass)
    .where('no_depreciation', '=', false)
    .where('life_months', 'is not', null)
    .where('first_month', '<=', upTo)
    .orderBy('card_no')
    .execute();
  const out: ChargeableCard[] = [];
  for (const r of rows) {
    const plan = depreciationPlan(planInputOf({ ...r, life_months: r.life_months as number }));
    if (plan === null) continue;
    const shown = r as Partial<{ card_no: string; name: string; in_use_date: string | null }>;
    out.push({
      id: r.id,
      cardNo: shown.card_no ?? '',
      name: shown.name ?? '',
      originalValue: r.original_value,
      dateOfActivation: shown.in_use_date ? String(shown.in_use_date).slice(0, 10) : null,
      lifeMonths: r.life_months as number,
      usedMonths: r.base_used_months ?? r.used_months,
      firstMonth: r.first_month,
      plan,
    });
  }
  return out;
}

/** Each card's charge in the month (cards with none left out), in card-number order. */
export function chargesOf(cards: readonly ChargeableCard[], month: string): Charge[] {
  const index = monthIndex(month);
  const out: Charge[] = [];
  for (const card of cards) {
    const { amount, accumulated } = chargeOf(card.plan, index);
    if (amount > 0n)
      out.push({ card, amount, accumulated, usedMonths: card.usedMonths + index - card.plan.start + 1 });
  }
  return out;
}

/** The last month provisioned for the class, or null. */
export async function lastProvisionMonth(
  db: Db,
  ledgerSetId: number,
  assetClass: number,
): Promise<string | null> {
  const row = await db
    .selectFrom('asset_provision')
    .select(['year', 'month'])
    .where('ledger_set_id', '=', ledgerSetId)
    .where('asset_class', '=', assetClass as 1 | 2)
    .orderBy('year', 'desc')
    .orderBy('month', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? `${row.year}-${String(row.month).padStart(2, '0')}` : null;
}

/** The first month from `from` in which some card is charged, before `before`; null when none. */
function firstMissed(cards: readonly ChargeableCard[], from: number, before: number): number | null {
  let earliest: number | null = null;
  for (const card of cards) {
    const last = lastChargedMonth(card.plan);
    if (last === null || last < from) continue;
    // Every month from the plan's start charges something, unless the monthly charge rounds to 0
    // (then only the last month does).
    const first = card.plan.monthly > 0n ? Math.max(card.plan.start, from) : last;
    if (first < before && (earliest === null || first < earliest)) earliest = first;
  }
  return earliest;
}

const chargeWord = (assetClass: 1 | 2) => (assetClass === 2 ? '摊销' : '折旧');

/** Why the month cannot be provisioned now (null: it can); `cards` are the class's chargeable cards up to it. */
export async function provisionBlocked(
  db: Db,
  ledgerSetId: number,
  assetClass: 1 | 2,
  month: string,
  cards: readonly ChargeableCard[],
): Promise<string | null> {
  const word = chargeWord(assetClass);
  const state = await assetsState(db, ledgerSetId);
  if (!state.openingConfirmed) return '期初余额尚未确认，请先完成期初余额确认';
  if (!state.assetsConfirmed && (await initRequired(db, ledgerSetId)))
    return '资产尚未初始化，请先完成资产初始化';
  const opening = `${state.startYear}-01`;
  if (month < opening) return `所属期不能早于账套启用月份 ${monthLabel(opening)}`;
  const [year, m] = month.split('-').map(Number) as [number, number];
  const done = await db
    .selectFrom('asset_provision')
    .select('id')
    .where('ledger_set_id', '=', ledgerSetId)
    .where('asset_class', '=', assetClass)
    .where('year', '=', year)
    .where('month', '=', m)
    .executeTakeFirst();
  if (done) return `${monthLabel(month)}的${word}已计提，不能重复计提`;
  const last = await lastProvisionMonth(db, ledgerSetId, assetClass);
  if (last !== null && month < last) return `已计提至${monthLabel(last)}，不能再计提更早月份的${word}`;
  if (await monthClosed(db as never, ledgerSetId, year, m))
    return `${monthLabel(month)}已结账，不能计提${word}`;
  const from = last === null ? monthIndex(opening) : monthIndex(last) + 1;
  const missed = firstMissed(cards, from, monthIndex(month));
  if (missed !== null) return `请先计提${monthLabel(monthOfIndex(missed))}的${word}`;
  return null;
}
