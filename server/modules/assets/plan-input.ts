// What a card's depreciation plan starts from (src/core/assets/depreciation.ts), read from its row.

/**
 * The plan's input of a card: from its re-base when a value change made one (charges before it kept,
 * 价值变动), else from its first month with its opening figures.
 */
export function planInputOf(r: {
  original_value: string;
  life_months: number;
  first_month: string;
  init_accumulated: string;
  used_months: number;
  disposed_month: string | null;
  base_month: string | null;
  base_accumulated: string | null;
  base_used_months: number | null;
}) {
  const rebased = r.base_month !== null;
  return {
    originalValue: r.original_value,
    lifeMonths: r.life_months,
    startMonth: rebased ? (r.base_month as string) : r.first_month,
    accumulated: rebased ? (r.base_accumulated ?? '0') : r.init_accumulated,
    usedMonths: rebased ? (r.base_used_months ?? 0) : r.used_months,
    disposedMonth: r.disposed_month,
  };
}
