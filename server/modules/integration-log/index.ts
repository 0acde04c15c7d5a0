// gRPC 日志 (issue 21 item 6): the log of this server's calls to outside services, and its daily
// retention by 配置管理's integration.logKeepDays.
import type { ServerModule } from '../../app-context.ts';
import { integrationLogRoutes } from './routes.ts';
import { pruneIntegrationCalls } from './service.ts';

const PRUNE_MS = 24 * 3600_000;

export const integrationLogModule: ServerModule = (app, ctx) => {
  const timer = setInterval(() => {
    pruneIntegrationCalls(ctx.db).catch((error) => app.log.error({ err: error }, '清理外部接口日志失败'));
  }, PRUNE_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
  integrationLogRoutes(app, ctx);
};
