// Builds the Fastify app on an opened database. Tests call buildApp with an in-memory database;
// main.ts adds listening, seeding and shutdown.
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppContext } from './app-context.ts';
import { accessRoutes } from './modules/access/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { auxiliaryRoutes } from './modules/auxiliary/routes.ts';
import { auxiliaryProjectRoutes } from './modules/auxiliary/routes-projects.ts';
import { departmentRoutes } from './modules/department/routes.ts';
import { financialStatusRoutes } from './modules/financial-status/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { ledgerRoutes } from './modules/ledger/routes.ts';
import { schedulePrune } from './modules/maintenance/prune.ts';
import { openingRoutes } from './modules/opening/routes.ts';
import { requestLogRoutes } from './modules/request-log/routes.ts';
import { subjectRoutes } from './modules/subject/routes.ts';
import { successionRoutes } from './modules/succession/routes.ts';
import { taskPanelRoutes } from './modules/task-panel/routes.ts';
import { userRoutes } from './modules/user/routes.ts';
import { voucherRoutes } from './modules/voucher/routes.ts';
import { voucherPrintRoutes } from './modules/voucher-print/routes.ts';
import { voucherSettingsRoutes } from './modules/voucher-settings/routes.ts';
import { voucherTemplateRoutes } from './modules/voucher-template/routes.ts';
import { ztRoutes } from './modules/zt/routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { envelopePlugin } from './plugins/envelope.ts';
import { idempotencyPlugin } from './plugins/idempotency.ts';
import { type AppShell, staticPlugin } from './plugins/static.ts';

export interface BuildOptions {
  /** pino options, or false for silence (tests). */
  logger?: boolean | Record<string, unknown>;
  now?: () => number;
}

const modules = [
  healthRoutes,
  authRoutes,
  accessRoutes,
  ztRoutes,
  userRoutes,
  requestLogRoutes,
  departmentRoutes,
  financialStatusRoutes,
  subjectRoutes,
  auxiliaryRoutes,
  auxiliaryProjectRoutes,
  openingRoutes,
  successionRoutes,
  ledgerRoutes,
  voucherRoutes,
  voucherTemplateRoutes,
  voucherSettingsRoutes,
  voucherPrintRoutes,
  taskPanelRoutes,
];

export async function buildApp(ctx: AppContext, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: ctx.config.logLevel,
            redact: [
              'req.headers.authorization',
              'req.headers.token',
              'req.headers.sign',
              'req.headers.cookie',
            ],
            ...(typeof options.logger === 'object' ? options.logger : {}),
          },
    bodyLimit: 1_048_576,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  });
  const shell: AppShell = { served: false };
  await app.register(envelopePlugin, { shell });
  await app.register(authPlugin, {
    db: ctx.db,
    sessionIdleMs: ctx.config.sessionIdleMs,
    ...(options.now ? { now: options.now } : {}),
  });
  await app.register(idempotencyPlugin, { db: ctx.db });
  for (const routes of modules) await app.register(async (scope) => routes(scope, ctx));
  const stopPrune = schedulePrune(ctx.db, (error) => app.log.error({ err: error }, '清理过期记录失败'));
  app.addHook('onClose', async () => stopPrune());
  if (ctx.config.staticDir) await app.register(staticPlugin, { root: ctx.config.staticDir, shell });
  return app;
}
