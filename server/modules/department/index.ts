// Departments of a ledger set (部门管理, 部门设置), online and through the outbox.
import type { ServerModule } from '../../app-context.ts';
import { departmentRoutes } from './routes.ts';

export const departmentModule: ServerModule = (app, ctx) => departmentRoutes(app, ctx);
