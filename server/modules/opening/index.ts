// Opening balances (期初): by subject, department and auxiliary item, import, trial balance, confirmation.
import type { ServerModule } from '../../app-context.ts';
import { openingRoutes } from './routes.ts';

export const openingModule: ServerModule = (app, ctx) => openingRoutes(app, ctx);
