// The administrator's cross-module lists (issue 21 item 5): 单据管理, 全部支付, 全部银行流水 over
// every ledger set of the organisation, read-only.
import type { ServerModule } from '../../app-context.ts';
import { crossListRoutes } from './routes.ts';

export const crossListModule: ServerModule = (app, ctx) => crossListRoutes(app, ctx);
