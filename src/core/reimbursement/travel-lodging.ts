// 住宿费 (rule T04): reimbursed as invoiced up to nights × the cap of 财行〔2016〕71号 for the grade and
// place, the peak-season cap in its months; the rest is 超标自理. Lodging without an invoice refuses the
// whole trip's claim (rule T05).
import { compare, fromCents, type Money, parseMoney, sub, sum, toCents } from '../money';
import {
  addDays,
  type Grade,
  gradeIndex,
  requireAmount,
  requireCount,
  requireDate,
  TravelRuleError,
} from './travel-input';
import { inSeason, parseSeason, type SeasonWindow } from './travel-peak';
import { limitRowOf, placesNamed, type TravelPlace, tableName } from './travel-places';
import { LODGING_PEAKS, type LodgingLimitRow, type Tiers, TRAVEL_RULES } from './travel-tables';

export interface LodgingLimitQuery extends TravelPlace {
  grade: Grade;
  /** The night's date, 'YYYY-MM-DD'. */
  date: string;
}

interface Peak {
  /** The places the peak covers; empty when it covers the whole limit row (全市, 其他地区). */
  readonly places: readonly string[];
  readonly windows: readonly SeasonWindow[];
  readonly tiers: Tiers;
}

// Parsed once at load: a peak text the parser does not know fails the import, and with it the tests.
const peaksByRow = new Map<string, Peak[]>();
for (const row of LODGING_PEAKS) {
  const peaks = peaksByRow.get(row.id) ?? [];
  peaks.push({ places: placesNamed(row.cities), windows: parseSeason(row.months), tiers: row.tiers });
  peaksByRow.set(row.id, peaks);
}

function tiersOn(row: LodgingLimitRow, place: string | undefined, date: string): Tiers {
  const peak = peaksByRow
    .get(row.id)
    ?.find(
      (p) =>
        (p.places.length === 0 || (place !== undefined && p.places.includes(place))) &&
        inSeason(p.windows, date),
    );
  return peak?.tiers ?? row.tiers;
}

/**
 * The per-night cap for the grade at the place on that night, or null for a place the table does not know.
 * @throws TravelRuleError for an unknown grade or a date that is not 'YYYY-MM-DD'.
 */
export function lodgingLimit({ province, city, grade, date }: LodgingLimitQuery): Money | null {
  const tier = gradeIndex(grade);
  requireDate('住宿日期', date);
  const row = limitRowOf(province, city);
  return row ? parseMoney(tiersOn(row, tableName(city), date)[tier]) : null;
}

/** The cap of each night of a stay from `checkIn` (a stay across a peak season's edge has two caps); null for an unknown place. */
export function nightlyLimits(
  query: TravelPlace & { grade: Grade; checkIn: string; nights: number },
): Money[] | null {
  requireDate('入住日期', query.checkIn);
  const nights = requireCount('住宿天数', query.nights, 366);
  const limits: Money[] = [];
  for (let night = 0; night < nights; night += 1) {
    const limit = lodgingLimit({ ...query, date: addDays(query.checkIn, night) });
    if (limit === null) return null;
    limits.push(limit);
  }
  return limits;
}

export interface LodgingCheckInput {
  /** Nights of lodging that occurred (not nights stayed free with family or the host). */
  nights: number;
  /** The lodging invoices' total; '0' when there is none. */
  invoicedAmount: string;
  /** The per-night cap, or one cap per night (from nightlyLimits). */
  limit: string | readonly string[];
}

export interface LodgingCheck {
  /** nights × cap. */
  cap: Money;
  reimbursable: Money;
  /** 超标自理: the invoiced amount above the cap, not reimbursed. */
  selfPaid: Money;
}

/** The no-invoice refusal, worded as the rule (T05) and its basis. */
export function noLodgingInvoiceMessage(nights: number): string {
  const rule = TRAVEL_RULES.T05;
  return `发生住宿${nights}晚但没有住宿费发票：${rule.standard}（财行〔2013〕${rule.basis}）`;
}

/**
 * Splits the invoiced lodging into the reimbursable part and the 超标自理 part.
 * @throws TravelRuleError code 'no-lodging-invoice' when nights > 0 and nothing is invoiced (the claim is
 *   refused whole, T05); 'invalid-input' for bad counts or amounts, or a cap list of the wrong length.
 */
export function lodgingCheck({ nights, invoicedAmount, limit }: LodgingCheckInput): LodgingCheck {
  const count = requireCount('住宿天数', nights);
  const invoiced = requireAmount('住宿费发票金额', invoicedAmount);
  if (count > 0 && compare(invoiced, '0') === 0) {
    throw new TravelRuleError(noLodgingInvoiceMessage(count), 'no-lodging-invoice');
  }
  if (count === 0 && compare(invoiced, '0') > 0) {
    throw new TravelRuleError(`有住宿费发票（${invoiced}元）但住宿天数为0：请填写住宿天数`);
  }
  const caps =
    typeof limit === 'string'
      ? [requireAmount('住宿费限额', limit)]
      : limit.map((l) => requireAmount('住宿费限额', l));
  if (typeof limit !== 'string' && caps.length !== count) {
    throw new TravelRuleError(`住宿费限额有${caps.length}晚，住宿天数为${count}晚，两者应相同`);
  }
  const cap = typeof limit === 'string' ? fromCents(toCents(caps[0] as Money) * BigInt(count)) : sum(caps);
  const reimbursable = compare(invoiced, cap) > 0 ? cap : invoiced;
  return { cap, reimbursable, selfPaid: sub(invoiced, reimbursable) };
}
