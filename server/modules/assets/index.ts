// 资产管理 (issue 20): settings, cards and opening cards, the monthly provision and the vouchers of both.
import type { ServerModule } from '../../app-context.ts';
import { assetCardRoutes } from './card-routes.ts';
import { assetChangeRoutes } from './change-routes.ts';
import { assetCheckRoutes } from './check-routes.ts';
import { assetDocumentRoutes } from './document-routes.ts';
import { assetProvisionRoutes } from './provision-routes.ts';
import { assetSettingRoutes } from './settings-routes.ts';
import { assetVoucherRoutes } from './voucher-routes.ts';

export const assetsModule: ServerModule = (app, ctx) => {
  assetSettingRoutes(app, ctx);
  assetCardRoutes(app, ctx);
  assetProvisionRoutes(app, ctx);
  assetVoucherRoutes(app, ctx);
  assetDocumentRoutes(app, ctx);
  assetCheckRoutes(app, ctx);
  assetChangeRoutes(app, ctx);
};
