// GET /api/taskPanel/documentType (src/core/contracts/task-panel.ts): what waits for the signed-in
// user in the session's ledger set and year (the 任务看板). No operation key of its own: each kind is
// listed only for the permission that acts on it, so the answer is empty otherwise.
import type { FastifyInstance } from 'fastify';
import { taskPanelContracts as c } from '../../../src/core/contracts/task-panel.ts';
import type { AppContext } from '../../app-context.ts';
import { serve } from '../../lib/serve.ts';
import { ok } from '../../plugins/envelope.ts';
import { taskPanel } from './service.ts';

export async function taskPanelRoutes(app: FastifyInstance, { db }: AppContext) {
  serve(app, c.documentTypes, { ledger: 'read' }, async ({ session, ledgerSetId, year }) =>
    ok(
      await taskPanel(db, {
        ledgerSetId,
        year,
        userId: session.userId,
        permissions: session.permissions,
      }),
    ),
  );
}
