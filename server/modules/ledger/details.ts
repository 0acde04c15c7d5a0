// The detail books: 明细账 of a subject (with all its descendants), 日记账 of the cash or bank
// subjects (with daily totals), 部门明细账, 辅助项目明细账 and 多栏账. Each is a line filter plus
// the monthly movements of exactly the same selection, handed to the page builder (book.ts).
import type { Kysely } from 'kysely';
import type { MonthMovement, Movement } from '../../../src/core/books/figures.ts';
import { childTowards, leavesUnder } from '../../../src/core/books/rollup.ts';
import type {
  BookRow,
  Column,
  MultiColumnRow,
  SubjectHead,
} from '../../../src/core/contracts/ledger-answers.ts';
import { fromCents, type Money, toCents } from '../../../src/core/money.ts';
import { parseAuxKey } from '../../../src/core/subjects/aux-key.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest } from '../../lib/errors.ts';
import { bookPage } from './book.ts';
import { type BookContext, fullName, subjectOf } from './context.ts';
import type { LineFilter } from './lines.ts';
import { type Dimension, type KeyedMovement, monthlyMovements } from './movements.ts';
import type { Names } from './names.ts';
import type { PeriodQuery } from './query.ts';

type Db = Kysely<Database>;

export interface PageQuery extends PeriodQuery {
  cursor?: string | undefined;
  pageSize: number;
  /** Seals the cursors (the session's signing key). */
  cursorKey: string;
}

/** What a cursor is only valid for: the ledger set and everything the filter selects. */
function scopeOf(ctx: BookContext, f: LineFilter): string {
  return JSON.stringify([
    ctx.ledgerSetId,
    f.year,
    f.monthFrom,
    f.monthTo,
    f.includeUnposted,
    f.codes ?? null,
    f.deptCode ?? null,
    f.auxPair ?? null,
  ]);
}

interface Selection {
  codes?: readonly string[] | undefined;
  deptCode?: string | undefined;
  auxPair?: string | undefined;
}

function hasPair(key: string, pair: string): boolean {
  return `;${key};`.includes(`;${pair};`);
}

async function selectionMonths(
  db: Db,
  ctx: BookContext,
  q: PeriodQuery,
  sel: Selection,
): Promise<KeyedMovement[]> {
  const dimension: Dimension =
    sel.deptCode !== undefined ? 'department' : sel.auxPair !== undefined ? 'auxiliary' : 'subject';
  const rows = await monthlyMovements(db, ctx.ledgerSetId, {
    year: q.year,
    monthTo: q.monthTo,
    includeUnposted: q.includeUnposted,
    dimension,
    codes: sel.codes,
    deptCode: sel.deptCode,
  });
  return sel.auxPair === undefined ? rows : rows.filter((r) => hasPair(r.dim, sel.auxPair as string));
}

function filterOf(q: PeriodQuery, sel: Selection): LineFilter {
  return {
    year: q.year,
    monthFrom: q.monthFrom,
    monthTo: q.monthTo,
    includeUnposted: q.includeUnposted,
    codes: sel.codes,
    deptCode: sel.deptCode,
    auxPair: sel.auxPair,
  };
}

async function page(db: Db, ctx: BookContext, q: PageQuery, sel: Selection, withDays = false) {
  const filter = filterOf(q, sel);
  return bookPage(db, ctx, {
    filter,
    months: () => selectionMonths(db, ctx, q, sel),
    cursor: q.cursor,
    pageSize: q.pageSize,
    withDays,
    cursorKey: q.cursorKey,
    scope: scopeOf(ctx, filter),
  });
}

function head(ctx: BookContext, code: string): SubjectHead {
  const s = subjectOf(ctx, code);
  return {
    code,
    name: s.name,
    codeFullName: fullName(ctx, code),
    balanceDirection: s.direction === 1 ? '借' : '贷',
  };
}

/** 明细账 */
export async function detailLedger(db: Db, ctx: BookContext, q: PageQuery, code: string) {
  const subject = head(ctx, code);
  return { subject, ...(await page(db, ctx, q, { codes: leavesUnder(code, ctx.chart) })) };
}

/** 现金日记账 / 银行日记账: one cash or bank subject, or all of them. */
export async function journal(
  db: Db,
  ctx: BookContext,
  q: PageQuery,
  kind: 'cash' | 'bank',
  code: string | undefined,
) {
  const roots = kind === 'cash' ? ctx.cashCodes : ctx.bankCodes;
  const label = kind === 'cash' ? '现金' : '银行存款';
  if (code !== undefined) {
    subjectOf(ctx, code);
    if (!roots.some((r) => code === r || code.startsWith(r))) {
      throw badRequest(`科目 ${code} 不是${label}科目（${roots.join('、')}）`);
    }
  }
  const tops = (code !== undefined ? [code] : roots).filter((c) => ctx.byCode.has(c));
  if (tops.length === 0) throw badRequest(`未设置${label}科目，请在其他科目设置中指定`);
  const codes = [...new Set(tops.flatMap((c) => leavesUnder(c, ctx.chart)))];
  return {
    subjects: tops.map((c) => head(ctx, c)),
    ...(await page(db, ctx, q, { codes }, true)),
  };
}

/** 部门明细账: a department's lines, on one subject or on all. */
export async function departmentDetail(
  db: Db,
  ctx: BookContext,
  names: Names,
  q: PageQuery,
  deptCode: string,
  code: string | undefined,
) {
  if (!names.department.has(deptCode)) throw badRequest(`部门编码 ${deptCode} 不存在`);
  const codes = code === undefined ? undefined : leavesUnder(head(ctx, code).code, ctx.chart);
  return {
    department: { code: deptCode, name: names.department.get(deptCode) ?? deptCode },
    subject: code === undefined ? null : head(ctx, code),
    ...(await page(db, ctx, q, { codes, deptCode })),
  };
}

/** 辅助项目明细账: one auxiliary item's lines, on one subject or on all. */
export async function auxDetailOf(
  db: Db,
  ctx: BookContext,
  names: Names,
  q: PageQuery,
  typeNo: string,
  infoNo: string,
  code: string | undefined,
) {
  if (!names.auxType.has(typeNo)) throw badRequest(`辅助核算类型 ${typeNo} 不存在`);
  if (!names.auxItem.has(`${typeNo}:${infoNo}`)) throw badRequest(`辅助核算项目 ${infoNo} 不存在`);
  const codes = code === undefined ? undefined : leavesUnder(head(ctx, code).code, ctx.chart);
  return {
    item: {
      typeNo,
      typeName: names.auxType.get(typeNo) ?? typeNo,
      infoNo,
      infoName: names.auxItem.get(`${typeNo}:${infoNo}`) ?? infoNo,
    },
    subject: code === undefined ? null : head(ctx, code),
    // The 部门 type's items are the departments, its amounts the lines' departments.
    ...(await page(
      db,
      ctx,
      q,
      typeNo === names.departmentType
        ? { codes, deptCode: infoNo }
        : { codes, auxPair: `${typeNo}:${infoNo}` },
    )),
  };
}

/**
 * 多栏账: the lines of a subject, each amount also shown in its column: the child subject it
 * belongs to, or its item of an auxiliary type. Column amounts are in the subject's direction
 * (an expense subject's debits positive), totals per column on the month and year rows.
 */
export async function multiColumn(
  db: Db,
  ctx: BookContext,
  names: Names,
  q: PageQuery,
  code: string,
  typeNo: string | undefined,
): Promise<{ subject: SubjectHead; columns: Column[]; rows: MultiColumnRow[]; nextCursor: string | null }> {
  const subject = subjectOf(ctx, code);
  const sign = subject.direction === 1 ? 1n : -1n;
  const codes = leavesUnder(code, ctx.chart);
  const parents = new Map(ctx.chart.map((s) => [s.code, s.parentCode]));
  let columns: Column[];
  const byDepartment = typeNo !== undefined && typeNo === names.departmentType;
  /** dim: the line's aux key, or its department code when the columns are departments. */
  let columnOfLine: (code: string, dim: string) => string | null;
  let columnMonths: KeyedMovement[];
  if (typeNo === undefined) {
    columns = ctx.chart.filter((s) => s.parentCode === code).map((s) => ({ key: s.code, name: s.name }));
    if (columns.length === 0) {
      throw badRequest(
        `科目 ${code} ${subject.name} 没有下级科目，请选择有下级的科目，或按辅助核算类型设置栏目`,
      );
    }
    columnOfLine = (c) => childTowards(c, code, parents);
    columnMonths = await selectionMonths(db, ctx, q, { codes });
  } else {
    if (!names.auxType.has(typeNo)) throw badRequest(`辅助核算类型 ${typeNo} 不存在`);
    columns = [...names.auxItem.entries()]
      .filter(([k]) => k.startsWith(`${typeNo}:`))
      .map(([k, name]) => ({ key: k.slice(typeNo.length + 1), name }))
      .sort((a, b) => (a.key < b.key ? -1 : 1));
    // The 部门 type's columns are the departments, read from the lines' department.
    columnOfLine = byDepartment
      ? (_c, dept) => dept || null
      : (_c, auxKey) => parseAuxKey(auxKey).find((p) => p.typeNo === typeNo)?.infoNo ?? null;
    columnMonths = await monthlyMovements(db, ctx.ledgerSetId, {
      year: q.year,
      monthTo: q.monthTo,
      includeUnposted: q.includeUnposted,
      dimension: byDepartment ? 'department' : 'auxiliary',
      codes,
    });
  }
  // Monthly movements per column (month 0 = before the year).
  const perColumn = new Map<string, Movement[]>();
  for (const m of columnMonths) {
    const key = columnOfLine(m.code, m.dim);
    if (key === null) continue;
    let table = perColumn.get(key);
    if (!table) {
      table = Array.from({ length: 13 }, () => ({ debit: 0n, credit: 0n }));
      perColumn.set(key, table);
    }
    const slot = table[m.month];
    if (slot) {
      slot.debit += m.debit;
      slot.credit += m.credit;
    }
  }
  if (q.hideZero) columns = columns.filter((c) => perColumn.has(c.key));
  const months: MonthMovement[] =
    typeNo === undefined ? columnMonths : await selectionMonths(db, ctx, q, { codes });
  const filter = filterOf(q, { codes });
  const book = await bookPage(db, ctx, {
    filter,
    months: async () => months,
    cursor: q.cursor,
    pageSize: q.pageSize,
    withDays: false,
    cursorKey: q.cursorKey,
    scope: scopeOf(ctx, filter),
  });
  const net = (m: Movement) => sign * (m.debit - m.credit);
  const sumMonths = (table: Movement[], from: number, to: number) => {
    const total = { debit: 0n, credit: 0n };
    for (let i = from; i <= to; i++) {
      total.debit += table[i]?.debit ?? 0n;
      total.credit += table[i]?.credit ?? 0n;
    }
    return total;
  };
  const rows = book.rows.map((row): MultiColumnRow => {
    const out: Record<string, Money> = {};
    if (row.kind === 'line') {
      const key =
        row.code === null
          ? null
          : columnOfLine(row.code, byDepartment ? (row.departmentCode ?? '') : auxKeyOfRow(row));
      const amount = sign * (toCents(row.debit) - toCents(row.credit));
      if (key !== null) out[key] = fromCents(amount);
    } else {
      for (const c of columns) {
        const table = perColumn.get(c.key);
        if (!table) continue;
        const m =
          row.kind === 'opening'
            ? sumMonths(table, 0, row.month - 1)
            : row.kind === 'monthTotal'
              ? sumMonths(table, row.month, row.month)
              : sumMonths(table, 1, row.month);
        out[c.key] = fromCents(net(m));
      }
    }
    return { ...row, columns: out };
  });
  return { subject: head(ctx, code), columns, rows, nextCursor: book.nextCursor };
}

function auxKeyOfRow(row: BookRow): string {
  return row.auxis.map((a) => `${a.typeNo}:${a.infoNo}`).join(';');
}
