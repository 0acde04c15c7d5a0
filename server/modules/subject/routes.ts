// /api/subject: the chart of the session's ledger set (tree for pickers and the offline cache),
// detail subjects (save, delete, enable), code widths and the cash/bank subject setting.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { array, object, optional, size } from 'superstruct';
import { P } from '../../../src/core/permissions/keys.ts';
import { nextChildCode, parseCodeWidths } from '../../../src/core/subjects/code-width.ts';
import type { AppContext } from '../../app-context.ts';
import { badRequest } from '../../lib/errors.ts';
import { sessionOf } from '../../lib/session.ts';
import { id, text } from '../../lib/structs.ts';
import { parseInput } from '../../lib/validate.ts';
import { ok } from '../../plugins/envelope.ts';
import { isUniqueViolation } from '../../plugins/idempotency.ts';
import { ledgerState } from '../opening/lock.ts';
import { deleteSubject, saveSubject, setSubjectEnabled } from './service.ts';
import { codeWidthsOf, codeWidthView, otherSetting, saveCodeWidths, saveOtherSetting } from './settings.ts';
import { flag, subjectCode } from './structs.ts';
import { subjectViews } from './views.ts';

const TreeQuery = object({
  enabledOnly: optional(flag()),
  // Sent by the asset voucher dialogs (spec 000 §7.2); the chart is the same for every asset kind.
  AssetClass: optional(text(10)),
  PZAssetType: optional(text(20)),
});
const SaveInput = object({
  id: optional(id()),
  parentCode: optional(subjectCode()),
  code: subjectCode(),
  name: text(40),
  deptAccounting: optional(flag()),
  auxTypeIds: optional(size(array(id()), 0, 20)),
  enabled: optional(flag()),
});
const IdInput = object({ id: id() });
const EnableInput = object({ id: id(), enabled: flag() });
const WidthInput = object({ codeWidths: text(30) });
const NextCodeQuery = object({ parentCode: subjectCode() });
const OtherInput = object({
  cashCodes: size(array(subjectCode()), 0, 50),
  bankCodes: size(array(subjectCode()), 0, 50),
});

const labels = {
  id: '科目ID',
  parentCode: '上级科目编码',
  code: '科目编码',
  name: '科目名称',
  deptAccounting: '部门核算',
  auxTypeIds: '辅助核算类型',
  enabled: '是否启用',
  enabledOnly: '仅启用',
  codeWidths: '编码规则',
  cashCodes: '现金科目',
  bankCodes: '银行科目',
};

const ledgerOf = (request: FastifyRequest) => sessionOf(request).ledgerSetId ?? 0;

export async function subjectRoutes(app: FastifyInstance, { db }: AppContext) {
  app.get('/api/subject/tree', { config: { ledger: 'read' } }, async (request) => {
    const query = parseInput(TreeQuery, request.query, labels);
    const ledgerSetId = ledgerOf(request);
    const list = await subjectViews(db, ledgerSetId);
    const state = await ledgerState(db, ledgerSetId);
    return ok({
      subjectList: query.enabledOnly ? list.filter((s) => s.enabled) : list,
      codeWidths: await codeWidthsOf(db, ledgerSetId),
      kind: state.kind,
    });
  });

  app.get(
    '/api/subject/nextCode',
    { config: { ledger: 'read', permission: P.settings.subject } },
    async (request) => {
      const query = parseInput(NextCodeQuery, request.query, labels);
      const ledgerSetId = ledgerOf(request);
      const parsed = parseCodeWidths(await codeWidthsOf(db, ledgerSetId));
      const siblings = await db
        .selectFrom('subject')
        .select('code')
        .where('ledger_set_id', '=', ledgerSetId)
        .where('parent_code', '=', query.parentCode)
        .execute();
      const code = parsed.ok
        ? nextChildCode(
            query.parentCode,
            siblings.map((s) => s.code),
            parsed.widths,
          )
        : null;
      return ok({ parentCode: query.parentCode, code });
    },
  );

  const writeConfig = { config: { permission: P.settings.subject, ledger: 'write' as const } };

  app.post('/api/subject/save', writeConfig, async (request) => {
    const input = parseInput(SaveInput, request.body, labels);
    const ledgerSetId = ledgerOf(request);
    try {
      return await app.write(request, async (trx) =>
        ok(await saveSubject(trx, ledgerSetId, input), input.id === undefined ? '科目已增加' : '科目已保存'),
      );
    } catch (error) {
      // A concurrent save of the same code: the database's unique key decided.
      if (isUniqueViolation(error)) throw badRequest(`科目编码 ${input.code} 已存在`);
      throw error;
    }
  });

  app.post('/api/subject/delete', writeConfig, async (request) => {
    const input = parseInput(IdInput, request.body, labels);
    const ledgerSetId = ledgerOf(request);
    return app.write(request, async (trx) =>
      ok(await deleteSubject(trx, ledgerSetId, input.id), '科目已删除'),
    );
  });

  app.post('/api/subject/enable', writeConfig, async (request) => {
    const input = parseInput(EnableInput, request.body, labels);
    const ledgerSetId = ledgerOf(request);
    return app.write(request, async (trx) =>
      ok(
        await setSubjectEnabled(trx, ledgerSetId, input.id, input.enabled),
        input.enabled ? '科目已启用' : '科目已停用',
      ),
    );
  });

  app.get('/api/subject/codeWidth', { config: { ledger: 'read' } }, async (request) =>
    ok(await codeWidthView(db, ledgerOf(request))),
  );

  app.post(
    '/api/subject/codeWidth',
    { config: { permission: P.init.codeWidth, ledger: 'write' } },
    async (request) => {
      const input = parseInput(WidthInput, request.body, labels);
      const ledgerSetId = ledgerOf(request);
      return app.write(request, async (trx) =>
        ok(await saveCodeWidths(trx, ledgerSetId, input.codeWidths), '编码规则已保存'),
      );
    },
  );

  app.get('/api/subject/otherSetting', { config: { ledger: 'read' } }, async (request) =>
    ok(await otherSetting(db, ledgerOf(request))),
  );

  app.post(
    '/api/subject/otherSetting',
    { config: { permission: P.init.otherSubject, ledger: 'write' } },
    async (request) => {
      const input = parseInput(OtherInput, request.body, labels);
      const ledgerSetId = ledgerOf(request);
      return app.write(request, async (trx) =>
        ok(await saveOtherSetting(trx, ledgerSetId, input), '其他科目设置已保存'),
      );
    },
  );
}
