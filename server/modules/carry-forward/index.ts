// 结转设置 and 期末结转 (issue 19 item 5).
import type { ServerModule } from '../../app-context.ts';
import { carryForwardRoutes } from './routes.ts';

export const carryForwardModule: ServerModule = (app, ctx) => carryForwardRoutes(app, ctx);
