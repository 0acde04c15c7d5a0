import { describe, expect, it } from 'vitest';
import { type CardContent, type CardContext, cardProblems } from './card';

const card = (over: Partial<CardContent> = {}): CardContent => ({
  assetClass: 1,
  assetCode: '',
  oldAssetCode: '',
  name: '笔记本电脑',
  categoryId: 1,
  ownership: 'UNION',
  fundSource: 'UNION_FUND',
  fundAmountFiscal: '',
  fundAmountUnion: '',
  spec: '',
  model: '',
  brand: '',
  producer: '',
  supplier: '',
  quantity: 1,
  unit: '台',
  purchasingMethod: 'PURCHASE',
  acquireDate: '2024-03-01',
  dateOfActivation: '2024-03-01',
  bookDate: '2024-03-01',
  invoiceNo: '',
  contractNo: '',
  procurementForm: '',
  valueType: 'ACTUAL_COST',
  originalValue: '7000.00',
  initAccumulated: '',
  depreciationMethod: 'STRAIGHT_LINE',
  estimatedServiceLife: 72,
  usedMonths: null,
  totalWorkload: '',
  manageDepartmentId: 1,
  useDepartmentId: 1,
  custodianPersonId: null,
  custodian: '',
  location: '',
  useStatus: 'IN_USE',
  warrantyEnd: '',
  remark: '',
  houseLocation: '',
  houseArea: '',
  houseStructure: '',
  titleCert: '',
  completionDate: '',
  vehiclePlate: '',
  patentNo: '',
  amortisationBasis: null,
  ...over,
});

const computers: CardContext['category'] = {
  assetClass: 1,
  depreciable: true,
  minLifeMonths: 72,
  maxLifeMonths: null,
  structureLives: null,
  enabled: true,
  name: '计算机设备及软件',
};
const context = (over: Partial<CardContext> = {}): CardContext => ({
  category: computers,
  ledgerKind: 'county',
  openingDate: '2022-01-01',
  isInit: false,
  ...over,
});

describe('the card rules (asset_card_fields.csv, 附录2, 第二十七条)', () => {
  it('accepts a complete new card', () => {
    expect(cardProblems(card(), context())).toEqual([]);
  });

  it('asks 资产性质 in county books only', () => {
    expect(cardProblems(card({ ownership: null }), context())).toEqual(['资产性质不能为空']);
    expect(cardProblems(card({ ownership: null }), context({ ledgerKind: 'grassroots' }))).toEqual([]);
  });

  it('holds the minimum life, by structure for buildings', () => {
    expect(cardProblems(card({ estimatedServiceLife: 60 }), context())).toEqual([
      '使用年限不得低于 72 个月（6 年，工会固定资产折旧年限表）',
    ]);
    const houses = {
      ...computers,
      minLifeMonths: 96,
      structureLives: { 砖混结构: 360, 简易房: 96 },
      name: '房屋',
    };
    const house = card({
      houseLocation: '人民路 1 号',
      houseArea: '300',
      houseStructure: '砖混结构',
      estimatedServiceLife: 240,
    });
    expect(cardProblems(house, context({ category: houses }))).toEqual([
      '使用年限不得低于 360 个月（30 年，工会固定资产折旧年限表）',
    ]);
  });

  it('books a nominal asset at 1.00 and never depreciates it; mixed funds add up to the original value', () => {
    expect(cardProblems(card({ valueType: 'NOMINAL', originalValue: '2.00' }), context())).toEqual([
      '名义金额资产的原值应为 1.00 元',
    ]);
    expect(
      cardProblems(
        card({
          valueType: 'NOMINAL',
          originalValue: '1.00',
          estimatedServiceLife: null,
          depreciationMethod: null,
        }),
        context(),
      ),
    ).toEqual([]);
    expect(
      cardProblems(
        card({ fundSource: 'MIXED', fundAmountFiscal: '5000.00', fundAmountUnion: '1000.00' }),
        context(),
      ),
    ).toEqual(['财政拨款金额与工会资金金额之和应等于原值']);
  });

  it('keeps opening cards before the books begin, with what they charged, and new cards after', () => {
    const opening = card({
      purchasingMethod: 'OPENING',
      bookDate: '2019-12-01',
      initAccumulated: '3000.00',
      usedMonths: 30,
    });
    expect(cardProblems(opening, context({ isInit: true }))).toEqual([]);
    expect(cardProblems({ ...opening, initAccumulated: '8000.00' }, context({ isInit: true }))).toEqual([
      '累计折旧不能大于原值',
    ]);
    expect(cardProblems({ ...opening, usedMonths: 72 }, context({ isInit: true }))).toEqual([
      '已提月数已达使用年限，累计折旧应等于原值',
    ]);
    expect(cardProblems({ ...opening, bookDate: '2022-02-01' }, context({ isInit: true }))).toEqual([
      '期初卡片的财务入账日期应早于账套启用日期 2022-01-01',
    ]);
    expect(cardProblems(card({ bookDate: '2021-06-01' }), context())).toEqual([
      '新增卡片的财务入账日期不能早于账套启用日期 2022-01-01，期初资产请在资产初始化中录入',
    ]);
    expect(cardProblems(card({ initAccumulated: '10.00' }), context())).toEqual(['新增卡片的累计折旧应为 0']);
  });
});
