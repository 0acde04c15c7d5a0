// The balances a carry-forward clears, from the posted period balances (DESIGN §11) up to the
// month's end, every earlier year included (a year not carried forward is carried now):
// the 收入 and 支出 subjects for 期末结转, the 321/322/331/332 details for 年末结转 (with their
// opening balances). One row per subject, department and auxiliary combination.
import { type Kysely, sql } from 'kysely';
import { centsOf } from '../../../src/core/books/figures.ts';
import type { BalanceRow } from '../../../src/core/carry-forward/voucher.ts';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

interface Row {
  code: string;
  dept: string;
  aux: string;
  net: string;
}

const toRow = (r: Row): BalanceRow => ({
  code: r.code,
  deptCode: r.dept,
  auxKey: r.aux,
  debitNet: centsOf(r.net),
});

/** 收入 and 支出 balances at the end of year/month. */
export async function incomeExpenseBalances(
  db: Db,
  ledgerSetId: number,
  year: number,
  month: number,
): Promise<BalanceRow[]> {
  const { rows } = await sql<Row>`
    select b.subject_code as code, b.dept_code as dept, b.aux_key as aux, sum(b.debit - b.credit) as net
    from balance b
    join subject s on s.ledger_set_id = b.ledger_set_id and s.code = b.subject_code
    where b.ledger_set_id = ${ledgerSetId} and b.month between 1 and 12
      and (b.year < ${year} or (b.year = ${year} and b.month <= ${month}))
      and s.category in ('收入', '支出')
    group by 1, 2, 3
    having sum(b.debit - b.credit) <> 0`.execute(db);
  return rows.map(toRow);
}

/** The 321/322/331/332 balances at the end of the year (openings included). */
export async function fundBalances(db: Db, ledgerSetId: number, year: number): Promise<BalanceRow[]> {
  const { rows } = await sql<Row>`
    select code, dept, aux, sum(net) as net from (
      select o.subject_code as code, '' as dept, '' as aux, o.debit - o.credit as net
      from opening_balance o
      where o.ledger_set_id = ${ledgerSetId} and o.dept_code = '' and o.aux_key = ''
        and left(o.subject_code, 3) in ('321', '322', '331', '332')
      union all
      select b.subject_code, b.dept_code, b.aux_key, b.debit - b.credit
      from balance b
      where b.ledger_set_id = ${ledgerSetId} and b.month between 1 and 12 and b.year <= ${year}
        and left(b.subject_code, 3) in ('321', '322', '331', '332')
    ) x
    group by 1, 2, 3
    having sum(net) <> 0`.execute(db);
  return rows.map(toRow);
}

/** The vouchers not yet posted in the year's months up to `month`, but `except`, by month. */
export async function unpostedByMonth(
  db: Db,
  ledgerSetId: number,
  year: number,
  month: number,
  except: string | null,
): Promise<{ month: number; labels: string[]; count: number }[]> {
  const { rows } = await sql<{ month: number; labels: string[]; n: number | string }>`
    select month, (array_agg(voucher_type || '-' || voucher_no order by voucher_type, voucher_no))[1:5] as labels,
      count(*) as n
    from voucher
    where ledger_set_id = ${ledgerSetId} and year = ${year} and month <= ${month} and status <> 'posted'
      and id <> coalesce(${except}::uuid, '00000000-0000-4000-8000-000000000000'::uuid)
    group by month order by month`.execute(db);
  return rows.map((r) => ({ month: Number(r.month), labels: r.labels, count: Number(r.n) }));
}
