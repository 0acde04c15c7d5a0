// 科目余额表 and 总账: every figure from the period balances (movements.ts), rolled up from end-level
// subjects through their parents, filtered by level, code range and zero rows. (科目汇总表:
// subject-summary.ts.)
import type { Kysely } from 'kysely';
import { showBalance } from '../../../src/core/books/direction.ts';
import { closingOf, type Figures, figuresByKey, zeroFigures } from '../../../src/core/books/figures.ts';
import { outermost, rollUpFigures, selectSubjects } from '../../../src/core/books/rollup.ts';
import type {
  BalanceAnswer,
  BalanceFigures,
  BalanceRow,
  GeneralRow,
  GeneralSubject,
} from '../../../src/core/contracts/ledger-answers.ts';
import { fromCents } from '../../../src/core/money.ts';
import { directionLabel } from '../../../src/core/subjects/types.ts';
import type { Database } from '../../db/schema.ts';
import type { BookContext, LedgerSubject } from './context.ts';
import { type KeyedMovement, monthlyMovements } from './movements.ts';
import type { PeriodQuery } from './query.ts';

type Db = Kysely<Database>;

export interface Cents {
  openingDebit: bigint;
  openingCredit: bigint;
  debit: bigint;
  credit: bigint;
  yearDebit: bigint;
  yearCredit: bigint;
  closingDebit: bigint;
  closingCredit: bigint;
}

export function centsRow(f: Figures): Cents {
  const o = f.opening;
  const c = closingOf(f);
  return {
    openingDebit: o > 0n ? o : 0n,
    openingCredit: o < 0n ? -o : 0n,
    debit: f.debit,
    credit: f.credit,
    yearDebit: f.yearDebit,
    yearCredit: f.yearCredit,
    closingDebit: c > 0n ? c : 0n,
    closingCredit: c < 0n ? -c : 0n,
  };
}

export function moneyRow(c: Cents): BalanceFigures {
  return {
    openingDebit: fromCents(c.openingDebit),
    openingCredit: fromCents(c.openingCredit),
    debit: fromCents(c.debit),
    credit: fromCents(c.credit),
    yearDebit: fromCents(c.yearDebit),
    yearCredit: fromCents(c.yearCredit),
    closingDebit: fromCents(c.closingDebit),
    closingCredit: fromCents(c.closingCredit),
  };
}

export function addCents(a: Cents, b: Cents): Cents {
  return {
    openingDebit: a.openingDebit + b.openingDebit,
    openingCredit: a.openingCredit + b.openingCredit,
    debit: a.debit + b.debit,
    credit: a.credit + b.credit,
    yearDebit: a.yearDebit + b.yearDebit,
    yearCredit: a.yearCredit + b.yearCredit,
    closingDebit: a.closingDebit + b.closingDebit,
    closingCredit: a.closingCredit + b.closingCredit,
  };
}

export const zeroCents = (): Cents => centsRow(zeroFigures());

export function subjectRow(s: LedgerSubject, f: Figures): BalanceRow {
  return {
    code: s.code,
    name: s.name,
    level: s.level,
    isLeaf: s.isLeaf,
    category: s.category,
    balanceDirection: directionLabel(s.direction),
    ...moneyRow(centsRow(f)),
  };
}

/** Figures of the shown subjects from leaf figures, with the total of the outermost shown rows. */
export function rollUpRows(
  ctx: BookContext,
  own: ReadonlyMap<string, Figures>,
  q: PeriodQuery,
): BalanceAnswer {
  const all = rollUpFigures(ctx.chart, own);
  const shown = selectSubjects(ctx.chart, all, q);
  let total = zeroCents();
  for (const s of outermost(shown, ctx.chart))
    total = addCents(total, centsRow(all.get(s.code) ?? zeroFigures()));
  return {
    rows: shown.map((s) => subjectRow(s, all.get(s.code) ?? zeroFigures())),
    total: moneyRow(total),
    balanced:
      total.openingDebit === total.openingCredit &&
      total.debit === total.credit &&
      total.closingDebit === total.closingCredit,
  };
}

export async function subjectMovements(db: Db, ctx: BookContext, q: PeriodQuery): Promise<KeyedMovement[]> {
  return monthlyMovements(db, ctx.ledgerSetId, {
    year: q.year,
    monthTo: q.monthTo,
    includeUnposted: q.includeUnposted,
    dimension: 'subject',
  });
}

/** 科目余额表 */
export async function accountBalance(db: Db, ctx: BookContext, q: PeriodQuery): Promise<BalanceAnswer> {
  const months = await subjectMovements(db, ctx, q);
  return rollUpRows(
    ctx,
    figuresByKey(months, (m) => m.code, q.monthFrom, q.monthTo),
    q,
  );
}

/**
 * 总账: per subject the opening, then each month's total and the year to date, with balances.
 * 部门总账 when deptCode is given: that department's lines, only the subjects it touches.
 */
export async function generalLedger(
  db: Db,
  ctx: BookContext,
  q: PeriodQuery,
  deptCode?: string,
): Promise<GeneralSubject[]> {
  const months =
    deptCode === undefined
      ? await subjectMovements(db, ctx, q)
      : await monthlyMovements(db, ctx.ledgerSetId, {
          year: q.year,
          monthTo: q.monthTo,
          includeUnposted: q.includeUnposted,
          dimension: 'department',
          deptCode,
        });
  const whole = rollUpFigures(
    ctx.chart,
    figuresByKey(months, (m) => m.code, q.monthFrom, q.monthTo),
  );
  const perMonth = new Map<number, Map<string, Figures>>();
  for (let m = q.monthFrom; m <= q.monthTo; m++) {
    perMonth.set(
      m,
      rollUpFigures(
        ctx.chart,
        figuresByKey(months, (r) => r.code, m, m),
      ),
    );
  }
  const level = q.level ?? 1;
  // A department touches a few subjects: the rest of the chart would be empty pages.
  const hideZero = q.hideZero || deptCode !== undefined;
  const shown = selectSubjects(ctx.chart, whole, { ...q, level, hideZero });
  const zero = fromCents(0n);
  return shown.map((s) => {
    const f = whole.get(s.code) ?? zeroFigures();
    const rows: GeneralRow[] = [
      {
        kind: 'opening',
        month: q.monthFrom,
        summary: q.monthFrom === 1 && q.year > ctx.startYear ? '上年结转' : '期初余额',
        debit: zero,
        credit: zero,
        ...showBalance(f.opening),
      },
    ];
    for (let m = q.monthFrom; m <= q.monthTo; m++) {
      const mf = perMonth.get(m)?.get(s.code) ?? zeroFigures();
      const balance = showBalance(closingOf(mf));
      rows.push({
        kind: 'monthTotal',
        month: m,
        summary: '本月合计',
        debit: fromCents(mf.debit),
        credit: fromCents(mf.credit),
        ...balance,
      });
      rows.push({
        kind: 'yearTotal',
        month: m,
        summary: '本年累计',
        debit: fromCents(mf.yearDebit),
        credit: fromCents(mf.yearCredit),
        ...balance,
      });
    }
    return {
      code: s.code,
      name: s.name,
      level: s.level,
      balanceDirection: directionLabel(s.direction),
      rows,
    };
  });
}
