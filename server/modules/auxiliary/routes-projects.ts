// /api/auxi project relations, the project sync to other ledger sets, and auxiliary balances
// (src/core/contracts/auxiliary.ts).
import type { FastifyInstance } from 'fastify';
import { auxiliaryContracts as c } from '../../../src/core/contracts/auxiliary.ts';
import { P } from '../../../src/core/permissions/keys.ts';
import type { AppContext } from '../../app-context.ts';
import { badRequest } from '../../lib/errors.ts';
import { serve } from '../../lib/serve.ts';
import { ok } from '../../plugins/envelope.ts';
import { isUniqueViolation } from '../../plugins/idempotency.ts';
import { auxBalanceList, auxInfoBalanceList } from './balance-service.ts';
import {
  deleteRelation,
  deleteRelationType,
  relationTypeViews,
  saveRelation,
  saveRelationType,
  syncOutputProjects,
} from './project-service.ts';

const items = { permission: P.auxiliary.index, ledger: 'write' } as const;
const balances = { permission: P.auxiliary.balance, ledger: 'read' } as const;

export async function auxiliaryProjectRoutes(app: FastifyInstance, { db }: AppContext) {
  serve(app, c.relationTypes, { ledger: 'read' }, async ({ ledgerSetId }) =>
    ok(await relationTypeViews(db, ledgerSetId)),
  );

  serve(app, c.saveRelationType, items, async ({ input, request, ledgerSetId }) => {
    try {
      return await app.write(request, async (trx) =>
        ok(await saveRelationType(trx, ledgerSetId, input), '项目关联类型已保存'),
      );
    } catch (error) {
      if (isUniqueViolation(error)) throw badRequest(`项目关联类型已存在：${input.typeName}`);
      throw error;
    }
  });

  serve(app, c.deleteRelationType, items, async ({ input, request, ledgerSetId }) =>
    app.write(request, async (trx) =>
      ok(await deleteRelationType(trx, ledgerSetId, input.id), '项目关联类型已删除'),
    ),
  );

  serve(app, c.saveRelation, items, async ({ input, request, ledgerSetId }) => {
    try {
      return await app.write(request, async (trx) =>
        ok(await saveRelation(trx, ledgerSetId, input), '项目关联已保存'),
      );
    } catch (error) {
      if (isUniqueViolation(error))
        throw badRequest(`项目 ${input.projectInfoNo} 已关联 ${input.relatedCode}`);
      throw error;
    }
  });

  serve(app, c.deleteRelation, items, async ({ input, request, ledgerSetId }) =>
    app.write(request, async (trx) => ok(await deleteRelation(trx, ledgerSetId, input.id), '项目关联已删除')),
  );

  serve(app, c.syncProjects, items, async ({ input, request, session, ledgerSetId }) =>
    app.write(request, async (trx) => {
      const results = await syncOutputProjects(trx, {
        ledgerSetId,
        userId: session.userId,
        targetZids: input.targetZids,
        infoNos: input.infoNos,
      });
      return ok(results, `项目已同步到 ${results.length} 个账套`);
    }),
  );

  serve(app, c.balances, balances, async ({ input, ledgerSetId }) =>
    ok(await auxBalanceList(db, ledgerSetId, input.typeId)),
  );

  serve(app, c.infoBalances, balances, async ({ input, ledgerSetId }) =>
    ok(await auxInfoBalanceList(db, ledgerSetId, input.typeId, input.code)),
  );
}
