// What waits for the signed-in user's duty (任务看板).
import type { ServerModule } from '../../app-context.ts';
import { taskPanelRoutes } from './routes.ts';

export const taskPanelModule: ServerModule = (app, ctx) => taskPanelRoutes(app, ctx);
