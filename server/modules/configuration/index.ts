// 配置管理 (issue 21 item 5): the values the system reads by key; readers import configValue.
import type { ServerModule } from '../../app-context.ts';
import { configurationRoutes } from './routes.ts';

export const configurationModule: ServerModule = (app, ctx) => configurationRoutes(app, ctx);
