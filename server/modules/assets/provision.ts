// 计提折旧（摊销）: the month's charges of a class, shown before they are run (computed) and after
// (stored, with the card numbers and figures of that day), run once in one transaction (header and
// lines), undone only for the last month run while it has no voucher.
import { sql } from 'kysely';
import { lastDayOf, monthLabel } from '../../../src/core/assets/months.ts';
import type {
  ProvisionFooter,
  ProvisionHeader,
  ProvisionPage,
  ProvisionRow,
} from '../../../src/core/contracts/asset-provision.ts';
import { fromCents, sub, sum } from '../../../src/core/money.ts';
import { refused } from '../../lib/errors.ts';
import { type Db, type Trx, voucherLabelOf } from './db.ts';
import {
  type Charge,
  chargeableCards,
  chargesOf,
  lastProvisionMonth,
  provisionBlocked,
} from './provision-state.ts';

const word = (assetClass: 1 | 2) => (assetClass === 2 ? '摊销' : '折旧');

function splitMonth(month: string): [number, number] {
  return month.split('-').map(Number) as [number, number];
}

export async function provisionHeader(
  db: Db,
  ledgerSetId: number,
  assetClass: 1 | 2,
  month: string,
): Promise<ProvisionHeader | null> {
  const [year, m] = splitMonth(month);
  const row = await db
    .selectFrom('asset_provision as p')
    .innerJoin('app_user as u', 'u.id', 'p.created_by')
    .leftJoin('voucher as v', 'v.id', 'p.voucher_id')
    .select([
      'p.id',
      'p.total',
      'p.card_count',
      'p.voucher_id',
      'p.created_at',
      'u.real_name',
      'v.year as v_year',
      'v.month as v_month',
      'v.voucher_type as v_type',
      'v.voucher_no as v_no',
    ])
    .where('p.ledger_set_id', '=', ledgerSetId)
    .where('p.asset_class', '=', assetClass)
    .where('p.year', '=', year)
    .where('p.month', '=', m)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    accruedStage: month,
    total: row.total,
    cardCount: row.card_count,
    voucherId: row.voucher_id,
    voucherLabel:
      row.voucher_id &&
      row.v_year !== null &&
      row.v_month !== null &&
      row.v_type !== null &&
      row.v_no !== null
        ? voucherLabelOf({
            year: row.v_year,
            month: row.v_month,
            voucher_type: row.v_type,
            voucher_no: row.v_no,
          })
        : null,
    createdAt: new Date(row.created_at).toISOString(),
    createdBy: row.real_name,
  };
}

function rowOf(charge: Charge, month: string, accrueddate: string): ProvisionRow {
  const accumulated = fromCents(charge.accumulated);
  return {
    cardId: charge.card.id,
    detailFixedNo: charge.card.cardNo,
    fixedName: charge.card.name,
    accruedStage: month,
    accrueddate,
    accruedStageMonthsString: monthLabel(month),
    accrueddateString: accrueddate,
    originalValue: charge.card.originalValue,
    residualValue: sub(charge.card.originalValue, accumulated),
    accruedValue: fromCents(charge.amount),
    cumulativeValue: accumulated,
    dateOfActivation: charge.card.dateOfActivation,
    estimatedServiceLife: charge.card.lifeMonths,
    usedMonths: charge.usedMonths,
  };
}

function footerOf(rows: readonly ProvisionRow[]): ProvisionFooter {
  return {
    originalValueSum: sum(rows.map((r) => r.originalValue)),
    residualValueSum: sum(rows.map((r) => r.residualValue)),
    accruedValueSum: sum(rows.map((r) => r.accruedValue)),
    cumulativeValueSum: sum(rows.map((r) => r.cumulativeValue)),
  };
}

/** The stored rows of a provision, in card-number order. */
async function storedRows(db: Db, header: ProvisionHeader): Promise<ProvisionRow[]> {
  const rows = await db
    .selectFrom('asset_provision_line as l')
    .innerJoin('asset_card as c', 'c.id', 'l.card_id')
    .select([
      'l.card_id',
      'l.amount',
      'l.accumulated',
      'c.card_no',
      'c.name',
      'c.original_value',
      'c.in_use_date',
      'c.life_months',
      'c.used_months',
      'c.first_month',
    ])
    .where('l.provision_id', '=', header.id)
    .orderBy('c.card_no')
    .execute();
  const day = header.createdAt.slice(0, 10);
  const [year, m] = splitMonth(header.accruedStage);
  return rows.map((r) => {
    const [fy, fm] = splitMonth(r.first_month);
    return {
      cardId: r.card_id,
      detailFixedNo: r.card_no,
      fixedName: r.name,
      accruedStage: header.accruedStage,
      accrueddate: day,
      accruedStageMonthsString: monthLabel(header.accruedStage),
      accrueddateString: day,
      originalValue: r.original_value,
      residualValue: sub(r.original_value, r.accumulated),
      accruedValue: r.amount,
      cumulativeValue: r.accumulated,
      dateOfActivation: r.in_use_date === null ? null : String(r.in_use_date).slice(0, 10),
      estimatedServiceLife: r.life_months,
      usedMonths: r.used_months + (year * 12 + m) - (fy * 12 + fm) + 1,
    };
  });
}

/** Every row of the month: the stored provision, or what running it would charge now. */
export async function monthRows(
  db: Db,
  ledgerSetId: number,
  assetClass: 1 | 2,
  month: string,
): Promise<{ rows: ProvisionRow[]; header: ProvisionHeader | null; blocked: string | null }> {
  const header = await provisionHeader(db, ledgerSetId, assetClass, month);
  if (header)
    return {
      rows: await storedRows(db, header),
      header,
      blocked: `${monthLabel(month)}的${word(assetClass)}已计提`,
    };
  const cards = await chargeableCards(db, ledgerSetId, assetClass, month);
  const rows = chargesOf(cards, month).map((c) => rowOf(c, month, lastDayOf(month)));
  return { rows, header: null, blocked: await provisionBlocked(db, ledgerSetId, assetClass, month, cards) };
}

export async function provisionPage(
  db: Db,
  ledgerSetId: number,
  input: {
    assetClass: 1 | 2;
    accruedStage: string;
    pageIndex?: number | undefined;
    pageSize?: number | undefined;
  },
): Promise<ProvisionPage> {
  const { rows, header, blocked } = await monthRows(db, ledgerSetId, input.assetClass, input.accruedStage);
  const size = input.pageSize ?? 20;
  const start = ((input.pageIndex ?? 1) - 1) * size;
  return {
    pageData: { currentPageItems: rows.slice(start, start + size), totalItemCount: rows.length },
    footer: footerOf(rows),
    provision: header,
    blocked: header ? null : blocked,
  };
}

export async function accrue(
  trx: Trx,
  who: { ledgerSetId: number; userId: number },
  assetClass: 1 | 2,
  month: string,
): Promise<ProvisionHeader> {
  const { ledgerSetId } = who;
  // One provision at a time per ledger set and class: the counter row is the lock.
  await trx
    .selectFrom('asset_card_counter')
    .select('last_no')
    .where('ledger_set_id', '=', ledgerSetId)
    .where('asset_class', '=', assetClass)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const cards = await chargeableCards(trx, ledgerSetId, assetClass, month, true);
  const blocked = await provisionBlocked(trx, ledgerSetId, assetClass, month, cards);
  if (blocked) throw refused(blocked);
  const charges = chargesOf(cards, month);
  const total = charges.reduce((s, c) => s + c.amount, 0n);
  const [year, m] = splitMonth(month);
  const header = await trx
    .insertInto('asset_provision')
    .values({
      ledger_set_id: ledgerSetId,
      asset_class: assetClass,
      year,
      month: m,
      total: fromCents(total),
      card_count: charges.length,
      created_by: who.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // One statement for every line (three arrays), not one parameter per value. The cards are not
  // written: a card's accumulated is its opening amount plus its lines.
  if (charges.length > 0) {
    await sql`
      insert into asset_provision_line (provision_id, card_id, amount, accumulated)
      select ${header.id}::int, unnest(${charges.map((c) => c.card.id)}::uuid[]),
        unnest(${charges.map((c) => fromCents(c.amount))}::numeric[]),
        unnest(${charges.map((c) => fromCents(c.accumulated))}::numeric[])
    `.execute(trx);
  }
  return (await provisionHeader(trx, ledgerSetId, assetClass, month)) as ProvisionHeader;
}

export async function cancelProvision(trx: Trx, ledgerSetId: number, assetClass: 1 | 2, month: string) {
  const header = await provisionHeader(trx, ledgerSetId, assetClass, month);
  if (!header) throw refused(`${monthLabel(month)}尚未计提${word(assetClass)}`);
  const last = await lastProvisionMonth(trx, ledgerSetId, assetClass);
  if (last !== month) throw refused(`只能取消最后一个月（${monthLabel(last ?? month)}）的计提`);
  if (header.voucherId) throw refused('已生成计提凭证，请先删除凭证再取消计提');
  await trx.deleteFrom('asset_provision').where('id', '=', header.id).execute();
  return { accruedStage: month };
}
