// 报销统计 (by department, person, expense subject or month) and 项目报销进度表. Amounts come from the
// lines: a claim splits over its lines' subjects; a travel claim counts whole under its travel
// subject (its first line's, else the chart's 差旅 subject, economic class 30211). Loans and
// repayments move money but are no expense: they count only when their type is asked for.
import type {
  ClaimStatisticsRow,
  ProjectProgressRow,
  StatisticsBy,
} from '../../../src/core/contracts/reimbursement.ts';
import { add, type Money, sum } from '../../../src/core/money.ts';
import type { ClaimContent } from '../../../src/core/reimbursement/claim.ts';
import type { DocumentType } from '../../../src/core/reimbursement/types.ts';
import type { Db } from './access.ts';

/** Where a travel claim without lines is booked: 商品和服务支出 (县级) or 其他业务支出 (基层). */
export const TRAVEL_SUBJECTS = ['50602', '50504'] as const;
export const TRAVEL_ECONOMIC_CLASS = '30211';

const NOT_EXPENSE: readonly DocumentType[] = ['loan', 'repayment'];

export async function travelSubject(db: Db, ledgerSetId: number): Promise<string> {
  const rows = await db
    .selectFrom('subject')
    .select('code')
    .where('ledger_set_id', '=', ledgerSetId)
    .where('code', 'in', [...TRAVEL_SUBJECTS])
    .where('is_leaf', '=', true)
    .where('enabled', '=', true)
    .execute();
  return TRAVEL_SUBJECTS.find((c) => rows.some((r) => r.code === c)) ?? TRAVEL_SUBJECTS[0];
}

/** The claim's amount per expense subject (with economic class). */
export function subjectSplit(
  content: ClaimContent,
  amount: Money,
  travel: string,
): { subjectCode: string; economicClass: string; summary: string; amount: Money }[] {
  if (content.type === 'travel') {
    const first = content.lines[0];
    return [
      {
        subjectCode: first?.subjectCode ?? travel,
        economicClass: first?.economicClass || TRAVEL_ECONOMIC_CLASS,
        summary: content.reason,
        amount,
      },
    ];
  }
  if (content.lines.length === 0)
    return [{ subjectCode: '', economicClass: '', summary: content.reason, amount }];
  return content.lines.map((l) => ({
    subjectCode: l.subjectCode,
    economicClass: l.economicClass,
    summary: l.summary || content.reason,
    amount: l.amount,
  }));
}

export async function statistics(
  db: Db,
  ledgerSetId: number,
  q: {
    by: StatisticsBy;
    year: number;
    monthFrom?: number | undefined;
    monthTo?: number | undefined;
    type?: DocumentType | undefined;
    includeInApproval?: boolean | undefined;
  },
): Promise<ClaimStatisticsRow[]> {
  const from = `${q.year}-${String(q.monthFrom ?? 1).padStart(2, '0')}-01`;
  const toMonth = q.monthTo ?? 12;
  const to = toMonth === 12 ? `${q.year + 1}-01-01` : `${q.year}-${String(toMonth + 1).padStart(2, '0')}-01`;
  let query = db
    .selectFrom('claim as c')
    .innerJoin('app_user as u', 'u.id', 'c.declarer_id')
    .innerJoin('department as d', 'd.id', 'c.department_id')
    .select([
      'c.id',
      'c.type',
      'c.content',
      'c.amount',
      'c.doc_date',
      'u.id as user_id',
      'u.real_name',
      'd.id as dept_id',
      'd.name as dept_name',
      'd.code as dept_code',
    ])
    .where('c.ledger_set_id', '=', ledgerSetId)
    .where('c.doc_date', '>=', from)
    .where('c.doc_date', '<', to)
    .where('c.status', 'in', q.includeInApproval ? ['approved', 'inApproval'] : ['approved']);
  query = q.type ? query.where('c.type', '=', q.type) : query.where('c.type', 'not in', [...NOT_EXPENSE]);
  const claims = await query.execute();
  const travel = await travelSubject(db, ledgerSetId);
  const names = new Map(
    (
      await db
        .selectFrom('subject')
        .select(['code', 'name'])
        .where('ledger_set_id', '=', ledgerSetId)
        .execute()
    ).map((s) => [s.code, s.name]),
  );
  const groups = new Map<string, { label: string; docs: Set<string>; amount: Money; sort: string }>();
  const put = (key: string, label: string, sort: string, doc: string, amount: Money) => {
    const g = groups.get(key) ?? { label, docs: new Set<string>(), amount: '0.00' as Money, sort };
    g.docs.add(doc);
    g.amount = add(g.amount, amount);
    groups.set(key, g);
  };
  for (const c of claims) {
    const amount = c.amount as Money;
    if (q.by === 'department') put(String(c.dept_id), c.dept_name, c.dept_code, c.id, amount);
    else if (q.by === 'person') put(String(c.user_id), c.real_name, c.real_name, c.id, amount);
    else if (q.by === 'month') {
      const month = c.doc_date.slice(0, 7);
      put(month, `${Number(month.slice(5))}月`, month, c.id, amount);
    } else {
      for (const part of subjectSplit(c.content, amount, travel)) {
        const code = part.subjectCode;
        put(
          code || `type:${c.type}`,
          code ? `${code} ${names.get(code) ?? ''}`.trim() : '（未分科目）',
          code || 'zz',
          c.id,
          part.amount,
        );
      }
    }
  }
  return [...groups.entries()]
    .sort(([, a], [, b]) => (a.sort < b.sort ? -1 : a.sort > b.sort ? 1 : 0))
    .map(([key, g]) => ({ key, label: g.label, count: g.docs.size, amount: g.amount }));
}

export async function projectProgress(
  db: Db,
  ledgerSetId: number,
  year: number,
): Promise<ProjectProgressRow[]> {
  const claims = await db
    .selectFrom('claim')
    .select(['project', 'status', 'amount', 'voucher_id'])
    .where('ledger_set_id', '=', ledgerSetId)
    .where('doc_date', '>=', `${year}-01-01`)
    .where('doc_date', '<', `${year + 1}-01-01`)
    .where('type', 'not in', [...NOT_EXPENSE])
    .where('status', 'in', ['approved', 'inApproval'])
    .execute();
  const rows = new Map<
    string,
    { count: number; approved: Money[]; inApproval: Money[]; vouchered: Money[] }
  >();
  for (const c of claims) {
    const key = c.project || '（无项目）';
    const r = rows.get(key) ?? { count: 0, approved: [], inApproval: [], vouchered: [] };
    r.count += 1;
    const amount = c.amount as Money;
    if (c.status === 'approved') r.approved.push(amount);
    else r.inApproval.push(amount);
    if (c.voucher_id) r.vouchered.push(amount);
    rows.set(key, r);
  }
  return [...rows.entries()]
    .sort(([a], [b]) => a.localeCompare(b, 'zh'))
    .map(([project, r]) => ({
      project,
      count: r.count,
      approved: sum(r.approved),
      inApproval: sum(r.inApproval),
      vouchered: sum(r.vouchered),
    }));
}
