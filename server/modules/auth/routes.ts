// /api/auth (src/core/contracts/auth.ts): captcha, login, logout, session info.
import type { FastifyInstance } from 'fastify';
import { authContracts as c } from '../../../src/core/contracts/auth.ts';
import { ssoContracts as sso } from '../../../src/core/contracts/sso.ts';
import type { AppContext } from '../../app-context.ts';
import { serve } from '../../lib/serve.ts';
import { ok } from '../../plugins/envelope.ts';
import { createCaptcha } from './captcha.ts';
import { sessionInfo } from './info.ts';
import { logOn, logOut } from './service.ts';
import { ssoLogin, ssoOff, startSso } from './sso.ts';

export async function authRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, config } = ctx;

  serve(app, c.captcha, { public: true }, async ({ reply }) => {
    const { key, svg } = await createCaptcha(db);
    return reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('captcha-key', key)
      .header('access-control-expose-headers', 'captcha-key')
      .send(svg);
  });

  serve(app, c.logOn, { public: true }, async ({ input, request }) => {
    const result = await logOn(
      {
        db,
        captcha: config.captcha,
        ip: request.ip,
        sessionMaxMs: config.sessionMaxMs,
        offlineUnlockDays: config.offlineUnlockDays,
        throttle: config.throttle,
        now: app.clock(),
      },
      input,
    );
    request.log.info({ userName: input.userName }, 'login');
    return ok(result, '登录成功');
  });

  serve(app, c.logOut, {}, async ({ request, session }) =>
    app.write(request, async (trx) => {
      await logOut(trx, session.tokenHash);
      return ok(null, '已退出登录');
    }),
  );

  serve(app, c.info, {}, async ({ session }) => ok(await sessionInfo(ctx, session)));

  // Single sign-on (SSO_URL): where to sign in, and the provider's code for a session.
  serve(app, sso.start, { public: true }, async ({ input, request }) => {
    if (!config.sso) ssoOff();
    const origin = `${request.protocol}://${request.host}`;
    return ok(startSso(config.sso, origin, input.redirect, app.clock()));
  });
  serve(app, sso.login, { public: true }, async ({ input, request }) => {
    if (!config.sso) ssoOff();
    const result = await ssoLogin(
      {
        db,
        sso: config.sso,
        ip: request.ip,
        sessionMaxMs: config.sessionMaxMs,
        offlineUnlockDays: config.offlineUnlockDays,
        now: app.clock(),
      },
      input,
    );
    request.log.info('sso login');
    return ok(result, '登录成功');
  });
}
