// /api/auxi (spec 000 §7.5): auxiliary types and items, their state, and the subject links.
// Project relations and balances are in routes-projects.ts. Lists are readable by anyone working
// in the ledger set (voucher pickers need them); changes need the 辅助核算 screens' permissions.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { array, enums, object, optional, record, size, string } from 'superstruct';
import { P } from '../../../src/core/permissions/keys.ts';
import type { AppContext } from '../../app-context.ts';
import { badRequest } from '../../lib/errors.ts';
import { sessionOf } from '../../lib/session.ts';
import { id, text } from '../../lib/structs.ts';
import { parseInput } from '../../lib/validate.ts';
import { ok } from '../../plugins/envelope.ts';
import { isUniqueViolation } from '../../plugins/idempotency.ts';
import { auxCode, flag, subjectCode } from '../subject/structs.ts';
import { deleteAuxInfo, enableAuxInfo, saveAuxInfo } from './item-service.ts';
import {
  auxTypesOfSubject,
  saveAuxTypeSubjects,
  saveSubjectAuxTypes,
  subjectsOfAuxType,
} from './link-service.ts';
import { deleteAuxType, enableAuxType, saveAuxType } from './type-service.ts';
import { auxTypeViews } from './views.ts';

const Field = object({
  fieldNo: optional(auxCode()),
  fieldName: text(20),
  fieldType: enums([1, 2, 3, 4] as const),
});
const TypeInput = object({
  id: optional(id()),
  typeNo: optional(auxCode()),
  typeName: text(20),
  fields: optional(size(array(Field), 0, 20)),
});
const InfoInput = object({
  id: optional(id()),
  typeId: id(),
  infoNo: auxCode(),
  infoName: text(60),
  details: optional(record(string(), string())),
  enabled: optional(flag()),
});
const Params = object({ id: id() });
const CodeParams = object({ id: subjectCode() });
const EnableBody = object({ enabled: optional(flag()) });
const SubjectTypes = object({ code: subjectCode(), auxTypeIds: size(array(id()), 0, 20) });
const TypeSubjects = object({ typeId: id(), codes: size(array(subjectCode()), 0, 2000) });
const ListQuery = object({ includeDisabled: optional(flag()) });

export const auxLabels = {
  id: 'ID',
  typeNo: '类型编号',
  typeName: '类型名称',
  fields: '自定义字段',
  fieldNo: '字段编号',
  fieldName: '字段名称',
  fieldType: '字段类型',
  typeId: '辅助核算类型',
  infoNo: '项目编号',
  infoName: '项目名称',
  details: '自定义字段值',
  enabled: '是否启用',
  code: '科目编码',
  codes: '科目',
  auxTypeIds: '辅助核算类型',
  includeDisabled: '含停用',
};

export const ledgerOf = (request: FastifyRequest) => sessionOf(request).ledgerSetId ?? 0;
const types = { config: { permission: P.auxiliary.types, ledger: 'write' as const } };
const items = { config: { permission: P.auxiliary.index, ledger: 'write' as const } };

export async function auxiliaryRoutes(app: FastifyInstance, { db }: AppContext) {
  app.get('/api/auxi/GetAuxiTypeList', { config: { ledger: 'read' } }, async (request) =>
    ok(await auxTypeViews(db, ledgerOf(request), { enabledOnly: true })),
  );

  app.get('/api/auxi/GetAuxiTypeAllList', { config: { ledger: 'read' } }, async (request) => {
    parseInput(ListQuery, request.query, auxLabels);
    return ok(await auxTypeViews(db, ledgerOf(request), { enabledOnly: false }));
  });

  app.get('/api/auxi/GetSubjectListByAuxiType/:id', { config: { ledger: 'read' } }, async (request) => {
    const params = parseInput(Params, request.params, auxLabels);
    return ok(await subjectsOfAuxType(db, ledgerOf(request), params.id));
  });

  // {id} is the subject code: voucher lines and the offline cache know subjects by code.
  app.get('/api/auxi/GetAuxiTypes/:id', { config: { ledger: 'read' } }, async (request) => {
    const params = parseInput(CodeParams, request.params, { id: '科目编码' });
    return ok(await auxTypesOfSubject(db, ledgerOf(request), params.id, true));
  });

  app.post('/api/auxi/SaveAuxiType', types, async (request) => {
    const input = parseInput(TypeInput, request.body, auxLabels);
    const ledgerSetId = ledgerOf(request);
    try {
      return await app.write(request, async (trx) =>
        ok(
          await saveAuxType(trx, ledgerSetId, input),
          input.id === undefined ? '辅助核算类型已增加' : '辅助核算类型已保存',
        ),
      );
    } catch (error) {
      if (isUniqueViolation(error)) throw badRequest('辅助核算类型编号或名称已存在');
      throw error;
    }
  });

  app.post('/api/auxi/DeleteAuxiType/:id', types, async (request) => {
    const params = parseInput(Params, request.params, auxLabels);
    const ledgerSetId = ledgerOf(request);
    return app.write(request, async (trx) =>
      ok(await deleteAuxType(trx, ledgerSetId, params.id), '辅助核算类型已删除'),
    );
  });

  app.post('/api/auxi/EnableAuxiType/:id', types, async (request) => {
    const params = parseInput(Params, request.params, auxLabels);
    const body = parseInput(EnableBody, request.body, auxLabels);
    const ledgerSetId = ledgerOf(request);
    return app.write(request, async (trx) => {
      const view = await enableAuxType(trx, ledgerSetId, params.id, body.enabled);
      return ok(view, view.enabled ? '辅助核算类型已启用' : '辅助核算类型已停用');
    });
  });

  app.post('/api/auxi/SaveAuxiInfo', items, async (request) => {
    const input = parseInput(InfoInput, request.body, auxLabels);
    const ledgerSetId = ledgerOf(request);
    try {
      return await app.write(request, async (trx) =>
        ok(
          await saveAuxInfo(trx, ledgerSetId, input),
          input.id === undefined ? '辅助核算项目已增加' : '辅助核算项目已保存',
        ),
      );
    } catch (error) {
      if (isUniqueViolation(error)) throw badRequest(`辅助核算项目编号已存在：${input.infoNo}`);
      throw error;
    }
  });

  app.post('/api/auxi/DeleteAuxiInfo/:id', items, async (request) => {
    const params = parseInput(Params, request.params, auxLabels);
    const ledgerSetId = ledgerOf(request);
    return app.write(request, async (trx) =>
      ok(await deleteAuxInfo(trx, ledgerSetId, params.id), '辅助核算项目已删除'),
    );
  });

  app.post('/api/auxi/EnableAuxiInfo/:id', items, async (request) => {
    const params = parseInput(Params, request.params, auxLabels);
    const body = parseInput(EnableBody, request.body, auxLabels);
    const ledgerSetId = ledgerOf(request);
    return app.write(request, async (trx) => {
      const view = await enableAuxInfo(trx, ledgerSetId, params.id, body.enabled);
      return ok(view, view.enabled ? '辅助核算项目已启用' : '辅助核算项目已停用');
    });
  });

  app.post(
    '/api/auxi/SaveSubjectAuxiType',
    { config: { permission: P.settings.subject, ledger: 'write' } },
    async (request) => {
      const input = parseInput(SubjectTypes, request.body, auxLabels);
      const ledgerSetId = ledgerOf(request);
      return app.write(request, async (trx) =>
        ok(await saveSubjectAuxTypes(trx, ledgerSetId, input.code, input.auxTypeIds), '科目辅助核算已保存'),
      );
    },
  );

  app.post('/api/auxi/SaveAuxiTypeSubject', types, async (request) => {
    const input = parseInput(TypeSubjects, request.body, auxLabels);
    const ledgerSetId = ledgerOf(request);
    return app.write(request, async (trx) =>
      ok(await saveAuxTypeSubjects(trx, ledgerSetId, input.typeId, input.codes), '辅助核算科目已保存'),
    );
  });
}
