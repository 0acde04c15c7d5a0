// One page of a detail book (明细账, 日记账, 部门明细账, 辅助明细账): the opening row on the first
// page, the lines with their running balance, and the day, month and year-to-date rows after the
// last line of each. The first page starts from the period balances; a later one from what its
// sealed cursor carries (balance, the day's totals so far), so no page re-reads earlier lines.
import type { Kysely } from 'kysely';
import { showBalance } from '../../../src/core/books/direction.ts';
import type { MonthMovement, Movement } from '../../../src/core/books/figures.ts';
import { buildPage, closedOnPage, type PageRow, totalSummary } from '../../../src/core/books/running.ts';
import type { BookPage, BookRow } from '../../../src/core/contracts/ledger-answers.ts';
import { fromCents } from '../../../src/core/money.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest } from '../../lib/errors.ts';
import type { BookContext } from './context.ts';
import { openCursor, sealCursor } from './cursor.ts';
import { type BookLine, fetchLines, type LineFilter, positionOf } from './lines.ts';
import { auxViews, type Names } from './names.ts';

type Db = Kysely<Database>;

export interface BookRequest {
  filter: LineFilter;
  /** Monthly movements of exactly what the filter selects (month 0 = before the year). */
  months: () => Promise<readonly MonthMovement[]>;
  cursor?: string | undefined;
  pageSize: number;
  withDays: boolean;
  /** The session's signing key and what the query asks (cursor.ts seals cursors to both). */
  cursorKey: string;
  scope: string;
}

function monthTable(months: readonly MonthMovement[]) {
  const byMonth: Movement[] = Array.from({ length: 13 }, () => ({ debit: 0n, credit: 0n }));
  for (const m of months) {
    const slot = byMonth[m.month];
    if (!slot) continue;
    slot.debit += m.debit;
    slot.credit += m.credit;
  }
  return byMonth;
}

export async function bookPage(db: Db, ctx: BookContext, req: BookRequest): Promise<BookPage> {
  const { filter } = req;
  const state = req.cursor ? openCursor(req.cursor, req.cursorKey, req.scope) : null;
  const after = state?.at ?? null;
  if (after && (after.month < filter.monthFrom || after.month > filter.monthTo)) {
    throw badRequest('翻页位置与查询期间不符，请从第一页重新查询');
  }
  const [{ lines, dense }, months] = await Promise.all([
    fetchLines(db, ctx.ledgerSetId, filter, after, req.pageSize + 1, state?.dense),
    req.months(),
  ]);
  const page = lines.slice(0, req.pageSize);
  const next = lines[req.pageSize];
  const table = monthTable(months);
  const names = await ctx.names();
  const openingAt = (month: number) => table.slice(0, month).reduce((a, m) => a + m.debit - m.credit, 0n);
  const start = state ? state.balance : openingAt(filter.monthFrom);
  const closed = closedOnPage(page, next);
  const monthTotals = new Map<number, { month: Movement; year: Movement }>();
  for (const month of closed.months) {
    const year = { debit: 0n, credit: 0n };
    for (let m = 1; m <= month; m++) {
      year.debit += table[m]?.debit ?? 0n;
      year.credit += table[m]?.credit ?? 0n;
    }
    monthTotals.set(month, { month: table[month] ?? { debit: 0n, credit: 0n }, year });
  }
  // A day's total: its lines on this page, plus what the cursor carried when the day began earlier.
  const dayOf = (date: string) => {
    const carried =
      state && state.at.date === date
        ? { debit: state.dayDebit, credit: state.dayCredit }
        : { debit: 0n, credit: 0n };
    for (const l of page) {
      if (l.date !== date) continue;
      carried.debit += l.debit;
      carried.credit += l.credit;
    }
    return carried;
  };
  const days = req.withDays ? new Map(closed.days.map((d) => [d, dayOf(d)])) : undefined;
  const built = buildPage(page, { start, monthTotals, ...(days ? { dayTotals: days } : {}) });
  const rows: BookRow[] = [];
  if (!after) {
    rows.push({
      ...blank(filter.monthFrom),
      kind: 'opening',
      summary: filter.monthFrom === 1 && filter.year > ctx.startYear ? '上年结转' : '期初余额',
      ...showBalance(start),
    });
  }
  for (const row of built) rows.push(toRow(row, ctx, names));
  const last = page.at(-1);
  if (!next || !last) return { rows, nextCursor: null };
  const day = dayOf(last.date);
  const balance = page.reduce((a, l) => a + l.debit - l.credit, start);
  const cursor = sealCursor(
    {
      at: positionOf(last),
      balance,
      dayDebit: day.debit,
      dayCredit: day.credit,
      dense: dense.get(last.month) ?? false,
    },
    req.cursorKey,
    req.scope,
  );
  return { rows, nextCursor: cursor };
}

const zero = fromCents(0n);

function blank(month: number): Omit<BookRow, 'kind' | 'summary' | 'direction' | 'balance'> {
  return {
    month,
    voucherDate: null,
    voucherId: null,
    voucherType: null,
    voucherNo: null,
    voucherWord: null,
    status: null,
    lineNo: null,
    code: null,
    codeName: null,
    departmentCode: null,
    departmentName: null,
    auxis: [],
    debit: zero,
    credit: zero,
  };
}

function toRow(row: PageRow<BookLine>, ctx: BookContext, names: Names): BookRow {
  const amounts = { debit: row.debit, credit: row.credit, direction: row.direction, balance: row.balance };
  if (row.kind !== 'line') {
    return {
      ...blank(row.month),
      kind: row.kind,
      voucherDate: row.kind === 'dayTotal' ? row.date : null,
      summary: totalSummary[row.kind],
      ...amounts,
    };
  }
  const l = row.line;
  return {
    kind: 'line',
    month: l.month,
    voucherDate: l.date,
    voucherId: l.voucherId,
    voucherType: l.voucherType,
    voucherNo: l.voucherNo,
    voucherWord: `${l.voucherType}-${l.voucherNo}`,
    status: l.status,
    lineNo: l.lineNo,
    summary: l.summary,
    code: l.code,
    codeName: ctx.byCode.get(l.code)?.name ?? null,
    departmentCode: l.deptCode,
    departmentName: l.deptCode ? (names.department.get(l.deptCode) ?? null) : null,
    auxis: auxViews(l.auxKey, names),
    ...amounts,
  };
}
