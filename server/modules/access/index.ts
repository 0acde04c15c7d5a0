// A user's level per ledger set (spec 000 §7.4 getUserLevel, setUserZtLevel).
import type { ServerModule } from '../../app-context.ts';
import { accessRoutes } from './routes.ts';

export const accessModule: ServerModule = (app, ctx) => accessRoutes(app, ctx);
