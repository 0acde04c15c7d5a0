// 全部支付: every payment of the organisation's ledger sets. An approved claim or loan pays out what
// it settles as 补领 (paid once its voucher is generated, waiting until then); a cashier book
// payment entry is a payment made, unless it was drawn from a claim's voucher (then the claim is it).
import { type Kysely, type RawBuilder, sql } from 'kysely';
import {
  type DisbursementPage,
  type DisbursementRow,
  type DisbursementSource,
  type DisbursementState,
  disbursementSources,
  disbursementStates,
} from '../../../src/core/contracts/cross-list.ts';
import { paymentMethodLabels } from '../../../src/core/reimbursement/claim.ts';
import { documentTypeLabels } from '../../../src/core/reimbursement/types.ts';
import type { Database } from '../../db/schema.ts';
import {
  allOf,
  amountOf,
  type Branch,
  countAndTotals,
  likeOf,
  namesOf,
  pageOf,
  type Scope,
  unionOf,
} from './scope.ts';

export interface DisbursementFilter {
  source?: DisbursementSource | undefined;
  state?: DisbursementState | undefined;
  departmentId?: number | undefined;
  dateFrom?: string | null | undefined;
  dateTo?: string | null | undefined;
  amountFrom?: string | null | undefined;
  amountTo?: string | null | undefined;
  text?: string | null | undefined;
}

// Both branches' columns have exactly the same types (literals cast, amounts as plain numeric): only
// then does PostgreSQL merge the branches' index scans in date order instead of sorting them all.
const paidOut = sql`(c.figures->'settlement'->>'amount')::numeric`;

function claimBranch(scope: Scope, f: DisbursementFilter): Branch | null {
  if (f.source === 'cashier') return null;
  const c: RawBuilder<unknown>[] = [
    sql`c.ledger_set_id = any(${scope.ids}::int[])`,
    // As claim_paid_idx's predicate says it, so the index holds exactly these claims.
    sql`c.status = 'approved' and c.type <> 'repayment' and c.figures->'settlement'->>'kind' = '补领'`,
  ];
  if (f.state === 'paid') c.push(sql`c.voucher_id is not null`);
  if (f.state === 'unpaid') c.push(sql`c.voucher_id is null`);
  if (f.departmentId !== undefined) c.push(sql`c.department_id = ${f.departmentId}`);
  if (f.dateFrom) c.push(sql`c.doc_date >= ${f.dateFrom}::date`);
  if (f.dateTo) c.push(sql`c.doc_date <= ${f.dateTo}::date`);
  if (f.amountFrom) c.push(sql`${paidOut} >= ${amountOf(f.amountFrom)}::numeric`);
  if (f.amountTo) c.push(sql`${paidOut} <= ${amountOf(f.amountTo)}::numeric`);
  if (f.text)
    c.push(
      sql`(c.no ilike ${likeOf(f.text)} or c.reason ilike ${likeOf(f.text)} or c.content->>'payee' ilike ${likeOf(f.text)})`,
    );
  const rows = sql`
    select 'claim:' || c.id as key, c.ledger_set_id, 'claim'::text as source, c.type::text as kind,
      c.doc_date as date, c.no, c.content->>'payee' as payee, c.declarer_id, c.department_id,
      c.reason as summary, c.content->>'paymentMethod' as method, ${paidOut} as amount,
      case when c.voucher_id is null then 'unpaid' else 'paid' end::text as state, null::text as account, c.id
    from claim c where ${allOf(c)}`;
  return { rows, order: sql`c.doc_date desc, c.id desc` };
}

function cashierBranch(scope: Scope, f: DisbursementFilter): Branch | null {
  if (f.source === 'claim' || f.state === 'unpaid' || f.departmentId !== undefined) return null;
  const c: RawBuilder<unknown>[] = [
    sql`e.ledger_set_id = any(${scope.ids}::int[])`,
    sql`e.payment <> 0`,
    sql`(e.voucher_id is null or not exists (select 1 from claim x where x.voucher_id = e.voucher_id))`,
  ];
  if (f.dateFrom) c.push(sql`e.entry_date >= ${f.dateFrom}::date`);
  if (f.dateTo) c.push(sql`e.entry_date <= ${f.dateTo}::date`);
  if (f.amountFrom) c.push(sql`e.payment >= ${amountOf(f.amountFrom)}::numeric`);
  if (f.amountTo) c.push(sql`e.payment <= ${amountOf(f.amountTo)}::numeric`);
  if (f.text)
    c.push(
      sql`(e.summary ilike ${likeOf(f.text)} or e.counterparty ilike ${likeOf(f.text)} or e.settle_no ilike ${likeOf(f.text)})`,
    );
  const rows = sql`
    select 'cashier:' || e.id as key, e.ledger_set_id, 'cashier'::text as source, 'cashier'::text as kind,
      e.entry_date as date, e.settle_no as no, e.counterparty as payee, null::int as declarer_id,
      null::int as department_id, e.summary, e.settle_method as method, e.payment::numeric as amount,
      'paid'::text as state, (select a.name from cashier_account a where a.id = e.account_id) as account, e.id
    from cashier_entry e where ${allOf(c)}`;
  return { rows, order: sql`e.entry_date desc, e.id desc` };
}

interface Raw {
  key: string;
  ledger_set_id: number;
  source: DisbursementSource;
  kind: string;
  date: string | Date;
  no: string;
  payee: string | null;
  declarer_id: number | null;
  department_id: number | null;
  summary: string;
  method: string | null;
  amount: string;
  state: DisbursementState;
  account: string | null;
}

const dayText = (d: string | Date) => (typeof d === 'string' ? d.slice(0, 10) : d.toISOString().slice(0, 10));

function methodName(r: Raw): string {
  const m = r.method ?? '';
  const named = r.source === 'claim' ? (paymentMethodLabels as Record<string, string>)[m] : undefined;
  const text = named ?? m;
  return r.account ? [r.account, text].filter(Boolean).join(' · ') : text;
}

export async function disbursementPage(
  db: Kysely<Database>,
  scope: Scope,
  f: DisbursementFilter,
  page: { pageIndex: number; pageSize: number },
): Promise<DisbursementPage> {
  const branches = [claimBranch(scope, f), cashierBranch(scope, f)].filter((b) => b !== null);
  if (branches.length === 0 || scope.ids.length === 0)
    return { currentPageItems: [], totalItemCount: 0, capped: false, totals: { amount: '0.00' } };
  const [counted, found] = await Promise.all([
    countAndTotals(db, unionOf(branches), ['amount']),
    pageOf(branches, page, sql`d.date desc, d.id desc`).execute(db) as Promise<{ rows: Raw[] }>,
  ]);
  const names = await namesOf(
    db,
    found.rows.map((r) => r.department_id),
    found.rows.map((r) => r.declarer_id),
  );
  const rows = found.rows.map(
    (r): DisbursementRow => ({
      key: r.key,
      ledgerSetId: r.ledger_set_id,
      jc: scope.jc.get(r.ledger_set_id) ?? '',
      source: r.source,
      sourceName: disbursementSources[r.source],
      kindName:
        r.source === 'claim'
          ? ((documentTypeLabels as Record<string, string>)[r.kind] ?? r.kind)
          : disbursementSources.cashier,
      date: dayText(r.date),
      no: r.no,
      payee: r.payee || (r.declarer_id !== null ? (names.user.get(r.declarer_id) ?? '') : ''),
      departmentName: r.department_id === null ? '' : (names.department.get(r.department_id) ?? ''),
      summary: r.summary,
      method: methodName(r),
      amount: String(r.amount),
      state: r.state,
      stateName: disbursementStates[r.state],
    }),
  );
  return {
    currentPageItems: rows,
    totalItemCount: counted.count,
    capped: counted.capped,
    totals: counted.totals,
  };
}
