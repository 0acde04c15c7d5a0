// The figures the reports set side by side for a period [from, to]: the cashier book's (from the
// per-day totals the trigger keeps) and the ledger's for the accounts' subjects (the maintained period
// balances up to the month, then that month's voucher lines up to the last day, as 现金银行日报表 reads).
import { sql } from 'kysely';
import { centsOf } from '../../../src/core/books/figures.ts';
import { type CashFigures, type LedgerItem, zeroCash } from '../../../src/core/cashier/check.ts';
import { firstDayOf } from '../../../src/core/cashier/journal.ts';
import type { CashierAccount } from '../../../src/core/contracts/cashier.ts';
import { toCents } from '../../../src/core/money.ts';
import { monthlyMovements } from '../ledger/movements.ts';
import type { Db } from './common.ts';

export interface Period {
  from: string;
  to: string;
}

interface BookRow {
  account_id: number;
  before: string | null;
  receipt: string | null;
  payment: string | null;
  receipt_count: number | string | null;
  payment_count: number | string | null;
}

/** Each account's book over the period: balance before `from`, then the period's receipts and payments. */
export async function bookFigures(
  db: Db,
  accounts: readonly CashierAccount[],
  period: Period,
): Promise<Map<number, CashFigures>> {
  const out = new Map<number, CashFigures>();
  for (const a of accounts) out.set(a.id, { ...zeroCash(), opening: toCents(a.openingBalance) });
  if (accounts.length === 0) return out;
  const { rows } = await sql<BookRow>`
    select account_id,
      sum(receipt - payment) filter (where entry_date < ${period.from}::date) as before,
      sum(receipt) filter (where entry_date >= ${period.from}::date) as receipt,
      sum(payment) filter (where entry_date >= ${period.from}::date) as payment,
      sum(receipt_count) filter (where entry_date >= ${period.from}::date) as receipt_count,
      sum(payment_count) filter (where entry_date >= ${period.from}::date) as payment_count
    from cashier_day_total
    where account_id = any(${accounts.map((a) => a.id)}::int[]) and entry_date <= ${period.to}::date
    group by account_id`.execute(db);
  for (const r of rows) {
    const f = out.get(r.account_id);
    if (!f) continue;
    f.opening += centsOf(r.before);
    f.receipt = centsOf(r.receipt);
    f.payment = centsOf(r.payment);
    f.receiptCount = Number(r.receipt_count ?? 0);
    f.paymentCount = Number(r.payment_count ?? 0);
  }
  return out;
}

interface LedgerRow {
  code: string;
  before: string | null;
  debit: string | null;
  credit: string | null;
  debit_count: number | string;
  credit_count: number | string;
}

const statusFilter = (includeUnposted: boolean) => (includeUnposted ? sql`` : sql`and e.status = 'posted'`);

/**
 * The ledger's figures of end-level subjects over the period: everything before `from` as the
 * opening, the period's debits as receipts and credits as payments. Unposted vouchers count when
 * asked (the cashier brings in vouchers before they are posted).
 */
export async function ledgerFigures(
  db: Db,
  ledgerSetId: number,
  codes: readonly string[],
  period: Period,
  includeUnposted: boolean,
): Promise<Map<string, CashFigures>> {
  const out = new Map<string, CashFigures>();
  for (const code of codes) out.set(code, zeroCash());
  if (codes.length === 0) return out;
  const year = Number(period.from.slice(0, 4));
  const month = Number(period.from.slice(5, 7));
  const months = await monthlyMovements(db, ledgerSetId, {
    year,
    monthTo: month,
    includeUnposted,
    dimension: 'subject',
    codes,
  });
  // Months before the period's first month (and every earlier year, month 0) open it.
  for (const m of months) {
    const f = out.get(m.code);
    if (f && m.month < month) f.opening += m.debit - m.credit;
  }
  const { rows } = await sql<LedgerRow>`
    select e.subject_code as code,
      sum(e.debit - e.credit) filter (where e.voucher_date < ${period.from}::date) as before,
      sum(e.debit) filter (where e.voucher_date >= ${period.from}::date) as debit,
      sum(e.credit) filter (where e.voucher_date >= ${period.from}::date) as credit,
      count(*) filter (where e.voucher_date >= ${period.from}::date and e.debit <> 0) as debit_count,
      count(*) filter (where e.voucher_date >= ${period.from}::date and e.credit <> 0) as credit_count
    from voucher_entry e
    where e.ledger_set_id = ${ledgerSetId} and e.subject_code = any(${[...codes]}::text[])
      and e.voucher_date >= ${firstDayOf(year, month)}::date and e.voucher_date <= ${period.to}::date
      ${statusFilter(includeUnposted)}
    group by 1`.execute(db);
  for (const r of rows) {
    const f = out.get(r.code);
    if (!f) continue;
    f.opening += centsOf(r.before);
    f.receipt = centsOf(r.debit);
    f.payment = centsOf(r.credit);
    f.receiptCount = Number(r.debit_count);
    f.paymentCount = Number(r.credit_count);
  }
  return out;
}

interface LineRow {
  voucher_id: string;
  line_no: number;
  voucher_date: string;
  summary: string;
  voucher_type: string;
  voucher_no: number;
  debit: string;
  credit: string;
}

/** The voucher lines of one subject in the period, in voucher order. */
export async function ledgerLines(
  db: Db,
  ledgerSetId: number,
  code: string,
  period: Period,
  includeUnposted: boolean,
): Promise<LedgerItem[]> {
  const { rows } = await sql<LineRow>`
    select e.voucher_id, e.line_no, e.voucher_date, e.summary, e.voucher_type, e.voucher_no, e.debit, e.credit
    from voucher_entry e
    where e.ledger_set_id = ${ledgerSetId} and e.subject_code = ${code}
      and e.voucher_date >= ${period.from}::date and e.voucher_date <= ${period.to}::date
      ${statusFilter(includeUnposted)}
    order by e.voucher_date, e.voucher_type, e.voucher_no, e.line_no`.execute(db);
  return rows.map((r) => ({
    voucherId: r.voucher_id,
    lineNo: Number(r.line_no),
    date: r.voucher_date,
    summary: r.summary,
    word: `${r.voucher_type}-${r.voucher_no}`,
    debit: centsOf(r.debit),
    credit: centsOf(r.credit),
  }));
}
