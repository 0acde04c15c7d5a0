import type { FastifyInstance } from 'fastify';
import { APP_VERSION } from '../../../src/core/constants.ts';
import type { AppContext } from '../../app-context.ts';
import { ok } from '../../plugins/envelope.ts';

export async function healthRoutes(app: FastifyInstance, { dbKind, config }: AppContext) {
  // offlineUnlockDays: how long a device may unlock offline after a login (the login answer
  // carries it too, and that is what the device keeps).
  app.get('/api/health', { config: { auth: 'public' } }, async () =>
    ok({ db: dbKind, version: APP_VERSION, offlineUnlockDays: config.offlineUnlockDays }),
  );
}
