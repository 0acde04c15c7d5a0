// 科目汇总表 (凭证汇总): each subject's debit and credit over the chosen vouchers and which vouchers
// those are (张数, 附单据张数, number span per 凭证类别). Whole months without a voucher filter come
// from the period balances; a 凭证类别, 日期 or 凭证号 range sums the voucher lines of that range
// instead (a scan of the range's months of vouchers, by voucher_number_key).
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { centsOf, type Figures, figuresByKey, zeroFigures } from '../../../src/core/books/figures.ts';
import { outermost, rollUpFigures, selectSubjects } from '../../../src/core/books/rollup.ts';
import type { SubjectSummaryAnswer, VoucherCount } from '../../../src/core/contracts/ledger-answers.ts';
import { fromCents } from '../../../src/core/money.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest } from '../../lib/errors.ts';
import type { BookContext } from './context.ts';
import { monthlyMovements } from './movements.ts';
import type { PeriodQuery } from './query.ts';

type Db = Kysely<Database>;

export interface VoucherFilter {
  voucherType?: string | undefined;
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
  noFrom?: number | undefined;
  noTo?: number | undefined;
}

/** The vouchers a summary covers: the period's months, narrowed by the filter. */
export interface VoucherRange {
  year: number;
  monthFrom: number;
  monthTo: number;
  includeUnposted: boolean;
  /** null: whole months (the period balances answer). */
  dateFrom: string | null;
  dateTo: string | null;
  voucherType: string | null;
  noFrom: number | null;
  noTo: number | null;
}

const pad = (n: number) => String(n).padStart(2, '0');
const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

export const hasVoucherFilter = (f: VoucherFilter) =>
  f.voucherType !== undefined ||
  f.dateFrom !== undefined ||
  f.dateTo !== undefined ||
  f.noFrom !== undefined ||
  f.noTo !== undefined;

/**
 * The range of a query: a date replaces the month bound on its side (the other side keeps the
 * month's first or last day); both dates lie in the query's year, in order.
 */
export async function voucherRange(
  db: Db,
  ctx: BookContext,
  q: PeriodQuery,
  f: VoucherFilter,
): Promise<VoucherRange> {
  for (const [label, date] of [
    ['起始日期', f.dateFrom],
    ['结束日期', f.dateTo],
  ] as const) {
    if (date !== undefined && Number(date.slice(0, 4)) !== q.year) {
      throw badRequest(`${label} ${date} 不在 ${q.year} 年度内`);
    }
  }
  const dated = f.dateFrom !== undefined || f.dateTo !== undefined;
  const dateFrom = f.dateFrom ?? `${q.year}-${pad(q.monthFrom)}-01`;
  const dateTo = f.dateTo ?? `${q.year}-${pad(q.monthTo)}-${pad(lastDay(q.year, q.monthTo))}`;
  if (dated && dateFrom > dateTo) throw badRequest(`起始日期 ${dateFrom} 不能晚于结束日期 ${dateTo}`);
  if (f.noFrom !== undefined && f.noTo !== undefined && f.noFrom > f.noTo) {
    throw badRequest(`起始凭证号 ${f.noFrom} 不能大于结束凭证号 ${f.noTo}`);
  }
  if (f.voucherType !== undefined) {
    const type = await db
      .selectFrom('voucher_type')
      .select('code')
      .where('ledger_set_id', '=', ctx.ledgerSetId)
      .where('code', '=', f.voucherType)
      .executeTakeFirst();
    if (!type) throw badRequest(`凭证类别 ${f.voucherType} 不存在`);
  }
  return {
    year: q.year,
    monthFrom: dated ? Number(dateFrom.slice(5, 7)) : q.monthFrom,
    monthTo: dated ? Number(dateTo.slice(5, 7)) : q.monthTo,
    includeUnposted: q.includeUnposted,
    dateFrom: dated ? dateFrom : null,
    dateTo: dated ? dateTo : null,
    voucherType: f.voucherType ?? null,
    noFrom: f.noFrom ?? null,
    noTo: f.noTo ?? null,
  };
}

/** The conditions on `voucher v` that pick the range's vouchers. */
function vouchersOf(ctx: BookContext, r: VoucherRange): RawBuilder<unknown> {
  const parts = [
    sql`v.ledger_set_id = ${ctx.ledgerSetId} and v.year = ${r.year}`,
    sql`v.month between ${r.monthFrom} and ${r.monthTo}`,
    r.includeUnposted ? sql`true` : sql`v.status = 'posted'`,
    r.dateFrom !== null ? sql`v.voucher_date >= ${r.dateFrom}::date` : sql`true`,
    r.dateTo !== null ? sql`v.voucher_date <= ${r.dateTo}::date` : sql`true`,
    r.voucherType !== null ? sql`v.voucher_type = ${r.voucherType}` : sql`true`,
    r.noFrom !== null ? sql`v.voucher_no >= ${r.noFrom}` : sql`true`,
    r.noTo !== null ? sql`v.voucher_no <= ${r.noTo}` : sql`true`,
  ];
  return sql.join(parts, sql` and `);
}

async function voucherCounts(db: Db, ctx: BookContext, r: VoucherRange): Promise<VoucherCount[]> {
  const { rows } = await sql<{
    voucher_type: string;
    name: string | null;
    n: string;
    attachments: string | null;
    first: number;
    last: number;
  }>`
    select v.voucher_type, t.name, count(*) as n, sum(v.attachments) as attachments,
      min(v.voucher_no) as first, max(v.voucher_no) as last
    from voucher v left join voucher_type t on t.ledger_set_id = v.ledger_set_id and t.code = v.voucher_type
    where ${vouchersOf(ctx, r)}
    group by v.voucher_type, t.name, t.sort
    order by t.sort, v.voucher_type`.execute(db);
  const single = r.monthFrom === r.monthTo;
  return rows.map((c) => ({
    voucherType: c.voucher_type,
    voucherTypeName: c.name ?? c.voucher_type,
    count: Number(c.n),
    attachments: Number(c.attachments ?? 0),
    firstNo: single ? Number(c.first) : null,
    lastNo: single ? Number(c.last) : null,
  }));
}

/** Each end-level subject's debit and credit over the range: balances or voucher lines. */
async function ownFigures(db: Db, ctx: BookContext, r: VoucherRange, byVouchers: boolean) {
  if (!byVouchers) {
    const months = await monthlyMovements(db, ctx.ledgerSetId, {
      year: r.year,
      monthTo: r.monthTo,
      includeUnposted: r.includeUnposted,
      dimension: 'subject',
    });
    return figuresByKey(months, (m) => m.code, r.monthFrom, r.monthTo);
  }
  const { rows } = await sql<{ code: string; debit: string; credit: string }>`
    select e.subject_code as code, sum(e.debit) as debit, sum(e.credit) as credit
    from voucher v join voucher_entry e on e.voucher_id = v.id
    where ${vouchersOf(ctx, r)}
    group by 1`.execute(db);
  const own = new Map<string, Figures>();
  for (const row of rows) {
    own.set(row.code, { ...zeroFigures(), debit: centsOf(row.debit), credit: centsOf(row.credit) });
  }
  return own;
}

/** 科目汇总表 over a period (PeriodQuery: level default 1, code range, hideZero) and a filter. */
export async function subjectSummary(
  db: Db,
  ctx: BookContext,
  q: PeriodQuery,
  filter: VoucherFilter = {},
): Promise<SubjectSummaryAnswer> {
  const byVouchers = hasVoucherFilter(filter);
  const r = await voucherRange(db, ctx, q, filter);
  const [own, vouchers] = await Promise.all([ownFigures(db, ctx, r, byVouchers), voucherCounts(db, ctx, r)]);
  const all = rollUpFigures(ctx.chart, own);
  const moved = (code: string) => (all.get(code)?.debit ?? 0n) !== 0n || (all.get(code)?.credit ?? 0n) !== 0n;
  // A summary is of movements: an opening balance alone is no reason to show a row.
  const shown = selectSubjects(ctx.chart, all, { ...q, level: q.level ?? 1, hideZero: false }).filter(
    (s) => !q.hideZero || moved(s.code),
  );
  let debit = 0n;
  let credit = 0n;
  for (const s of outermost(shown, ctx.chart)) {
    debit += all.get(s.code)?.debit ?? 0n;
    credit += all.get(s.code)?.credit ?? 0n;
  }
  return {
    source: byVouchers ? 'vouchers' : 'balances',
    rows: shown.map((s) => ({
      code: s.code,
      name: s.name,
      level: s.level,
      debit: fromCents(all.get(s.code)?.debit ?? 0n),
      credit: fromCents(all.get(s.code)?.credit ?? 0n),
    })),
    total: { debit: fromCents(debit), credit: fromCents(credit) },
    balanced: debit === credit,
    vouchers,
    voucherCount: vouchers.reduce((a, v) => a + v.count, 0),
    attachmentCount: vouchers.reduce((a, v) => a + v.attachments, 0),
  };
}
