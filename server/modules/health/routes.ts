import type { FastifyInstance } from 'fastify';
import { APP_VERSION } from '../../../src/core/constants.ts';
import { authContracts as c } from '../../../src/core/contracts/auth.ts';
import type { AppContext } from '../../app-context.ts';
import { serve } from '../../lib/serve.ts';
import { ok } from '../../plugins/envelope.ts';

export async function healthRoutes(app: FastifyInstance, { dbKind, config }: AppContext) {
  // offlineUnlockDays: how long a device may unlock offline after a login (the login answer
  // carries it too, and that is what the device keeps). captcha: the login form asks for the code
  // only when the server checks it.
  serve(app, c.health, { public: true }, async () =>
    ok({
      db: dbKind,
      version: APP_VERSION,
      offlineUnlockDays: config.offlineUnlockDays,
      captcha: config.captcha,
    }),
  );
}
