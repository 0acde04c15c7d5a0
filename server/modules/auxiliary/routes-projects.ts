// /api/auxi project relations, the project sync to other ledger sets, and auxiliary balances.
import type { FastifyInstance } from 'fastify';
import { array, object, optional, size } from 'superstruct';
import { P } from '../../../src/core/permissions/keys.ts';
import type { AppContext } from '../../app-context.ts';
import { badRequest } from '../../lib/errors.ts';
import { sessionOf } from '../../lib/session.ts';
import { id, text } from '../../lib/structs.ts';
import { parseInput } from '../../lib/validate.ts';
import { ok } from '../../plugins/envelope.ts';
import { isUniqueViolation } from '../../plugins/idempotency.ts';
import { auxCode, subjectCode } from '../subject/structs.ts';
import { auxBalanceList, auxInfoBalanceList } from './balance-service.ts';
import {
  deleteRelation,
  deleteRelationType,
  relationTypeViews,
  saveRelation,
  saveRelationType,
  syncOutputProjects,
} from './project-service.ts';
import { auxLabels, ledgerOf } from './routes.ts';

const Params = object({ id: id() });
const RelationTypeInput = object({ id: optional(id()), typeName: text(30), remark: optional(text(200)) });
const RelationInput = object({
  id: optional(id()),
  relatedTypeId: id(),
  projectInfoNo: auxCode(),
  relatedCode: text(40),
  relatedName: text(100),
});
const SyncInput = object({
  targetZids: size(array(id()), 1, 200),
  infoNos: optional(size(array(auxCode()), 1, 5000)),
});
const BalanceQuery = object({ typeId: optional(id()) });
const InfoBalanceQuery = object({ typeId: id(), code: optional(subjectCode()) });

const labels = {
  ...auxLabels,
  typeName: '关联类型名称',
  remark: '备注',
  relatedTypeId: '项目关联类型',
  projectInfoNo: '项目编号',
  relatedCode: '关联编码',
  relatedName: '关联名称',
  targetZids: '目标账套',
  infoNos: '项目编号',
};

const items = { config: { permission: P.auxiliary.index, ledger: 'write' as const } };

export async function auxiliaryProjectRoutes(app: FastifyInstance, { db }: AppContext) {
  app.get('/api/auxi/GetProjecRelatedTypeList', { config: { ledger: 'read' } }, async (request) =>
    ok(await relationTypeViews(db, ledgerOf(request))),
  );

  app.post('/api/auxi/SaveProjecRelatedType', items, async (request) => {
    const input = parseInput(RelationTypeInput, request.body, labels);
    const ledgerSetId = ledgerOf(request);
    try {
      return await app.write(request, async (trx) =>
        ok(await saveRelationType(trx, ledgerSetId, input), '项目关联类型已保存'),
      );
    } catch (error) {
      if (isUniqueViolation(error)) throw badRequest(`项目关联类型已存在：${input.typeName}`);
      throw error;
    }
  });

  app.post('/api/auxi/DeleteProjecRelatedType/:id', items, async (request) => {
    const params = parseInput(Params, request.params, labels);
    const ledgerSetId = ledgerOf(request);
    return app.write(request, async (trx) =>
      ok(await deleteRelationType(trx, ledgerSetId, params.id), '项目关联类型已删除'),
    );
  });

  app.post('/api/auxi/SaveProjecRelated', items, async (request) => {
    const input = parseInput(RelationInput, request.body, labels);
    const ledgerSetId = ledgerOf(request);
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

  app.post('/api/auxi/DeleteProjecRelated/:id', items, async (request) => {
    const params = parseInput(Params, request.params, labels);
    const ledgerSetId = ledgerOf(request);
    return app.write(request, async (trx) =>
      ok(await deleteRelation(trx, ledgerSetId, params.id), '项目关联已删除'),
    );
  });

  app.post('/api/auxi/SyncOutputProject', items, async (request) => {
    const input = parseInput(SyncInput, request.body, labels);
    const session = sessionOf(request);
    return app.write(request, async (trx) => {
      const results = await syncOutputProjects(trx, {
        ledgerSetId: session.ledgerSetId ?? 0,
        userId: session.userId,
        targetZids: input.targetZids,
        infoNos: input.infoNos,
      });
      return ok(results, `项目已同步到 ${results.length} 个账套`);
    });
  });

  app.get(
    '/api/auxi/GetAuxiBalanceList',
    { config: { ledger: 'read', permission: P.auxiliary.balance } },
    async (request) => {
      const query = parseInput(BalanceQuery, request.query, labels);
      return ok(await auxBalanceList(db, ledgerOf(request), query.typeId));
    },
  );

  app.get(
    '/api/auxi/GetAuxiInfoBalanceList',
    { config: { ledger: 'read', permission: P.auxiliary.balance } },
    async (request) => {
      const query = parseInput(InfoBalanceQuery, request.query, labels);
      return ok(await auxInfoBalanceList(db, ledgerOf(request), query.typeId, query.code));
    },
  );
}
