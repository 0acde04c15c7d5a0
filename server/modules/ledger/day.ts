// One day of the books for the daily reports (其他日报表, 部门日报表), the way 现金银行日报表
// (daily.ts) reads it: the month's opening from the period balances, then only that month's voucher
// lines up to the day (the vouchers of one month, by voucher_number_key), per subject and, for the
// department report, per department.
import { type Kysely, sql } from 'kysely';
import { showBalance } from '../../../src/core/books/direction.ts';
import {
  addInto,
  centsOf,
  closingOf,
  type Figures,
  figuresByKey,
  zeroFigures,
} from '../../../src/core/books/figures.ts';
import { rollUpFigures } from '../../../src/core/books/rollup.ts';
import type { DayFigures } from '../../../src/core/contracts/ledger-answers.ts';
import { fromCents } from '../../../src/core/money.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest } from '../../lib/errors.ts';
import { type BookContext, checkYear } from './context.ts';
import { monthlyMovements } from './movements.ts';

type Db = Kysely<Database>;

export interface DayCounts {
  debit: number;
  credit: number;
}

/** A subject's (or total's) day: opening is the balance before the day, debit/credit the day's. */
export interface DayCell {
  figures: Figures;
  counts: DayCounts;
}

export interface DayQuery {
  date: string;
  includeUnposted: boolean;
  /** Subject codes to read (any level); every subject when absent. */
  codes?: readonly string[] | undefined;
  /** Read per department (lines with a department only), optionally one department. */
  department?: { deptCode?: string | undefined } | undefined;
}

/**
 * A daily report asks for one day of the session's year: a day before the ledger set's first year
 * has no books, and one in another year is another login (as in 用友: the year is chosen at login).
 */
export function checkDay(ctx: BookContext, date: string, sessionYear: number | null): void {
  const year = Number(date.slice(0, 4));
  checkYear(ctx, year);
  if (sessionYear !== null && year !== sessionYear) {
    throw badRequest(`日期 ${date} 不在当前会计年度 ${sessionYear} 年内`);
  }
}

export const zeroCell = (): DayCell => ({ figures: zeroFigures(), counts: { debit: 0, credit: 0 } });

export function addCell(target: DayCell, more: DayCell): void {
  addInto(target.figures, more.figures);
  target.counts.debit += more.counts.debit;
  target.counts.credit += more.counts.credit;
}

export function shownDay(cell: DayCell): DayFigures {
  const f = cell.figures;
  return {
    previous: showBalance(f.opening),
    debit: fromCents(f.debit),
    credit: fromCents(f.credit),
    debitCount: cell.counts.debit,
    creditCount: cell.counts.credit,
    today: showBalance(closingOf(f)),
  };
}

/** Nothing before the day and nothing on it. */
export const isQuiet = (cell: DayCell): boolean =>
  cell.figures.opening === 0n && cell.figures.debit === 0n && cell.figures.credit === 0n;

interface LineRow {
  dim: string;
  code: string;
  before: string | null;
  debit: string | null;
  credit: string | null;
  debit_count: number | string;
  credit_count: number | string;
}

/**
 * Each subject's own day (not rolled up), per dimension: '' for the subject report, the department
 * code for the department report.
 */
export async function readDay(
  db: Db,
  ctx: BookContext,
  q: DayQuery,
): Promise<Map<string, Map<string, DayCell>>> {
  const year = Number(q.date.slice(0, 4));
  const month = Number(q.date.slice(5, 7));
  const byDept = q.department !== undefined;
  const deptCode = q.department?.deptCode;
  const months = await monthlyMovements(db, ctx.ledgerSetId, {
    year,
    monthTo: month,
    includeUnposted: q.includeUnposted,
    dimension: byDept ? 'department' : 'subject',
    codes: q.codes,
    deptCode,
  });
  // Everything before the month: the month's opening.
  const opening = figuresByKey(months, (m) => `${m.dim}|${m.code}`, month, month);
  const filters = [
    q.codes ? sql`and e.subject_code = any(${[...q.codes]}::text[])` : sql``,
    byDept ? sql`and coalesce(e.dept_code, '') <> ''` : sql``,
    deptCode !== undefined ? sql`and e.dept_code = ${deptCode}` : sql``,
    q.includeUnposted ? sql`` : sql`and v.status = 'posted'`,
  ];
  const { rows } = await sql<LineRow>`
    select ${byDept ? sql`e.dept_code` : sql`''`} as dim, e.subject_code as code,
      sum(case when v.voucher_date < ${q.date}::date then e.debit - e.credit else 0 end) as before,
      sum(case when v.voucher_date = ${q.date}::date then e.debit else 0 end) as debit,
      sum(case when v.voucher_date = ${q.date}::date then e.credit else 0 end) as credit,
      count(*) filter (where v.voucher_date = ${q.date}::date and e.debit <> 0) as debit_count,
      count(*) filter (where v.voucher_date = ${q.date}::date and e.credit <> 0) as credit_count
    from voucher v join voucher_entry e on e.voucher_id = v.id
    where v.ledger_set_id = ${ctx.ledgerSetId} and v.year = ${year} and v.month = ${month}
      and v.voucher_date <= ${q.date}::date ${sql.join(filters, sql` `)}
    group by 1, 2`.execute(db);
  const out = new Map<string, Map<string, DayCell>>();
  const cellOf = (dim: string, code: string): DayCell => {
    let byCode = out.get(dim);
    if (!byCode) {
      byCode = new Map();
      out.set(dim, byCode);
    }
    let cell = byCode.get(code);
    if (!cell) {
      cell = zeroCell();
      byCode.set(code, cell);
    }
    return cell;
  };
  for (const [key, f] of opening) {
    const at = key.indexOf('|');
    cellOf(key.slice(0, at), key.slice(at + 1)).figures.opening += f.opening;
  }
  for (const r of rows) {
    const cell = cellOf(r.dim, r.code);
    cell.figures.opening += centsOf(r.before);
    cell.figures.debit += centsOf(r.debit);
    cell.figures.credit += centsOf(r.credit);
    cell.counts.debit += Number(r.debit_count);
    cell.counts.credit += Number(r.credit_count);
  }
  return out;
}

/** Every subject's day: its own plus all its descendants' (figures and line counts). */
export function rollUpDay(ctx: BookContext, own: ReadonlyMap<string, DayCell>): Map<string, DayCell> {
  const figures = rollUpFigures(ctx.chart, new Map([...own].map(([code, cell]) => [code, cell.figures])));
  const out = new Map<string, DayCell>();
  for (const [code, f] of figures) out.set(code, { figures: f, counts: { debit: 0, credit: 0 } });
  for (const [code, cell] of own) {
    const seen = new Set<string>();
    let current: string | null | undefined = code;
    while (current !== null && current !== undefined && !seen.has(current)) {
      seen.add(current);
      const target = out.get(current);
      if (target) {
        target.counts.debit += cell.counts.debit;
        target.counts.credit += cell.counts.credit;
      }
      current = ctx.byCode.get(current)?.parentCode;
    }
  }
  return out;
}

/** Is `code` the subject `ancestor` or below it (by the chart's parents, not by code prefix)? */
export function isAtOrBelow(ctx: BookContext, code: string, ancestor: string): boolean {
  const seen = new Set<string>();
  let current: string | null | undefined = code;
  while (current !== null && current !== undefined && !seen.has(current)) {
    if (current === ancestor) return true;
    seen.add(current);
    current = ctx.byCode.get(current)?.parentCode;
  }
  return false;
}
