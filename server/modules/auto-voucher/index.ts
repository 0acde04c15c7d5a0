// 自动凭证 and 自动凭证（二） (issue 19 item 6).
import type { ServerModule } from '../../app-context.ts';
import { autoVoucherRoutes } from './routes.ts';

export const autoVoucherModule: ServerModule = (app, ctx) => autoVoucherRoutes(app, ctx);
