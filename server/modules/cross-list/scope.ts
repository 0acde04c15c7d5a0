// What every cross-module list shares: the organisation's ledger sets (the lists never reach past
// the caller's own organisation), the capped count with the totals, and the names of a page's rows.
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { crossListCountCap } from '../../../src/core/contracts/cross-list.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest } from '../../lib/errors.ts';

export interface Scope {
  /** The ledger sets the query reads: the organisation's, or the one chosen in it. */
  ids: number[];
  jc: ReadonlyMap<number, string>;
}

export async function scopeOf(db: Kysely<Database>, orgId: number, zid: number | undefined): Promise<Scope> {
  const sets = await db
    .selectFrom('ledger_set')
    .select(['id', 'short_name'])
    .where('org_id', '=', orgId)
    .execute();
  const jc = new Map(sets.map((s) => [s.id, s.short_name]));
  if (zid !== undefined && !jc.has(zid)) throw badRequest('所选账套不属于本单位');
  return { ids: zid !== undefined ? [zid] : sets.map((s) => s.id), jc };
}

export function checkRanges(f: {
  dateFrom?: string | null | undefined;
  dateTo?: string | null | undefined;
  amountFrom?: string | null | undefined;
  amountTo?: string | null | undefined;
}): void {
  if (f.dateFrom && f.dateTo && f.dateTo < f.dateFrom) throw badRequest('结束日期不能早于开始日期');
  if (
    f.amountFrom &&
    f.amountTo &&
    Number(f.amountTo.replace(/,/g, '')) < Number(f.amountFrom.replace(/,/g, ''))
  )
    throw badRequest('最大金额不能小于最小金额');
}

/** '1,234.50' as the database compares it. */
export const amountOf = (text: string) => text.replace(/,/g, '');

/** A LIKE pattern that matches the text literally. */
export const likeOf = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Conditions joined with AND (true when none). */
export function allOf(conds: RawBuilder<unknown>[]): RawBuilder<unknown> {
  return conds.length === 0 ? sql`true` : sql.join(conds, sql` and `);
}

/**
 * Counts the matches up to one past the cap and adds up the given columns over them: a count or sum
 * over every match of a big table would be the slow part, so past the cap neither is given.
 */
export async function countAndTotals<T extends string>(
  db: Kysely<Database>,
  matches: RawBuilder<unknown>,
  columns: readonly T[],
): Promise<{ count: number; capped: boolean; totals: Record<T, string> | null }> {
  const sums = columns.map((c) => sql`coalesce(sum(${sql.ref(`m.${c}`)}), 0)::text as ${sql.ref(c)}`);
  const { rows } = await sql<Record<string, string>>`
    select count(*)::int as n, ${sql.join(sums)}
    from (select ${sql.join(columns.map((c) => sql.ref(c)))} from (${matches}) as q limit ${crossListCountCap + 1}) as m
  `.execute(db);
  const row = rows[0] ?? { n: '0' };
  const count = Number(row.n);
  const capped = count > crossListCountCap;
  const totals = capped
    ? null
    : (Object.fromEntries(columns.map((c) => [c, String(row[c] ?? '0')])) as Record<T, string>);
  return { count: Math.min(count, crossListCountCap), capped, totals };
}

/** One source of a list: its matching rows, and the order its index gives them in (newest first). */
export interface Branch {
  rows: RawBuilder<unknown>;
  order: RawBuilder<unknown>;
}

/**
 * A page of several sources, newest first: each source gives its own first offset+size rows in its
 * index's order (a scan that stops early), and only those are merged and sorted. PostgreSQL would not
 * merge the sources' index scans by itself once they are filtered, and sorted every match instead.
 */
export function pageOf(
  branches: readonly Branch[],
  page: { pageIndex: number; pageSize: number },
  order: RawBuilder<unknown>,
): RawBuilder<unknown> {
  const offset = (page.pageIndex - 1) * page.pageSize;
  const firsts = branches.map((b) => sql`(${b.rows} order by ${b.order} limit ${offset + page.pageSize})`);
  return sql`
    select * from (${sql.join(firsts, sql` union all `)}) as d
    order by ${order} limit ${page.pageSize} offset ${offset}`;
}

/** Every match of the sources (for the count and the totals). */
export const unionOf = (branches: readonly Branch[]) =>
  sql.join(
    branches.map((b) => b.rows),
    sql` union all `,
  );

/** Names of the departments and people a page's rows point at (one query each, the page's ids only). */
export async function namesOf(
  db: Kysely<Database>,
  departmentIds: readonly (number | null)[],
  userIds: readonly (number | null)[],
) {
  const dIds = [...new Set(departmentIds.filter((d): d is number => d !== null))];
  const uIds = [...new Set(userIds.filter((u): u is number => u !== null))];
  const [departments, users] = await Promise.all([
    dIds.length ? db.selectFrom('department').select(['id', 'name']).where('id', 'in', dIds).execute() : [],
    uIds.length
      ? db.selectFrom('app_user').select(['id', 'real_name']).where('id', 'in', uIds).execute()
      : [],
  ]);
  return {
    department: new Map(departments.map((d) => [d.id, d.name])),
    user: new Map(users.map((u) => [u.id, u.real_name])),
  };
}
