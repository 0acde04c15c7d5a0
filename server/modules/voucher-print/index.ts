// Voucher print settings (凭证打印设置).
import type { ServerModule } from '../../app-context.ts';
import { voucherPrintRoutes } from './routes.ts';

export const voucherPrintModule: ServerModule = (app, ctx) => voucherPrintRoutes(app, ctx);
