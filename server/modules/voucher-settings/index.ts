// Voucher types (凭证类型设置).
import type { ServerModule } from '../../app-context.ts';
import { voucherSettingsRoutes } from './routes.ts';

export const voucherSettingsModule: ServerModule = (app, ctx) => voucherSettingsRoutes(app, ctx);
