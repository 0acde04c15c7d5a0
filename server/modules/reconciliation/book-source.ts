// The 单位日记账 side of the reconciliation, in ONE place: today the ledger's own voucher lines on
// the bank subject (as the reference finance software does 银行对账 when no cashier book is kept),
// posted only or also unposted per 对账方式设置 (a line carries its voucher's date, number and status,
// migration 0012, so no join is needed). Switching to the cashier's bank journal later is a
// change of this function alone: everything else reads book lines through it.
import { type Kysely, sql, type Transaction } from 'kysely';
import { fromCents, type Money, toCents } from '../../../src/core/money.ts';
import { settleNoFromSummary } from '../../../src/core/reconciliation/settle-no.ts';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** One book movement of the subject as the source gives it. */
export interface SourceLine {
  voucherId: string;
  lineNo: number;
  date: string;
  /** 记-3 */
  voucherLabel: string;
  status: 'saved' | 'audited' | 'posted';
  summary: string;
  settleNo: string;
  debit: Money;
  credit: Money;
  /** debit − credit: receipts positive. */
  amount: Money;
}

export interface SourceQuery {
  /** The reconciliation's start date: earlier movements are inside the opening balance. */
  from: string;
  /** Up to and including this day; null: all. */
  to: string | null;
  includeUnposted: boolean;
}

/** The book lines of `subjectCode` from `from` (to `to`), in book order. */
export async function bookSourceLines(
  db: Db,
  ledgerSetId: number,
  subjectCode: string,
  query: SourceQuery,
): Promise<SourceLine[]> {
  const rows = await sql<{
    voucher_id: string;
    line_no: number;
    voucher_date: string;
    voucher_type: string;
    voucher_no: number;
    status: 'saved' | 'audited' | 'posted';
    summary: string;
    debit: string;
    credit: string;
  }>`
    select e.voucher_id, e.line_no, e.voucher_date, e.voucher_type, e.voucher_no, e.status, e.summary,
      e.debit, e.credit
    from voucher_entry e
    where e.ledger_set_id = ${ledgerSetId} and e.subject_code = ${subjectCode}
      and e.year >= ${Number(query.from.slice(0, 4))}
      and e.voucher_date >= ${query.from}
      ${query.to === null ? sql`` : sql`and e.voucher_date <= ${query.to}`}
      ${query.includeUnposted ? sql`` : sql`and e.status = 'posted'`}
    order by e.voucher_date, e.voucher_type collate "C", e.voucher_no, e.line_no
  `.execute(db);
  return rows.rows.map((r) => {
    const debit = fromCents(toCents(r.debit));
    const credit = fromCents(toCents(r.credit));
    return {
      voucherId: r.voucher_id,
      lineNo: r.line_no,
      date: r.voucher_date,
      voucherLabel: `${r.voucher_type}-${r.voucher_no}`,
      status: r.status,
      summary: r.summary,
      settleNo: settleNoFromSummary(r.summary),
      debit,
      credit,
      amount: fromCents(toCents(debit) - toCents(credit)),
    };
  });
}

/**
 * The book's balance of the subject at the end of `before`'s previous day: the ledger's opening
 * balance plus posted movements dated before it (the default 单位日记账调整前余额).
 */
export async function bookBalanceBefore(
  db: Db,
  ledgerSetId: number,
  subjectCode: string,
  before: string,
): Promise<Money> {
  const row = await sql<{ total: string | null }>`
    select coalesce((select sum(debit - credit) from opening_balance
        where ledger_set_id = ${ledgerSetId} and subject_code = ${subjectCode}
          and dept_code = '' and aux_key = ''), 0)
      + coalesce((select sum(e.debit - e.credit) from voucher_entry e join voucher v on v.id = e.voucher_id
        where e.ledger_set_id = ${ledgerSetId} and e.subject_code = ${subjectCode}
          and v.status = 'posted' and v.voucher_date < ${before}), 0) as total
  `.execute(db);
  return fromCents(toCents(row.rows[0]?.total ?? '0'));
}
