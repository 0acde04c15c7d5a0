// The vocabulary of the assets module: the three asset classes (spec 000 §3: 1 固定资产, 2 无形资产,
// 3 库存物品) with the subjects the 工会会计制度 gives each, and the card's enumerations
// (domain asset_enums.csv), each kept as its code with the Chinese the screens show.

export const ASSET_CLASSES = [1, 2, 3] as const;
export type AssetClass = (typeof ASSET_CLASSES)[number];

export function isAssetClass(value: unknown): value is AssetClass {
  return value === 1 || value === 2 || value === 3;
}

export interface AssetClassDefault {
  readonly assetClass: AssetClass;
  readonly name: string;
  /** The card number's prefix (卡片编号 = prefix + serial). */
  readonly prefix: string;
  /** 162 / 171 / 141: the asset at original value. */
  readonly assetSubject: string;
  /** 163 / 172: accumulated depreciation or amortisation; inventory has none. */
  readonly contraSubject: string | null;
  /** 30104 / 30105 / 30101 资产基金 (net value). */
  readonly fundSubject: string;
  /** 折旧 or 摊销: what the class's monthly charge is called. */
  readonly chargeName: string | null;
}

/** 162条、171条、141条 of the 制度 (domain voucher_templates_assets_cashier.csv FA01, IA01, INV01). */
export const ASSET_CLASS_DEFAULTS: Readonly<Record<AssetClass, AssetClassDefault>> = {
  1: {
    assetClass: 1,
    name: '固定资产',
    prefix: 'GD',
    assetSubject: '162',
    contraSubject: '163',
    fundSubject: '30104',
    chargeName: '折旧',
  },
  2: {
    assetClass: 2,
    name: '无形资产',
    prefix: 'WX',
    assetSubject: '171',
    contraSubject: '172',
    fundSubject: '30105',
    chargeName: '摊销',
  },
  3: {
    assetClass: 3,
    name: '库存物品',
    prefix: 'KC',
    assetSubject: '141',
    contraSubject: null,
    fundSubject: '30101',
    chargeName: null,
  },
};

export const assetClassName = (c: AssetClass) => ASSET_CLASS_DEFAULTS[c].name;

/** An enumeration as [code, 中文] pairs, in the order the screens offer them. */
type Enum<C extends string> = readonly (readonly [C, string])[];

function labelsOf<C extends string>(values: Enum<C>): Readonly<Record<C, string>> {
  return Object.fromEntries(values) as Record<C, string>;
}

export const ACQUIRE_METHODS = [
  ['PURCHASE', '购入(新购)'],
  ['PAID_TRANSFER_IN', '有偿调入'],
  ['FREE_TRANSFER_IN', '无偿调入(调拨)'],
  ['DONATION_IN', '接受捐赠'],
  ['SELF_BUILT', '自行建造(在建工程转入)'],
  ['COMMISSIONED_SOFTWARE', '委托开发软件'],
  ['RECONSTRUCTION', '改建/扩建/大型修缮后转入'],
  ['INVENTORY_SURPLUS', '盘盈'],
  ['EXCHANGE_IN', '置换换入'],
  ['OPENING', '期初建卡(初始化)'],
] as const satisfies Enum<string>;
export type AcquireMethod = (typeof ACQUIRE_METHODS)[number][0];
export const acquireMethodLabels = labelsOf(ACQUIRE_METHODS);

/**
 * Acquisitions paid for (entry 2 of the two-entry pattern: Dr 507/50x, Cr 102 at the amount paid);
 * the others book only entry 1 (the asset against 资产基金), their costs being separate payments.
 */
export const PAID_ACQUISITIONS: ReadonlySet<AcquireMethod> = new Set([
  'PURCHASE',
  'PAID_TRANSFER_IN',
  'COMMISSIONED_SOFTWARE',
]);

export const VALUE_TYPES = [
  ['ACTUAL_COST', '实际成本'],
  ['ESTIMATED', '暂估价值'],
  ['APPRAISED', '评估价值'],
  ['COMPARABLE', '比照同类或类似资产价格'],
  ['NOMINAL', '名义金额(1元)'],
] as const satisfies Enum<string>;
export type ValueType = (typeof VALUE_TYPES)[number][0];
export const valueTypeLabels = labelsOf(VALUE_TYPES);

export const USE_STATUSES = [
  ['IN_USE', '在用'],
  ['IDLE', '闲置'],
  ['LEASED_OUT', '出租'],
  ['LENT_OUT', '出借'],
  ['UNDER_REPAIR', '待修'],
  ['OVERAGE', '超龄使用'],
  ['PENDING_SCRAP', '待报废'],
  ['LOST', '损坏丢失'],
] as const satisfies Enum<string>;
export type UseStatus = (typeof USE_STATUSES)[number][0];
export const useStatusLabels = labelsOf(USE_STATUSES);

export const OWNERSHIPS = [
  ['UNION', '工会资产'],
  ['STATE', '国有资产'],
] as const satisfies Enum<string>;
export type Ownership = (typeof OWNERSHIPS)[number][0];
export const ownershipLabels = labelsOf(OWNERSHIPS);

export const FUND_SOURCES = [
  ['UNION_FUND', '工会资金'],
  ['FISCAL', '财政拨款'],
  ['MIXED', '财政拨款+工会资金'],
] as const satisfies Enum<string>;
export type FundSource = (typeof FUND_SOURCES)[number][0];
export const fundSourceLabels = labelsOf(FUND_SOURCES);

export const DEPRECIATION_METHODS = [
  ['STRAIGHT_LINE', '年限平均法'],
  ['WORKLOAD', '工作量法'],
] as const satisfies Enum<string>;
export type DepreciationMethod = (typeof DEPRECIATION_METHODS)[number][0];
export const depreciationMethodLabels = labelsOf(DEPRECIATION_METHODS);

/** 摊销年限依据 of an intangible (第四十条): an indeterminate life is not amortised. */
export const AMORTISATION_BASES = [
  ['LEGAL', '法定有效年限'],
  ['CONTRACT', '合同受益年限'],
  ['ESTIMATED', '估计使用年限'],
  ['INDEFINITE', '使用年限不确定(不摊销)'],
] as const satisfies Enum<string>;
export type AmortisationBasis = (typeof AMORTISATION_BASES)[number][0];
export const amortisationBasisLabels = labelsOf(AMORTISATION_BASES);

export const HOUSE_STRUCTURES = ['钢结构', '钢筋混凝土结构', '砖混结构', '砖木结构', '简易房'] as const;
export type HouseStructure = (typeof HOUSE_STRUCTURES)[number];

export const PROCUREMENT_FORMS = ['政府集中采购', '部门集中采购', '分散采购', '非政府采购'] as const;

/**
 * 卡片状态: normal in the books; the later documents move a card through 变动中 / 待处置 to 已处置
 * (asset_card_fields.csv card_status). Only normal and disposed exist before those documents.
 */
export const CARD_STATUSES = [
  ['NORMAL', '正常'],
  ['CHANGING', '变动中'],
  ['PENDING_DISPOSAL', '待处置'],
  ['DISPOSED', '已处置'],
] as const satisfies Enum<string>;
export type CardStatus = (typeof CARD_STATUSES)[number][0];
export const cardStatusLabels = labelsOf(CARD_STATUSES);

/** Whether a code is one of an enumeration's. */
export function isOneOf<C extends string>(values: Enum<C>, code: unknown): code is C {
  return values.some(([c]) => c === code);
}
