import type { FastifyInstance } from 'fastify';
import { APP_VERSION } from '../../../src/core/constants.ts';
import type { AppContext } from '../../app-context.ts';
import { ok } from '../../plugins/envelope.ts';

export async function healthRoutes(app: FastifyInstance, { dbKind }: AppContext) {
  app.get('/api/health', { config: { auth: 'public' } }, async () =>
    ok({ db: dbKind, version: APP_VERSION }),
  );
}
