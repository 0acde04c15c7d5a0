// 固定资产报表: a class's cards by category over a period. A card is in the books on a day from its
// book date until the month it was disposed; its original value on a day is the one its value changes
// leave it at (after_original of the last change up to the day, before_original of the first after);
// its accumulated at the end is its opening amount plus its provision lines up to the end month.
import { sql } from 'kysely';
import { lastDayOf } from '../../../src/core/assets/months.ts';
import type { AssetReport, AssetReportRow } from '../../../src/core/contracts/asset-reports.ts';
import { add, fromCents, sub, toCents } from '../../../src/core/money.ts';
import { badRequest } from '../../lib/errors.ts';
import type { Db } from './db.ts';

export async function assetReport(
  db: Db,
  ledgerSetId: number,
  q: { assetClass: 1 | 2 | 3; monthFrom: string; monthTo: string },
): Promise<AssetReport> {
  if (q.monthFrom > q.monthTo) throw badRequest('起始月份不能晚于截止月份');
  const start = `${q.monthFrom}-01`;
  const end = lastDayOf(q.monthTo);
  const [year, month] = q.monthTo.split('-').map(Number) as [number, number];
  const cards = await db
    .selectFrom('asset_card as c')
    .innerJoin('asset_category as k', 'k.id', 'c.category_id')
    .select([
      'c.id',
      'c.quantity',
      'c.original_value',
      'c.init_accumulated',
      'c.book_date',
      'c.disposed_month',
      'c.is_init',
      'k.code',
      'k.name',
      sql<string>`coalesce((select sum(l.amount) from asset_provision_line l join asset_provision p on p.id = l.provision_id
        where l.card_id = c.id and (p.year < ${year} or (p.year = ${year} and p.month <= ${month}))), 0)::numeric(18,2)`.as(
        'charged',
      ),
    ])
    .where('c.ledger_set_id', '=', ledgerSetId)
    .where('c.asset_class', '=', q.assetClass)
    .where('c.book_date', '<=', end)
    .execute();
  const changes = await db
    .selectFrom('asset_change')
    .select(['card_id', 'change_date', 'before_original', 'after_original'])
    .where('ledger_set_id', '=', ledgerSetId)
    .where('asset_class', '=', q.assetClass)
    .orderBy('change_date')
    .orderBy('change_no')
    .execute();
  const byCard = new Map<string, typeof changes>();
  for (const c of changes) byCard.set(c.card_id, [...(byCard.get(c.card_id) ?? []), c]);
  const originalOn = (card: (typeof cards)[number], day: string) => {
    const list = byCard.get(card.id) ?? [];
    const after = list.find((c) => String(c.change_date).slice(0, 10) > day);
    return after ? after.before_original : card.original_value;
  };
  const inBooksOn = (card: (typeof cards)[number], day: string, opening: boolean) => {
    const booked = String(card.book_date).slice(0, 10);
    // An opening card is in the books from the first day; others from their book date.
    if (opening ? booked >= day && !card.is_init : booked > day) return false;
    return card.disposed_month === null || card.disposed_month > day.slice(0, 7);
  };
  const groups = new Map<string, AssetReportRow>();
  const blank = (code: string, name: string): AssetReportRow => ({
    categoryCode: code,
    categoryName: name,
    openingQuantity: 0,
    openingOriginal: '0.00',
    addedOriginal: '0.00',
    removedOriginal: '0.00',
    closingQuantity: 0,
    closingOriginal: '0.00',
    closingAccumulated: '0.00',
    closingNet: '0.00',
  });
  for (const card of cards) {
    const row = groups.get(card.code) ?? blank(card.code, card.name);
    const atStart = inBooksOn(card, start, true);
    const atEnd = inBooksOn(card, end, false);
    const booked = String(card.book_date).slice(0, 10);
    if (atStart) {
      row.openingQuantity += card.quantity;
      row.openingOriginal = add(row.openingOriginal, originalOn(card, start));
    } else if (booked >= start) {
      row.addedOriginal = add(row.addedOriginal, originalOn(card, booked));
    }
    // Value changes within the period add or remove their difference.
    for (const c of byCard.get(card.id) ?? []) {
      const day = String(c.change_date).slice(0, 10);
      if (day < start || day > end) continue;
      const diff = toCents(c.after_original) - toCents(c.before_original);
      if (diff > 0n) row.addedOriginal = add(row.addedOriginal, fromCents(diff));
      else row.removedOriginal = add(row.removedOriginal, fromCents(-diff));
    }
    if (atEnd) {
      const original = originalOn(card, end);
      const accumulated = add(card.init_accumulated, card.charged);
      row.closingQuantity += card.quantity;
      row.closingOriginal = add(row.closingOriginal, original);
      row.closingAccumulated = add(row.closingAccumulated, accumulated);
      row.closingNet = add(row.closingNet, sub(original, accumulated));
    } else if (
      card.disposed_month !== null &&
      card.disposed_month >= q.monthFrom &&
      card.disposed_month <= q.monthTo
    ) {
      row.removedOriginal = add(row.removedOriginal, originalOn(card, end));
    }
    groups.set(card.code, row);
  }
  const rows = [...groups.values()]
    .filter(
      (r) =>
        r.openingQuantity + r.closingQuantity > 0 ||
        r.addedOriginal !== '0.00' ||
        r.removedOriginal !== '0.00',
    )
    .sort((a, b) => a.categoryCode.localeCompare(b.categoryCode));
  const totals = blank('', '合计');
  for (const r of rows) {
    totals.openingQuantity += r.openingQuantity;
    totals.openingOriginal = add(totals.openingOriginal, r.openingOriginal);
    totals.addedOriginal = add(totals.addedOriginal, r.addedOriginal);
    totals.removedOriginal = add(totals.removedOriginal, r.removedOriginal);
    totals.closingQuantity += r.closingQuantity;
    totals.closingOriginal = add(totals.closingOriginal, r.closingOriginal);
    totals.closingAccumulated = add(totals.closingAccumulated, r.closingAccumulated);
    totals.closingNet = add(totals.closingNet, r.closingNet);
  }
  return { rows, totals };
}
