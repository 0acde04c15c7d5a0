// 结账 and 反结账 (DESIGN §6). A month closes only when every voucher in it is posted, its numbers
// have no gaps and every earlier month (from the ledger set's first month with vouchers) is closed;
// the refusal lists every reason. Only the latest closed month can be reopened.
import { type Kysely, sql, type Transaction } from 'kysely';
import type { PeriodView } from '../../../src/core/voucher/types.ts';
import type { Database } from '../../db/schema.ts';
import { refused } from '../../lib/errors.ts';
import { undoCarry } from '../zt/years.ts';
import { lockBooks } from './locks.ts';
import { numberGaps } from './numbering.ts';
import { userRef } from './views.ts';

type Trx = Transaction<Database>;

const ym = (year: number, month: number) => year * 100 + month;
const label = (value: number) => `${Math.floor(value / 100)}年${value % 100}月`;
const nextMonth = (value: number) => (value % 100 === 12 ? value + 89 : value + 1);

/** The latest closed month (year * 100 + month), 0 when none. */
async function latestClosed(db: Kysely<Database>, ledgerSetId: number): Promise<number> {
  const { rows } = await sql<{ top: number | null }>`
    select max(year * 100 + month)::int as top from period where ledger_set_id = ${ledgerSetId}
  `.execute(db);
  return rows[0]?.top ?? 0;
}

/** Why the month cannot close; empty when it can. */
export async function closeBlockers(
  trx: Trx,
  ledgerSetId: number,
  year: number,
  month: number,
): Promise<string[]> {
  const reasons: string[] = [];
  const target = ym(year, month);
  const counts = await trx
    .selectFrom('voucher')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('ledger_set_id', '=', ledgerSetId)
    .where('year', '=', year)
    .where('month', '=', month)
    .where('status', '<>', 'posted')
    .groupBy('status')
    .execute();
  const saved = Number(counts.find((c) => c.status === 'saved')?.n ?? 0);
  const audited = Number(counts.find((c) => c.status === 'audited')?.n ?? 0);
  if (saved + audited > 0) {
    const parts = [saved > 0 ? `未审核 ${saved} 张` : '', audited > 0 ? `已审核未记账 ${audited} 张` : ''];
    reasons.push(`本月有 ${saved + audited} 张凭证未记账（${parts.filter(Boolean).join('，')}）`);
  }
  const gaps = await numberGaps(trx, ledgerSetId, year, month);
  if (gaps.length > 0) {
    const shown = gaps.slice(0, 20).join('、');
    reasons.push(
      `凭证号不连续，缺少 ${shown}${gaps.length > 20 ? ` 等 ${gaps.length} 个` : ''}，请先整理凭证`,
    );
  }
  const { rows } = await sql<{ first: number | null }>`
    select min(year * 100 + month)::int as first from voucher where ledger_set_id = ${ledgerSetId}
  `.execute(trx);
  const first = Math.min(rows[0]?.first ?? target, target);
  const closedTo = await latestClosed(trx, ledgerSetId);
  const open: number[] = [];
  for (let m = Math.max(first, nextMonth(closedTo)); m < target; m = nextMonth(m)) open.push(m);
  if (open.length > 0) {
    const shown = open.slice(0, 6).map(label).join('、');
    reasons.push(`之前的月份尚未结账：${shown}${open.length > 6 ? ` 等 ${open.length} 个月` : ''}`);
  }
  return reasons;
}

export async function closeMonth(
  trx: Trx,
  actor: { ledgerSetId: number; userId: number },
  year: number,
  month: number,
): Promise<PeriodView> {
  const { ledgerSetId, userId } = actor;
  await lockBooks(trx, ledgerSetId, 'exclusive');
  if ((await latestClosed(trx, ledgerSetId)) >= ym(year, month)) throw refused(`${year}年${month}月已结账`);
  const reasons = await closeBlockers(trx, ledgerSetId, year, month);
  if (reasons.length > 0) throw refused(`${year}年${month}月不能结账：${reasons.join('；')}`, { reasons });
  await trx
    .insertInto('period')
    .values({ ledger_set_id: ledgerSetId, year, month, closed_by: userId })
    .execute();
  await trx
    .insertInto('period_event')
    .values({ ledger_set_id: ledgerSetId, year, month, action: 'close', user_id: userId })
    .execute();
  const [view] = (await periodViews(trx, ledgerSetId, year)).filter((p) => p.month === month);
  return view as PeriodView;
}

export async function reopenMonth(
  trx: Trx,
  actor: { ledgerSetId: number; userId: number },
  year: number,
  month: number,
): Promise<PeriodView> {
  const { ledgerSetId, userId } = actor;
  await lockBooks(trx, ledgerSetId, 'exclusive');
  const latest = await latestClosed(trx, ledgerSetId);
  if (latest === 0) throw refused('没有已结账的月份');
  if (latest !== ym(year, month)) {
    throw refused(
      latest < ym(year, month)
        ? `${year}年${month}月尚未结账`
        : `只能反结账最近结账的月份（${label(latest)}）`,
    );
  }
  await trx
    .deleteFrom('period')
    .where('ledger_set_id', '=', ledgerSetId)
    .where('year', '=', year)
    .where('month', '=', month)
    .execute();
  // The next year's carry read this December's balances: it is undone, to be made again.
  if (month === 12) await undoCarry(trx, ledgerSetId, year);
  await trx
    .insertInto('period_event')
    .values({ ledger_set_id: ledgerSetId, year, month, action: 'reopen', user_id: userId })
    .execute();
  return { year, month, closed: false, closedAt: null, closedBy: null };
}

/** The twelve months of a year; a month is closed when it or a later month was closed. */
export async function periodViews(
  db: Kysely<Database>,
  ledgerSetId: number,
  year: number,
): Promise<PeriodView[]> {
  const closedTo = await latestClosed(db, ledgerSetId);
  const rows = await db
    .selectFrom('period as p')
    .leftJoin('app_user as u', 'u.id', 'p.closed_by')
    .select(['p.month', 'p.closed_at', 'p.closed_by', 'u.real_name'])
    .where('p.ledger_set_id', '=', ledgerSetId)
    .where('p.year', '=', year)
    .execute();
  const byMonth = new Map(rows.map((r) => [r.month, r]));
  return Array.from({ length: 12 }, (_, i) => {
    const month = i + 1;
    const row = byMonth.get(month);
    return {
      year,
      month,
      closed: ym(year, month) <= closedTo,
      closedAt: row ? new Date(row.closed_at).toISOString() : null,
      closedBy: row ? userRef(row.closed_by, row.real_name) : null,
    };
  });
}
