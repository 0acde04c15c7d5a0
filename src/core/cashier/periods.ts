// 出纳月末结账 (domain NOTES-assets-cashier §2.4, vendor practice): months close in order from the
// cashier book's first month; a closed month takes no entry; a month whose book disagrees with the
// ledger for an account closes only with that difference explained; 反结账 takes back the last
// closed month only, by the duty permitted to.

/** A month as one number, so months of different years compare: year * 12 + (month − 1). */
export const monthIndex = (year: number, month: number) => year * 12 + (month - 1);

export const monthOfIndex = (index: number) => ({ year: Math.floor(index / 12), month: (index % 12) + 1 });

export const monthLabel = (year: number, month: number) => `${year}年${month}月`;

export interface CloseState {
  /** The first month of the cashier book (its earliest account's opening month); null: no accounts. */
  firstMonth: number | null;
  /** Closed months, as monthIndex. */
  closed: ReadonlySet<number>;
}

/** Why the month cannot be closed for reasons of order, or null. */
export function closeOrderProblem(state: CloseState, year: number, month: number): string | null {
  const m = monthIndex(year, month);
  if (state.firstMonth === null) return '尚未设置出纳账户，不能结账';
  if (state.closed.has(m)) return `${monthLabel(year, month)}已结账`;
  if (m < state.firstMonth) {
    const first = monthOfIndex(state.firstMonth);
    return `出纳账从${monthLabel(first.year, first.month)}开始，${monthLabel(year, month)}无需结账`;
  }
  for (let p = state.firstMonth; p < m; p++) {
    if (!state.closed.has(p)) {
      const open = monthOfIndex(p);
      return `${monthLabel(open.year, open.month)}尚未结账，请按月份顺序结账`;
    }
  }
  return null;
}

/** Why the month cannot be reopened, or null: only the last closed month goes back. */
export function reopenOrderProblem(state: CloseState, year: number, month: number): string | null {
  const m = monthIndex(year, month);
  if (!state.closed.has(m)) return `${monthLabel(year, month)}尚未结账`;
  const later = [...state.closed].filter((c) => c > m).sort((a, b) => a - b)[0];
  if (later !== undefined) {
    const l = monthOfIndex(later);
    return `${monthLabel(l.year, l.month)}已结账，请先反结账该月`;
  }
  return null;
}

export interface AccountCheck {
  accountId: number;
  /** 编码 名称, as the message names it. */
  label: string;
  agrees: boolean;
  /** The closing difference in words, e.g. 出纳账比总账多 300.00 (when it does not agree). */
  describe: string;
}

/** Explanations shorter than this say nothing (说明差异原因). */
export const MIN_EXPLANATION = 4;

/**
 * The accounts whose difference stops the close: they disagree and carry no explanation of at
 * least MIN_EXPLANATION characters. Empty: the month may close.
 */
export function unexplained(
  checks: readonly AccountCheck[],
  explanations: ReadonlyMap<number, string>,
): AccountCheck[] {
  return checks.filter(
    (c) => !c.agrees && (explanations.get(c.accountId)?.trim().length ?? 0) < MIN_EXPLANATION,
  );
}

/** The refusal of a close with unexplained differences. */
export function unexplainedMessage(year: number, month: number, list: readonly AccountCheck[]): string {
  const names = list.map((c) => `${c.label}（${c.describe}）`).join('；');
  return `${monthLabel(year, month)}出纳账与总账不符，不能结账：${names}。请核对后再结账，或逐户说明差异原因（至少 ${MIN_EXPLANATION} 个字）`;
}
