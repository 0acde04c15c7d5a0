// 角色管理 and 菜单管理 (issue 21 item 2): duties as sets of permission keys, and the menu's order.
import type { ServerModule } from '../../app-context.ts';
import { roleRoutes } from './routes.ts';

export const roleModule: ServerModule = (app, ctx) => roleRoutes(app, ctx);
