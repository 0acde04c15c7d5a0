// Voucher lines in book order (month, date, voucher type, number, line) for the detail books,
// after a keyset position. Lines carry their voucher's date, type, number and status (migration
// 0012), so a selection of one subject, a few subjects or one department is read straight from its
// book-order index: one short index scan per subject, merged, stopping when the page is full.
// Other selections (an auxiliary item, a department within subjects, a subject with many leaves)
// are read a month at a time by one of two plans, chosen by how many lines the selection has in
// the month (counted up to a bound): few lines are read through the entry indexes and sorted; many
// by walking the month's vouchers in book order (voucher_book_order_idx) and taking their matching
// lines, which stops as soon as the page is full. Either way a page costs about a thousand index
// probes at most, whatever the size of the ledger set.
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { centsOf } from '../../../src/core/books/figures.ts';
import type { LedgerLine } from '../../../src/core/books/running.ts';
import type { VoucherStatus } from '../../../src/core/voucher/types.ts';
import type { Database } from '../../db/schema.ts';
import type { Position } from './cursor.ts';

type Db = Kysely<Database>;

export interface LineFilter {
  year: number;
  monthFrom: number;
  monthTo: number;
  includeUnposted: boolean;
  /** End-level subject codes. */
  codes?: readonly string[] | undefined;
  deptCode?: string | undefined;
  /** Lines carrying this auxiliary item: "typeNo:infoNo". */
  auxPair?: string | undefined;
}

export interface BookLine extends LedgerLine {
  voucherId: string;
  lineNo: number;
  voucherType: string;
  voucherNo: number;
  status: VoucherStatus;
  summary: string;
  code: string;
  deptCode: string | null;
  auxKey: string;
}

export const positionOf = (l: BookLine): Position => ({
  month: l.month,
  date: l.date,
  type: l.voucherType,
  no: l.voucherNo,
  line: l.lineNo,
});

/**
 * denseMonth: above this many lines in a month, walking the vouchers in order beats sorting the
 * lines (about the square root of page size × a busy month's vouchers). mergeMax: the most subjects
 * read as merged index scans (each costs a descent even when it has no line). Tests lower them to
 * exercise every plan.
 */
export const lineReading: { denseMonth: number; firstWindow?: number; mergeMax: number } = {
  denseMonth: 800,
  mergeMax: 32,
};

function entryWhere(ledgerSetId: number, f: LineFilter, month: number): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [
    sql`e.ledger_set_id = ${ledgerSetId} and e.year = ${f.year} and e.month = ${month}`,
  ];
  if (f.codes) parts.push(sql`e.subject_code = any(${[...f.codes]}::text[])`);
  if (f.deptCode !== undefined) parts.push(sql`e.dept_code = ${f.deptCode}`);
  if (f.auxPair !== undefined) {
    parts.push(sql`e.aux_key <> ''`, sql`position(${`;${f.auxPair};`} in ';' || e.aux_key || ';') > 0`);
  }
  return sql.join(parts, sql` and `);
}

const statusWhere = (f: LineFilter, alias = sql`v`) =>
  f.includeUnposted ? sql`true` : sql`${alias}.status = 'posted'`;
const voucherKey = sql`(v.voucher_date, v.voucher_type collate "C", v.voucher_no)`;
const voucherKeyOf = (p: Position) => sql`(${p.date}::date, ${p.type}::text collate "C", ${p.no}::int)`;
/** Book order, in the column order of the entry book-order indexes (migration 0012). */
const entryOrder = sql`e.month, e.voucher_date, e.voucher_type collate "C", e.voucher_no, e.line_no`;
const entryKey = sql`(${entryOrder})`;
/** After the cursor: one row comparison, which those indexes answer as a range. */
const afterEntry = (p: Position | null) =>
  p
    ? sql`${entryKey} > (${p.month}::smallint, ${p.date}::date, ${p.type}::text collate "C", ${p.no}::int, ${p.line}::smallint)`
    : sql`true`;
const fromCursorVoucher = (p: Position | null) => (p ? sql`${voucherKey} >= ${voucherKeyOf(p)}` : sql`true`);

interface LineRow {
  voucher_id: string;
  line_no: number;
  month: number;
  voucher_date: string;
  voucher_type: string;
  voucher_no: number;
  status: VoucherStatus;
  summary: string;
  subject_code: string;
  dept_code: string | null;
  aux_key: string;
  debit: string;
  credit: string;
}

const toLine = (r: LineRow): BookLine => ({
  voucherId: r.voucher_id,
  lineNo: Number(r.line_no),
  month: Number(r.month),
  date: String(r.voucher_date).slice(0, 10),
  voucherType: r.voucher_type,
  voucherNo: Number(r.voucher_no),
  status: r.status,
  summary: r.summary,
  code: r.subject_code,
  deptCode: r.dept_code,
  auxKey: r.aux_key,
  debit: centsOf(r.debit),
  credit: centsOf(r.credit),
});

const columns = sql`e.voucher_id, e.line_no, e.month, e.voucher_date::text as voucher_date, e.voucher_type,
  e.voucher_no, e.status, e.summary, e.subject_code, e.dept_code, e.aux_key, e.debit, e.credit`;

const voucherWalk = (ledgerSetId: number, f: LineFilter, month: number) =>
  sql`v.ledger_set_id = ${ledgerSetId} and v.year = ${f.year} and v.month = ${month} and ${statusWhere(f)}`;

/** The last voucher of the walk's next window (offset `window - 1` from `lower` in book order). */
const windowEnd = (walk: RawBuilder<unknown>, lower: RawBuilder<unknown>, window: number) => sql`
  select v.voucher_date::text as d, v.voucher_type as t, v.voucher_no as n from voucher v
  where ${walk} and ${lower}
  order by v.voucher_date, v.voucher_type collate "C", v.voucher_no
  offset ${window - 1} limit 1`;

interface MonthPlan {
  /** The month's lines in the selection, counted no further than one past the dense bound. */
  lines: number;
  /** Walk the vouchers (many lines) rather than sort the lines (few). */
  dense: boolean;
  /** For a walk, the end of its first window (null: the window reaches the month's end). */
  upper: VoucherKey | null;
}

/**
 * Which plan the month needs, from its lines counted no further than the dense bound, and for a
 * walk the end of its first window, in one statement (the count gates the window's search, so a
 * sparse month does not look for it).
 */
async function planMonth(
  db: Db,
  ledgerSetId: number,
  f: LineFilter,
  month: number,
  after: Position | null,
  window: number,
): Promise<MonthPlan> {
  const dense = lineReading.denseMonth;
  const { rows } = await sql<{
    lines: number | string;
    d: string | null;
    t: string | null;
    n: number | null;
  }>`
    with c as (
      select count(*) as lines from (
        select 1 from voucher_entry e where ${entryWhere(ledgerSetId, f, month)} limit ${dense + 1}) s
    )
    select c.lines, w.d, w.t, w.n from c left join lateral (
      ${windowEnd(voucherWalk(ledgerSetId, f, month), sql`c.lines > ${dense} and ${fromCursorVoucher(after)}`, window)}
    ) w on true`.execute(db);
  const row = rows[0];
  const upper = row?.d && row.t !== null && row.n !== null ? { d: row.d, t: row.t, n: Number(row.n) } : null;
  const lines = Number(row?.lines ?? 0);
  return { lines, dense: lines > dense, upper };
}

/** Few lines: read them through the entry indexes and sort. */
async function entriesFirst(
  db: Db,
  ledgerSetId: number,
  f: LineFilter,
  month: number,
  after: Position | null,
  limit: number,
) {
  const { rows } = await sql<LineRow>`
    select ${columns}
    from voucher_entry e
    where ${entryWhere(ledgerSetId, f, month)} and ${statusWhere(f, sql`e`)} and ${afterEntry(after)}
    order by ${entryOrder}
    limit ${limit}`.execute(db);
  return rows.map(toLine);
}

interface VoucherKey {
  d: string;
  t: string;
  n: number;
}

const keyOfRow = (k: VoucherKey) => sql`(${k.d}::date, ${k.t}::text collate "C", ${k.n}::int)`;

const firstWindow = (limit: number) => lineReading.firstWindow ?? Math.max(64, limit * 4);

/**
 * Many lines: walk the month's vouchers in book order, a window at a time (the window's last
 * voucher found through voucher_book_order_idx), taking the matching lines of each window until
 * the page is full. Windows double, so a sparse selection needs few rounds. `firstUpper` is the
 * first window's end when planMonth already found it.
 */
async function vouchersFirst(
  db: Db,
  ledgerSetId: number,
  f: LineFilter,
  month: number,
  after: Position | null,
  limit: number,
  firstUpper?: VoucherKey | null,
) {
  const out: BookLine[] = [];
  const base = voucherWalk(ledgerSetId, f, month);
  let lower = fromCursorVoucher(after);
  let window = firstWindow(limit);
  let known = firstUpper;
  for (;;) {
    const upper =
      known !== undefined
        ? known
        : (await sql<VoucherKey>`${windowEnd(base, lower, window)}`.execute(db)).rows[0];
    known = undefined;
    const { rows } = await sql<LineRow>`
      select ${columns}
      from voucher v
      cross join lateral (
        select * from voucher_entry e
        where e.voucher_id = v.id and ${entryWhere(ledgerSetId, f, month)} and ${afterEntry(after)}
        offset 0
      ) e
      where ${base} and ${lower} ${upper ? sql`and ${voucherKey} <= ${keyOfRow(upper)}` : sql``}
      order by ${entryOrder}
      limit ${limit - out.length}`.execute(db);
    out.push(...rows.map(toLine));
    if (out.length >= limit || !upper) return out;
    lower = sql`${voucherKey} > ${keyOfRow(upper)}`;
    window *= 2;
  }
}

/**
 * The selections an entry book-order index serves directly: a few subjects (each a range of
 * voucher_entry_subject_idx) or one department (a range of voucher_entry_dept_period_idx).
 */
function orderedRanges(ledgerSetId: number, f: LineFilter): RawBuilder<unknown>[] | null {
  if (f.auxPair !== undefined) return null;
  const at = sql`e.ledger_set_id = ${ledgerSetId}`;
  if (f.codes === undefined)
    return f.deptCode === undefined ? null : [sql`${at} and e.dept_code = ${f.deptCode}`];
  if (f.deptCode !== undefined || f.codes.length > lineReading.mergeMax) return null;
  return f.codes.map((code) => sql`${at} and e.subject_code = ${code}`);
}

/**
 * Each range read in book order from its index after the cursor, at most `limit` lines; the
 * ranges merged (a Merge Append) and cut to `limit`. Dates stay dates inside, so the merge keeps
 * the index order.
 */
async function orderedLines(
  db: Db,
  ranges: RawBuilder<unknown>[],
  f: LineFilter,
  after: Position | null,
  limit: number,
): Promise<BookLine[]> {
  const scans = ranges.map(
    (range) => sql`(
      select e.voucher_id, e.line_no, e.month, e.voucher_date, e.voucher_type, e.voucher_no, e.status,
        e.summary, e.subject_code, e.dept_code, e.aux_key, e.debit, e.credit
      from voucher_entry e
      where ${range} and e.year = ${f.year} and e.month between ${f.monthFrom} and ${f.monthTo}
        and ${statusWhere(f, sql`e`)} and ${afterEntry(after)}
      order by ${entryOrder}
      limit ${limit})`,
  );
  const { rows } = await sql<LineRow>`
    select ${columns} from (${sql.join(scans, sql` union all `)}) e
    order by ${entryOrder}
    limit ${limit}`.execute(db);
  return rows.map(toLine);
}

export interface FetchedLines {
  lines: BookLine[];
  /** The plan used per month read (true: walking vouchers), for the next page's cursor. */
  dense: Map<number, boolean>;
}

/**
 * Up to `limit` lines after `after` (or from the start of the range): in one merged read where an
 * index serves the selection (orderedRanges), else month by month. `denseAt` is the plan the
 * previous page found for the cursor's month, which saves counting it again (the merged read has
 * no plan to keep: `dense` stays empty).
 */
export async function fetchLines(
  db: Db,
  ledgerSetId: number,
  f: LineFilter,
  after: Position | null,
  limit: number,
  denseAt?: boolean,
): Promise<FetchedLines> {
  const lines: BookLine[] = [];
  const dense = new Map<number, boolean>();
  const ranges = orderedRanges(ledgerSetId, f);
  if (ranges) {
    return { lines: ranges.length ? await orderedLines(db, ranges, f, after, limit) : [], dense };
  }
  const first = after ? Math.max(after.month, f.monthFrom) : f.monthFrom;
  for (let month = first; month <= f.monthTo && lines.length < limit; month++) {
    const from = after && after.month === month ? after : null;
    const want = limit - lines.length;
    let read: BookLine[];
    if (from && denseAt !== undefined) {
      dense.set(month, denseAt);
      read = await (denseAt ? vouchersFirst : entriesFirst)(db, ledgerSetId, f, month, from, want);
    } else {
      const plan = await planMonth(db, ledgerSetId, f, month, from, firstWindow(want));
      if (plan.lines === 0) continue;
      dense.set(month, plan.dense);
      read = plan.dense
        ? await vouchersFirst(db, ledgerSetId, f, month, from, want, plan.upper)
        : await entriesFirst(db, ledgerSetId, f, month, from, want);
    }
    lines.push(...read);
  }
  return { lines, dense };
}
