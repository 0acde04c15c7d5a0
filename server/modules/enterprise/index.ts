// 单位前置表 (issue 21 item 5): the outside units of a ledger set, kept, paged and imported.
import type { ServerModule } from '../../app-context.ts';
import { enterpriseRoutes } from './routes.ts';

export const enterpriseModule: ServerModule = (app, ctx) => enterpriseRoutes(app, ctx);
