// 资产盘点: a stocktake takes the class's cards in the books as its lines; a count is checked against
// the card as the counter saw it (its version), so a count made offline against a card changed
// meanwhile is refused with what changed, and a replayed count writes once (the outbox's key, and a
// count only sets the line). Posting books the first step through 182 (制度 162条五, 182条四(三)):
// 盘亏 a disposal document of its own with Dr 182 at book value, Dr 163/172, Cr 162/171/141; 盘盈 a new
// card (取得方式 盘盈) with Dr 162/171/141, Cr 182. Approving books the second: Dr 301, Cr 182 for a
// loss (the document's 批准处理), Dr 182, Cr 301 for a surplus.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Infer } from 'superstruct';
import { PENDING_SUBJECT } from '../../../src/core/assets/disposal.ts';
import { monthOfDate } from '../../../src/core/assets/months.ts';
import {
  CHECK_RESULTS,
  type CheckResult,
  checkResult,
  surplusValue,
} from '../../../src/core/assets/stocktake.ts';
import { assetClassName } from '../../../src/core/assets/types.ts';
import type {
  CheckHeader,
  CheckLine,
  CheckView,
  CountInput,
} from '../../../src/core/contracts/asset-checks.ts';
import { badRequest, refused } from '../../lib/errors.ts';
import { lockSeenCard, refuseStale } from './card-seen.ts';
import { nextCardNo } from './cards.ts';
import { type Db, type Trx, voucherLabelOf } from './db.ts';
import { approveDocument, saveDocument, simpleVoucher } from './documents.ts';
import { assetsState, initRequired } from './init.ts';
import { classSubjectsOf, firstLeaf } from './templates.ts';
import { assetReference, saveAssetVoucher, type VoucherWho } from './vouchers.ts';

function stamp(d: Date | string): string {
  const t = new Date(new Date(d).getTime() + 8 * 3600_000).toISOString();
  return `${t.slice(0, 10)} ${t.slice(11, 16)}`;
}

async function headers(db: Db, ledgerSetId: number, filter: { id?: string; assetClass?: number }) {
  const rows = await db
    .selectFrom('asset_check as k')
    .innerJoin('app_user as u', 'u.id', 'k.created_by')
    .select([
      'k.id',
      'k.check_no',
      'k.asset_class',
      'k.check_date',
      'k.remark',
      'k.created_at',
      'u.real_name',
    ])
    .select([
      sql<string>`(select count(*) from asset_check_line l where l.check_id = k.id)`.as('total'),
      sql<string>`(select count(*) from asset_check_line l where l.check_id = k.id and l.result is not null)`.as(
        'counted',
      ),
      sql<string>`(select count(*) from asset_check_line l where l.check_id = k.id and l.result = 1)`.as(
        'shortage',
      ),
      sql<string>`(select count(*) from asset_check_line l where l.check_id = k.id and l.result = 2)`.as(
        'surplus',
      ),
    ])
    .where('k.ledger_set_id', '=', ledgerSetId)
    .$if(filter.id !== undefined, (q) => q.where('k.id', '=', filter.id as string))
    .$if(filter.assetClass !== undefined, (q) =>
      q.where('k.asset_class', '=', filter.assetClass as 1 | 2 | 3),
    )
    .orderBy('k.check_no', 'desc')
    .execute();
  return rows.map(
    (r): CheckHeader => ({
      id: r.id,
      checkNo: r.check_no,
      assetClass: r.asset_class,
      checkDate: String(r.check_date).slice(0, 10),
      remark: r.remark,
      createdBy: r.real_name,
      createTimeSpan: stamp(r.created_at),
      total: Number(r.total),
      counted: Number(r.counted),
      shortage: Number(r.shortage),
      surplus: Number(r.surplus),
    }),
  );
}

export const listChecks = (db: Db, ledgerSetId: number, assetClass?: number) =>
  headers(db, ledgerSetId, assetClass === undefined ? {} : { assetClass });

function lineQuery(db: Db, checkId: string) {
  return db
    .selectFrom('asset_check_line as l')
    .innerJoin('asset_card as c', 'c.id', 'l.card_id')
    .leftJoin('department as ud', 'ud.id', 'c.use_department_id')
    .leftJoin('app_user as u', 'u.id', 'l.counted_by')
    .leftJoin('asset_document as d', 'd.id', 'l.document_id')
    .leftJoin('asset_card as s', 's.id', 'l.surplus_card_id')
    .leftJoin('voucher as v', (j) => j.on(sql<boolean>`v.id = coalesce(l.voucher_id, d.voucher_id)`))
    .leftJoin('voucher as a', (j) =>
      j.on(sql<boolean>`a.id = coalesce(l.approve_voucher_id, d.approve_voucher_id)`),
    )
    .select([
      'l.card_id',
      'c.card_no',
      'c.name',
      'c.version',
      'c.quantity',
      'c.original_value',
      'c.custodian',
      'c.location',
      'c.status',
      'ud.name as dept',
      'l.book_quantity',
      'l.original_value as book_original',
      'l.counted_quantity',
      'l.result',
      'l.counted_at',
      'u.real_name as counter',
      'l.remark',
      'l.document_id',
      'd.document_no',
      'l.surplus_card_id',
      's.card_no as surplus_no',
      'v.id as v_id',
      'v.year as v_year',
      'v.month as v_month',
      'v.voucher_type as v_type',
      'v.voucher_no as v_no',
      'a.id as a_id',
      'a.year as a_year',
      'a.month as a_month',
      'a.voucher_type as a_type',
      'a.voucher_no as a_no',
    ])
    .where('l.check_id', '=', checkId);
}

type LineRecord = Awaited<ReturnType<ReturnType<typeof lineQuery>['executeTakeFirstOrThrow']>>;

const label = (y: number | null, m: number | null, t: string | null, n: number | null) =>
  y !== null && m !== null && t !== null && n !== null
    ? voucherLabelOf({ year: y, month: m, voucher_type: t, voucher_no: n })
    : null;

function toLine(r: LineRecord): CheckLine {
  const counted = r.result !== null;
  return {
    cardId: r.card_id,
    cardNo: r.card_no,
    name: r.name,
    cardVersion: r.version,
    // Before a count the book is the card as it is now; after, as it was counted against.
    bookQuantity: counted ? r.book_quantity : r.quantity,
    originalValue: counted ? r.book_original : r.original_value,
    useDepartmentName: r.dept ?? '',
    custodian: r.custodian,
    location: r.location,
    status: r.status,
    countedQuantity: r.counted_quantity,
    result: r.result,
    resultName: r.result === null ? '未盘' : CHECK_RESULTS[r.result],
    countedAt: r.counted_at ? stamp(r.counted_at) : null,
    countedBy: r.counter ?? null,
    remark: r.remark,
    documentId: r.document_id,
    documentNo: r.document_no ?? null,
    surplusCardId: r.surplus_card_id,
    surplusCardNo: r.surplus_no ?? null,
    voucherId: r.v_id ?? null,
    voucherLabel: label(r.v_year, r.v_month, r.v_type, r.v_no),
    approveVoucherId: r.a_id ?? null,
    approveVoucherLabel: label(r.a_year, r.a_month, r.a_type, r.a_no),
  };
}

export async function viewCheck(db: Db, ledgerSetId: number, id: string): Promise<CheckView | null> {
  const [header] = await headers(db, ledgerSetId, { id: id.toLowerCase() });
  if (!header) return null;
  const lines = await lineQuery(db, header.id).orderBy('c.card_no').execute();
  return { ...header, lines: lines.map(toLine) };
}

async function lineOf(db: Db, checkId: string, cardId: string): Promise<CheckLine> {
  return toLine(await lineQuery(db, checkId).where('l.card_id', '=', cardId).executeTakeFirstOrThrow());
}

export async function createCheck(
  trx: Trx,
  who: { ledgerSetId: number; userId: number },
  input: { id: string; assetClass: 1 | 2 | 3; checkDate: string; remark?: string | null },
): Promise<CheckHeader> {
  const { ledgerSetId } = who;
  const id = input.id.toLowerCase();
  const existing = await trx
    .selectFrom('asset_check')
    .select('ledger_set_id')
    .where('id', '=', id)
    .executeTakeFirst();
  if (existing) {
    const [h] = await headers(trx, ledgerSetId, { id });
    if (h) return h;
    throw refused('盘点单ID已被使用');
  }
  const state = await assetsState(trx, ledgerSetId);
  if (!state.assetsConfirmed && (await initRequired(trx, ledgerSetId)))
    throw refused('资产尚未初始化，请先完成资产初始化');
  const cards = await trx
    .selectFrom('asset_card')
    .select(['id', 'version', 'quantity', 'original_value'])
    .where('ledger_set_id', '=', ledgerSetId)
    .where('asset_class', '=', input.assetClass)
    .where('status', '=', 'NORMAL')
    .where('book_date', '<=', input.checkDate)
    .execute();
  if (cards.length === 0) throw refused(`盘点日期前没有在账的${assetClassName(input.assetClass)}`);
  const prefix = `PD${input.checkDate.slice(0, 4)}`;
  const last = await trx
    .selectFrom('asset_check')
    .select('check_no')
    .where('ledger_set_id', '=', ledgerSetId)
    .where('check_no', 'like', `${prefix}%`)
    .orderBy('check_no', 'desc')
    .limit(1)
    .executeTakeFirst();
  const n = last ? Number(last.check_no.slice(prefix.length)) + 1 : 1;
  await trx
    .insertInto('asset_check')
    .values({
      id,
      ledger_set_id: ledgerSetId,
      check_no: `${prefix}${String(n).padStart(4, '0')}`,
      asset_class: input.assetClass,
      check_date: input.checkDate,
      remark: input.remark ?? '',
      created_by: who.userId,
    })
    .execute();
  await trx
    .insertInto('asset_check_line')
    .values(
      cards.map((c) => ({
        check_id: id,
        card_id: c.id,
        card_version: c.version,
        book_quantity: c.quantity,
        original_value: c.original_value,
      })),
    )
    .execute();
  return (await headers(trx, ledgerSetId, { id }))[0] as CheckHeader;
}

async function lockedLine(trx: Trx, ledgerSetId: number, checkId: string, cardId: string) {
  const line = await trx
    .selectFrom('asset_check_line as l')
    .innerJoin('asset_check as k', 'k.id', 'l.check_id')
    .select([
      'k.id as check_id',
      'k.check_no',
      'k.check_date',
      'k.asset_class',
      'l.card_id',
      'l.result',
      'l.book_quantity',
      'l.original_value',
      'l.counted_quantity',
      'l.document_id',
      'l.surplus_card_id',
      'l.voucher_id',
      'l.approve_voucher_id',
    ])
    .where('k.ledger_set_id', '=', ledgerSetId)
    .where('l.check_id', '=', checkId.toLowerCase())
    .where('l.card_id', '=', cardId.toLowerCase())
    .forUpdate('l')
    .executeTakeFirst();
  if (!line) throw refused('盘点单或盘点卡片不存在，请刷新后重试');
  return line;
}

export async function countLine(
  trx: Trx,
  who: { ledgerSetId: number; userId: number },
  input: Infer<typeof CountInput>,
): Promise<CheckLine> {
  const line = await lockedLine(trx, who.ledgerSetId, input.checkId, input.cardId);
  const card = await lockSeenCard(trx, who.ledgerSetId, line.card_id);
  if (!card) throw refused('卡片不存在或已被删除');
  if (line.document_id || line.surplus_card_id)
    throw refused(`卡片 ${card.card_no} 的盘点结果已入账，不能修改`);
  refuseStale(card, input.cardVersion, input.seen, { after: '盘点', again: '重新盘点' });
  if (card.status !== 'NORMAL') throw refused(`卡片 ${card.card_no} 已不在账，不能盘点`);
  return writeLine(trx, line, card, {
    counted_quantity: input.countedQuantity,
    result: checkResult(card.quantity, input.countedQuantity),
    counted_at: new Date(),
    counted_by: who.userId,
    remark: input.remark ?? '',
  });
}

/** A line's count (or its clearing) with the card's book figures as they are now. */
async function writeLine(
  trx: Trx,
  line: { check_id: string; card_id: string },
  card: { version: number; quantity: number; original_value: string },
  count: {
    counted_quantity: number | null;
    result: CheckResult | null;
    counted_at: Date | null;
    counted_by: number | null;
    remark: string;
  },
): Promise<CheckLine> {
  await trx
    .updateTable('asset_check_line')
    .set({
      card_version: card.version,
      book_quantity: card.quantity,
      original_value: card.original_value,
      ...count,
    })
    .where('check_id', '=', line.check_id)
    .where('card_id', '=', line.card_id)
    .execute();
  return lineOf(trx, line.check_id, line.card_id);
}

/**
 * 重新盘点: the line's count is cleared and its book figures read again from the card as it is now,
 * so the next count is made against the latest card. Refused once the line is posted (入账).
 */
export async function recountLine(
  trx: Trx,
  ledgerSetId: number,
  input: { checkId: string; cardId: string },
): Promise<CheckLine> {
  const line = await lockedLine(trx, ledgerSetId, input.checkId, input.cardId);
  const card = await trx
    .selectFrom('asset_card')
    .select(['card_no', 'version', 'quantity', 'original_value'])
    .where('id', '=', line.card_id)
    .forUpdate()
    .executeTakeFirstOrThrow();
  if (line.document_id || line.surplus_card_id)
    throw refused(`卡片 ${card.card_no} 的盘点结果已入账，不能重新盘点`);
  return writeLine(trx, line, card, {
    counted_quantity: null,
    result: null,
    counted_at: null,
    counted_by: null,
    remark: '',
  });
}

/** 转入待处理财产损溢: the first step of a 盘亏 or 盘盈 line. */
export async function postLine(
  trx: Trx,
  who: VoucherWho,
  input: { checkId: string; cardId: string; voucherId: string; voucherDate?: string | null },
): Promise<CheckLine> {
  const { ledgerSetId } = who;
  const line = await lockedLine(trx, ledgerSetId, input.checkId, input.cardId);
  const voucherId = input.voucherId.toLowerCase();
  if (line.voucher_id === voucherId) return lineOf(trx, line.check_id, line.card_id);
  if (line.document_id || line.surplus_card_id) throw refused('该卡片的盘点结果已入账');
  if (line.result === null) throw refused('该卡片尚未盘点');
  if (line.result === 0) throw refused('盘点相符，无需入账');
  const date = input.voucherDate || String(line.check_date).slice(0, 10);
  const assetClass = line.asset_class;
  const ref = await assetReference.get(trx, ledgerSetId);
  const subjects = await classSubjectsOf(trx, ledgerSetId, assetClass);
  const asset = firstLeaf(ref, subjects.asset_subject);
  const contra = firstLeaf(ref, subjects.contra_subject);
  const fund = firstLeaf(ref, subjects.fund_subject);
  const pending = firstLeaf(ref, PENDING_SUBJECT);
  if (!asset || !fund || !pending) throw refused('科目表缺少资产、资产基金或待处理财产损溢科目');
  const source = await trx
    .selectFrom('asset_card')
    .selectAll()
    .where('id', '=', line.card_id)
    .executeTakeFirstOrThrow();
  if (line.result === 1) {
    if ((line.counted_quantity ?? 0) > 0)
      throw refused(
        `卡片 ${source.card_no} 盘亏 ${line.book_quantity - (line.counted_quantity ?? 0)} 件（共 ${line.book_quantity} 件）：请先拆分卡片，再对拆出的卡片盘亏`,
      );
    const documentId = randomUUID();
    await saveDocument(
      trx,
      who,
      {
        id: documentId,
        assetClass,
        disposeOfType: assetClass === 2 ? 'WRITE_OFF_INTANGIBLE' : 'INVENTORY_SHORTAGE',
        repayDate: date,
        disposeOfAmount: '0',
        reason: `盘点单 ${line.check_no} 盘亏`,
        cardIds: [line.card_id],
      },
      'check',
    );
    await saveAssetVoucher(trx, who, {
      voucherList: [
        { balanceDirection: 1, code: pending },
        ...(contra ? [{ balanceDirection: 1 as const, code: contra }] : []),
        { balanceDirection: 2, code: asset },
      ],
      assetClass,
      PZAssetType: 'disposal',
      assetsDocs: [{ documentId }],
      voucherId,
    });
    await trx
      .updateTable('asset_check_line')
      .set({ document_id: documentId })
      .where('check_id', '=', line.check_id)
      .where('card_id', '=', line.card_id)
      .execute();
    return lineOf(trx, line.check_id, line.card_id);
  }
  // 盘盈: a card for the units found, at the unit value (第二十七条 比照同类资产).
  const units = (line.counted_quantity ?? 0) - line.book_quantity;
  const value = surplusValue(line.original_value, line.book_quantity, units);
  const cardNo = await nextCardNo(trx, ledgerSetId, assetClass);
  const cardId = randomUUID();
  const { id: _id, card_no: _no, asset_code: _code, created_at: _c, updated_at: _u, ...rest } = source;
  await trx
    .insertInto('asset_card')
    .values({
      ...rest,
      id: cardId,
      card_no: cardNo,
      asset_code: cardNo,
      old_asset_code: '',
      quantity: units,
      original_value: value,
      init_accumulated: '0.00',
      used_months: 0,
      acquire_method: 'INVENTORY_SURPLUS',
      acquire_date: date,
      in_use_date: date,
      book_date: date,
      first_month: monthOfDate(date),
      value_type: 'COMPARABLE',
      is_init: false,
      status: 'NORMAL',
      disposed_month: null,
      voucher_id: null,
      reviewed_at: null,
      reviewed_by: null,
      remark: `盘点单 ${line.check_no} 盘盈（原卡片 ${source.card_no}）`,
      created_by: who.userId,
      updated_by: who.userId,
      version: 1,
      structure_lives: undefined,
    } as never)
    .execute();
  await simpleVoucher(trx, who, {
    id: voucherId,
    date,
    summary: `盘盈${assetClassName(assetClass)}：${source.name}（${cardNo}）`,
    assetClass,
    sourceKind: 'card',
    lines: [
      [asset, 'D', value],
      [pending, 'C', value],
    ],
  });
  await trx.updateTable('asset_card').set({ voucher_id: voucherId }).where('id', '=', cardId).execute();
  await trx
    .updateTable('asset_check_line')
    .set({ surplus_card_id: cardId, voucher_id: voucherId })
    .where('check_id', '=', line.check_id)
    .where('card_id', '=', line.card_id)
    .execute();
  return lineOf(trx, line.check_id, line.card_id);
}

/** 批准处理: the second step (a loss Dr 301 / Cr 182 through its document; a surplus Dr 182 / Cr 301). */
export async function approveLine(
  trx: Trx,
  who: VoucherWho,
  input: { checkId: string; cardId: string; voucherId: string; voucherDate?: string | null },
): Promise<CheckLine> {
  const line = await lockedLine(trx, who.ledgerSetId, input.checkId, input.cardId);
  const voucherId = input.voucherId.toLowerCase();
  if (line.document_id) {
    await approveDocument(trx, who, { id: line.document_id, voucherId, voucherDate: input.voucherDate });
    return lineOf(trx, line.check_id, line.card_id);
  }
  if (!line.surplus_card_id) throw refused('请先将盘点结果转入待处理财产损溢');
  if (line.approve_voucher_id === voucherId) return lineOf(trx, line.check_id, line.card_id);
  if (line.approve_voucher_id) throw refused('该盘盈已批准处理');
  const card = await trx
    .selectFrom('asset_card')
    .select(['card_no', 'original_value', 'book_date'])
    .where('id', '=', line.surplus_card_id)
    .executeTakeFirstOrThrow();
  const ref = await assetReference.get(trx, who.ledgerSetId);
  const subjects = await classSubjectsOf(trx, who.ledgerSetId, line.asset_class);
  const fund = firstLeaf(ref, subjects.fund_subject);
  const pending = firstLeaf(ref, PENDING_SUBJECT);
  if (!fund || !pending) throw badRequest('科目表缺少资产基金或待处理财产损溢科目');
  await simpleVoucher(trx, who, {
    id: voucherId,
    date: input.voucherDate || String(card.book_date).slice(0, 10),
    summary: `批准处理盘盈（${card.card_no}）`,
    assetClass: line.asset_class,
    lines: [
      [pending, 'D', card.original_value],
      [fund, 'C', card.original_value],
    ],
  });
  await trx
    .updateTable('asset_check_line')
    .set({ approve_voucher_id: voucherId })
    .where('check_id', '=', line.check_id)
    .where('card_id', '=', line.card_id)
    .execute();
  return lineOf(trx, line.check_id, line.card_id);
}
