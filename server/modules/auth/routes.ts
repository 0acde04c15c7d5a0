// /api/auth: captcha, login, logout, session info, request logs.
import type { FastifyInstance } from 'fastify';
import { object, optional, string } from 'superstruct';
import { password, text } from '../../../src/core/contracts/structs.ts';
import type { AppContext } from '../../app-context.ts';
import { sessionOf } from '../../lib/session.ts';
import { parseInput } from '../../lib/validate.ts';
import { ok } from '../../plugins/envelope.ts';
import { createCaptcha } from './captcha.ts';
import { sessionInfo } from './info.ts';
import { logOn, logOut } from './service.ts';

const LogOnInput = object({
  userName: text(50),
  password: password(),
  code: optional(string()),
  codeKey: optional(string()),
});
const logOnLabels = { userName: '用户名', password: '密码', code: '验证码', codeKey: '验证码标识' };

export async function authRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, config } = ctx;

  app.get('/api/auth/getValidateCode', { config: { auth: 'public' } }, async (_request, reply) => {
    const { key, svg } = await createCaptcha(db);
    return reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('captcha-key', key)
      .header('access-control-expose-headers', 'captcha-key')
      .send(svg);
  });

  app.post('/api/auth/logOn', { config: { auth: 'public' } }, async (request) => {
    const input = parseInput(LogOnInput, request.body, logOnLabels);
    const result = await logOn(
      {
        db,
        captcha: config.captcha,
        ip: request.ip,
        sessionMaxMs: config.sessionMaxMs,
        offlineUnlockDays: config.offlineUnlockDays,
      },
      input,
    );
    request.log.info({ userName: input.userName }, 'login');
    return ok(result, '登录成功');
  });

  app.post('/api/auth/logOut', async (request) => {
    const session = sessionOf(request);
    return app.write(request, async (trx) => {
      await logOut(trx, session.tokenHash);
      return ok(null, '已退出登录');
    });
  });

  app.get('/api/auth/getInfo', async (request) => {
    return ok(await sessionInfo(ctx, sessionOf(request)));
  });
}
