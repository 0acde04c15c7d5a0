import type { FastifyInstance } from 'fastify';
import { APP_VERSION } from '../../../src/core/constants.ts';
import type { AppContext } from '../../app-context.ts';
import { ok } from '../../plugins/envelope.ts';

export async function healthRoutes(app: FastifyInstance, { dbKind, config }: AppContext) {
  // offlineUnlockDays: the login page asks before an offline unlock is even possible, and a
  // client that reconnects learns a shortened limit without logging in again.
  app.get('/api/health', { config: { auth: 'public' } }, async () =>
    ok({ db: dbKind, version: APP_VERSION, offlineUnlockDays: config.offlineUnlockDays }),
  );
}
