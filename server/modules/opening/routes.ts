// /api/init (src/core/contracts/opening.ts): opening balances (科目期初余额), their department and
// auxiliary breakdowns, the trial balance, confirmation and its undo, and the Excel template and
// import.
import type { FastifyInstance } from 'fastify';
import { openingContracts as c } from '../../../src/core/contracts/opening.ts';
import { P } from '../../../src/core/permissions/keys.ts';
import type { AppContext } from '../../app-context.ts';
import type { Guard } from '../../lib/route-config.ts';
import { serve } from '../../lib/serve.ts';
import { ok } from '../../plugins/envelope.ts';
import { openingView, saveSubjectBalances } from './balances.ts';
import { breakdownViews, saveAuxiliaryBreakdown, saveDepartmentBreakdown } from './breakdown.ts';
import { importOpening, openingTemplate } from './import.ts';
import { confirmOpening, unconfirmOpening, verifyOpening } from './verify.ts';
import { attachmentHeaders } from './xlsx.ts';

const read = (permission: Guard) => ({ permission, ledger: 'read' }) as const;
const write = (permission: Guard) => ({ permission, ledger: 'write' }) as const;

export async function openingRoutes(app: FastifyInstance, { db }: AppContext) {
  serve(app, c.balances, read(P.init.subjectBalance), async ({ ledgerSetId }) =>
    ok(await openingView(db, ledgerSetId)),
  );

  serve(app, c.saveBalances, write(P.init.subjectBalance), async ({ input, request, ledgerSetId }) =>
    app.write(request, async (trx) =>
      ok(await saveSubjectBalances(trx, ledgerSetId, input.details), '期初余额已保存'),
    ),
  );

  serve(app, c.template, read(P.init.subjectBalance), async ({ reply, ledgerSetId }) => {
    const file = await openingTemplate(db, ledgerSetId);
    return reply.headers(attachmentHeaders('科目期初余额导入模板.xlsx', 'opening-balances.xlsx')).send(file);
  });

  serve(app, c.import, write(P.init.subjectBalance), async ({ input, request, ledgerSetId }) =>
    app.write(request, async (trx) => {
      const result = await importOpening(trx, ledgerSetId, input.content);
      return ok(result, `已导入 ${result.imported} 行期初余额`);
    }),
  );

  serve(app, c.departmentBalances, read(P.init.departmentBalance), async ({ input, ledgerSetId }) =>
    ok(await breakdownViews(db, ledgerSetId, 'department', input.code)),
  );

  serve(
    app,
    c.saveDepartmentBalances,
    write(P.init.departmentBalance),
    async ({ input, request, ledgerSetId }) =>
      app.write(request, async (trx) =>
        ok(await saveDepartmentBreakdown(trx, ledgerSetId, input), '部门期初余额已保存'),
      ),
  );

  serve(app, c.auxiliaryBalances, read(P.init.auxiliaryBalance), async ({ input, ledgerSetId }) =>
    ok(await breakdownViews(db, ledgerSetId, 'auxiliary', input.code)),
  );

  serve(
    app,
    c.saveAuxiliaryBalances,
    write(P.init.auxiliaryBalance),
    async ({ input, request, ledgerSetId }) =>
      app.write(request, async (trx) =>
        ok(await saveAuxiliaryBreakdown(trx, ledgerSetId, input), '辅助核算期初余额已保存'),
      ),
  );

  serve(app, c.verify, read(P.init.verification), async ({ ledgerSetId }) => {
    const trial = await verifyOpening(db, ledgerSetId);
    return ok(trial, trial.balanced ? '试算平衡' : '试算不平衡');
  });

  serve(app, c.confirm, write(P.init.confirm), async ({ request, ledgerSetId }) =>
    app.write(request, async (trx) => {
      const { confirmedAt } = await confirmOpening(trx, ledgerSetId);
      return ok({ confirmedAt: confirmedAt.toISOString() }, '期初余额已确认');
    }),
  );

  serve(app, c.unconfirm, write(P.init.confirm), async ({ request, session, ledgerSetId }) =>
    app.write(request, async (trx) =>
      ok(await unconfirmOpening(trx, ledgerSetId, session.userId), '已取消期初余额确认'),
    ),
  );
}
