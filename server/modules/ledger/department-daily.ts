// 部门日报表: for one day, per department (one or all) the subjects it holds with the balance the
// day before, the day's debits and credits and the day's balance, a 小计 per department and a 合计.
// Same sources as the other daily reports (day.ts), read per department: only lines that carry one.
import type { Kysely } from 'kysely';
import { inCodeRange, outermost } from '../../../src/core/books/rollup.ts';
import type { DepartmentDailyAnswer, DepartmentDay } from '../../../src/core/contracts/ledger-answers.ts';
import type { Database } from '../../db/schema.ts';
import type { BookContext } from './context.ts';
import { addCell, isQuiet, readDay, rollUpDay, shownDay, zeroCell } from './day.ts';
import type { Names } from './names.ts';

type Db = Kysely<Database>;

export interface DepartmentDailyQuery {
  date: string;
  includeUnposted: boolean;
  level?: number | undefined;
  deptCode?: string | undefined;
  codeFrom?: string | undefined;
  codeTo?: string | undefined;
}

export async function departmentDaily(
  db: Db,
  ctx: BookContext,
  names: Names,
  q: DepartmentDailyQuery,
): Promise<DepartmentDailyAnswer> {
  const byDept = await readDay(db, ctx, {
    date: q.date,
    includeUnposted: q.includeUnposted,
    department: { deptCode: q.deptCode },
  });
  const grand = zeroCell();
  const departments: DepartmentDay[] = [];
  for (const dept of [...byDept.keys()].sort()) {
    const all = rollUpDay(ctx, byDept.get(dept) ?? new Map());
    // A department touches a few subjects: rows without a balance or a movement are left out.
    const shown = ctx.chart
      .filter(
        (s) =>
          (q.level === undefined || s.level <= q.level) &&
          inCodeRange(s.code, q.codeFrom, q.codeTo) &&
          !isQuiet(all.get(s.code) ?? zeroCell()),
      )
      .sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
    if (shown.length === 0) continue;
    const subtotal = zeroCell();
    for (const s of outermost(shown, ctx.chart)) addCell(subtotal, all.get(s.code) ?? zeroCell());
    addCell(grand, subtotal);
    departments.push({
      code: dept,
      name: names.department.get(dept) ?? dept,
      rows: shown.map((s) => ({
        code: s.code,
        name: s.name,
        level: s.level,
        isLeaf: s.isLeaf,
        ...shownDay(all.get(s.code) ?? zeroCell()),
      })),
      total: shownDay(subtotal),
    });
  }
  return { date: q.date, departments, total: shownDay(grand) };
}
