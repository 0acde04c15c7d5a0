// 出纳管理 and 银行账户 (issue 19 items 1-3): the cashier's accounts, book, reports, month close and
// cheque register, and the unit's bank accounts.
import type { ServerModule } from '../../app-context.ts';
import { cashierRoutes } from './routes.ts';

export const cashierModule: ServerModule = (app, ctx) => cashierRoutes(app, ctx);
