// Slow-call and page-load logs (spec 000 §7.6) and their download.
import type { ServerModule } from '../../app-context.ts';
import { requestLogRoutes } from './routes.ts';

export const requestLogModule: ServerModule = (app, ctx) => requestLogRoutes(app, ctx);
