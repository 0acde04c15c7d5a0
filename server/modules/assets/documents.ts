// 资产处置单 (disposal-of-assets): saving one takes its cards out of the books at once (status
// DISPOSED, disposed_month = the month of its date, a month the provision does not charge them), with
// each card's figures of that day; a document is edited or deleted only while it has no voucher
// (deleting puts its cards back). Its voucher comes from the generate-voucher dialog (vouchers.ts);
// a type booked through 182 is then approved with a second voucher, Dr 301, Cr 182 at book value.
import { sql } from 'kysely';
import type { Infer } from 'superstruct';
import { assetAttachmentKinds } from '../../../src/core/assets/attachment-kinds.ts';
import { depreciationPlan, lastChargedMonth } from '../../../src/core/assets/depreciation.ts';
import {
  disposalAmounts,
  disposalMonthProblem,
  disposalTypeName,
  disposalTypesOf,
  PENDING_SUBJECT,
  throughPending,
} from '../../../src/core/assets/disposal.ts';
import { monthIndex, monthLabel, monthOfDate, monthOfIndex } from '../../../src/core/assets/months.ts';
import { assetClassName } from '../../../src/core/assets/types.ts';
import type {
  DisposedCardRow,
  DocumentCard,
  DocumentRow,
  DocumentSave,
  DocumentView,
} from '../../../src/core/contracts/asset-documents.ts';
import { sub } from '../../../src/core/money.ts';
import { badRequest, conflict, refused } from '../../lib/errors.ts';
import { unbindRecord } from '../attachment/service.ts';
import { saveVoucher } from '../voucher/save.ts';
import { accumulatedOf } from './card-views.ts';
import { type Db, type Trx, voucherLabelOf } from './db.ts';
import { assetsState, initRequired } from './init.ts';
import { planInputOf } from './plan-input.ts';
import { lastProvisionMonth } from './provision-state.ts';
import { classSubjectsOf, firstLeaf } from './templates.ts';
import { assetReference, type VoucherWho } from './vouchers.ts';

type SaveInput = Infer<typeof DocumentSave>;

const word = (assetClass: number) => (assetClass === 2 ? '摊销' : '折旧');

/** 2024-05-20 09:30 in China time. */
function stamp(d: Date | string): string {
  const t = new Date(new Date(d).getTime() + 8 * 3600_000).toISOString();
  return `${t.slice(0, 10)} ${t.slice(11, 16)}`;
}

function docQuery(db: Db, ledgerSetId: number) {
  return db
    .selectFrom('asset_document as d')
    .innerJoin('app_user as u', 'u.id', 'd.created_by')
    .leftJoin('voucher as v', 'v.id', 'd.voucher_id')
    .leftJoin('voucher as a', 'a.id', 'd.approve_voucher_id')
    .select([
      'd.id',
      'd.document_no',
      'd.asset_class',
      'd.created_at',
      'd.repay_date',
      'd.dispose_type',
      'd.dispose_amount',
      'd.original_amount',
      'd.cumulative_amount',
      'd.residual_amount',
      'd.reason',
      'd.voucher_id',
      'd.approve_voucher_id',
      'd.version',
      'u.real_name',
      'v.year as v_year',
      'v.month as v_month',
      'v.voucher_type as v_type',
      'v.voucher_no as v_no',
      'a.year as a_year',
      'a.month as a_month',
      'a.voucher_type as a_type',
      'a.voucher_no as a_no',
    ])
    .select([
      sql<string>`(select count(*) from asset_document_line l where l.document_id = d.id)`.as('card_count'),
      sql<
        string | null
      >`(select min(c.card_no) from asset_document_line l join asset_card c on c.id = l.card_id where l.document_id = d.id)`.as(
        'first_card_no',
      ),
    ])
    .where('d.ledger_set_id', '=', ledgerSetId);
}

type DocRecord = Awaited<ReturnType<ReturnType<typeof docQuery>['executeTakeFirstOrThrow']>>;

const labelOrNull = (year: number | null, month: number | null, type: string | null, no: number | null) =>
  year !== null && month !== null && type !== null && no !== null
    ? voucherLabelOf({ year, month, voucher_type: type, voucher_no: no })
    : null;

function toRow(r: DocRecord, firstName: string): DocumentRow {
  const count = Number(r.card_count ?? 0);
  return {
    id: r.id,
    documentNo: r.document_no,
    assetClass: r.asset_class,
    createTimeSpan: stamp(r.created_at),
    repayDate: String(r.repay_date).slice(0, 10),
    disposeOfType: r.dispose_type,
    disposeOfTypeName: disposalTypeName(r.dispose_type),
    pending: throughPending(r.dispose_type),
    disposeOfAmount: r.dispose_amount,
    originalAmount: r.original_amount,
    residualAmount: r.residual_amount,
    cumulativeAmount: r.cumulative_amount,
    cardCount: count,
    cardsText: count > 1 ? `${firstName}等${count}项` : firstName,
    reason: r.reason,
    isGenerateCertificate: r.voucher_id !== null,
    voucherId: r.voucher_id,
    voucherLabel: r.voucher_id ? labelOrNull(r.v_year, r.v_month, r.v_type, r.v_no) : null,
    approveVoucherId: r.approve_voucher_id,
    approveVoucherLabel: r.approve_voucher_id ? labelOrNull(r.a_year, r.a_month, r.a_type, r.a_no) : null,
    createdBy: r.real_name,
    version: r.version,
  };
}

async function rowsOf(db: Db, ledgerSetId: number, records: DocRecord[]): Promise<DocumentRow[]> {
  const firsts = records.map((r) => r.first_card_no).filter((n): n is string => typeof n === 'string');
  const names =
    firsts.length === 0
      ? []
      : await db
          .selectFrom('asset_card')
          .select(['card_no', 'name'])
          .where('ledger_set_id', '=', ledgerSetId)
          .where('card_no', 'in', firsts)
          .execute();
  const byNo = new Map(names.map((n) => [n.card_no, `${n.name}（${n.card_no}）`]));
  return records.map((r) => toRow(r, byNo.get(String(r.first_card_no)) ?? ''));
}

export async function listDocuments(
  db: Db,
  ledgerSetId: number,
  q: { assetClass: 1 | 2 | 3; keyword?: string | null; pageIndex?: number; pageSize?: number },
): Promise<{ currentPageItems: DocumentRow[]; totalItemCount: number }> {
  const size = q.pageSize ?? 20;
  const index = q.pageIndex ?? 1;
  const keyword = (q.keyword ?? '').trim();
  const base = docQuery(db, ledgerSetId)
    .where('d.asset_class', '=', q.assetClass)
    .$if(keyword !== '', (qb) => qb.where('d.document_no', 'like', `%${keyword}%`));
  const [records, total] = await Promise.all([
    base
      .orderBy('d.document_no', 'desc')
      .limit(size)
      .offset((index - 1) * size)
      .execute(),
    db
      .selectFrom('asset_document')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('ledger_set_id', '=', ledgerSetId)
      .where('asset_class', '=', q.assetClass)
      .$if(keyword !== '', (qb) => qb.where('document_no', 'like', `%${keyword}%`))
      .executeTakeFirstOrThrow(),
  ]);
  return { currentPageItems: await rowsOf(db, ledgerSetId, records), totalItemCount: Number(total.n) };
}

/** The documents of a class without a voucher (the disposal dialog's list). */
export async function notGenerated(
  db: Db,
  ledgerSetId: number,
  assetClass: 1 | 2 | 3,
): Promise<DocumentRow[]> {
  const records = await docQuery(db, ledgerSetId)
    .where('d.asset_class', '=', assetClass)
    .where('d.voucher_id', 'is', null)
    .orderBy('d.document_no')
    .limit(500)
    .execute();
  return rowsOf(db, ledgerSetId, records);
}

export async function documentView(db: Db, ledgerSetId: number, id: string): Promise<DocumentView | null> {
  const record = await docQuery(db, ledgerSetId).where('d.id', '=', id.toLowerCase()).executeTakeFirst();
  if (!record) return null;
  const cards = await db
    .selectFrom('asset_document_line as l')
    .innerJoin('asset_card as c', 'c.id', 'l.card_id')
    .select(['l.card_id', 'c.card_no', 'c.name', 'l.original_value', 'l.accumulated', 'l.net_value'])
    .where('l.document_id', '=', record.id)
    .orderBy('c.card_no')
    .execute();
  const list: DocumentCard[] = cards.map((c) => ({
    cardId: c.card_id,
    cardNo: c.card_no,
    name: c.name,
    originalValue: c.original_value,
    accumulated: c.accumulated,
    netValue: c.net_value,
  }));
  const [row] = await rowsOf(db, ledgerSetId, [record]);
  return { ...(row as DocumentRow), cards: list };
}

async function nextDocumentNo(trx: Trx, ledgerSetId: number, year: string): Promise<string> {
  const prefix = `CZ${year}`;
  const last = await trx
    .selectFrom('asset_document')
    .select('document_no')
    .where('ledger_set_id', '=', ledgerSetId)
    .where('document_no', 'like', `${prefix}%`)
    .orderBy('document_no', 'desc')
    .limit(1)
    .executeTakeFirst();
  const n = last ? Number(last.document_no.slice(prefix.length)) + 1 : 1;
  return `${prefix}${String(n).padStart(4, '0')}`;
}

/** Puts a document's cards back in the books (before a change of its cards, or its deletion). */
async function restoreCards(trx: Trx, documentId: string, userId: number) {
  const ids = (
    await trx
      .selectFrom('asset_document_line')
      .select('card_id')
      .where('document_id', '=', documentId)
      .execute()
  ).map((r) => r.card_id);
  if (ids.length === 0) return;
  await trx
    .updateTable('asset_card')
    .set((eb) => ({
      status: 'NORMAL',
      disposed_month: null,
      updated_by: userId,
      updated_at: new Date(),
      version: eb('version', '+', 1),
    }))
    .where('id', 'in', ids)
    .execute();
  await trx.deleteFrom('asset_document_line').where('document_id', '=', documentId).execute();
}

export async function saveDocument(
  trx: Trx,
  who: { ledgerSetId: number; userId: number },
  input: SaveInput,
  source: 'disposal' | 'check' = 'disposal',
): Promise<DocumentView> {
  const { ledgerSetId } = who;
  const id = input.id.toLowerCase();
  const assetClass = input.assetClass;
  if (!disposalTypesOf(assetClass).includes(input.disposeOfType)) {
    throw badRequest(`${assetClassName(assetClass)}不能按“${disposalTypeName(input.disposeOfType)}”处置`);
  }
  const state = await assetsState(trx, ledgerSetId);
  if (!state.assetsConfirmed && (await initRequired(trx, ledgerSetId)))
    throw refused('资产尚未初始化，请先完成资产初始化');
  if (input.repayDate < `${state.startYear}-01-01`)
    throw badRequest(`处置日期不能早于账套启用日期 ${state.startYear}-01-01`);
  if (assetClass !== 3) {
    const last = await lastProvisionMonth(trx, ledgerSetId, assetClass);
    const problem = disposalMonthProblem(input.repayDate, last, word(assetClass));
    if (problem) throw refused(problem);
  }
  const existing = await trx
    .selectFrom('asset_document')
    .select(['id', 'version', 'voucher_id', 'asset_class', 'document_no'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (existing) {
    if (input.version == null) {
      // The same save replayed (an outbox resend): answer what was saved.
      const view = await documentView(trx, ledgerSetId, id);
      if (view) return view;
    }
    if (existing.voucher_id) throw refused(`处置单 ${existing.document_no} 已生成凭证，不能修改`);
    if (existing.version !== input.version) throw conflict('处置单已被他人修改，请刷新后重试');
    if (existing.asset_class !== assetClass) throw badRequest('处置单的资产类别不能修改');
    await restoreCards(trx, id, who.userId);
  }
  const cardIds = [...new Set(input.cardIds.map((c) => c.toLowerCase()))];
  const cards = await trx
    .selectFrom('asset_card as c')
    .select([
      'c.id',
      'c.card_no',
      'c.name',
      'c.asset_class',
      'c.status',
      'c.original_value',
      'c.book_date',
      'c.init_accumulated',
      'c.life_months',
      'c.used_months',
      'c.first_month',
      'c.no_depreciation',
      'c.base_month',
      'c.base_accumulated',
      'c.base_used_months',
    ])
    .select(accumulatedOf('c').as('accumulated'))
    .where('c.ledger_set_id', '=', ledgerSetId)
    .where('c.id', 'in', cardIds)
    .orderBy('c.card_no')
    .forUpdate()
    .execute();
  if (cards.length !== cardIds.length) throw refused('所选卡片不存在或已被删除，请刷新后重试');
  for (const c of cards) {
    if (c.asset_class !== assetClass)
      throw badRequest(`卡片 ${c.card_no} 不属于${assetClassName(assetClass)}`);
    if (c.status === 'DISPOSED') throw refused(`卡片 ${c.card_no} 已处置`);
    if (c.status !== 'NORMAL') throw refused(`卡片 ${c.card_no} 正在变动或待处置，不能处置`);
    if (String(c.book_date).slice(0, 10) > input.repayDate)
      throw badRequest(`卡片 ${c.card_no} 的入账日期晚于处置日期`);
  }
  // What a card is charged before its month of removal must be provisioned first: the document
  // keeps the accumulated of that day, and a later provision must not change it.
  if (assetClass !== 3) {
    const last = await lastProvisionMonth(trx, ledgerSetId, assetClass);
    const done = last === null ? -1 : monthIndex(last);
    for (const c of cards) {
      if (c.no_depreciation || c.life_months === null) continue;
      const plan = depreciationPlan(
        planInputOf({ ...c, life_months: c.life_months, disposed_month: monthOfDate(input.repayDate) }),
      );
      const lastCharged = plan === null ? null : lastChargedMonth(plan);
      if (plan !== null && lastCharged !== null && lastCharged > done) {
        const missing = monthOfIndex(Math.max(plan.start, done + 1));
        throw refused(
          `卡片 ${c.card_no} 在${monthLabel(missing)}应计提${word(assetClass)}，请先计提至处置日期的上月，再处置`,
        );
      }
    }
  }
  const amounts = disposalAmounts(
    cards.map((c) => ({ originalValue: c.original_value, accumulated: c.accumulated })),
    input.disposeOfAmount || '0',
  );
  const values = {
    dispose_type: input.disposeOfType,
    repay_date: input.repayDate,
    dispose_amount: amounts.disposeOfAmount,
    original_amount: amounts.originalAmount,
    cumulative_amount: amounts.cumulativeAmount,
    residual_amount: amounts.residualAmount,
    reason: input.reason ?? '',
  };
  if (existing) {
    await trx
      .updateTable('asset_document')
      .set((eb) => ({ ...values, version: eb('version', '+', 1) }))
      .where('id', '=', id)
      .execute();
  } else {
    await trx
      .insertInto('asset_document')
      .values({
        id,
        ledger_set_id: ledgerSetId,
        asset_class: assetClass,
        document_no: await nextDocumentNo(trx, ledgerSetId, input.repayDate.slice(0, 4)),
        source,
        created_by: who.userId,
        ...values,
      })
      .execute();
  }
  await trx
    .insertInto('asset_document_line')
    .values(
      cards.map((c) => ({
        document_id: id,
        card_id: c.id,
        original_value: c.original_value,
        accumulated: c.accumulated,
        net_value: sub(c.original_value, c.accumulated),
      })),
    )
    .execute();
  await trx
    .updateTable('asset_card')
    .set((eb) => ({
      status: 'DISPOSED',
      disposed_month: monthOfDate(input.repayDate),
      updated_by: who.userId,
      updated_at: new Date(),
      version: eb('version', '+', 1),
    }))
    .where(
      'id',
      'in',
      cards.map((c) => c.id),
    )
    .execute();
  return (await documentView(trx, ledgerSetId, id)) as DocumentView;
}

export async function deleteDocument(
  trx: Trx,
  who: { ledgerSetId: number; userId: number },
  id: string,
  version: number | null | undefined,
): Promise<{ id: string }> {
  const doc = await trx
    .selectFrom('asset_document')
    .select(['id', 'version', 'voucher_id', 'document_no', 'asset_class', 'repay_date'])
    .where('id', '=', id.toLowerCase())
    .where('ledger_set_id', '=', who.ledgerSetId)
    .forUpdate()
    .executeTakeFirst();
  if (!doc) throw refused('处置单不存在或已被删除');
  if (doc.voucher_id) throw refused(`处置单 ${doc.document_no} 已生成凭证，不能删除`);
  if (version != null && version !== doc.version) throw conflict('处置单已被他人修改，请刷新后重试');
  if (doc.asset_class !== 3) {
    const last = await lastProvisionMonth(trx, who.ledgerSetId, doc.asset_class);
    const month = monthOfDate(String(doc.repay_date).slice(0, 10));
    if (last !== null && month <= last)
      throw refused(
        `处置后已计提${last.slice(0, 4)}年${last.slice(5, 7)}月的${word(doc.asset_class)}，不能删除处置单`,
      );
  }
  await restoreCards(trx, doc.id, who.userId);
  await trx.deleteFrom('asset_document').where('id', '=', doc.id).execute();
  await unbindRecord(trx, {
    ledgerSetId: who.ledgerSetId,
    attachmentsType: assetAttachmentKinds.disposal,
    dataId: doc.id,
  });
  return { id: doc.id };
}

/** 批准处理 (182条四(三)2(1)): Dr the class's fund subject (301), Cr 182, at the document's book value. */
export async function approveDocument(
  trx: Trx,
  who: VoucherWho,
  input: { id: string; voucherId: string; voucherDate?: string | null },
): Promise<DocumentRow> {
  const { ledgerSetId } = who;
  const doc = await trx
    .selectFrom('asset_document')
    .selectAll()
    .where('id', '=', input.id.toLowerCase())
    .where('ledger_set_id', '=', ledgerSetId)
    .forUpdate()
    .executeTakeFirst();
  if (!doc) throw refused('处置单不存在或已被删除');
  if (!throughPending(doc.dispose_type))
    throw refused(`“${disposalTypeName(doc.dispose_type)}”不经待处理财产损溢，无需批准处理`);
  if (!doc.voucher_id) throw refused(`处置单 ${doc.document_no} 尚未生成转入待处理财产损溢的凭证`);
  const voucherId = input.voucherId.toLowerCase();
  if (doc.approve_voucher_id) {
    if (doc.approve_voucher_id === voucherId) {
      const [row] = await rowsOf(trx, ledgerSetId, [
        await docQuery(trx, ledgerSetId).where('d.id', '=', doc.id).executeTakeFirstOrThrow(),
      ]);
      return row as DocumentRow;
    }
    throw refused(`处置单 ${doc.document_no} 已批准处理`);
  }
  const ref = await assetReference.get(trx, ledgerSetId);
  const subjects = await classSubjectsOf(trx, ledgerSetId, doc.asset_class);
  const fund = firstLeaf(ref, subjects.fund_subject);
  const pending = firstLeaf(ref, PENDING_SUBJECT);
  if (!fund || !pending) throw refused('科目表缺少资产基金或待处理财产损溢科目');
  const date = input.voucherDate || String(doc.repay_date).slice(0, 10);
  await simpleVoucher(trx, who, {
    id: voucherId,
    date,
    summary: `批准处理${disposalTypeName(doc.dispose_type)}（${doc.document_no}）`,
    assetClass: doc.asset_class,
    lines: [
      [fund, 'D', doc.residual_amount],
      [pending, 'C', doc.residual_amount],
    ],
  });
  await trx
    .updateTable('asset_document')
    .set({ approve_voucher_id: voucherId })
    .where('id', '=', doc.id)
    .execute();
  const [row] = await rowsOf(trx, ledgerSetId, [
    await docQuery(trx, ledgerSetId).where('d.id', '=', doc.id).executeTakeFirstOrThrow(),
  ]);
  return row as DocumentRow;
}

export async function disposedCards(
  db: Db,
  ledgerSetId: number,
  q: { assetClass: 1 | 2 | 3; pageIndex?: number; pageSize?: number },
): Promise<{ currentPageItems: DisposedCardRow[]; totalItemCount: number }> {
  const size = q.pageSize ?? 20;
  const index = q.pageIndex ?? 1;
  const base = db
    .selectFrom('asset_document_line as l')
    .innerJoin('asset_document as d', 'd.id', 'l.document_id')
    .innerJoin('asset_card as c', 'c.id', 'l.card_id')
    .where('d.ledger_set_id', '=', ledgerSetId)
    .where('d.asset_class', '=', q.assetClass);
  const [rows, total] = await Promise.all([
    base
      .leftJoin('voucher as v', 'v.id', 'd.voucher_id')
      .select([
        'l.card_id',
        'c.card_no',
        'c.name',
        'c.asset_class',
        'c.disposed_month',
        'l.original_value',
        'l.accumulated',
        'l.net_value',
        'd.id as document_id',
        'd.document_no',
        'd.dispose_type',
        'd.repay_date',
        'v.year',
        'v.month',
        'v.voucher_type',
        'v.voucher_no',
      ])
      .orderBy('d.repay_date', 'desc')
      .orderBy('c.card_no')
      .limit(size)
      .offset((index - 1) * size)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    currentPageItems: rows.map((r) => ({
      cardId: r.card_id,
      cardNo: r.card_no,
      name: r.name,
      assetClass: r.asset_class,
      originalValue: r.original_value,
      accumulated: r.accumulated,
      netValue: r.net_value,
      documentId: r.document_id,
      documentNo: r.document_no,
      disposeOfTypeName: disposalTypeName(r.dispose_type),
      repayDate: String(r.repay_date).slice(0, 10),
      disposedMonth: r.disposed_month ?? '',
      voucherLabel: labelOrNull(r.year, r.month, r.voucher_type, r.voucher_no),
    })),
    totalItemCount: Number(total.n),
  };
}

/**
 * A voucher of fixed lines (the 182 steps of 盘盈, 盘亏 and 批准处理: no dialog), of the ledger's
 * default voucher type, linked to the assets like the dialogs' ones.
 */
export async function simpleVoucher(
  trx: Trx,
  who: VoucherWho,
  v: {
    id: string;
    date: string;
    summary: string;
    assetClass: 1 | 2 | 3;
    sourceKind?: 'card' | 'disposal';
    lines: [code: string, side: 'D' | 'C', amount: string][];
  },
): Promise<void> {
  const ref = await assetReference.get(trx, who.ledgerSetId);
  const types = ref.types.filter((t) => t.enabled);
  const type = types.find((t) => t.name === '记账凭证') ?? types.find((t) => t.name === '普通') ?? types[0];
  if (!type) throw badRequest('没有可用的凭证类别');
  const summary = v.summary.slice(0, 200);
  await saveVoucher(
    trx,
    assetReference,
    {
      ledgerSetId: who.ledgerSetId,
      userId: who.userId,
      userName: who.realName,
      mayEditOthers: false,
      mayCreate: true,
    },
    {
      id: v.id,
      voucherDate: v.date,
      voucherType: type.code,
      numberOfDocument: 1,
      entries: v.lines.map(([code, side, amount]) => ({
        summary,
        code,
        auxis: [],
        departmentCode: null,
        debitAmount: side === 'D' ? amount : '',
        creditAmount: side === 'C' ? amount : '',
      })),
    },
  );
  await trx
    .insertInto('asset_voucher')
    .values({
      voucher_id: v.id,
      ledger_set_id: who.ledgerSetId,
      source_kind: v.sourceKind ?? 'disposal',
      asset_class: v.assetClass,
      label: summary,
      created_by: who.userId,
    })
    .execute();
}
