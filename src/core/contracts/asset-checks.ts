// /api/assetsCheck (assets-check, viewAssetsCheck): a stocktake of a class on a day with a line per
// card in the books (book vs counted, result 0 相符 / 1 盘亏 / 2 盘盈); a count names the card's version
// and what the counter saw, so a count made offline against a card changed meanwhile is refused with
// the difference; posting a line books the first step through 182 (盘亏: a disposal document and its
// voucher; 盘盈: a card and its voucher), approving it the second.
import { nullable, object, optional } from 'superstruct';
import type { CheckResult } from '../assets/stocktake';
import { assetClass, cardSeen, optionalText, requiredDate } from './asset-structs';
import { get, post } from './contract';
import { intIn, uuid } from './structs';

export interface CheckHeader {
  id: string;
  checkNo: string;
  assetClass: 1 | 2 | 3;
  checkDate: string;
  remark: string;
  createdBy: string;
  createTimeSpan: string;
  total: number;
  counted: number;
  shortage: number;
  surplus: number;
}

export interface CheckLine {
  cardId: string;
  cardNo: string;
  name: string;
  /** The card's version when these book figures were read (a count names it). */
  cardVersion: number;
  bookQuantity: number;
  originalValue: string;
  useDepartmentName: string;
  custodian: string;
  location: string;
  status: string;
  countedQuantity: number | null;
  result: CheckResult | null;
  resultName: string;
  countedAt: string | null;
  countedBy: string | null;
  remark: string;
  /** 盘亏: the disposal document; 盘盈: the new card. */
  documentId: string | null;
  documentNo: string | null;
  surplusCardId: string | null;
  surplusCardNo: string | null;
  voucherId: string | null;
  voucherLabel: string | null;
  approveVoucherId: string | null;
  approveVoucherLabel: string | null;
}

export interface CheckView extends CheckHeader {
  lines: CheckLine[];
}

const labels = {
  id: 'ID',
  checkId: '盘点单',
  cardId: '卡片',
  assetClass: '资产类别',
  checkDate: '盘点日期',
  remark: '备注',
  countedQuantity: '实盘数量',
  cardVersion: '卡片版本',
  seen: '盘点时所见',
  name: '资产名称',
  quantity: '数量',
  originalValue: '原值',
  useDepartmentName: '使用部门',
  custodian: '使用人',
  location: '存放地点',
  status: '状态',
  voucherId: '凭证ID',
  voucherDate: '凭证日期',
};

export const CountInput = object({
  checkId: uuid(),
  cardId: uuid(),
  countedQuantity: intIn(0, 1_000_000),
  cardVersion: intIn(1, 2_147_483_647),
  seen: cardSeen(),
  remark: optionalText(200),
});

const LineAction = object({
  checkId: uuid(),
  cardId: uuid(),
  voucherId: uuid(),
  voucherDate: optional(nullable(requiredDate())),
});

export const assetCheckContracts = {
  list: get('/api/assetsCheck/list', object({ assetClass: optional(assetClass()) }), labels).answers<
    CheckHeader[]
  >(),
  create: post(
    '/api/assetsCheck/create',
    object({ id: uuid(), assetClass: assetClass(), checkDate: requiredDate(), remark: optionalText(200) }),
    labels,
  ).answers<CheckHeader>(),
  view: get('/api/assetsCheck/view', object({ id: uuid() }), labels).answers<CheckView>(),
  count: post('/api/assetsCheck/count', CountInput, labels).answers<CheckLine>(),
  /** 重新盘点: the count cleared and the book figures read again from the card, before posting. */
  recount: post(
    '/api/assetsCheck/recount',
    object({ checkId: uuid(), cardId: uuid() }),
    labels,
  ).answers<CheckLine>(),
  /** 盘亏 / 盘盈 转入待处理财产损溢: the first voucher (and the document or card). */
  post: post('/api/assetsCheck/post', LineAction, labels).answers<CheckLine>(),
  /** 批准处理: the second voucher (Dr 301 / Cr 182, or Dr 182 / Cr 301). */
  approve: post('/api/assetsCheck/approve', LineAction, labels).answers<CheckLine>(),
};
