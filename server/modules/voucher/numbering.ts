// Voucher numbers run per ledger set, year, month and type without gaps (DESIGN §6). A save takes
// the next number from voucher_counter with an upsert (write.ts): the row stays locked until the
// save commits or rolls back, so concurrent saves queue and a rolled-back save gives its number
// back. Deleting or moving a voucher leaves a gap; renumbering (凭证整理) closes a month's gaps.
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { refused } from '../../lib/errors.ts';
import { recordEvents } from './events.ts';
import { lockBooks, monthClosed } from './locks.ts';

type Trx = Transaction<Database>;

/** Numbers missing in 1..max per type of the month, e.g. ['记-3', '记-7']. */
export async function numberGaps(
  trx: Trx,
  ledgerSetId: number,
  year: number,
  month: number,
): Promise<string[]> {
  const { rows } = await sql<{ voucher_type: string; missing: number }>`
    select t.voucher_type, g.n as missing
    from (select voucher_type, max(voucher_no) as top from voucher
          where ledger_set_id = ${ledgerSetId} and year = ${year} and month = ${month}
          group by voucher_type) t
    cross join lateral generate_series(1, t.top) as g(n)
    where not exists (
      select 1 from voucher v where v.ledger_set_id = ${ledgerSetId} and v.year = ${year}
        and v.month = ${month} and v.voucher_type = t.voucher_type and v.voucher_no = g.n)
    order by t.voucher_type, g.n
  `.execute(trx);
  return rows.map((r) => `${r.voucher_type}-${r.missing}`);
}

/**
 * 凭证整理: numbers every type of the month 1..n in the current order, logs a 'renumber' event per
 * voucher whose number changed, and sets the counter to n. Refused in a closed month.
 */
export async function renumberMonth(
  trx: Trx,
  actor: { ledgerSetId: number; userId: number },
  year: number,
  month: number,
): Promise<{ changed: number }> {
  const { ledgerSetId } = actor;
  await lockBooks(trx, ledgerSetId, 'exclusive');
  if (await monthClosed(trx, ledgerSetId, year, month))
    throw refused(`${year}年${month}月已结账，不能整理凭证`);
  const moved = await sql<{
    id: string;
    voucher_type: string;
    status: 'saved' | 'audited' | 'posted';
    old_no: number;
    new_no: number;
  }>`
    with ranked as (
      select id, voucher_type, status, voucher_no as old_no,
        row_number() over (partition by voucher_type order by voucher_no) as new_no
      from voucher where ledger_set_id = ${ledgerSetId} and year = ${year} and month = ${month}
    ), changed as (
      update voucher v set voucher_no = r.new_no, version = v.version + 1, updated_at = now()
      from ranked r where v.id = r.id and r.old_no <> r.new_no
      returning v.id
    )
    select r.id, r.voucher_type, r.status, r.old_no, r.new_no::int as new_no
    from ranked r join changed c on c.id = r.id
    order by r.voucher_type, r.new_no
  `.execute(trx);
  await sql`
    update voucher_counter c set last_number = coalesce(
      (select max(voucher_no) from voucher v where v.ledger_set_id = c.ledger_set_id and v.year = c.year
         and v.month = c.month and v.voucher_type = c.voucher_type), 0)
    where c.ledger_set_id = ${ledgerSetId} and c.year = ${year} and c.month = ${month}
  `.execute(trx);
  await recordEvents(
    trx,
    ledgerSetId,
    actor.userId,
    moved.rows.map((r) => ({
      voucherId: r.id,
      action: 'renumber',
      from: r.status,
      to: r.status,
      note: `凭证号 ${r.voucher_type}-${r.old_no} 改为 ${r.voucher_type}-${r.new_no}`,
    })),
  );
  return { changed: moved.rows.length };
}
