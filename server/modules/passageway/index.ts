// 部门经费录入 and 部门核算科目快捷设置 (issue 19 item 6).
import type { ServerModule } from '../../app-context.ts';
import { passagewayRoutes } from './routes.ts';

export const passagewayModule: ServerModule = (app, ctx) => passagewayRoutes(app, ctx);
