// The assets settings (paths chosen here; the spec names only the screens): 资产类别 (the three
// classes with their card-number prefix and subjects), 资产分类设置 (the GB/T 14885 tree with the
// union subject, whether the class is depreciated and its minimum life) and 卡片宽度设置 (the digits
// of a card number's serial).
import { boolean, nullable, object, optional, refine } from 'superstruct';
import type { AssetClass } from '../assets/types';
import { assetClass, optionalInt } from './asset-structs';
import { subjectCode } from './chart-structs';
import { get, noInput, post } from './contract';
import { id, intIn, text, trimmedString } from './structs';

export interface AssetClassView {
  assetClass: AssetClass;
  name: string;
  prefix: string;
  /** 162 / 171 / 141; null when the chart has no such subject (a 基层 chart has no 171). */
  assetSubject: string | null;
  assetSubjectName: string | null;
  contraSubject: string | null;
  contraSubjectName: string | null;
  fundSubject: string | null;
  fundSubjectName: string | null;
  cardCount: number;
  version: number;
  /** The ledger set's kind (县级以上 books require 资产性质) and first day (opening cards are before it). */
  ledgerKind: 'grassroots' | 'county';
  openingDate: string;
}

export interface AssetCategoryView {
  id: number;
  edition: '2010' | '2022' | 'custom';
  code: string;
  name: string;
  parentId: number | null;
  assetClass: AssetClass;
  subjectCode: string;
  subjectName: string | null;
  depreciable: boolean;
  minLifeMonths: number | null;
  maxLifeMonths: number | null;
  defaultLifeMonths: number | null;
  /** 房屋: the minimum life by 建筑结构. */
  structureLives: Record<string, number> | null;
  builtin: boolean;
  enabled: boolean;
  cardCount: number;
  version: number;
}

export interface CardWidthView {
  cardNoWidth: number;
  /** The longest serial already given: the width cannot go below its digits. */
  usedDigits: number;
  /** The next card number of each class with this width, e.g. GD000013. */
  examples: { assetClass: AssetClass; next: string }[];
  version: number;
}

const labels = {
  assetClass: '资产类别',
  name: '名称',
  prefix: '卡片编号前缀',
  assetSubject: '资产科目',
  contraSubject: '累计折旧（摊销）科目',
  fundSubject: '资产基金科目',
  version: '版本号',
  id: 'ID',
  parentId: '上级分类',
  code: '分类代码',
  subjectCode: '对应会计科目',
  depreciable: '计提折旧',
  minLifeMonths: '最低使用年限（月）',
  maxLifeMonths: '最高使用年限（月）',
  defaultLifeMonths: '默认使用年限（月）',
  enabled: '启用',
  cardNoWidth: '卡片编号流水号位数',
};

const version = () => optional(nullable(intIn(1, 2_147_483_647)));
const optionalSubject = () => optional(nullable(subjectCode()));

export const ClassSave = object({
  assetClass: assetClass(),
  name: text(20),
  prefix: refine(trimmedString(), 'prefix', (v) =>
    /^[A-Z]{0,4}$/.test(v) ? true : '只能由 0 到 4 个大写字母组成',
  ),
  assetSubject: optionalSubject(),
  contraSubject: optionalSubject(),
  fundSubject: optionalSubject(),
  version: version(),
});

/** 新增 (no id: a custom class under parentId) or 修改 (id and version; a built-in keeps its code). */
export const CategorySave = object({
  id: optional(nullable(id())),
  parentId: optional(nullable(id())),
  code: refine(trimmedString(), 'categoryCode', (v) =>
    /^[A-Z]?\d{1,12}$/.test(v)
      ? true
      : v === ''
        ? '不能为空'
        : '应为数字（可带一个大写字母前缀），最多 12 位',
  ),
  name: text(40),
  assetClass: assetClass(),
  subjectCode: subjectCode(),
  depreciable: boolean(),
  minLifeMonths: optionalInt(1, 1200),
  maxLifeMonths: optionalInt(1, 1200),
  defaultLifeMonths: optionalInt(1, 1200),
  enabled: optional(nullable(boolean())),
  version: version(),
});

export const assetSettingContracts = {
  classes: get('/api/assetSetting/classes', noInput).answers<AssetClassView[]>(),
  saveClass: post('/api/assetSetting/saveClass', ClassSave, labels).answers<AssetClassView>(),
  categories: get('/api/assetSetting/categories', noInput).answers<AssetCategoryView[]>(),
  saveCategory: post('/api/assetSetting/saveCategory', CategorySave, labels).answers<AssetCategoryView>(),
  deleteCategory: post(
    '/api/assetSetting/deleteCategory',
    object({ id: id(), version: version() }),
    labels,
  ).answers<{ id: number }>(),
  width: get('/api/assetSetting/width', noInput).answers<CardWidthView>(),
  saveWidth: post(
    '/api/assetSetting/saveWidth',
    object({ cardNoWidth: intIn(3, 10), version: version() }),
    labels,
  ).answers<CardWidthView>(),
};
