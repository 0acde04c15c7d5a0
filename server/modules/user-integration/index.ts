// 用户集成 (issue 21 item 5): users kept in step with the 人员前置表 or a file in its shape.
import type { ServerModule } from '../../app-context.ts';
import { userIntegrationRoutes } from './routes.ts';

export const userIntegrationModule: ServerModule = (app, ctx) => userIntegrationRoutes(app, ctx);
