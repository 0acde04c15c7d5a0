// 价值变动 (assetChange): a change of a card's original value or life from a day on (the card is
// re-based, past depreciation kept), its list, and the six amounts of its transform voucher dialog
// (GET /api/aetCard/getAssetsChangeMoneyAsync: "returns list of amounts", filled by position).
import { nullable, object, optional } from 'superstruct';
import { CHANGE_TYPES } from '../assets/change';
import { assetClass, oneOf, optionalMoney, optionalText, requiredDate } from './asset-structs';
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
};

export const ChangeSave = object({
  id: uuid(),
  cardId: uuid(),
  changeType: oneOf(CHANGE_TYPES.map(([c, n]) => [c, n] as const)),
  changeDate: requiredDate(),
  newOriginal: optionalMoney(),
  newLife: optional(nullable(intIn(1, 1200))),
  reason: optionalText(200),
});

export const assetChangeContracts = {
  list: get('/api/assetsChange/list', object({ assetClass: assetClass() }), labels).answers<ChangeRow[]>(),
  save: post('/api/assetsChange/save', ChangeSave, labels).answers<ChangeRow>(),
  money: get('/api/aetCard/getAssetsChangeMoneyAsync', object({ changeId: uuid() }), labels).answers<
    string[]
  >(),
};
