// 现金银行日报表: for one day, each cash and bank subject's balance the day before, the day's
// debits and credits with their counts, and the day's closing balance. The month's opening comes
// from the period balances; only that month's cash and bank lines up to the day are read.
import { type Kysely, sql } from 'kysely';
import { showBalance } from '../../../src/core/books/direction.ts';
import {
  centsOf,
  closingOf,
  type Figures,
  figuresByKey,
  zeroFigures,
} from '../../../src/core/books/figures.ts';
import { leavesUnder, rollUpFigures } from '../../../src/core/books/rollup.ts';
import type { DailyRow, DailyTotal } from '../../../src/core/contracts/ledger-answers.ts';
import { fromCents } from '../../../src/core/money.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest } from '../../lib/errors.ts';
import { type BookContext, checkYear } from './context.ts';
import { monthlyMovements } from './movements.ts';

type Db = Kysely<Database>;

interface DayRow {
  code: string;
  before: string | null;
  debit: string | null;
  credit: string | null;
  debit_count: number | string;
  credit_count: number | string;
}

export interface DailyQuery {
  date: string;
  includeUnposted: boolean;
  level?: number | undefined;
  hideZero: boolean;
}

export async function cashBankDaily(db: Db, ctx: BookContext, query: DailyQuery) {
  const { date, includeUnposted } = query;
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  checkYear(ctx, year);
  const kinds = [
    { kind: 'cash' as const, roots: ctx.cashCodes.filter((c) => ctx.byCode.has(c)) },
    { kind: 'bank' as const, roots: ctx.bankCodes.filter((c) => ctx.byCode.has(c)) },
  ];
  const codes = [...new Set(kinds.flatMap((k) => k.roots.flatMap((r) => leavesUnder(r, ctx.chart))))];
  if (codes.length === 0) throw badRequest('未设置现金和银行科目，请在其他科目设置中指定');
  const months = await monthlyMovements(db, ctx.ledgerSetId, {
    year,
    monthTo: month,
    includeUnposted,
    dimension: 'subject',
    codes,
  });
  const monthOpening = figuresByKey(months, (m) => m.code, month, month);
  const { rows } = await sql<DayRow>`
    select e.subject_code as code,
      sum(case when v.voucher_date < ${date}::date then e.debit - e.credit else 0 end) as before,
      sum(case when v.voucher_date = ${date}::date then e.debit else 0 end) as debit,
      sum(case when v.voucher_date = ${date}::date then e.credit else 0 end) as credit,
      count(*) filter (where v.voucher_date = ${date}::date and e.debit <> 0) as debit_count,
      count(*) filter (where v.voucher_date = ${date}::date and e.credit <> 0) as credit_count
    from voucher_entry e join voucher v on v.id = e.voucher_id
    where e.ledger_set_id = ${ctx.ledgerSetId} and e.subject_code = any(${codes}::text[])
      and e.year = ${year} and e.month = ${month} and v.voucher_date <= ${date}::date
      ${includeUnposted ? sql`` : sql`and v.status = 'posted'`}
    group by 1`.execute(db);
  const own = new Map<string, Figures>();
  const counts = new Map<string, [number, number]>();
  for (const code of codes)
    own.set(code, { ...zeroFigures(), opening: monthOpening.get(code)?.opening ?? 0n });
  for (const r of rows) {
    const f = own.get(r.code) ?? zeroFigures();
    f.opening += centsOf(r.before);
    f.debit = centsOf(r.debit);
    f.credit = centsOf(r.credit);
    own.set(r.code, f);
    counts.set(r.code, [Number(r.debit_count), Number(r.credit_count)]);
  }
  const all = rollUpFigures(ctx.chart, own);
  const countOf = (code: string): [number, number] => {
    const leaves = leavesUnder(code, ctx.chart);
    return leaves.reduce<[number, number]>(
      (a, c) => {
        const n = counts.get(c) ?? [0, 0];
        return [a[0] + n[0], a[1] + n[1]];
      },
      [0, 0],
    );
  };
  const out: DailyRow[] = [];
  const totals: DailyTotal[] = [];
  const grand = { ...zeroFigures(), counts: [0, 0] as [number, number] };
  for (const { kind, roots } of kinds) {
    const subtotal = { ...zeroFigures(), counts: [0, 0] as [number, number] };
    for (const root of roots) {
      const subjects = ctx.chart
        .filter((s) => s.code === root || isBelow(s.code, root, ctx))
        .sort((a, b) => (a.code < b.code ? -1 : 1));
      for (const s of subjects) {
        const f = all.get(s.code) ?? zeroFigures();
        const [dc, cc] = countOf(s.code);
        if (query.level !== undefined && s.level > query.level) continue;
        if (query.hideZero && f.opening === 0n && f.debit === 0n && f.credit === 0n) continue;
        out.push({
          kind,
          code: s.code,
          name: s.name,
          level: s.level,
          isLeaf: s.isLeaf,
          previous: showBalance(f.opening),
          debit: fromCents(f.debit),
          credit: fromCents(f.credit),
          debitCount: dc,
          creditCount: cc,
          today: showBalance(closingOf(f)),
        });
      }
      const f = all.get(root) ?? zeroFigures();
      const [dc, cc] = countOf(root);
      for (const t of [subtotal, grand]) {
        t.opening += f.opening;
        t.debit += f.debit;
        t.credit += f.credit;
        t.counts[0] += dc;
        t.counts[1] += cc;
      }
    }
    totals.push(totalOf(kind, kind === 'cash' ? '现金合计' : '银行存款合计', subtotal));
  }
  totals.push(totalOf('all', '合计', grand));
  return { date, rows: out, totals };
}

function isBelow(code: string, root: string, ctx: BookContext): boolean {
  let parent = ctx.byCode.get(code)?.parentCode ?? null;
  const seen = new Set<string>();
  while (parent !== null && !seen.has(parent)) {
    if (parent === root) return true;
    seen.add(parent);
    parent = ctx.byCode.get(parent)?.parentCode ?? null;
  }
  return false;
}

function totalOf(
  kind: DailyTotal['kind'],
  label: string,
  f: Figures & { counts: [number, number] },
): DailyTotal {
  return {
    kind,
    label,
    previous: showBalance(f.opening),
    debit: fromCents(f.debit),
    credit: fromCents(f.credit),
    debitCount: f.counts[0],
    creditCount: f.counts[1],
    today: showBalance(closingOf(f)),
  };
}
