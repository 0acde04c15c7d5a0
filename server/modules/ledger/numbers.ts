// 凭证号查询: per month and voucher type, how many vouchers, the first and last number, the gaps
// in the numbering (a deleted voucher leaves one until 凭证整理 renumbers) and the statuses.
// Reads the voucher table only (one row per voucher), never the lines.
import { type Kysely, sql } from 'kysely';
import type { NumberGap, NumberRow } from '../../../src/core/contracts/ledger-answers.ts';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

export interface NumberQuery {
  year: number;
  monthFrom: number;
  monthTo: number;
  voucherType?: string | undefined;
}

export async function voucherNumbers(db: Db, ledgerSetId: number, q: NumberQuery) {
  const typeFilter = q.voucherType === undefined ? sql`` : sql`and v.voucher_type = ${q.voucherType}`;
  const { rows: groups } = await sql<{
    month: number;
    voucher_type: string;
    name: string | null;
    n: string;
    first: number;
    last: number;
    saved: string;
    audited: string;
    posted: string;
  }>`
    select v.month, v.voucher_type, t.name, count(*) as n, min(v.voucher_no) as first, max(v.voucher_no) as last,
      count(*) filter (where v.status = 'saved') as saved,
      count(*) filter (where v.status = 'audited') as audited,
      count(*) filter (where v.status = 'posted') as posted
    from voucher v left join voucher_type t on t.ledger_set_id = v.ledger_set_id and t.code = v.voucher_type
    where v.ledger_set_id = ${ledgerSetId} and v.year = ${q.year}
      and v.month between ${q.monthFrom} and ${q.monthTo} ${typeFilter}
    group by v.month, v.voucher_type, t.name, t.sort
    order by v.month, t.sort, v.voucher_type`.execute(db);
  const { rows: gaps } = await sql<{ month: number; voucher_type: string; gap_from: number; gap_to: number }>`
    select month, voucher_type, coalesce(prev, 0) + 1 as gap_from, voucher_no - 1 as gap_to
    from (
      select v.month, v.voucher_type, v.voucher_no,
        lag(v.voucher_no) over (partition by v.month, v.voucher_type order by v.voucher_no) as prev
      from voucher v
      where v.ledger_set_id = ${ledgerSetId} and v.year = ${q.year}
        and v.month between ${q.monthFrom} and ${q.monthTo} ${typeFilter}
    ) n
    where voucher_no > coalesce(prev, 0) + 1
    order by month, voucher_type, gap_from`.execute(db);
  const gapsOf = new Map<string, NumberGap[]>();
  for (const g of gaps) {
    const key = `${Number(g.month)}|${g.voucher_type}`;
    const list = gapsOf.get(key) ?? [];
    list.push({ from: Number(g.gap_from), to: Number(g.gap_to) });
    gapsOf.set(key, list);
  }
  const rows: NumberRow[] = groups.map((g) => {
    const list = gapsOf.get(`${Number(g.month)}|${g.voucher_type}`) ?? [];
    return {
      month: Number(g.month),
      voucherType: g.voucher_type,
      voucherTypeName: g.name ?? g.voucher_type,
      count: Number(g.n),
      firstNo: Number(g.first),
      lastNo: Number(g.last),
      gaps: list,
      missingCount: list.reduce((a, x) => a + x.to - x.from + 1, 0),
      saved: Number(g.saved),
      audited: Number(g.audited),
      posted: Number(g.posted),
    };
  });
  return { rows, gapCount: rows.reduce((a, r) => a + r.missingCount, 0) };
}
