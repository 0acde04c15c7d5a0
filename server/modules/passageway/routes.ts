// /api/passageway/* (src/core/contracts/passageway.ts): 部门核算科目快捷设置, read by 部门经费录入 too.
import type { FastifyInstance } from 'fastify';
import { passagewayContracts as c } from '../../../src/core/contracts/passageway.ts';
import { P } from '../../../src/core/permissions/keys.ts';
import type { AppContext } from '../../app-context.ts';
import { serve } from '../../lib/serve.ts';
import { ok } from '../../plugins/envelope.ts';
import { listShortcuts, saveShortcut } from './service.ts';

export async function passagewayRoutes(app: FastifyInstance, { db }: AppContext) {
  serve(
    app,
    c.shortcuts,
    { permission: [P.passageway.departmentSubjects, P.passageway.departmentFunds], ledger: 'read' },
    async ({ ledgerSetId }) => ok(await listShortcuts(db, ledgerSetId)),
  );

  serve(
    app,
    c.saveShortcut,
    { permission: P.passageway.departmentSubjects, ledger: 'write' },
    async ({ input, request, session, ledgerSetId }) =>
      app.write(request, async (trx) =>
        ok(
          await saveShortcut(trx, ledgerSetId, session.userId, {
            deptCode: input.deptCode,
            subjectCodes: input.subjectCodes,
            version: input.version ?? 0,
          }),
          '快捷科目已保存',
        ),
      ),
  );
}
