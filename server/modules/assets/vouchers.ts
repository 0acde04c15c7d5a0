// 生成凭证 of the card and provision dialogs (spec 000 §2.5 dialogs 1 and 2, §7.2 /api/assetsCertificate):
// the rows (subject and side) the user chose become the voucher's lines, each at the amount its side
// of the entry carries. Acquisition is the two-entry pattern (制度 162/171/141条): the asset side
// (the class's asset and fund subjects) at the cards' original value, the funding side (507/50x
// against 102) at what was paid (purchases; donations and transfers in pay nothing here). A
// provision charges each row the month's total. Saved through the voucher module, then linked.
import type { Infer } from 'superstruct';
import { disposalAmounts, disposalRowAmount, disposalTypeName } from '../../../src/core/assets/disposal.ts';
import { lastDayOf, monthLabel } from '../../../src/core/assets/months.ts';
import {
  type AcquireMethod,
  type AssetClass,
  assetClassName,
  PAID_ACQUISITIONS,
} from '../../../src/core/assets/types.ts';
import { isFundingCode, rowsProblem, VOUCHER_MESSAGES } from '../../../src/core/assets/voucher-rows.ts';
import type {
  AssetVoucherPreview,
  SavedAssetVoucher,
  VoucherRequest,
  VoucherSaveRequest,
} from '../../../src/core/contracts/asset-vouchers.ts';
import { compare, formatMoney, isZero, type Money, sum, tryParseMoney } from '../../../src/core/money.ts';
import { auxKeyOf } from '../../../src/core/subjects/aux-key.ts';
import { defaultVoucherType } from '../../../src/core/voucher/voucher-types.ts';
import { badRequest, conflict, refused } from '../../lib/errors.ts';
import { auxViews, type Reference, ReferenceCache } from '../voucher/reference.ts';
import { saveVoucher } from '../voucher/save.ts';
import { type Db, type Trx, voucherLabelOf } from './db.ts';
import { provisionHeader } from './provision.ts';
import { classSubjectsOf } from './templates.ts';

export const assetReference = new ReferenceCache();

type Request = Infer<typeof VoucherRequest>;

export interface VoucherWho {
  ledgerSetId: number;
  userId: number;
  userName: string;
  realName: string;
}

interface Built {
  preview: AssetVoucherPreview;
  link:
    | { kind: 'card'; cardIds: string[] }
    | { kind: 'provision'; provisionId: number }
    | { kind: 'disposal'; documentIds: string[] }
    | { kind: 'transform'; changeId: string };
  label: string;
}

interface Line {
  summary: string;
  code: string;
  departmentCode: string | null;
  auxis: { typeNo: string; infoNo: string }[];
  debitAmount: string;
  creditAmount: string;
}

async function cardsOfRequest(db: Db, ledgerSetId: number, request: Request) {
  const ids = [...new Set((request.assetsCards ?? []).map((id) => id.toLowerCase()))];
  if (ids.length === 0) throw badRequest(VOUCHER_MESSAGES.noCard);
  const cards = await db
    .selectFrom('asset_card')
    .select([
      'id',
      'card_no',
      'name',
      'asset_class',
      'original_value',
      'acquire_method',
      'book_date',
      'is_init',
      'status',
      'voucher_id',
    ])
    .where('ledger_set_id', '=', ledgerSetId)
    .where('id', 'in', ids)
    .orderBy('card_no')
    .execute();
  if (cards.length !== ids.length) throw refused('所选卡片不存在或已被删除，请刷新后重试');
  for (const c of cards) {
    if (Number(c.asset_class) !== request.assetClass)
      throw badRequest(`卡片 ${c.card_no} 不属于${assetClassName(request.assetClass)}`);
    if (c.is_init) throw refused(`卡片 ${c.card_no} 是期初卡片，已包含在期初余额中，不生成取得凭证`);
    if (c.status === 'DISPOSED') throw refused(`卡片 ${c.card_no} 已处置`);
    if (c.voucher_id !== null) throw refused(`卡片 ${c.card_no} 已生成凭证`);
  }
  return cards;
}

function entryLines(
  request: Request,
  amounts: { asset: Money; funding: Money },
  summary: string,
  subjects: { asset_subject: string | null; contra_subject: string | null; fund_subject: string | null },
): Line[] {
  const classSubjects = {
    assetSubject: subjects.asset_subject,
    contraSubject: subjects.contra_subject,
    fundSubject: subjects.fund_subject,
  };
  const lines: Line[] = [];
  for (const row of request.voucherList) {
    const code = (row.code ?? '').trim();
    if (code === '') continue;
    const funding = request.PZAssetType === 'card' && isFundingCode(code, classSubjects);
    const amount = funding ? amounts.funding : amounts.asset;
    if (isZero(amount)) continue;
    lines.push({
      summary,
      code,
      departmentCode: (row.departmentCode ?? '').trim() || null,
      auxis: (row.auxiInfoList ?? []).map((a) => ({ typeNo: a.typeNo, infoNo: a.infoNo })),
      debitAmount: row.balanceDirection === 1 ? amount : '',
      creditAmount: row.balanceDirection === 2 ? amount : '',
    });
  }
  return lines;
}

function checkRows(request: Request) {
  if (request.PZAssetType === 'transform') return;
  const rows = request.voucherList.map((r, i) => ({
    key: String(i),
    balanceDirection: r.balanceDirection,
    code: (r.code ?? '').trim(),
    name: '',
    codeFullName: '',
    auxiInfoList: [],
    funding: false,
    departmentCode: null,
    departmentName: null,
    departmentAccounting: false,
    moneyAmount: '',
    documentNo: '',
  }));
  const problem = rowsProblem(request.PZAssetType, rows);
  if (problem) throw badRequest(problem);
}

function previewOf(
  ref: Reference,
  lines: Line[],
  date: string,
  request: Request,
  preparedBy: string,
): AssetVoucherPreview {
  const type = request.certificateType
    ? ref.types.find((t) => t.code === request.certificateType && t.enabled)
    : defaultVoucherType(ref.types);
  if (!type)
    throw badRequest(
      request.certificateType ? `凭证类别 ${request.certificateType} 不存在或已停用` : '没有可用的凭证类别',
    );
  const debit = sum(lines.map((l) => l.debitAmount || '0'));
  const credit = sum(lines.map((l) => l.creditAmount || '0'));
  if (compare(debit, credit) !== 0) {
    throw refused(
      `借方合计 ${formatMoney(debit)} 与贷方合计 ${formatMoney(credit)} 不等：资产方的科目和资金来源方的科目应各有借有贷`,
    );
  }
  return {
    voucherDate: date,
    voucherType: type.code,
    voucherTypeName: type.name,
    numberOfDocument: request.numberOfDocument ?? 1,
    preparedBy,
    entries: lines.map((l) => {
      const s = ref.subjects.get(l.code);
      const key = auxKeyOf(l.auxis);
      return {
        summary: l.summary,
        code: l.code,
        name: s?.name ?? '',
        codeFullName: s?.fullName ?? '',
        departmentCode: l.departmentCode,
        departmentName: l.departmentCode ? (ref.departments.get(l.departmentCode)?.name ?? null) : null,
        auxis: key ? auxViews(ref, key) : [],
        debitAmount: l.debitAmount,
        creditAmount: l.creditAmount,
      };
    }),
    debitTotal: debit,
    creditTotal: credit,
  };
}

async function documentsOfRequest(db: Db, ledgerSetId: number, request: Request) {
  const ids = [...new Set((request.assetsDocs ?? []).map((d) => d.documentId.toLowerCase()))];
  if (ids.length === 0) throw badRequest(VOUCHER_MESSAGES.noAsset);
  const docs = await db
    .selectFrom('asset_document')
    .selectAll()
    .where('ledger_set_id', '=', ledgerSetId)
    .where('id', 'in', ids)
    .orderBy('document_no')
    .execute();
  if (docs.length !== ids.length) throw refused('所选处置单不存在或已被删除，请刷新后重试');
  for (const d of docs) {
    if (Number(d.asset_class) !== request.assetClass)
      throw badRequest(`处置单 ${d.document_no} 不属于${assetClassName(request.assetClass)}`);
    if (d.voucher_id !== null) throw refused(`处置单 ${d.document_no} 已生成凭证`);
  }
  return docs;
}

/**
 * A disposal (制度 162条四(四), 182条四(三)): each row carries, by its subject, the documents'
 * original value (162/171/141), accumulated (163/172), book value (301 or 182) or proceeds (any
 * other); a row naming a document (documentNo) carries that document's amount only.
 */
async function disposalVoucher(
  db: Db,
  who: VoucherWho,
  request: Request,
  ref: Reference,
  subjects: { asset_subject: string | null; contra_subject: string | null; fund_subject: string | null },
): Promise<Built> {
  const docs = await documentsOfRequest(db, who.ledgerSetId, request);
  const amountsOf = (list: typeof docs) =>
    disposalAmounts(
      list.map((d) => ({ originalValue: d.original_amount, accumulated: d.cumulative_amount })),
      sum(list.map((d) => d.dispose_amount)),
    );
  const all = amountsOf(docs);
  const classSubjects = {
    assetSubject: subjects.asset_subject,
    contraSubject: subjects.contra_subject,
    fundSubject: subjects.fund_subject,
  };
  const first = docs[0] as (typeof docs)[number];
  const className = assetClassName(request.assetClass as AssetClass);
  const summary =
    docs.length === 1
      ? `${disposalTypeName(first.dispose_type)}${className}（${first.document_no}）`
      : `处置${className}（${first.document_no}等${docs.length}张）`;
  const lines: Line[] = [];
  for (const row of request.voucherList) {
    const code = (row.code ?? '').trim();
    if (code === '') continue;
    const docNo = (row.documentNo ?? '').trim();
    let amounts = all;
    if (docNo !== '') {
      const named = docs.find((d) => d.document_no === docNo);
      if (!named) throw badRequest(`分录所指的处置单 ${docNo} 不在所选单据中`);
      amounts = amountsOf([named]);
    }
    const amount = disposalRowAmount(code, classSubjects, amounts);
    if (isZero(amount)) continue;
    lines.push({
      summary: summary.slice(0, 200),
      code,
      departmentCode: (row.departmentCode ?? '').trim() || null,
      auxis: (row.auxiInfoList ?? []).map((a) => ({ typeNo: a.typeNo, infoNo: a.infoNo })),
      debitAmount: row.balanceDirection === 1 ? amount : '',
      creditAmount: row.balanceDirection === 2 ? amount : '',
    });
  }
  const date = docs
    .map((d) => String(d.repay_date).slice(0, 10))
    .sort()
    .at(-1) as string;
  return {
    preview: previewOf(ref, lines, date, request, who.realName),
    link: { kind: 'disposal', documentIds: docs.map((d) => d.id) },
    label: summary,
  };
}

/**
 * A value change (spec 000 §2.5 dialog 4): the rows carry their own amounts (only rows with an amount
 * are sent); the debits must come to the change's amount (暂估调整 Dr 162 / Cr 30104 or back).
 */
async function transformVoucher(db: Db, who: VoucherWho, request: Request, ref: Reference): Promise<Built> {
  const ids = (request.assetsChanges ?? []).map((c) => c.changeId.toLowerCase());
  if (ids.length !== 1) throw badRequest('请选择一张价值变动单');
  const change = await db
    .selectFrom('asset_change as x')
    .innerJoin('asset_card as c', 'c.id', 'x.card_id')
    .select([
      'x.id',
      'x.change_no',
      'x.change_type',
      'x.change_date',
      'x.amount',
      'x.asset_class',
      'x.voucher_id',
      'c.name',
      'c.card_no',
    ])
    .where('x.ledger_set_id', '=', who.ledgerSetId)
    .where('x.id', '=', ids[0] as string)
    .executeTakeFirst();
  if (!change) throw refused('价值变动单不存在或已被删除');
  if (Number(change.asset_class) !== request.assetClass)
    throw badRequest(
      `价值变动单 ${change.change_no} 不属于${assetClassName(request.assetClass as AssetClass)}`,
    );
  if (change.change_type === 'LIFE_CHANGE') throw refused('使用年限调整不生成凭证');
  if (change.voucher_id) throw refused(`价值变动单 ${change.change_no} 已生成凭证`);
  const date = request.voucherDate || String(change.change_date).slice(0, 10);
  if (date < '2022-01-01') throw badRequest('凭证日期不能早于 2022-01-01');
  const summary = `${change.change_type === 'COST_UP' ? '调增' : '调减'}${change.name}（${change.card_no}）原值`;
  const lines: Line[] = [];
  for (const row of request.voucherList) {
    const code = (row.code ?? '').trim();
    const raw = row.balanceDirection === 1 ? row.debitAmount : row.creditAmount;
    const amount = raw ? tryParseMoney(raw) : null;
    if (raw && amount === null) throw badRequest(`金额 ${raw} 不是有效金额`);
    if (amount === null || compare(amount, '0') <= 0) continue;
    if (code === '') throw badRequest(VOUCHER_MESSAGES.noAmountSubject);
    lines.push({
      summary: summary.slice(0, 200),
      code,
      departmentCode: (row.departmentCode ?? '').trim() || null,
      auxis: (row.auxiInfoList ?? []).map((a) => ({ typeNo: a.typeNo, infoNo: a.infoNo })),
      debitAmount: row.balanceDirection === 1 ? amount : '',
      creditAmount: row.balanceDirection === 2 ? amount : '',
    });
  }
  if (lines.length === 0) throw badRequest(VOUCHER_MESSAGES.noAmountSubject);
  const debit = sum(lines.map((l) => l.debitAmount || '0'));
  if (compare(debit, change.amount) !== 0)
    throw refused(`借方合计 ${formatMoney(debit)} 应等于变动金额 ${formatMoney(change.amount)}`);
  return {
    preview: previewOf(ref, lines, date, request, who.realName),
    link: { kind: 'transform', changeId: change.id },
    label: summary,
  };
}

export async function buildVoucher(db: Db, who: VoucherWho, request: Request): Promise<Built> {
  checkRows(request);
  if (request.czy && request.czy !== who.userName) throw refused('只能以本人名义制单');
  const { ledgerSetId } = who;
  const assetClass = request.assetClass as AssetClass;
  const [ref, subjects] = await Promise.all([
    assetReference.get(db, ledgerSetId),
    classSubjectsOf(db, ledgerSetId, assetClass),
  ]);
  const className = assetClassName(assetClass);
  if (request.PZAssetType === 'card') {
    const cards = await cardsOfRequest(db, ledgerSetId, request);
    const asset = sum(cards.map((c) => c.original_value));
    const funding = sum(
      cards
        .filter((c) => PAID_ACQUISITIONS.has(c.acquire_method as AcquireMethod))
        .map((c) => c.original_value),
    );
    const first = cards[0] as (typeof cards)[number];
    const summary =
      cards.length === 1
        ? `新增${className}：${first.name}（${first.card_no}）`
        : `新增${className}：${first.name}等${cards.length}项`;
    let date = cards
      .map((c) => String(c.book_date).slice(0, 10))
      .sort()
      .at(-1) as string;
    if (request.isAssetsInit) {
      if (!request.certificateDateTime) throw badRequest(VOUCHER_MESSAGES.noDate);
      date = request.certificateDateTime;
    }
    const lines = entryLines(request, { asset, funding }, summary.slice(0, 200), subjects);
    return {
      preview: previewOf(ref, lines, date, request, who.realName),
      link: { kind: 'card', cardIds: cards.map((c) => c.id) },
      label: summary,
    };
  }
  if (request.PZAssetType === 'disposal') return disposalVoucher(db, who, request, ref, subjects);
  if (request.PZAssetType === 'transform') return transformVoucher(db, who, request, ref);
  if (assetClass === 3) throw badRequest('库存物品不计提折旧');
  if (!request.accruedStage) throw badRequest('所属期不能为空');
  const header = await provisionHeader(db, ledgerSetId, assetClass, request.accruedStage);
  const word = assetClass === 2 ? '摊销' : '折旧';
  if (!header) throw refused(`${monthLabel(request.accruedStage)}尚未计提${word}，请先计提`);
  if (header.voucherId) throw refused(`${monthLabel(request.accruedStage)}的${word}已生成凭证`);
  if (isZero(header.total)) throw refused(`${monthLabel(request.accruedStage)}没有应计提的${word}`);
  if (request.accruedStageMoney && compare(request.accruedStageMoney, header.total) !== 0) {
    throw conflict('计提金额已变化，请刷新后重试');
  }
  const summary = `计提${monthLabel(request.accruedStage)}${className}${word}`;
  const lines = entryLines(
    request,
    { asset: header.total as Money, funding: header.total as Money },
    summary,
    subjects,
  );
  return {
    preview: previewOf(ref, lines, lastDayOf(request.accruedStage), request, who.realName),
    link: { kind: 'provision', provisionId: header.id },
    label: summary,
  };
}

export async function saveAssetVoucher(
  trx: Trx,
  who: VoucherWho,
  request: Infer<typeof VoucherSaveRequest>,
): Promise<SavedAssetVoucher> {
  const { ledgerSetId } = who;
  // The cards or the provision first, locked: a second dialog saving the same cards waits, then is refused.
  if (request.PZAssetType === 'card' && request.assetsCards?.length) {
    await trx
      .selectFrom('asset_card')
      .select('id')
      .where(
        'id',
        'in',
        request.assetsCards.map((i) => i.toLowerCase()),
      )
      .forUpdate()
      .execute();
  } else if (request.PZAssetType === 'disposal' && request.assetsDocs?.length) {
    await trx
      .selectFrom('asset_document')
      .select('id')
      .where(
        'id',
        'in',
        request.assetsDocs.map((d) => d.documentId.toLowerCase()),
      )
      .forUpdate()
      .execute();
  } else if (request.PZAssetType === 'transform' && request.assetsChanges?.length) {
    await trx
      .selectFrom('asset_change')
      .select('id')
      .where(
        'id',
        'in',
        request.assetsChanges.map((c) => c.changeId.toLowerCase()),
      )
      .forUpdate()
      .execute();
  } else if (request.accruedStage) {
    const [year, month] = request.accruedStage.split('-').map(Number) as [number, number];
    await trx
      .selectFrom('asset_provision')
      .select('id')
      .where('ledger_set_id', '=', ledgerSetId)
      .where('asset_class', '=', request.assetClass as 1 | 2)
      .where('year', '=', year)
      .where('month', '=', month)
      .forUpdate()
      .execute();
  }
  const built = await buildVoucher(trx, who, request);
  const id = request.voucherId.toLowerCase();
  const taken = await trx.selectFrom('voucher').select('id').where('id', '=', id).executeTakeFirst();
  if (taken) throw badRequest('凭证ID已被使用，请重新生成');
  const p = built.preview;
  const view = await saveVoucher(
    trx,
    assetReference,
    { ledgerSetId, userId: who.userId, userName: who.realName, mayEditOthers: false, mayCreate: true },
    {
      id,
      voucherDate: p.voucherDate,
      voucherType: p.voucherType,
      numberOfDocument: p.numberOfDocument,
      entries: p.entries.map((e) => ({
        summary: e.summary,
        code: e.code,
        auxis: e.auxis.map((a) => ({ typeNo: a.typeNo, infoNo: a.infoNo })),
        departmentCode: e.departmentCode,
        debitAmount: e.debitAmount,
        creditAmount: e.creditAmount,
      })),
    },
  );
  if (built.link.kind === 'card') {
    await trx
      .updateTable('asset_card')
      .set({ voucher_id: id })
      .where('id', 'in', built.link.cardIds)
      .execute();
  } else if (built.link.kind === 'transform') {
    await trx
      .updateTable('asset_change')
      .set({ voucher_id: id })
      .where('id', '=', built.link.changeId)
      .execute();
  } else if (built.link.kind === 'disposal') {
    await trx
      .updateTable('asset_document')
      .set((eb) => ({ voucher_id: id, version: eb('version', '+', 1) }))
      .where('id', 'in', built.link.documentIds)
      .execute();
  } else {
    await trx
      .updateTable('asset_provision')
      .set({ voucher_id: id })
      .where('id', '=', built.link.provisionId)
      .execute();
  }
  await trx
    .insertInto('asset_voucher')
    .values({
      voucher_id: id,
      ledger_set_id: ledgerSetId,
      source_kind: request.PZAssetType,
      asset_class: request.assetClass,
      label: built.label.slice(0, 200),
      created_by: who.userId,
    })
    .execute();
  return {
    voucherId: id,
    label: voucherLabelOf({
      year: view.year,
      month: view.month,
      voucher_type: view.voucherType,
      voucher_no: view.voucherNo,
    }),
  };
}

async function labelOf(db: Db, voucherId: string | null): Promise<SavedAssetVoucher | null> {
  if (!voucherId) return null;
  const v = await db
    .selectFrom('voucher')
    .select(['year', 'month', 'voucher_type', 'voucher_no'])
    .where('id', '=', voucherId)
    .executeTakeFirst();
  return v ? { voucherId, label: voucherLabelOf(v) } : null;
}

export async function showVoucher(
  db: Db,
  ledgerSetId: number,
  input: {
    assetClass: AssetClass;
    PZAssetType: string;
    assetsCards?: string[] | null;
    assetsDocs?: { documentId: string }[] | null;
    assetsChanges?: { changeId: string }[] | null;
    accruedStage?: string | null;
  },
): Promise<SavedAssetVoucher | null> {
  if (input.PZAssetType === 'transform') {
    const first = input.assetsChanges?.[0]?.changeId.toLowerCase();
    if (!first) return null;
    const row = await db
      .selectFrom('asset_change')
      .select('voucher_id')
      .where('ledger_set_id', '=', ledgerSetId)
      .where('id', '=', first)
      .executeTakeFirst();
    return labelOf(db, row?.voucher_id ?? null);
  }
  if (input.PZAssetType === 'disposal') {
    const ids = (input.assetsDocs ?? []).map((d) => d.documentId.toLowerCase());
    if (ids.length === 0) return null;
    const row = await db
      .selectFrom('asset_document')
      .select('voucher_id')
      .where('ledger_set_id', '=', ledgerSetId)
      .where('id', 'in', ids)
      .where('voucher_id', 'is not', null)
      .orderBy('document_no')
      .limit(1)
      .executeTakeFirst();
    return labelOf(db, row?.voucher_id ?? null);
  }
  if (input.PZAssetType === 'card') {
    const ids = (input.assetsCards ?? []).map((i) => i.toLowerCase());
    if (ids.length === 0) return null;
    const row = await db
      .selectFrom('asset_card')
      .select('voucher_id')
      .where('ledger_set_id', '=', ledgerSetId)
      .where('id', 'in', ids)
      .where('voucher_id', 'is not', null)
      .orderBy('card_no')
      .limit(1)
      .executeTakeFirst();
    return labelOf(db, row?.voucher_id ?? null);
  }
  if (input.PZAssetType === 'provision' && input.accruedStage && input.assetClass !== 3) {
    const header = await provisionHeader(db, ledgerSetId, input.assetClass, input.accruedStage);
    return labelOf(db, header?.voucherId ?? null);
  }
  return null;
}
