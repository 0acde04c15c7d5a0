// Fixed assets (spec 001 §2.3). Family A sits directly under /final (the spec gives it no folder);
// family B under /final/fixed-assets, the folder the financial-status check redirects within.

import { defineModule, refTo } from './define';
import type { RouteEntry } from './types';

const a = defineModule('fixedAssets', '/final');
a.screen('cardAdministration/cardManagementList', '卡片管理', 'assetCard.management');
a.screen('assetChange', '资产审核', 'assetCard.review');
const assetsCheck = a.screen('assetsCheck', '资产盘点', 'assetCard.check');
a.child('viewAssetsCheck', '盘点详情', 'assetCard.checkView', refTo(assetsCheck));
a.screen('splitFixedAssets', '固定资产拆分', 'assetCard.split');
a.screen('cardSearch', '卡片查询', 'assetCard.search');
a.screen('setting/assetClassificationSetting', '资产分类设置', 'assetCard.classification');
a.screen('setting/settingWidth', '卡片宽度设置', 'assetCard.width');
a.screen('assetsReport/asset-prints', '固定资产报表', 'assetCard.report');

const b = defineModule('fixedAssets', '/final/fixed-assets');
b.screen('assets-init', '资产初始化', 'fixedAsset.init');
b.screen('asset-type', '资产类别', 'fixedAsset.type');
b.screen('assets-query', '资产查询', 'fixedAsset.query');
b.screen('card-management', '资产列表', 'fixedAsset.cards');
b.screen('assets-depreciation-list', '资产折旧', 'fixedAsset.depreciation');
b.screen('disposal-of-assets', '资产处置', 'fixedAsset.disposal');
b.screen('assets-check', '资产清查', 'fixedAsset.check');
b.screen('disposed-assets', '已处置资产', 'fixedAsset.disposed');

export const fixedAssetsRoutes: readonly RouteEntry[] = [...a.routes, ...b.routes];
