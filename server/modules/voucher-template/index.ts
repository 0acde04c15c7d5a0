// Common summaries, quick voucher templates and the quick entry setting.
import type { ServerModule } from '../../app-context.ts';
import { voucherTemplateRoutes } from './routes.ts';

export const voucherTemplateModule: ServerModule = (app, ctx) => voucherTemplateRoutes(app, ctx);
