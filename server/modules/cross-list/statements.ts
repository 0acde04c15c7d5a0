// 全部银行流水: the statement lines of every reconciled bank account of the organisation's ledger
// sets (bank reconciliation module), newest first, with whether each is matched to the books.
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type {
  StatementDirection,
  StatementPage,
  StatementRow,
} from '../../../src/core/contracts/cross-list.ts';
import type { Database } from '../../db/schema.ts';
import { allOf, amountOf, countAndTotals, likeOf, type Scope } from './scope.ts';

export interface StatementFilter {
  account?: string | null | undefined;
  direction?: StatementDirection | undefined;
  matched?: 'yes' | 'no' | undefined;
  dateFrom?: string | null | undefined;
  dateTo?: string | null | undefined;
  amountFrom?: string | null | undefined;
  amountTo?: string | null | undefined;
  text?: string | null | undefined;
}

/** The line's amount whichever side it is on. */
const lineAmount = sql`(l.receipt + l.payment)`;

function matches(scope: Scope, f: StatementFilter): RawBuilder<unknown> {
  const c: RawBuilder<unknown>[] = [sql`l.ledger_set_id = any(${scope.ids}::int[])`];
  if (f.account) {
    const [zid, code] = f.account.split(':');
    c.push(sql`l.ledger_set_id = ${Number(zid)} and l.subject_code = ${code}`);
  }
  if (f.direction === 'receipt') c.push(sql`l.receipt <> 0`);
  if (f.direction === 'payment') c.push(sql`l.payment <> 0`);
  if (f.matched === 'yes') c.push(sql`l.match_id is not null`);
  if (f.matched === 'no') c.push(sql`l.match_id is null`);
  if (f.dateFrom) c.push(sql`l.txn_date >= ${f.dateFrom}::date`);
  if (f.dateTo) c.push(sql`l.txn_date <= ${f.dateTo}::date`);
  if (f.amountFrom) c.push(sql`${lineAmount} >= ${amountOf(f.amountFrom)}::numeric`);
  if (f.amountTo) c.push(sql`${lineAmount} <= ${amountOf(f.amountTo)}::numeric`);
  if (f.text)
    c.push(
      sql`(l.summary ilike ${likeOf(f.text)} or l.counterparty ilike ${likeOf(f.text)} or l.settle_no ilike ${likeOf(f.text)})`,
    );
  return sql`
    select l.id, l.ledger_set_id, l.subject_code, l.txn_date, l.summary, l.counterparty, l.settle_no,
      l.receipt, l.payment, l.balance, l.match_id is not null as matched, l.opening
    from bank_statement_line l where ${allOf(c)}`;
}

interface Raw {
  id: string;
  ledger_set_id: number;
  subject_code: string;
  txn_date: string | Date;
  summary: string;
  counterparty: string;
  settle_no: string;
  receipt: string;
  payment: string;
  balance: string | null;
  matched: boolean;
  opening: boolean;
}

const dayText = (d: string | Date) => (typeof d === 'string' ? d.slice(0, 10) : d.toISOString().slice(0, 10));

export async function statementPage(
  db: Kysely<Database>,
  scope: Scope,
  f: StatementFilter,
  page: { pageIndex: number; pageSize: number },
): Promise<StatementPage> {
  if (scope.ids.length === 0)
    return {
      currentPageItems: [],
      totalItemCount: 0,
      capped: false,
      totals: { receipt: '0.00', payment: '0.00' },
    };
  const q = matches(scope, f);
  const [counted, found, accounts] = await Promise.all([
    countAndTotals(db, q, ['receipt', 'payment']),
    sql<Raw>`
      select * from (${q}) as d order by d.txn_date desc, d.id desc
      limit ${page.pageSize} offset ${(page.pageIndex - 1) * page.pageSize}
    `.execute(db),
    db
      .selectFrom('recon_account')
      .select(['ledger_set_id', 'subject_code', 'bank_name', 'bank_account_no'])
      .where('ledger_set_id', 'in', scope.ids)
      .execute(),
  ]);
  const account = new Map(accounts.map((a) => [`${a.ledger_set_id}:${a.subject_code}`, a]));
  const rows = found.rows.map((r): StatementRow => {
    const a = account.get(`${r.ledger_set_id}:${r.subject_code}`);
    return {
      key: String(r.id),
      ledgerSetId: r.ledger_set_id,
      jc: scope.jc.get(r.ledger_set_id) ?? '',
      bankName: a?.bank_name ?? '',
      accountNo: a?.bank_account_no ?? '',
      subjectCode: r.subject_code,
      date: dayText(r.txn_date),
      summary: r.summary,
      counterparty: r.counterparty,
      settleNo: r.settle_no,
      receipt: String(r.receipt),
      payment: String(r.payment),
      balance: r.balance === null ? '' : String(r.balance),
      matched: r.matched,
      opening: r.opening,
    };
  });
  return {
    currentPageItems: rows,
    totalItemCount: counted.count,
    capped: counted.capped,
    totals: counted.totals,
  };
}
