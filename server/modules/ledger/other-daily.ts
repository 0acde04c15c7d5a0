// 其他日报表: 现金银行日报表 for the subjects the user picks. For one day, each chosen subject (and
// its descendants down to the asked level) with the balance the day before, the day's debits and
// credits with their counts, the day's balance, and a 合计 over the chosen subjects. Chosen means:
// the listed codes, else a code range, else every subject outside cash and bank.
import type { Kysely } from 'kysely';
import { inCodeRange, outermost } from '../../../src/core/books/rollup.ts';
import type { DayRow, OtherDailyAnswer } from '../../../src/core/contracts/ledger-answers.ts';
import type { Database } from '../../db/schema.ts';
import { type BookContext, type LedgerSubject, subjectOf } from './context.ts';
import { addCell, isAtOrBelow, isQuiet, readDay, rollUpDay, shownDay, zeroCell } from './day.ts';

type Db = Kysely<Database>;

export interface OtherDailyQuery {
  date: string;
  includeUnposted: boolean;
  level?: number | undefined;
  hideZero: boolean;
  /** Chosen subjects (any level); they win over the range. */
  codes?: readonly string[] | undefined;
  codeFrom?: string | undefined;
  codeTo?: string | undefined;
}

/** The chosen subjects with all their descendants (code order) and the outermost of them. */
export function chosenSubjects(
  ctx: BookContext,
  q: Pick<OtherDailyQuery, 'codes' | 'codeFrom' | 'codeTo'>,
): { scope: OtherDailyAnswer['scope']; subjects: LedgerSubject[]; roots: LedgerSubject[] } {
  let scope: OtherDailyAnswer['scope'];
  let keep: (s: LedgerSubject) => boolean;
  if (q.codes && q.codes.length > 0) {
    const codes = q.codes;
    for (const code of codes) subjectOf(ctx, code);
    scope = 'codes';
    keep = (s) => codes.some((c) => isAtOrBelow(ctx, s.code, c));
  } else if (q.codeFrom || q.codeTo) {
    scope = 'range';
    keep = (s) => inCodeRange(s.code, q.codeFrom, q.codeTo);
  } else {
    // Cash and bank have their own daily report; a parent of one of them would count it again.
    const cashBank = [...ctx.cashCodes, ...ctx.bankCodes];
    scope = 'all';
    keep = (s) => !cashBank.some((c) => isAtOrBelow(ctx, s.code, c) || isAtOrBelow(ctx, c, s.code));
  }
  const subjects = ctx.chart.filter(keep).sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
  return { scope, subjects, roots: outermost(subjects, ctx.chart) };
}

export async function otherDaily(db: Db, ctx: BookContext, q: OtherDailyQuery): Promise<OtherDailyAnswer> {
  const { scope, subjects, roots } = chosenSubjects(ctx, q);
  // The whole chart is a few thousand codes at most: a list is cheaper than a second query plan.
  const own = (
    await readDay(db, ctx, {
      date: q.date,
      includeUnposted: q.includeUnposted,
      codes: subjects.map((s) => s.code),
    })
  ).get('');
  const all = rollUpDay(ctx, own ?? new Map());
  const rootCodes = new Set(roots.map((r) => r.code));
  const rows: DayRow[] = [];
  for (const s of subjects) {
    // A chosen subject always shows; the level only cuts its descendants.
    if (!rootCodes.has(s.code) && q.level !== undefined && s.level > q.level) continue;
    const cell = all.get(s.code) ?? zeroCell();
    if (q.hideZero && isQuiet(cell)) continue;
    rows.push({ code: s.code, name: s.name, level: s.level, isLeaf: s.isLeaf, ...shownDay(cell) });
  }
  const total = zeroCell();
  for (const r of roots) addCell(total, all.get(r.code) ?? zeroCell());
  return { date: q.date, scope, rows, total: shownDay(total) };
}
