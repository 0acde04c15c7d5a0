// Approval processes of a ledger set (流程管理, issue 18 item 1): definitions and their preview.
import type { ServerModule } from '../../app-context.ts';
import { processRoutes } from './routes.ts';

export const processModule: ServerModule = (app, ctx) => processRoutes(app, ctx);
