// GET /api/health: which database, which version; public.
import type { ServerModule } from '../../app-context.ts';
import { healthRoutes } from './routes.ts';

export const healthModule: ServerModule = (app, ctx) => healthRoutes(app, ctx);
