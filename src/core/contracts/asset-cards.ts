// /api/aetCard: the asset cards (spec 000 §2.3, §3: list with currentPageItems, totalItemCount,
// sumAsssets), their allocation (调拨 / 分配) with its history, and /api/assetsInit: the opening cards'
// check against the opening balances and its confirmation (which clears /checkFinancial state 4).
// A card's id is made by the client, so a save queued offline and its replay name one card.
import { boolean, nullable, object, optional, refine } from 'superstruct';
import type { AssetCard } from '../assets/card';
import {
  ACQUIRE_METHODS,
  AMORTISATION_BASES,
  type AssetClass,
  DEPRECIATION_METHODS,
  FUND_SOURCES,
  OWNERSHIPS,
  USE_STATUSES,
  VALUE_TYPES,
} from '../assets/types';
import {
  assetClass,
  oneOf,
  optionalDate,
  optionalInt,
  optionalMoney,
  optionalText,
  requiredDate,
} from './asset-structs';
import { get, noInput, post } from './contract';
import { flag, id, intIn, text, trimmedString, uuid } from './structs';

export type { AssetCard } from '../assets/card';

export interface CardTotals {
  quantity: number;
  originalValue: string;
  accumulatedDepreciation: string;
  netValue: string;
}

/** A page of cards (spec 000 §3; sumAsssets is the spec's spelling) and the totals of the whole query. */
export interface CardPage {
  currentPageItems: AssetCard[];
  totalItemCount: number;
  sumAsssets: CardTotals;
}

export interface AllocationView {
  id: number;
  kind: '调拨' | '分配';
  allocatedOn: string;
  fromDepartmentName: string | null;
  toDepartmentName: string;
  fromCustodian: string;
  toCustodian: string;
  fromLocation: string;
  toLocation: string;
  reason: string;
  createdBy: string;
  createdAt: string;
}

/** One subject's opening balance against what the opening cards add up to. */
export interface InitSubjectCheck {
  code: string;
  name: string;
  role: 'asset' | 'contra' | 'fund';
  opening: string;
  cards: string;
  /** opening - cards. */
  difference: string;
}

export interface InitClassCheck {
  assetClass: AssetClass;
  name: string;
  cardCount: number;
  originalValue: string;
  accumulated: string;
  netValue: string;
  subjects: InitSubjectCheck[];
}

export interface InitStatus {
  /** The books' first day: opening cards are as at this date. */
  openingDate: string;
  /** Whether the opening balances hold asset subjects, so the opening cards must be entered. */
  required: boolean;
  confirmed: boolean;
  confirmedAt: string | null;
  openingConfirmed: boolean;
  classes: InitClassCheck[];
  balanced: boolean;
  /** Why 取消确认 is refused now, or null. */
  cancelBlocked: string | null;
}

const labels = {
  id: '卡片ID',
  version: '版本号',
  assetClass: '资产类别',
  isInit: '期初卡片',
  assetCode: '资产编号',
  oldAssetCode: '原资产编号',
  name: '资产名称',
  categoryId: '资产分类',
  ownership: '资产性质',
  fundSource: '资金来源',
  fundAmountFiscal: '财政拨款金额',
  fundAmountUnion: '工会资金金额',
  spec: '规格',
  model: '型号',
  brand: '品牌',
  producer: '生产厂家',
  supplier: '供应商',
  quantity: '数量',
  unit: '计量单位',
  purchasingMethod: '取得方式',
  acquireDate: '取得日期',
  dateOfActivation: '启用日期',
  bookDate: '财务入账日期',
  invoiceNo: '发票号',
  contractNo: '采购合同编号',
  procurementForm: '采购组织形式',
  valueType: '价值类型',
  originalValue: '原值',
  initAccumulated: '累计折旧',
  depreciationMethod: '折旧方法',
  estimatedServiceLife: '使用年限（月）',
  usedMonths: '已提月数',
  totalWorkload: '总工作量',
  manageDepartmentId: '管理部门',
  useDepartmentId: '使用部门',
  custodianPersonId: '使用人',
  custodian: '使用人',
  location: '存放地点',
  useStatus: '使用状况',
  warrantyEnd: '保修截止日期',
  remark: '备注',
  houseLocation: '坐落位置',
  houseArea: '建筑面积',
  houseStructure: '建筑结构',
  titleCert: '权属证号',
  completionDate: '竣工日期',
  vehiclePlate: '车牌号',
  patentNo: '专利号/证书号',
  amortisationBasis: '摊销年限依据',
  pageIndex: '页码',
  pageSize: '每页条数',
  keyword: '关键字',
  departmentId: '部门',
  status: '状态',
  bookDateFrom: '入账日期起',
  bookDateTo: '入账日期止',
  hasVoucher: '已生成凭证',
  containsDisposed: '含已处置',
  kind: '方式',
  allocatedOn: '调拨日期',
  toDepartmentId: '调入部门',
  toPersonId: '使用人',
  toCustodian: '使用人',
  toLocation: '存放地点',
  reason: '原因',
};

const version = () => optional(nullable(intIn(1, 2_147_483_647)));
const optionalEnum = <C extends string>(values: readonly (readonly [C, string])[]) =>
  optional(nullable(oneOf(values)));

/** 新增 (an id not yet used) or 修改 (the id and the version the user edited). */
export const CardSave = object({
  id: uuid(),
  version: version(),
  isInit: boolean(),
  assetClass: assetClass(),
  assetCode: optionalText(40),
  oldAssetCode: optionalText(40),
  name: text(60),
  categoryId: optional(nullable(id())),
  ownership: optionalEnum(OWNERSHIPS),
  fundSource: optionalEnum(FUND_SOURCES),
  fundAmountFiscal: optionalMoney(),
  fundAmountUnion: optionalMoney(),
  spec: optionalText(60),
  model: optionalText(60),
  brand: optionalText(40),
  producer: optionalText(60),
  supplier: optionalText(60),
  quantity: optionalInt(1, 1_000_000),
  unit: optionalText(10),
  purchasingMethod: optionalEnum(ACQUIRE_METHODS),
  acquireDate: optionalDate(),
  dateOfActivation: optionalDate(),
  bookDate: optionalDate(),
  invoiceNo: optionalText(40),
  contractNo: optionalText(40),
  procurementForm: optionalText(20),
  valueType: optionalEnum(VALUE_TYPES),
  originalValue: optionalMoney(),
  initAccumulated: optionalMoney(),
  depreciationMethod: optionalEnum(DEPRECIATION_METHODS),
  estimatedServiceLife: optionalInt(1, 1200),
  usedMonths: optionalInt(0, 1200),
  totalWorkload: optionalText(40),
  manageDepartmentId: optional(nullable(id())),
  useDepartmentId: optional(nullable(id())),
  custodianPersonId: optional(nullable(id())),
  custodian: optionalText(40),
  location: optionalText(60),
  useStatus: optionalEnum(USE_STATUSES),
  warrantyEnd: optionalDate(),
  remark: optionalText(200),
  houseLocation: optionalText(100),
  houseArea: optionalText(16),
  houseStructure: optionalText(20),
  titleCert: optionalText(60),
  completionDate: optionalDate(),
  vehiclePlate: optionalText(40),
  patentNo: optionalText(60),
  amortisationBasis: optionalEnum(AMORTISATION_BASES),
});

const paging = {
  pageIndex: optional(intIn(1, 100_000)),
  pageSize: optional(intIn(1, 500)),
};

export const CardQuery = object({
  /** Absent: every class (卡片查询). */
  assetClass: optional(assetClass()),
  ...paging,
  keyword: optional(
    refine(trimmedString(), 'keyword', (v) => (v.length <= 60 ? true : '长度不能超过 60 个字符')),
  ),
  categoryId: optional(id()),
  departmentId: optional(id()),
  status: optional(
    oneOf([
      ['active', '在账'],
      ['disposed', '已处置'],
      ['all', '全部'],
    ] as const),
  ),
  bookDateFrom: optionalDate(),
  bookDateTo: optionalDate(),
  isInit: optional(flag()),
  hasVoucher: optional(flag()),
});

export const Allocate = object({
  id: uuid(),
  version: version(),
  kind: oneOf([
    ['调拨', '调拨'],
    ['分配', '分配'],
  ] as const),
  allocatedOn: requiredDate(),
  toDepartmentId: id(),
  toPersonId: optional(nullable(id())),
  toCustodian: optionalText(40),
  toLocation: optionalText(60),
  reason: optionalText(200),
});

const byId = object({ id: uuid() });

export const assetCardContracts = {
  list: get('/api/aetCard/list', CardQuery, labels).answers<CardPage>(),
  get: get('/api/aetCard/get', byId, labels).answers<AssetCard & { allocations: AllocationView[] }>(),
  save: post('/api/aetCard/save', CardSave, labels).answers<AssetCard>(),
  delete: post('/api/aetCard/delete', object({ id: uuid(), version: version() }), labels).answers<{
    id: string;
  }>(),
  allocate: post('/api/aetCard/allocate', Allocate, labels).answers<AssetCard>(),
  allocations: get('/api/aetCard/allocations', byId, labels).answers<AllocationView[]>(),
  /** The opening cards (spec 000 §7.2). */
  initList: get(
    '/api/aetCard/getInitAssetsCardList',
    object({ ...paging, containsDisposed: optional(flag()), assetClass: optional(assetClass()) }),
    labels,
  ).answers<CardPage>(),
  /** The cards of a class that still need their acquisition voucher (the card voucher dialog). */
  reviewList: get(
    '/api/aetCard/getReviewAssetsCardList',
    object({ assetClass: assetClass(), ...paging }),
    labels,
  ).answers<CardPage>(),
};

export const assetInitContracts = {
  status: get('/api/assetsInit/status', noInput).answers<InitStatus>(),
  /** Refused with each difference (4003) while the opening cards and balances disagree. */
  confirm: post('/api/assetsInit/confirm', noInput).answers<InitStatus>(),
  cancel: post('/api/assetsInit/cancel', noInput).answers<InitStatus>(),
};
