// 待办 (GET /api/todo/list): what awaits the session user across modules, gathered from each.
import type { ServerModule } from '../../app-context.ts';
import { todoRoutes } from './routes.ts';

export const todoModule: ServerModule = (app, ctx) => todoRoutes(app, ctx);
