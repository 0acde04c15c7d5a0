// /api/assetsDocument (spec 000 §2.5 dialog 3, §3 document row, §7.2): the disposal documents of
// disposal-of-assets — a class, a type of asset_enums.csv, the date the cards leave the books, the
// proceeds and the cards — the documents without a voucher the dialog offers (one call per class, as
// the spec names them), the approval voucher of the types booked through 182, and the disposed cards
// (disposed-assets).
import { array, nullable, object, optional, refine } from 'superstruct';
import { DISPOSAL_TYPES } from '../assets/disposal';
import { assetClass, oneOf, optionalMoney, optionalText, pageFields, requiredDate } from './asset-structs';
import { get, post } from './contract';
import { intIn, uuid } from './structs';

/** A document row (spec 000 §3). */
export interface DocumentRow {
  id: string;
  documentNo: string;
  assetClass: 1 | 2 | 3;
  /** 创建时间 'YYYY-MM-DD HH:mm'. */
  createTimeSpan: string;
  /** 退换/完成日期: the day the cards leave the books. */
  repayDate: string;
  disposeOfType: string;
  disposeOfTypeName: string;
  /** Booked through 182: a second, approval voucher follows. */
  pending: boolean;
  disposeOfAmount: string;
  originalAmount: string;
  residualAmount: string;
  cumulativeAmount: string;
  cardCount: number;
  /** 卡片: the first card's name and number (and how many more). */
  cardsText: string;
  reason: string;
  isGenerateCertificate: boolean;
  voucherId: string | null;
  voucherLabel: string | null;
  approveVoucherId: string | null;
  approveVoucherLabel: string | null;
  createdBy: string;
  version: number;
}

export interface DocumentCard {
  cardId: string;
  cardNo: string;
  name: string;
  originalValue: string;
  accumulated: string;
  netValue: string;
}

export interface DocumentView extends DocumentRow {
  cards: DocumentCard[];
}

/** A card of disposed-assets: the card with the document that took it out. */
export interface DisposedCardRow extends DocumentCard {
  assetClass: 1 | 2 | 3;
  documentId: string;
  documentNo: string;
  disposeOfTypeName: string;
  repayDate: string;
  disposedMonth: string;
  voucherLabel: string | null;
}

const labels = {
  id: 'ID',
  assetClass: '资产类别',
  PZAssetType: '凭证模板类型',
  disposeOfType: '处置类型',
  repayDate: '处置日期',
  disposeOfAmount: '处置金额',
  reason: '处置原因',
  cardIds: '资产卡片',
  version: '版本号',
  pageIndex: '页码',
  pageSize: '每页条数',
  voucherId: '凭证ID',
  voucherDate: '凭证日期',
  keyword: '关键字',
};

const version = () => optional(nullable(intIn(1, 2_147_483_647)));

export const DocumentSave = object({
  id: uuid(),
  version: version(),
  assetClass: assetClass(),
  disposeOfType: oneOf(DISPOSAL_TYPES.map(([c, n]) => [c, n] as const)),
  repayDate: requiredDate(),
  disposeOfAmount: optionalMoney(),
  reason: optionalText(200),
  cardIds: refine(array(uuid()), 'cardIds', (v) =>
    v.length === 0 ? '请选择资产' : v.length <= 500 ? true : '一张处置单最多 500 张卡片',
  ),
});

const NotGenerated = object({
  assetClass: optional(assetClass()),
  PZAssetType: optional(oneOf([['disposal', '资产处置']])),
});

export const assetDocumentContracts = {
  list: get(
    '/api/assetsDocument/list',
    object({ assetClass: assetClass(), keyword: optionalText(40), ...pageFields }),
    labels,
  ).answers<{ currentPageItems: DocumentRow[]; totalItemCount: number }>(),
  get: get('/api/assetsDocument/get', object({ id: uuid() }), labels).answers<DocumentView>(),
  save: post('/api/assetsDocument/save', DocumentSave, labels).answers<DocumentView>(),
  delete: post('/api/assetsDocument/delete', object({ id: uuid(), version: version() }), labels).answers<{
    id: string;
  }>(),
  /** 批准处理 of a document booked through 182: Dr 301 (the class's fund subject), Cr 182 at book value. */
  approve: post(
    '/api/assetsDocument/approve',
    object({ id: uuid(), voucherId: uuid(), voucherDate: optional(nullable(requiredDate())) }),
    labels,
  ).answers<DocumentRow>(),
  notGeneratedFixed: get('/api/assetsDocument/getAssetsDocNotGeneratedList', NotGenerated, labels).answers<
    DocumentRow[]
  >(),
  notGeneratedIntangible: get(
    '/api/assetsDocument/getIntangibleAssetsDocNotGeneratedList',
    NotGenerated,
    labels,
  ).answers<DocumentRow[]>(),
  notGeneratedInventory: get(
    '/api/assetsDocument/getInventoryAssetsDocNotGeneratedList',
    NotGenerated,
    labels,
  ).answers<DocumentRow[]>(),
  disposedCards: get(
    '/api/assetsDocument/disposedCards',
    object({ assetClass: assetClass(), ...pageFields }),
    labels,
  ).answers<{ currentPageItems: DisposedCardRow[]; totalItemCount: number }>(),
};

/** The not-generated list of a class (spec 000 §7.2 names one call per class). */
export const notGeneratedContract = (c: 1 | 2 | 3) =>
  c === 1
    ? assetDocumentContracts.notGeneratedFixed
    : c === 2
      ? assetDocumentContracts.notGeneratedIntangible
      : assetDocumentContracts.notGeneratedInventory;
