// 系统设置 (issue 21 item 5): loads the saved settings into the running configuration at start and
// every half minute (other processes' saves), and serves the screen's read and save.
import type { ServerModule } from '../../app-context.ts';
import { systemSettingRoutes } from './routes.ts';
import { loadSettings } from './service.ts';

const RELOAD_MS = 30_000;

export const systemSettingModule: ServerModule = async (app, ctx) => {
  await loadSettings(ctx.db, ctx.config);
  const timer = setInterval(() => {
    loadSettings(ctx.db, ctx.config).catch((error) => app.log.error({ err: error }, '读取系统设置失败'));
  }, RELOAD_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
  await systemSettingRoutes(app, ctx);
};
