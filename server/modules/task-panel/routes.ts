// GET /api/taskPanel/documentType -> [{documentType, name, count, path}]: what waits for the
// signed-in user in the session's ledger set and year (the 任务看板). No operation key of its own:
// each kind is listed only for the permission that acts on it, so the answer is empty otherwise.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { sessionOf } from '../../lib/session.ts';
import { ok } from '../../plugins/envelope.ts';
import { taskPanel } from './service.ts';

export async function taskPanelRoutes(app: FastifyInstance, { db }: AppContext) {
  app.get('/api/taskPanel/documentType', { config: { ledger: 'read' } }, async (request) => {
    const session = sessionOf(request);
    return ok(
      await taskPanel(db, {
        ledgerSetId: session.ledgerSetId ?? 0,
        year: session.year ?? new Date().getFullYear(),
        userId: session.userId,
        permissions: session.permissions,
      }),
    );
  });
}
