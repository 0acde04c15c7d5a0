// Two kinds of vouchers the statements treat apart from the year's movements:
// - the 2022-01-01 adjusting vouchers of the succession (衔接规定 三、四、五): 六(一)(二) takes the
//   资产负债表 年初余额 and the 收入支出表 年初资金结转结余 from the adjusted 2022-01-01 balances, so
//   in the start year they belong to the opening (month 0), not to January;
// - the 期末结转 and 年末结转 vouchers (carry_forward): they move the year's balances between
//   accounts and are left out of the 收入支出表's turnovers.
// Both are a handful of vouchers: these scans are bounded by them, not by the books.
import { type Kysely, sql } from 'kysely';
import { centsOf } from '../../../src/core/books/figures.ts';
import type { Database } from '../../db/schema.ts';
import type { KeyedMovement } from './movements.ts';

type Db = Kysely<Database>;

const statuses = (includeUnposted: boolean) =>
  includeUnposted ? sql`('saved', 'audited', 'posted')` : sql`('posted')`;

interface Row {
  code: string;
  m: number | string;
  debit: string;
  credit: string;
}

/**
 * The succession's adjusting vouchers of the start year's January, moved to month 0: the same
 * amounts subtracted from month 1 and added to month 0. Empty for any other year.
 */
export async function adjustingAsOpening(
  db: Db,
  ledgerSetId: number,
  startYear: number,
  year: number,
  includeUnposted: boolean,
): Promise<KeyedMovement[]> {
  if (year !== startYear) return [];
  const { rows } = await sql<Row>`
    select e.subject_code as code, 1 as m, sum(e.debit) as debit, sum(e.credit) as credit
    from succession_adjustment a
    join voucher v on v.id = a.voucher_id and v.ledger_set_id = a.ledger_set_id
    join voucher_entry e on e.voucher_id = v.id
    where a.ledger_set_id = ${ledgerSetId} and v.year = ${year} and v.month = 1
      and v.status in ${statuses(includeUnposted)}
    group by 1`.execute(db);
  return rows.flatMap((r) => {
    const debit = centsOf(r.debit);
    const credit = centsOf(r.credit);
    return [
      { code: r.code, dim: '', month: 0, debit, credit },
      { code: r.code, dim: '', month: 1, debit: -debit, credit: -credit },
    ];
  });
}

/** The carry-forward vouchers' lines per subject and month of the year, up to monthTo. */
export async function carriedMovements(
  db: Db,
  ledgerSetId: number,
  year: number,
  monthTo: number,
  includeUnposted: boolean,
): Promise<KeyedMovement[]> {
  const { rows } = await sql<Row>`
    select e.subject_code as code, v.month as m, sum(e.debit) as debit, sum(e.credit) as credit
    from carry_forward c
    join voucher v on v.id = c.voucher_id
    join voucher_entry e on e.voucher_id = v.id
    where c.ledger_set_id = ${ledgerSetId} and v.year = ${year} and v.month <= ${monthTo}
      and v.status in ${statuses(includeUnposted)}
    group by 1, 2`.execute(db);
  return rows.map((r) => ({
    code: r.code,
    dim: '',
    month: Number(r.m),
    debit: centsOf(r.debit),
    credit: centsOf(r.credit),
  }));
}
