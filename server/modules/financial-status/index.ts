// /checkFinancial: where a ledger set stands (opening, succession, assets) before work starts.
import type { ServerModule } from '../../app-context.ts';
import { financialStatusRoutes } from './routes.ts';

export const financialStatusModule: ServerModule = (app, ctx) => financialStatusRoutes(app, ctx);
