// 报表人员设置 (issue 19 item 6).
import type { ServerModule } from '../../app-context.ts';
import { reporterRoutes } from './routes.ts';

export const reporterModule: ServerModule = (app, ctx) => reporterRoutes(app, ctx);
