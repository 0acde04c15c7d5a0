// /api/auxi (src/core/contracts/auxiliary.ts): auxiliary types and items, their state, and the
// subject links. Project relations and balances are in routes-projects.ts. Lists are readable by
// anyone working in the ledger set (voucher pickers need them); changes need the 辅助核算 screens'
// permissions.
import type { FastifyInstance } from 'fastify';
import { auxiliaryContracts as c } from '../../../src/core/contracts/auxiliary.ts';
import { P } from '../../../src/core/permissions/keys.ts';
import type { AppContext } from '../../app-context.ts';
import { badRequest } from '../../lib/errors.ts';
import { serve } from '../../lib/serve.ts';
import { ok } from '../../plugins/envelope.ts';
import { isUniqueViolation } from '../../plugins/idempotency.ts';
import { deleteAuxInfo, enableAuxInfo, saveAuxInfo } from './item-service.ts';
import {
  auxTypesOfSubject,
  saveAuxTypeSubjects,
  saveSubjectAuxTypes,
  subjectsOfAuxType,
} from './link-service.ts';
import { deleteAuxType, enableAuxType, saveAuxType } from './type-service.ts';
import { auxTypeViews } from './views.ts';

const types = { permission: P.auxiliary.types, ledger: 'write' } as const;
const items = { permission: P.auxiliary.index, ledger: 'write' } as const;
const read = { ledger: 'read' } as const;

export async function auxiliaryRoutes(app: FastifyInstance, { db }: AppContext) {
  serve(app, c.types, read, async ({ ledgerSetId }) =>
    ok(await auxTypeViews(db, ledgerSetId, { enabledOnly: true })),
  );

  serve(app, c.allTypes, read, async ({ ledgerSetId }) =>
    ok(await auxTypeViews(db, ledgerSetId, { enabledOnly: false })),
  );

  serve(app, c.subjectsOfType, read, async ({ input, ledgerSetId }) =>
    ok(await subjectsOfAuxType(db, ledgerSetId, input.id)),
  );

  serve(app, c.typesOfSubject, read, async ({ input, ledgerSetId }) =>
    ok(await auxTypesOfSubject(db, ledgerSetId, input.id, true)),
  );

  serve(app, c.saveType, types, async ({ input, request, ledgerSetId }) => {
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

  serve(app, c.deleteType, types, async ({ input, request, ledgerSetId }) =>
    app.write(request, async (trx) =>
      ok(await deleteAuxType(trx, ledgerSetId, input.id), '辅助核算类型已删除'),
    ),
  );

  serve(app, c.enableType, types, async ({ input, request, ledgerSetId }) =>
    app.write(request, async (trx) => {
      const view = await enableAuxType(trx, ledgerSetId, input.id, input.enabled);
      return ok(view, view.enabled ? '辅助核算类型已启用' : '辅助核算类型已停用');
    }),
  );

  serve(app, c.saveInfo, items, async ({ input, request, ledgerSetId }) => {
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

  serve(app, c.deleteInfo, items, async ({ input, request, ledgerSetId }) =>
    app.write(request, async (trx) =>
      ok(await deleteAuxInfo(trx, ledgerSetId, input.id), '辅助核算项目已删除'),
    ),
  );

  serve(app, c.enableInfo, items, async ({ input, request, ledgerSetId }) =>
    app.write(request, async (trx) => {
      const view = await enableAuxInfo(trx, ledgerSetId, input.id, input.enabled);
      return ok(view, view.enabled ? '辅助核算项目已启用' : '辅助核算项目已停用');
    }),
  );

  serve(
    app,
    c.saveSubjectTypes,
    { permission: P.settings.subject, ledger: 'write' },
    async ({ input, request, ledgerSetId }) =>
      app.write(request, async (trx) =>
        ok(await saveSubjectAuxTypes(trx, ledgerSetId, input.code, input.auxTypeIds), '科目辅助核算已保存'),
      ),
  );

  serve(app, c.saveTypeSubjects, types, async ({ input, request, ledgerSetId }) =>
    app.write(request, async (trx) =>
      ok(await saveAuxTypeSubjects(trx, ledgerSetId, input.typeId, input.codes), '辅助核算科目已保存'),
    ),
  );
}
