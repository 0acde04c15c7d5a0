// 资产管理 (issue 20, first half): settings (资产类别, 资产分类设置, 卡片宽度设置), cards (资产列表 and
// 卡片管理 are one screen under two keys, as are 资产查询 and 卡片查询), 资产初始化 and 资产折旧 with
// their voucher dialogs. The classes, the classification and the voucher templates are cached for
// reading offline; card saves and moves go through the outbox (kind assetCard).

import { P } from '../../core/permissions/keys';
import { assetSettingReaders } from '../../core/permissions/readers';
import {
  assetCardKind,
  assetCardOutboxKind,
  assetChangeKind,
  assetCheckKind,
  loadAssetCategories,
  loadAssetClasses,
  loadAssetTemplates,
} from '../../local/assets';
import { defineFeature } from '../../ui/feature-module';

const cards = () => import('./cards/CardScreen').then((m) => m.CardScreen);
const check = () => import('./check/CheckScreen').then((m) => m.CheckScreen);
const query = () => import('./cards/CardQueryScreen').then((m) => m.CardQueryScreen);

export const assetsModule = defineFeature({
  name: 'assets',
  screens: [
    { path: '/final/fixed-assets/card-management', load: cards, keepAlive: true },
    { path: '/final/cardAdministration/cardManagementList', load: cards, keepAlive: true },
    { path: '/final/fixed-assets/assets-query', load: query, keepAlive: true },
    { path: '/final/cardSearch', load: query, keepAlive: true },
    { path: '/final/fixed-assets/assets-init', load: () => import('./InitScreen').then((m) => m.InitScreen) },
    {
      path: '/final/fixed-assets/assets-depreciation-list',
      load: () => import('./DepreciationScreen').then((m) => m.DepreciationScreen),
      keepAlive: true,
    },
    {
      path: '/final/fixed-assets/asset-type',
      load: () => import('./settings/AssetTypeScreen').then((m) => m.AssetTypeScreen),
    },
    {
      path: '/final/setting/assetClassificationSetting',
      load: () => import('./settings/ClassificationScreen').then((m) => m.ClassificationScreen),
      keepAlive: true,
    },
    {
      path: '/final/setting/settingWidth',
      load: () => import('./settings/WidthScreen').then((m) => m.WidthScreen),
    },
    {
      path: '/final/fixed-assets/disposal-of-assets',
      load: () => import('./disposal/DisposalScreen').then((m) => m.DisposalScreen),
      keepAlive: true,
    },
    {
      path: '/final/fixed-assets/disposed-assets',
      load: () => import('./disposal/DisposedScreen').then((m) => m.DisposedScreen),
      keepAlive: true,
    },
    { path: '/final/fixed-assets/assets-check', load: check, keepAlive: true },
    { path: '/final/assetsCheck', load: check, keepAlive: true },
    { path: '/final/viewAssetsCheck', load: check },
    {
      path: '/final/assetChange',
      load: () => import('./change/ChangeScreen').then((m) => m.ChangeScreen),
      keepAlive: true,
    },
    {
      path: '/final/splitFixedAssets',
      load: () => import('./split/SplitScreen').then((m) => m.SplitScreen),
    },
    {
      path: '/final/assetsReport/asset-prints',
      load: () => import('./report/ReportScreen').then((m) => m.ReportScreen),
      keepAlive: true,
    },
  ],
  outboxKinds: { [assetCardKind]: assetCardOutboxKind, [assetCheckKind]: {}, [assetChangeKind]: {} },
  references: {
    assetClasses: { load: loadAssetClasses, readWith: assetSettingReaders },
    assetCategories: { load: loadAssetCategories, readWith: assetSettingReaders },
    assetTemplates: { load: loadAssetTemplates, readWith: [P.assetCard.voucher] },
  },
});
