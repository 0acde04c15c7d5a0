// Auxiliary accounting (辅助核算): types, items, the subjects they apply to, and project relations.
import type { ServerModule } from '../../app-context.ts';
import { auxiliaryRoutes } from './routes.ts';
import { auxiliaryProjectRoutes } from './routes-projects.ts';

export const auxiliaryModule: ServerModule = async (app, ctx) => {
  await auxiliaryRoutes(app, ctx);
  await auxiliaryProjectRoutes(app, ctx);
};
