// 资产负债表 and 收入支出表 of the session's ledger set from its period balances: first-level
// balances at the start of the year and the end of the period, and the period's turnovers.
import type { Kysely } from 'kysely';
import { closingOf, type Figures, figuresByKey, type Movement } from '../../../src/core/books/figures.ts';
import { adjustmentCodes, incomeExpense } from '../../../src/core/books/income-expense.ts';
import { rollUpFigures } from '../../../src/core/books/rollup.ts';
import { balanceSheet } from '../../../src/core/books/statements.ts';
import type { Category } from '../../../src/core/subjects/types.ts';
import type { Database } from '../../db/schema.ts';
import type { BookContext } from './context.ts';
import { monthlyMovements } from './movements.ts';
import { adjustingAsOpening, carriedMovements } from './statement-movements.ts';

type Db = Kysely<Database>;

export interface StatementQuery {
  year: number;
  month: number;
  annual: boolean;
  includeUnposted: boolean;
}

/** First-level figures, and those of the details 二、资金结转结余调整及变动 reads. */
function pick(ctx: BookContext, all: ReadonlyMap<string, Figures>) {
  const first = new Map<string, Figures>();
  for (const s of ctx.chart) if (s.parentCode === null) first.set(s.code, all.get(s.code) as Figures);
  const details = new Map<string, Figures>();
  for (const code of adjustmentCodes) {
    const f = all.get(code);
    if (f) details.set(code, f);
  }
  return { first, details };
}

function categories(ctx: BookContext): Map<string, Category> {
  return new Map(ctx.chart.filter((s) => s.parentCode === null).map((s) => [s.code, s.category]));
}

interface Column {
  figures: Map<string, Figures>;
  details: Map<string, Figures>;
  carried: Map<string, Movement>;
}

const emptyColumn = (): Column => ({ figures: new Map(), details: new Map(), carried: new Map() });

/** The figures of months monthFrom..monthTo, and the carry-forward vouchers' share of them. */
async function column(
  db: Db,
  ctx: BookContext,
  year: number,
  monthFrom: number,
  monthTo: number,
  includeUnposted: boolean,
): Promise<Column> {
  if (year < ctx.startYear) return emptyColumn();
  const [months, adjusting, carried] = await Promise.all([
    monthlyMovements(db, ctx.ledgerSetId, { year, monthTo, includeUnposted, dimension: 'subject' }),
    adjustingAsOpening(db, ctx.ledgerSetId, ctx.startYear, year, includeUnposted),
    carriedMovements(db, ctx.ledgerSetId, year, monthTo, includeUnposted),
  ]);
  const all = pick(
    ctx,
    rollUpFigures(
      ctx.chart,
      figuresByKey([...months, ...adjusting], (m) => m.code, monthFrom, monthTo),
    ),
  );
  const carriedAll = pick(
    ctx,
    rollUpFigures(
      ctx.chart,
      figuresByKey(carried, (m) => m.code, monthFrom, monthTo),
    ),
  );
  const moved = new Map<string, Movement>();
  for (const map of [carriedAll.first, carriedAll.details]) {
    for (const [code, f] of map) if (f && (f.debit !== 0n || f.credit !== 0n)) moved.set(code, f);
  }
  return { figures: all.first, details: all.details, carried: moved };
}

const columnTitles = {
  balanceSheet: { monthly: ['年初余额', '期末余额'], annual: ['年初余额', '年末余额'] },
  incomeExpense: { monthly: ['本月数', '本年累计数'], annual: ['本年数', '上年数'] },
} as const;

/** 资产负债表 (工会01表). */
export async function balanceSheetReport(db: Db, ctx: BookContext, q: StatementQuery) {
  const month = q.annual ? 12 : q.month;
  const year = (await column(db, ctx, q.year, 1, month, q.includeUnposted)).figures;
  const yearStart = new Map([...year].map(([code, f]) => [code, f.opening]));
  const periodEnd = new Map([...year].map(([code, f]) => [code, closingOf(f)]));
  const sheet = balanceSheet({
    kind: ctx.kind,
    annual: q.annual,
    yearStart,
    periodEnd,
    categories: categories(ctx),
  });
  return {
    title: '资产负债表',
    formNo: '工会01表',
    year: q.year,
    month,
    annual: q.annual,
    columns: columnTitles.balanceSheet[q.annual ? 'annual' : 'monthly'],
    ...sheet,
  };
}

/** 收入支出表 (工会02表). */
export async function incomeExpenseReport(db: Db, ctx: BookContext, q: StatementQuery) {
  const columns: [Column, Column] = q.annual
    ? [
        await column(db, ctx, q.year, 1, 12, q.includeUnposted),
        await column(db, ctx, q.year - 1, 1, 12, q.includeUnposted),
      ]
    : [
        await column(db, ctx, q.year, q.month, q.month, q.includeUnposted),
        await column(db, ctx, q.year, 1, q.month, q.includeUnposted),
      ];
  const report = incomeExpense({ kind: ctx.kind, annual: q.annual, columns, categories: categories(ctx) });
  return {
    title: '收入支出表',
    formNo: '工会02表',
    year: q.year,
    month: q.annual ? 12 : q.month,
    annual: q.annual,
    columns: columnTitles.incomeExpense[q.annual ? 'annual' : 'monthly'],
    ...report,
  };
}
