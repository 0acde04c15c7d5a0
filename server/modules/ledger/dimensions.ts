// 部门余额表 and 辅助项目余额表: the 科目余额表 of each department or auxiliary item, from the
// period balances kept per department and auxiliary combination, rolled up to the level asked.
import type { Kysely } from 'kysely';
import { type Figures, figuresByKey } from '../../../src/core/books/figures.ts';
import type { BalanceGroup } from '../../../src/core/contracts/ledger-answers.ts';
import { parseAuxKey } from '../../../src/core/subjects/aux-key.ts';
import type { Database } from '../../db/schema.ts';
import { rollUpRows } from './balances.ts';
import type { BookContext } from './context.ts';
import { type KeyedMovement, monthlyMovements } from './movements.ts';
import type { Names } from './names.ts';
import type { PeriodQuery } from './query.ts';

type Db = Kysely<Database>;

function groupsOf(
  ctx: BookContext,
  q: PeriodQuery,
  months: readonly KeyedMovement[],
  keysOf: (m: KeyedMovement) => string[],
  nameOf: (key: string) => string,
): BalanceGroup[] {
  const byKey = new Map<string, KeyedMovement[]>();
  for (const m of months) {
    for (const key of keysOf(m)) {
      const list = byKey.get(key);
      if (list) list.push(m);
      else byKey.set(key, [m]);
    }
  }
  const groups: BalanceGroup[] = [];
  for (const key of [...byKey.keys()].sort()) {
    const own: Map<string, Figures> = figuresByKey(
      byKey.get(key) ?? [],
      (m) => m.code,
      q.monthFrom,
      q.monthTo,
    );
    // A department or item touches a few subjects: the rest of the chart would be empty rows.
    const rolled = rollUpRows(ctx, own, { ...q, hideZero: true });
    if (rolled.rows.length === 0) continue;
    groups.push({ key, name: nameOf(key), rows: rolled.rows, total: rolled.total });
  }
  return groups;
}

/** 部门余额表: per department, its subjects. */
export async function departmentBalance(
  db: Db,
  ctx: BookContext,
  names: Names,
  q: PeriodQuery,
  deptCode: string | undefined,
): Promise<BalanceGroup[]> {
  const months = await monthlyMovements(db, ctx.ledgerSetId, {
    year: q.year,
    monthTo: q.monthTo,
    includeUnposted: q.includeUnposted,
    dimension: 'department',
    deptCode,
  });
  return groupsOf(
    ctx,
    q,
    months,
    (m) => [m.dim],
    (key) => names.department.get(key) ?? key,
  );
}

/** 辅助项目余额表: per item of one auxiliary type (or one item), its subjects. */
export async function auxiliaryBalance(
  db: Db,
  ctx: BookContext,
  names: Names,
  q: PeriodQuery,
  typeNo: string,
  infoNo: string | undefined,
): Promise<BalanceGroup[]> {
  // The 部门 type's items are the departments, its amounts the lines' departments.
  if (typeNo === names.departmentType) return departmentBalance(db, ctx, names, q, infoNo);
  const months = await monthlyMovements(db, ctx.ledgerSetId, {
    year: q.year,
    monthTo: q.monthTo,
    includeUnposted: q.includeUnposted,
    dimension: 'auxiliary',
  });
  return groupsOf(
    ctx,
    q,
    months,
    (m) =>
      parseAuxKey(m.dim)
        .filter((p) => p.typeNo === typeNo && (infoNo === undefined || p.infoNo === infoNo))
        .map((p) => p.infoNo),
    (key) => names.auxItem.get(`${typeNo}:${key}`) ?? key,
  );
}
