// Builds the Fastify app on an opened database. Tests call buildApp with an in-memory database;
// main.ts adds listening, seeding and shutdown.
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppContext } from './app-context.ts';
import { durableAnswers } from './db/durable-answers.ts';
import { listRoutes } from './lib/route-list.ts';
import { serverModules } from './modules/index.ts';
import { schedulePrune } from './modules/maintenance/prune.ts';
import { scheduleVacuum } from './modules/maintenance/vacuum.ts';
import { authPlugin } from './plugins/auth.ts';
import { answerClientError, answerFrameworkError, envelopePlugin } from './plugins/envelope.ts';
import { idempotencyPlugin } from './plugins/idempotency.ts';
import { inputGuardPlugin } from './plugins/input-guard.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { type AppShell, staticPlugin } from './plugins/static.ts';

export interface BuildOptions {
  /** pino options, or false for silence (tests). */
  logger?: boolean | Record<string, unknown>;
  now?: () => number;
}

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
    // Fastify's own refusals (an undecodable URL, a malformed request) wear the envelope too.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  });
  listRoutes(app);
  durableAnswers(app, ctx.db);
  const shell: AppShell = { served: false };
  await app.register(envelopePlugin, { shell });
  await app.register(securityHeadersPlugin);
  await app.register(inputGuardPlugin);
  await app.register(authPlugin, {
    db: ctx.db,
    sessionIdleMs: ctx.config.sessionIdleMs,
    sessionMaxMs: ctx.config.sessionMaxMs,
    lifetimes: ctx.config,
    ...(options.now ? { now: options.now } : {}),
  });
  await app.register(idempotencyPlugin, { db: ctx.db });
  for (const register of serverModules) await app.register(async (scope) => register(scope, ctx));
  const stopPrune = schedulePrune(
    ctx.db,
    (error) => app.log.error({ err: error }, '清理过期记录失败'),
    60_000,
    ctx.config,
  );
  const stopVacuum = scheduleVacuum(ctx.db, ctx.dbKind, (error) =>
    app.log.error({ err: error }, '数据库整理（VACUUM）失败'),
  );
  app.addHook('onClose', async () => {
    stopPrune();
    stopVacuum();
  });
  if (ctx.config.staticDir) {
    await app.register(staticPlugin, {
      root: ctx.config.staticDir,
      shell,
      sourceMaps: ctx.config.serveSourceMaps,
    });
  }
  return app;
}
