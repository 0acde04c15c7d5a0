// /api/process (src/core/contracts/process.ts): routes validate through the contract and hand the
// work to service.ts; writes run inside app.write, one transaction with their idempotency record.
import type { FastifyInstance } from 'fastify';
import { processContracts as c } from '../../../src/core/contracts/process.ts';
import { P } from '../../../src/core/permissions/keys.ts';
import type { AppContext } from '../../app-context.ts';
import { serve } from '../../lib/serve.ts';
import { ok } from '../../plugins/envelope.ts';
import { isUniqueViolation } from '../../plugins/idempotency.ts';
import {
  deleteDefinition,
  departmentName,
  duplicateDefinition,
  getDefinition,
  listDefinitions,
  previewProcess,
  saveDefinition,
} from './service.ts';

const admin = { permission: P.usercenter.process, ledger: 'write' } as const;

export function processRoutes(app: FastifyInstance, { db }: AppContext) {
  serve(app, c.list, { permission: P.usercenter.process, ledger: 'read' }, async ({ input, ledgerSetId }) =>
    ok(await listDefinitions(db, ledgerSetId, input.documentType)),
  );

  serve(app, c.get, { permission: P.usercenter.process, ledger: 'read' }, async ({ input, ledgerSetId }) =>
    ok(await getDefinition(db, ledgerSetId, input.id)),
  );

  // Any signed-in user of the ledger set: a claim form shows its declarer the path ahead.
  serve(app, c.preview, { ledger: 'read' }, async ({ input, ledgerSetId }) =>
    ok(await previewProcess(db, ledgerSetId, input)),
  );

  serve(app, c.save, admin, async ({ input, request, session, ledgerSetId }) => {
    try {
      return await app.write(request, async (trx) =>
        ok(
          await saveDefinition(trx, ledgerSetId, session.userId, input),
          input.id ? '审批流程已保存' : '审批流程已新增',
        ),
      );
    } catch (error) {
      // app.write answers twins itself; a unique violation left over is someone else's same scope.
      if (isUniqueViolation(error)) {
        throw duplicateDefinition(input.documentType, await departmentName(db, input.departmentId ?? null));
      }
      throw error;
    }
  });

  serve(app, c.delete, admin, async ({ input, request, ledgerSetId }) =>
    app.write(request, async (trx) => ok(await deleteDefinition(trx, ledgerSetId, input), '审批流程已删除')),
  );
}
