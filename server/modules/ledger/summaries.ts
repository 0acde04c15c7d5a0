// 部门科目汇总表 and 凭证分类汇总表: the period's debits and credits cut two more ways. The first
// pivots the per-department period balances (the same figures as 部门余额表) into subjects by
// departments; the second sums the period's voucher lines per voucher type (凭证字) and first-level
// subject, reading only the lines of the asked months.
import { type Kysely, sql } from 'kysely';
import type {
  ClassificationType,
  DebitCredit,
  DepartmentSubjectRow,
  DepartmentSubjectsAnswer,
  VoucherClassificationAnswer,
} from '../../../src/core/contracts/ledger-answers.ts';
import { fromCents, toCents } from '../../../src/core/money.ts';
import type { Database } from '../../db/schema.ts';
import type { BookContext } from './context.ts';
import { departmentBalance } from './dimensions.ts';
import type { Names } from './names.ts';
import type { PeriodQuery } from './query.ts';

type Db = Kysely<Database>;

const figure = (debit: bigint, credit: bigint): DebitCredit => ({
  debit: fromCents(debit),
  credit: fromCents(credit),
});

/** 部门科目汇总表: subjects as rows, the departments' period debit and credit as column groups. */
export async function departmentSubjects(
  db: Db,
  ctx: BookContext,
  names: Names,
  q: PeriodQuery,
): Promise<DepartmentSubjectsAnswer> {
  const groups = await departmentBalance(db, ctx, names, q, undefined);
  const rows = new Map<string, { row: DepartmentSubjectRow; debit: bigint; credit: bigint }>();
  const departments: DepartmentSubjectsAnswer['departments'] = [];
  const totalDepartments: Record<string, DebitCredit> = {};
  let totalDebit = 0n;
  let totalCredit = 0n;
  for (const g of groups) {
    // Only the period's movements are shown: a department with just an opening balance has none.
    const moving = g.rows.filter((r) => toCents(r.debit) !== 0n || toCents(r.credit) !== 0n);
    if (moving.length === 0) continue;
    departments.push({ code: g.key, name: g.name });
    totalDepartments[g.key] = { debit: g.total.debit, credit: g.total.credit };
    totalDebit += toCents(g.total.debit);
    totalCredit += toCents(g.total.credit);
    for (const r of moving) {
      let entry = rows.get(r.code);
      if (!entry) {
        entry = {
          row: {
            code: r.code,
            name: r.name,
            level: r.level,
            isLeaf: r.isLeaf,
            departments: {},
            debit: fromCents(0n),
            credit: fromCents(0n),
          },
          debit: 0n,
          credit: 0n,
        };
        rows.set(r.code, entry);
      }
      entry.row.departments[g.key] = { debit: r.debit, credit: r.credit };
      entry.debit += toCents(r.debit);
      entry.credit += toCents(r.credit);
    }
  }
  const out = [...rows.values()]
    .sort((a, b) => (a.row.code < b.row.code ? -1 : a.row.code > b.row.code ? 1 : 0))
    .map((e) => ({ ...e.row, ...figure(e.debit, e.credit) }));
  return {
    departments,
    rows: out,
    total: { departments: totalDepartments, ...figure(totalDebit, totalCredit) },
  };
}

/** 凭证分类汇总表: per 凭证字, the vouchers of the period and their lines per first-level subject. */
export async function voucherClassification(
  db: Db,
  ctx: BookContext,
  q: Pick<PeriodQuery, 'year' | 'monthFrom' | 'monthTo' | 'includeUnposted'>,
): Promise<VoucherClassificationAnswer> {
  const status = q.includeUnposted ? sql`` : sql`and v.status = 'posted'`;
  const { rows: heads } = await sql<{
    voucher_type: string;
    name: string | null;
    n: string;
    first: number;
    last: number;
  }>`
    select v.voucher_type, t.name, count(*) as n, min(v.voucher_no) as first, max(v.voucher_no) as last
    from voucher v left join voucher_type t on t.ledger_set_id = v.ledger_set_id and t.code = v.voucher_type
    where v.ledger_set_id = ${ctx.ledgerSetId} and v.year = ${q.year}
      and v.month between ${q.monthFrom} and ${q.monthTo} ${status}
    group by v.voucher_type, t.name, t.sort
    order by t.sort, v.voucher_type`.execute(db);
  const { rows: sums } = await sql<{
    voucher_type: string;
    subject_code: string;
    debit: string;
    credit: string;
  }>`
    select v.voucher_type, e.subject_code, sum(e.debit) as debit, sum(e.credit) as credit
    from voucher_entry e join voucher v on v.id = e.voucher_id
    where e.ledger_set_id = ${ctx.ledgerSetId} and e.year = ${q.year}
      and e.month between ${q.monthFrom} and ${q.monthTo} ${status}
    group by v.voucher_type, e.subject_code`.execute(db);
  const byType = new Map<string, Map<string, { debit: bigint; credit: bigint }>>();
  for (const s of sums) {
    const top = firstLevelOf(ctx, s.subject_code);
    const subjects = byType.get(s.voucher_type) ?? new Map<string, { debit: bigint; credit: bigint }>();
    byType.set(s.voucher_type, subjects);
    const f = subjects.get(top) ?? { debit: 0n, credit: 0n };
    f.debit += toCents(String(s.debit));
    f.credit += toCents(String(s.credit));
    subjects.set(top, f);
  }
  const single = q.monthFrom === q.monthTo;
  let debit = 0n;
  let credit = 0n;
  const types: ClassificationType[] = heads.map((h) => {
    const subjects = byType.get(h.voucher_type) ?? new Map();
    let d = 0n;
    let c = 0n;
    const rows = [...subjects.entries()]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([code, f]) => {
        d += f.debit;
        c += f.credit;
        return { code, name: ctx.byCode.get(code)?.name ?? code, ...figure(f.debit, f.credit) };
      });
    debit += d;
    credit += c;
    return {
      voucherType: h.voucher_type,
      voucherTypeName: h.name ?? h.voucher_type,
      count: Number(h.n),
      firstNo: single ? Number(h.first) : null,
      lastNo: single ? Number(h.last) : null,
      rows,
      ...figure(d, c),
    };
  });
  return {
    types,
    voucherCount: types.reduce((a, t) => a + t.count, 0),
    ...figure(debit, credit),
    balanced: debit === credit,
  };
}

/** The level-1 ancestor of a subject (a code no longer in the chart stands for itself). */
function firstLevelOf(ctx: BookContext, code: string): string {
  let s = ctx.byCode.get(code);
  while (s?.parentCode) {
    const parent = ctx.byCode.get(s.parentCode);
    if (!parent) break;
    s = parent;
  }
  return s?.code ?? code;
}
