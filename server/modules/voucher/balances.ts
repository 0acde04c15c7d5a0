// Period balances (DESIGN §11): per ledger set, year, month, subject, department and auxiliary
// combination, the debit and credit totals of posted vouchers. Posting adds a voucher's lines and
// un-posting subtracts them, in the same transaction, so reports never rescan every line.
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface BalanceRow {
  year: number;
  month: number;
  subjectCode: string;
  deptCode: string;
  auxKey: string;
  debit: string;
  credit: string;
}

/**
 * Adds (sign 1) or subtracts (sign -1) the vouchers' lines. Rows are upserted in key order, so two
 * concurrent postings lock shared balance rows in the same order and cannot deadlock.
 */
export async function applyBalances(
  trx: Transaction<Database>,
  ledgerSetId: number,
  voucherIds: readonly string[],
  sign: 1 | -1,
): Promise<void> {
  if (voucherIds.length === 0) return;
  await sql`
    insert into balance as b (ledger_set_id, year, month, subject_code, dept_code, aux_key, debit, credit)
    select e.ledger_set_id, e.year, e.month, e.subject_code, coalesce(e.dept_code, ''), e.aux_key,
      sum(e.debit) * ${sign}::int, sum(e.credit) * ${sign}::int
    from voucher_entry e
    where e.ledger_set_id = ${ledgerSetId} and e.voucher_id in (${sql.join(voucherIds)})
    group by 1, 2, 3, 4, 5, 6
    order by 1, 2, 3, 4, 5, 6
    on conflict (ledger_set_id, year, month, subject_code, dept_code, aux_key)
    do update set debit = b.debit + excluded.debit, credit = b.credit + excluded.credit
  `.execute(trx);
  // A combination whose lines cancel out (un-posting, red amounts) keeps no zero row.
  await sql`
    delete from balance b
    where b.ledger_set_id = ${ledgerSetId} and b.month > 0 and b.debit = 0 and b.credit = 0
      and (b.year, b.month, b.subject_code) in (
        select distinct e.year, e.month, e.subject_code from voucher_entry e
        where e.voucher_id in (${sql.join(voucherIds)}))
  `.execute(trx);
}

/** The stored period balances of a ledger set (month > 0), in key order. */
export async function storedBalances(db: Kysely<Database>, ledgerSetId: number): Promise<BalanceRow[]> {
  const { rows } = await sql<BalanceRow>`
    select year, month, subject_code as "subjectCode", dept_code as "deptCode", aux_key as "auxKey",
      debit::text as debit, credit::text as credit
    from balance where ledger_set_id = ${ledgerSetId} and month > 0
    order by year, month, subject_code collate "C", dept_code collate "C", aux_key collate "C"
  `.execute(db);
  return rows;
}

/** The same totals recomputed from every line of the posted vouchers (the check of the books). */
export async function recomputedBalances(db: Kysely<Database>, ledgerSetId: number): Promise<BalanceRow[]> {
  const { rows } = await sql<BalanceRow>`
    select e.year, e.month, e.subject_code as "subjectCode", coalesce(e.dept_code, '') as "deptCode",
      e.aux_key as "auxKey", sum(e.debit)::text as debit, sum(e.credit)::text as credit
    from voucher_entry e join voucher v on v.id = e.voucher_id
    where v.ledger_set_id = ${ledgerSetId} and v.status = 'posted'
    group by 1, 2, 3, 4, 5
    having sum(e.debit) <> 0 or sum(e.credit) <> 0
    order by e.year, e.month, e.subject_code collate "C", coalesce(e.dept_code, '') collate "C",
      e.aux_key collate "C"
  `.execute(db);
  return rows;
}
