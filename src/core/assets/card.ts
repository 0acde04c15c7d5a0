// An asset card (资产卡片, domain asset_card_fields.csv) as the screens, the outbox and the server
// share it, and the rules a card must pass before it is kept (messages in Chinese, the first failing
// one shown): what is required for its class, lives no shorter than 附录2, the money that must add
// up, the dates an opening card and a new card may have. The contract checks shapes; this checks meaning.
import { compare, isZero, sum, tryParseMoney } from '../money';
import { isCalendarDate } from '../rules/dates';
import type {
  AcquireMethod,
  AmortisationBasis,
  AssetClass,
  CardStatus,
  DepreciationMethod,
  FundSource,
  Ownership,
  UseStatus,
  ValueType,
} from './types';

/** What a user enters on a card; the server adds the number, status and figures. */
export interface CardContent {
  assetClass: AssetClass;
  /** 资产编号: printed on the barcode; '' lets the server use the card number. */
  assetCode: string;
  oldAssetCode: string;
  name: string;
  categoryId: number | null;
  ownership: Ownership | null;
  fundSource: FundSource | null;
  /** Mixed funding: the two parts, which add up to the original value. */
  fundAmountFiscal: string;
  fundAmountUnion: string;
  spec: string;
  model: string;
  brand: string;
  producer: string;
  supplier: string;
  quantity: number | null;
  unit: string;
  /** 取得方式 (spec: purchasingMethod). */
  purchasingMethod: AcquireMethod | null;
  acquireDate: string;
  /** 启用日期 (spec: dateOfActivation). */
  dateOfActivation: string;
  /** 财务入账日期: its month is the first one charged (当月增加当月计提). */
  bookDate: string;
  invoiceNo: string;
  contractNo: string;
  procurementForm: string;
  valueType: ValueType | null;
  originalValue: string;
  /** Opening cards: 累计折旧 at the opening date; new cards start at 0. */
  initAccumulated: string;
  depreciationMethod: DepreciationMethod | null;
  /** 使用年限(月) (spec: estimatedServiceLife). */
  estimatedServiceLife: number | null;
  /** Opening cards: months already charged at the opening date. */
  usedMonths: number | null;
  totalWorkload: string;
  manageDepartmentId: number | null;
  useDepartmentId: number | null;
  /** 使用人/保管人: a person of 部门人员, or a name typed in. */
  custodianPersonId: number | null;
  custodian: string;
  location: string;
  useStatus: UseStatus | null;
  warrantyEnd: string;
  remark: string;
  houseLocation: string;
  houseArea: string;
  houseStructure: string;
  titleCert: string;
  completionDate: string;
  vehiclePlate: string;
  patentNo: string;
  amortisationBasis: AmortisationBasis | null;
}

/** A card as every call answers it. */
export interface AssetCard extends CardContent {
  id: string;
  cardNo: string;
  /** 资产分类 code and name (spec: aetTypeName). */
  categoryCode: string;
  aetTypeName: string;
  manageDepartmentName: string;
  useDepartmentName: string;
  isInit: boolean;
  status: CardStatus;
  /** 累计折旧 now: the opening amount plus every provision run. */
  accumulatedDepreciation: string;
  netValue: string;
  /** This card's regular monthly charge ('0.00' when it is never charged). */
  monthlyDepreciation: string;
  /** Why the card is never charged, or null. */
  exemption: string | null;
  /** The month the disposal removed it (the second half's documents set it). */
  disposedMonth: string | null;
  /** The card's acquisition voucher (spec: isGenerateCertificate). */
  isGenerateCertificate: boolean;
  voucherId: string | null;
  voucherLabel: string | null;
  /** 资产审核 (a later step); false until reviewed. */
  isReview: boolean;
  /** Provision months that charged this card. */
  provisionCount: number;
  version: number;
  updatedAt: string;
}

/** What the rules need to know besides the card. */
export interface CardContext {
  /** The chosen 资产分类, or null when none is chosen or it is not found. */
  category: {
    assetClass: AssetClass;
    depreciable: boolean;
    minLifeMonths: number | null;
    maxLifeMonths: number | null;
    structureLives: Readonly<Record<string, number>> | null;
    enabled: boolean;
    name: string;
  } | null;
  /** 县级以上工会 books keep 国有/工会 details, so 资产性质 is required there. */
  ledgerKind: 'grassroots' | 'county';
  /** The books' first day (start year -01-01): opening cards are booked before it, new ones on or after. */
  openingDate: string;
  isInit: boolean;
}

/**
 * Why the card is never depreciated (第三十五条、第四十条), or null: inventory, a class the 制度
 * excludes (土地, 文物和陈列品, 图书档案, 动植物), a 名义金额 asset, an intangible of indeterminate life.
 */
export function depreciationExemption(card: {
  assetClass: AssetClass;
  valueType: ValueType | null;
  amortisationBasis?: AmortisationBasis | null;
  categoryDepreciable: boolean;
  categoryName?: string;
}): string | null {
  if (card.assetClass === 3) return '库存物品不计提折旧';
  if (card.valueType === 'NOMINAL') return '名义金额资产不计提折旧（摊销）';
  if (card.assetClass === 2 && card.amortisationBasis === 'INDEFINITE')
    return '使用年限不确定的无形资产不摊销';
  if (!card.categoryDepreciable) return `${card.categoryName ?? '该分类'}不计提折旧`;
  return null;
}

const blank = (v: string | null | undefined) => v === null || v === undefined || v.trim() === '';

function moneyProblem(label: string, value: string, options: { required: boolean; positive?: boolean }) {
  if (blank(value)) return options.required ? `${label}不能为空` : null;
  const m = tryParseMoney(value);
  if (m === null) return `${label}不是有效金额`;
  if (compare(m, '0') < 0) return `${label}不能为负数`;
  if (options.positive && isZero(m)) return `${label}应大于 0`;
  if (compare(m, '1000000000000') >= 0) return `${label}超出允许范围`;
  return null;
}

function dateProblem(label: string, value: string, isRequired: boolean) {
  if (blank(value)) return isRequired ? `${label}不能为空` : null;
  return isCalendarDate(value.trim()) ? null : `${label}格式不正确，应为 YYYY-MM-DD`;
}

/** The minimum life that applies (房屋: by its structure), in months; null when none is set. */
export function minimumLife(context: CardContext, card: Pick<CardContent, 'houseStructure'>): number | null {
  const c = context.category;
  if (!c) return null;
  const byStructure = c.structureLives?.[card.houseStructure];
  return byStructure ?? c.minLifeMonths;
}

/** The first rule the card fails, as the message to show; null when it may be kept. */
export function cardProblem(card: CardContent, context: CardContext): string | null {
  const problems = cardProblems(card, context);
  return problems[0] ?? null;
}

/** Every rule the card fails, in the order of the form. */
export function cardProblems(card: CardContent, context: CardContext): string[] {
  const out: string[] = [];
  const push = (p: string | null) => {
    if (p) out.push(p);
  };
  const { category } = context;
  if (blank(card.name)) out.push('资产名称不能为空');
  if (card.categoryId === null) out.push('资产分类不能为空');
  else if (!category) out.push('资产分类不存在，请重新选择');
  else {
    if (category.assetClass !== card.assetClass) out.push(`资产分类“${category.name}”不属于本类资产`);
    if (!category.enabled) out.push(`资产分类“${category.name}”已停用`);
  }
  if (context.ledgerKind === 'county' && card.ownership === null) out.push('资产性质不能为空');
  if (card.fundSource === null) out.push('资金来源不能为空');
  if (card.quantity === null) out.push('数量不能为空');
  else if (!Number.isInteger(card.quantity) || card.quantity < 1) out.push('数量应为不小于 1 的整数');
  if (blank(card.unit)) out.push('计量单位不能为空');
  if (card.purchasingMethod === null) out.push('取得方式不能为空');
  else if (context.isInit !== (card.purchasingMethod === 'OPENING')) {
    out.push(context.isInit ? '期初卡片的取得方式应为“期初建卡”' : '只有期初卡片的取得方式为“期初建卡”');
  }
  push(dateProblem('取得日期', card.acquireDate, true));
  push(dateProblem('财务入账日期', card.bookDate, true));
  if (card.valueType === null) out.push('价值类型不能为空');
  push(moneyProblem('原值', card.originalValue, { required: true, positive: true }));

  const exemption =
    category === null
      ? null
      : depreciationExemption({
          assetClass: card.assetClass,
          valueType: card.valueType,
          amortisationBasis: card.amortisationBasis,
          categoryDepreciable: category.depreciable,
          categoryName: category.name,
        });
  const depreciable = card.assetClass !== 3 && exemption === null;
  if (card.assetClass !== 3) push(dateProblem('启用日期', card.dateOfActivation, depreciable));
  if (card.assetClass === 2 && card.amortisationBasis === null) out.push('摊销年限依据不能为空');
  if (depreciable) {
    if (card.depreciationMethod === null) out.push(`${card.assetClass === 2 ? '摊销' : '折旧'}方法不能为空`);
    if (card.estimatedServiceLife === null) out.push('使用年限（月）不能为空');
    else if (!Number.isInteger(card.estimatedServiceLife) || card.estimatedServiceLife < 1) {
      out.push('使用年限（月）应为正整数');
    } else {
      const min = minimumLife(context, card);
      if (min !== null && card.estimatedServiceLife < min) {
        out.push(`使用年限不得低于 ${min} 个月（${min / 12} 年，工会固定资产折旧年限表）`);
      }
      const max = category?.maxLifeMonths ?? null;
      if (max !== null && card.estimatedServiceLife > max) {
        out.push(`使用年限不得超过 ${max} 个月（${max / 12} 年，工会固定资产折旧年限表）`);
      }
    }
  }
  if (card.valueType === 'NOMINAL' && tryParseMoney(card.originalValue) !== null) {
    if (compare(card.originalValue, '1') !== 0) out.push('名义金额资产的原值应为 1.00 元');
  }
  if (card.fundSource === 'MIXED') {
    push(moneyProblem('财政拨款金额', card.fundAmountFiscal, { required: true }));
    push(moneyProblem('工会资金金额', card.fundAmountUnion, { required: true }));
    const parts = [card.fundAmountFiscal, card.fundAmountUnion].map(tryParseMoney);
    const original = tryParseMoney(card.originalValue);
    if (parts[0] && parts[1] && original && compare(sum([parts[0], parts[1]]), original) !== 0) {
      out.push('财政拨款金额与工会资金金额之和应等于原值');
    }
  }
  if (card.manageDepartmentId === null) out.push('管理部门不能为空');
  if (card.useDepartmentId === null) out.push('使用部门不能为空');
  if (card.useStatus === null) out.push('使用状况不能为空');
  push(dateProblem('保修截止日期', card.warrantyEnd, false));
  push(dateProblem('竣工日期', card.completionDate, false));
  if (category?.structureLives) {
    if (blank(card.houseLocation)) out.push('坐落位置不能为空');
    if (blank(card.houseArea)) out.push('建筑面积不能为空');
    else if (!/^\d{1,9}(\.\d{1,2})?$/.test(card.houseArea.trim()))
      out.push('建筑面积应为数字（最多两位小数）');
    if (blank(card.houseStructure)) out.push('建筑结构不能为空');
    else if (!(card.houseStructure in category.structureLives)) out.push('建筑结构不在可选范围内');
  }

  // The dates that decide the first charged month.
  const book = card.bookDate.trim();
  if (isCalendarDate(book)) {
    if (context.isInit && book >= context.openingDate) {
      out.push(`期初卡片的财务入账日期应早于账套启用日期 ${context.openingDate}`);
    }
    if (!context.isInit && book < context.openingDate) {
      out.push(
        `新增卡片的财务入账日期不能早于账套启用日期 ${context.openingDate}，期初资产请在资产初始化中录入`,
      );
    }
  }
  out.push(...openingFigureProblems(card, context, depreciable));
  return out;
}

/** 累计折旧 and 已提月数 of an opening card; a new card carries neither. */
function openingFigureProblems(card: CardContent, context: CardContext, depreciable: boolean): string[] {
  const out: string[] = [];
  const label = card.assetClass === 2 ? '累计摊销' : '累计折旧';
  if (!context.isInit || !depreciable) {
    if (!blank(card.initAccumulated) && !isZero(tryParseMoney(card.initAccumulated) ?? '1')) {
      out.push(context.isInit ? `不计提折旧的资产${label}应为 0` : `新增卡片的${label}应为 0`);
    }
    if ((card.usedMonths ?? 0) !== 0)
      out.push(context.isInit ? '不计提折旧的资产已提月数应为 0' : '新增卡片的已提月数应为 0');
    return out;
  }
  const problem = moneyProblem(label, card.initAccumulated, { required: true });
  if (problem) return [problem];
  if (card.usedMonths === null) return [`已提月数不能为空`];
  if (!Number.isInteger(card.usedMonths) || card.usedMonths < 0) return ['已提月数应为不小于 0 的整数'];
  const original = tryParseMoney(card.originalValue);
  if (original === null) return out;
  const accumulated = tryParseMoney(card.initAccumulated) ?? '0';
  if (compare(accumulated, original) > 0) out.push(`${label}不能大于原值`);
  const life = card.estimatedServiceLife;
  if (life !== null && Number.isInteger(life)) {
    if (card.usedMonths > life) out.push('已提月数不能大于使用年限（月）');
    else if (card.usedMonths === life && compare(accumulated, original) !== 0) {
      out.push(`已提月数已达使用年限，${label}应等于原值`);
    } else if (card.usedMonths === 0 && !isZero(accumulated)) {
      out.push(`已提月数为 0 时${label}应为 0`);
    }
  }
  return out;
}
