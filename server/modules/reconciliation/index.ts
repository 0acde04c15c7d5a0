// 银行对账 (issue 19 item 4): setup, statement import, matching, 核销 and the 余额调节表.
import type { ServerModule } from '../../app-context.ts';
import { reconciliationRoutes } from './routes.ts';

export const reconciliationModule: ServerModule = (app, ctx) => reconciliationRoutes(app, ctx);
