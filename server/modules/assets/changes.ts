// 价值变动 (assetChange): a change of a card's original value (原值增加 / 原值减少) or life (使用年限
// 调整) from the day given. Past depreciation is kept: the card is re-based from the month of the
// change with what it had charged (NOTES §1.6 I2), so every month before it must be provisioned and
// the month itself not yet. A change of the original value is booked through the transform dialog
// (its six amounts from getAssetsChangeMoneyAsync); a life change books nothing.

import type { Infer } from 'superstruct';
import {
  changeAmount,
  changeProblem,
  changeTypeName,
  transformAmounts,
  usedMonthsAt,
} from '../../../src/core/assets/change.ts';
import { depreciationPlan, lastChargedMonth } from '../../../src/core/assets/depreciation.ts';
import { monthIndex, monthLabel, monthOfDate, monthOfIndex } from '../../../src/core/assets/months.ts';
import type { ChangeRow, ChangeSave } from '../../../src/core/contracts/asset-changes.ts';
import type { PageOf } from '../../../src/core/contracts/asset-structs.ts';
import { sum } from '../../../src/core/money.ts';
import { badRequest, refused } from '../../lib/errors.ts';
import { lockSeenCard, refuseStale } from './card-seen.ts';
import { accumulatedOf } from './card-views.ts';
import { type Db, type Trx, voucherLabelOf } from './db.ts';
import { planInputOf } from './plan-input.ts';
import { lastProvisionMonth } from './provision-state.ts';

function stamp(d: Date | string): string {
  const t = new Date(new Date(d).getTime() + 8 * 3600_000).toISOString();
  return `${t.slice(0, 10)} ${t.slice(11, 16)}`;
}

function changeQuery(db: Db, ledgerSetId: number) {
  return db
    .selectFrom('asset_change as x')
    .innerJoin('asset_card as c', 'c.id', 'x.card_id')
    .innerJoin('app_user as u', 'u.id', 'x.created_by')
    .leftJoin('voucher as v', 'v.id', 'x.voucher_id')
    .select([
      'x.id',
      'x.change_no',
      'x.card_id',
      'c.card_no',
      'c.name',
      'x.asset_class',
      'x.change_type',
      'x.change_date',
      'x.before_original',
      'x.after_original',
      'x.before_life',
      'x.after_life',
      'x.amount',
      'x.reason',
      'x.voucher_id',
      'x.created_at',
      'u.real_name',
      'v.year',
      'v.month',
      'v.voucher_type',
      'v.voucher_no',
    ])
    .where('x.ledger_set_id', '=', ledgerSetId);
}

type Rec = Awaited<ReturnType<ReturnType<typeof changeQuery>['executeTakeFirstOrThrow']>>;

const toRow = (r: Rec): ChangeRow => ({
  id: r.id,
  changeNo: r.change_no,
  cardId: r.card_id,
  cardNo: r.card_no,
  cardName: r.name,
  assetClass: r.asset_class,
  changeType: r.change_type,
  changeTypeName: changeTypeName(r.change_type),
  changeDate: String(r.change_date).slice(0, 10),
  beforeOriginal: r.before_original,
  afterOriginal: r.after_original,
  beforeLife: r.before_life,
  afterLife: r.after_life,
  amount: r.amount,
  reason: r.reason,
  needsVoucher: r.change_type !== 'LIFE_CHANGE',
  voucherId: r.voucher_id,
  voucherLabel:
    r.voucher_id && r.year !== null && r.month !== null && r.voucher_type !== null && r.voucher_no !== null
      ? voucherLabelOf({
          year: r.year,
          month: r.month,
          voucher_type: r.voucher_type,
          voucher_no: r.voucher_no,
        })
      : null,
  createdBy: r.real_name,
  createTimeSpan: stamp(r.created_at),
});

export async function listChanges(
  db: Db,
  ledgerSetId: number,
  q: { assetClass: 1 | 2 | 3; keyword?: string | null; pageIndex?: number; pageSize?: number },
): Promise<PageOf<ChangeRow>> {
  const size = q.pageSize ?? 20;
  const index = q.pageIndex ?? 1;
  const keyword = (q.keyword ?? '').trim();
  // The change's number, or the card's number or name.
  const base = changeQuery(db, ledgerSetId)
    .where('x.asset_class', '=', q.assetClass)
    .$if(keyword !== '', (qb) =>
      qb.where((eb) =>
        eb.or([
          eb('x.change_no', 'like', `%${keyword}%`),
          eb('c.card_no', 'like', `%${keyword}%`),
          eb('c.name', 'like', `%${keyword}%`),
        ]),
      ),
    );
  const [rows, total] = await Promise.all([
    base
      .orderBy('x.change_no', 'desc')
      .limit(size)
      .offset((index - 1) * size)
      .execute(),
    base
      .clearSelect()
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { currentPageItems: rows.map(toRow), totalItemCount: Number(total.n) };
}

export async function changeRow(db: Db, ledgerSetId: number, id: string): Promise<ChangeRow | null> {
  const r = await changeQuery(db, ledgerSetId).where('x.id', '=', id.toLowerCase()).executeTakeFirst();
  return r ? toRow(r) : null;
}

/** The six amounts of the transform dialog, by position. */
export async function changeMoney(db: Db, ledgerSetId: number, id: string): Promise<string[]> {
  const row = await changeRow(db, ledgerSetId, id);
  if (!row) throw refused('价值变动单不存在');
  return transformAmounts(row.changeType as 'COST_UP', row.amount);
}

const word = (assetClass: number) => (assetClass === 2 ? '摊销' : '折旧');

export async function saveChange(
  trx: Trx,
  who: { ledgerSetId: number; userId: number },
  input: Infer<typeof ChangeSave>,
): Promise<ChangeRow> {
  const { ledgerSetId } = who;
  const id = input.id.toLowerCase();
  const replay = await changeRow(trx, ledgerSetId, id);
  if (replay) return replay;
  const card = await trx
    .selectFrom('asset_card as c')
    .selectAll('c')
    .select(accumulatedOf('c').as('accumulated'))
    .where('c.ledger_set_id', '=', ledgerSetId)
    .where('c.id', '=', input.cardId.toLowerCase())
    .forUpdate('c')
    .executeTakeFirst();
  if (!card) throw refused('卡片不存在或已被删除');
  // A change entered offline: refused when the card changed after the form showed it.
  if (input.cardVersion !== undefined) {
    const now = await lockSeenCard(trx, ledgerSetId, card.id);
    if (now)
      refuseStale(now, input.cardVersion, input.seen ?? now.seen, { after: '录入', again: '重新录入变动' });
  }
  if (card.status !== 'NORMAL') throw refused(`卡片 ${card.card_no} 已处置或正在变动，不能做价值变动`);
  const month = monthOfDate(input.changeDate);
  if (input.changeDate < String(card.book_date).slice(0, 10))
    throw badRequest(`变动日期不能早于卡片的入账日期 ${String(card.book_date).slice(0, 10)}`);
  const charged = !card.no_depreciation && card.life_months !== null;
  if (input.changeType === 'LIFE_CHANGE' && !charged)
    throw refused(`卡片 ${card.card_no} 不计提${word(card.asset_class)}，没有使用年限可调整`);
  if (charged)
    await provisionedBefore(
      trx,
      ledgerSetId,
      { ...card, life_months: card.life_months as number },
      month,
      '变动',
    );
  const base = {
    startMonth: card.base_month ?? card.first_month,
    usedMonths: card.base_used_months ?? card.used_months,
  };
  const used = charged ? usedMonthsAt(base, month, card.life_months as number) : 0;
  const newOriginal =
    input.changeType === 'LIFE_CHANGE' ? card.original_value : sum([input.newOriginal || '0']);
  const newLife = input.changeType === 'LIFE_CHANGE' ? (input.newLife ?? null) : card.life_months;
  const problem = changeProblem({
    type: input.changeType,
    original: card.original_value,
    accumulated: card.accumulated,
    newOriginal,
    lifeMonths: card.life_months,
    newLife,
    usedMonths: used,
  });
  if (problem) throw badRequest(problem);
  await trx
    .updateTable('asset_card')
    .set((eb) => ({
      original_value: newOriginal,
      life_months: newLife,
      ...(charged ? { base_month: month, base_accumulated: card.accumulated, base_used_months: used } : {}),
      updated_by: who.userId,
      updated_at: new Date(),
      version: eb('version', '+', 1),
    }))
    .where('id', '=', card.id)
    .execute();
  const prefix = `BD${input.changeDate.slice(0, 4)}`;
  const last = await trx
    .selectFrom('asset_change')
    .select('change_no')
    .where('ledger_set_id', '=', ledgerSetId)
    .where('change_no', 'like', `${prefix}%`)
    .orderBy('change_no', 'desc')
    .limit(1)
    .executeTakeFirst();
  const n = last ? Number(last.change_no.slice(prefix.length)) + 1 : 1;
  await trx
    .insertInto('asset_change')
    .values({
      id,
      ledger_set_id: ledgerSetId,
      card_id: card.id,
      asset_class: card.asset_class,
      change_no: `${prefix}${String(n).padStart(4, '0')}`,
      change_type: input.changeType,
      change_date: input.changeDate,
      before_original: card.original_value,
      after_original: newOriginal,
      before_life: card.life_months,
      after_life: newLife,
      amount: changeAmount(card.original_value, newOriginal),
      reason: input.reason ?? '',
      created_by: who.userId,
    })
    .execute();
  return (await changeRow(trx, ledgerSetId, id)) as ChangeRow;
}

/**
 * A card may be re-based from `month` (a change, a split) only when the month is not provisioned yet
 * and every month before it that charges the card is.
 */
export async function provisionedBefore(
  trx: Trx,
  ledgerSetId: number,
  card: Parameters<typeof planInputOf>[0] & { asset_class: 1 | 2 | 3; card_no: string },
  month: string,
  action: string,
): Promise<void> {
  if (card.asset_class === 3) return;
  const last = await lastProvisionMonth(trx, ledgerSetId, card.asset_class);
  if (last !== null && month <= last)
    throw refused(
      `${monthLabel(last)}的${word(card.asset_class)}已计提，${action}日期应在${monthLabel(last)}之后`,
    );
  const plan = depreciationPlan(planInputOf({ ...card, disposed_month: month }));
  const lastCharged = plan === null ? null : lastChargedMonth(plan);
  const done = last === null ? -1 : monthIndex(last);
  if (plan !== null && lastCharged !== null && lastCharged > done)
    throw refused(
      `卡片 ${card.card_no} 在${monthLabel(monthOfIndex(Math.max(plan.start, done + 1)))}应计提${word(card.asset_class)}，请先计提至${action}日期的上月`,
    );
}
