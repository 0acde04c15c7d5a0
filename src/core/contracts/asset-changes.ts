// 价值变动 (assetChange): a change of a card's original value or life from a day on (the card is
// re-based, past depreciation kept), its list, and the six amounts of its transform voucher dialog
// (GET /api/aetCard/getAssetsChangeMoneyAsync: "returns list of amounts", filled by position).
import { array, nullable, object, optional, refine } from 'superstruct';
import { CHANGE_TYPES } from '../assets/change';
import {
  assetClass,
  cardSeen,
  oneOf,
  optionalMoney,
  optionalText,
  type PageOf,
  pageFields,
  requiredDate,
} from './asset-structs';
import { get, post } from './contract';
import { intIn, uuid } from './structs';

export interface ChangeRow {
  id: string;
  changeNo: string;
  cardId: string;
  cardNo: string;
  cardName: string;
  assetClass: 1 | 2 | 3;
  changeType: string;
  changeTypeName: string;
  changeDate: string;
  beforeOriginal: string;
  afterOriginal: string;
  beforeLife: number | null;
  afterLife: number | null;
  amount: string;
  reason: string;
  /** The change books a voucher (原值 changes); a life change does not. */
  needsVoucher: boolean;
  voucherId: string | null;
  voucherLabel: string | null;
  createdBy: string;
  createTimeSpan: string;
}

const labels = {
  id: 'ID',
  cardId: '资产卡片',
  assetClass: '资产类别',
  changeType: '变动类型',
  changeDate: '变动日期',
  newOriginal: '调整后原值',
  newLife: '调整后使用年限（月）',
  reason: '变动原因',
  changeId: '价值变动单',
  cardVersion: '卡片版本',
  seen: '录入时所见',
  keyword: '关键字',
  pageIndex: '页码',
  pageSize: '每页条数',
};

export const ChangeSave = object({
  id: uuid(),
  cardId: uuid(),
  changeType: oneOf(CHANGE_TYPES.map(([c, n]) => [c, n] as const)),
  changeDate: requiredDate(),
  newOriginal: optionalMoney(),
  newLife: optional(nullable(intIn(1, 1200))),
  reason: optionalText(200),
  /** The card's version and figures as the form showed them: a change queued offline names them. */
  cardVersion: optional(intIn(1, 2_147_483_647)),
  seen: optional(cardSeen()),
});

export const assetChangeContracts = {
  /** A page of a class's changes, newest number first (20/30/40/50 on the screen). */
  list: get(
    '/api/assetsChange/list',
    object({ assetClass: assetClass(), keyword: optionalText(40), ...pageFields }),
    labels,
  ).answers<PageOf<ChangeRow>>(),
  save: post('/api/assetsChange/save', ChangeSave, labels).answers<ChangeRow>(),
  money: get('/api/aetCard/getAssetsChangeMoneyAsync', object({ changeId: uuid() }), labels).answers<
    string[]
  >(),
};

/** A part of a split card (the first keeps the card, the others are new cards). */
export interface SplitPart {
  id: string;
  cardNo: string;
  quantity: number;
  originalValue: string;
  accumulated: string;
}

export const SplitInput = object({
  id: uuid(),
  version: intIn(1, 2_147_483_647),
  splitDate: requiredDate(),
  parts: refine(array(intIn(1, 1_000_000)), 'parts', (v) =>
    v.length >= 2 && v.length <= 50 ? true : '应拆分为 2 到 50 部分',
  ),
});

export const assetSplitContracts = {
  split: post('/api/aetCard/split', SplitInput, {
    ...labels,
    version: '版本号',
    splitDate: '拆分日期',
    parts: '各部分数量',
  }).answers<SplitPart[]>(),
};
