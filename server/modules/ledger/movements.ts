// The one way reports read amounts (issue 7 §6): monthly movements per subject (and department or
// auxiliary combination) from the maintained period balances, never from a scan of voucher lines.
// Opening balances (opening_balance, the start year's) and every earlier year fold into month 0.
// "Include unposted" adds the lines of the saved and audited vouchers up to the period's end: a
// scan bounded by the unposted vouchers (voucher_status_idx), not by all lines.
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { centsOf, type MonthMovement } from '../../../src/core/books/figures.ts';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

export type Dimension = 'subject' | 'department' | 'auxiliary';

export interface MovementQuery {
  year: number;
  /** Months after this one are not read. */
  monthTo: number;
  includeUnposted: boolean;
  dimension: Dimension;
  /** End-level codes to read; all when absent. */
  codes?: readonly string[] | undefined;
  /** Only this department (dimension 'department'). */
  deptCode?: string | undefined;
}

export interface KeyedMovement extends MonthMovement {
  code: string;
  /** '' for subjects; the department code; the auxiliary key. */
  dim: string;
}

interface Row {
  code: string;
  dim: string;
  m: number | string;
  debit: string;
  credit: string;
}

function dimColumn(dimension: Dimension, alias: string): RawBuilder<string> {
  if (dimension === 'subject') return sql<string>`''`;
  if (dimension === 'department') return sql<string>`coalesce(${sql.ref(`${alias}.dept_code`)}, '')`;
  return sql<string>`${sql.ref(`${alias}.aux_key`)}`;
}

function dimFilter(q: MovementQuery, alias: string): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [];
  if (q.codes) parts.push(sql`and ${sql.ref(`${alias}.subject_code`)} = any(${[...q.codes]}::text[])`);
  if (q.dimension === 'department') {
    parts.push(sql`and coalesce(${sql.ref(`${alias}.dept_code`)}, '') <> ''`);
    if (q.deptCode !== undefined) parts.push(sql`and ${sql.ref(`${alias}.dept_code`)} = ${q.deptCode}`);
  }
  if (q.dimension === 'auxiliary') parts.push(sql`and ${sql.ref(`${alias}.aux_key`)} <> ''`);
  return sql.join(parts, sql` `);
}

const toMovement = (r: Row): KeyedMovement => ({
  code: r.code,
  dim: r.dim,
  month: Number(r.m),
  debit: centsOf(r.debit),
  credit: centsOf(r.credit),
});

/**
 * Opening balances of the start year (subject totals, or the department / auxiliary breakdowns)
 * and the posted period balances, in one round trip.
 */
async function bookedRows(db: Db, ledgerSetId: number, q: MovementQuery): Promise<KeyedMovement[]> {
  // Subject totals are the opening rows without a breakdown; the breakdown rows repeat them in parts.
  const which = q.dimension === 'subject' ? sql`and b.dept_code = '' and b.aux_key = ''` : sql``;
  const { rows } = await sql<Row>`
    select code, dim, m, sum(debit) as debit, sum(credit) as credit from (
      select b.subject_code as code, ${dimColumn(q.dimension, 'b')} as dim, 0 as m, b.debit, b.credit
      from opening_balance b
      where b.ledger_set_id = ${ledgerSetId} ${which} ${dimFilter(q, 'b')}
      union all
      select b.subject_code, ${dimColumn(q.dimension, 'b')}, case when b.year < ${q.year} then 0 else b.month end,
        b.debit, b.credit
      from balance b
      where b.ledger_set_id = ${ledgerSetId} and b.year <= ${q.year} and b.month between 1 and 12
        and (b.year < ${q.year} or b.month <= ${q.monthTo}) ${dimFilter(q, 'b')}
    ) x
    group by 1, 2, 3`.execute(db);
  return rows.map(toMovement);
}

async function unpostedRows(db: Db, ledgerSetId: number, q: MovementQuery): Promise<KeyedMovement[]> {
  const { rows } = await sql<Row>`
    select e.subject_code as code, ${dimColumn(q.dimension, 'e')} as dim,
      case when v.year < ${q.year} then 0 else v.month end as m,
      sum(e.debit) as debit, sum(e.credit) as credit
    from voucher v join voucher_entry e on e.voucher_id = v.id
    where v.ledger_set_id = ${ledgerSetId} and v.status in ('saved', 'audited') and v.year <= ${q.year}
      and (v.year < ${q.year} or v.month <= ${q.monthTo}) ${dimFilter(q, 'e')}
    group by 1, 2, 3`.execute(db);
  return rows.map(toMovement);
}

/** Monthly movements up to the period's end, opening balances and earlier years in month 0. */
export async function monthlyMovements(
  db: Db,
  ledgerSetId: number,
  q: MovementQuery,
): Promise<KeyedMovement[]> {
  const parts = await Promise.all([
    bookedRows(db, ledgerSetId, q),
    q.includeUnposted ? unpostedRows(db, ledgerSetId, q) : Promise.resolve([]),
  ]);
  return parts.flat();
}
