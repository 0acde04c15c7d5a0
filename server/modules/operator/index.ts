// 操作员管理 (issue 21 item 1): users, their duties and grants, resets, import and the audit trail.
import type { ServerModule } from '../../app-context.ts';
import { operatorRoutes } from './routes.ts';

export const operatorModule: ServerModule = (app, ctx) => operatorRoutes(app, ctx);
