// /api/init: opening balances (科目期初余额), their department and auxiliary breakdowns, the
// trial balance, confirmation and its undo, and the Excel template and import.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { array, object, optional, size, string } from 'superstruct';
import { P } from '../../../src/core/permissions/keys.ts';
import type { AppContext } from '../../app-context.ts';
import { ledgerRead, ledgerWrite } from '../../lib/route-config.ts';
import { sessionOf } from '../../lib/session.ts';
import { text } from '../../lib/structs.ts';
import { parseInput } from '../../lib/validate.ts';
import { ok } from '../../plugins/envelope.ts';
import { amountText, auxCode, subjectCode } from '../subject/structs.ts';
import { openingView, saveSubjectBalances } from './balances.ts';
import { breakdownViews, saveAuxiliaryBreakdown, saveDepartmentBreakdown } from './breakdown.ts';
import { importOpening, openingTemplate } from './import.ts';
import { confirmOpening, unconfirmOpening, verifyOpening } from './verify.ts';
import { attachmentHeaders } from './xlsx.ts';

const Balances = object({
  details: size(array(object({ code: subjectCode(), initAmount: amountText() })), 1, 5000),
});
const CodeQuery = object({ code: optional(subjectCode()) });
const DeptInput = object({
  code: subjectCode(),
  details: size(array(object({ departmentCode: text(20), initAmount: amountText() })), 0, 2000),
});
const AuxInput = object({
  code: subjectCode(),
  details: size(
    array(
      object({
        auxis: size(array(object({ typeNo: auxCode(), infoNo: auxCode() })), 1, 10),
        initAmount: amountText(),
      }),
    ),
    0,
    5000,
  ),
});
const ImportInput = object({ fileName: optional(text(200)), content: string() });

export const openingLabels = {
  details: '明细',
  code: '科目编码',
  initAmount: '期初余额',
  departmentCode: '部门编码',
  auxis: '辅助核算项目',
  typeNo: '辅助核算类型编号',
  infoNo: '辅助核算项目编号',
  fileName: '文件名',
  content: '文件内容',
};

const ledgerOf = (request: FastifyRequest) => sessionOf(request).ledgerSetId ?? 0;

export async function openingRoutes(app: FastifyInstance, { db }: AppContext) {
  app.get('/api/init/balances', ledgerRead(P.init.subjectBalance), async (request) =>
    ok(await openingView(db, ledgerOf(request))),
  );

  app.post('/api/init/balances', ledgerWrite(P.init.subjectBalance), async (request) => {
    const input = parseInput(Balances, request.body, openingLabels);
    const ledgerSetId = ledgerOf(request);
    return app.write(request, async (trx) =>
      ok(await saveSubjectBalances(trx, ledgerSetId, input.details), '期初余额已保存'),
    );
  });

  app.get('/api/init/balances/template', ledgerRead(P.init.subjectBalance), async (request, reply) => {
    const file = await openingTemplate(db, ledgerOf(request));
    return reply.headers(attachmentHeaders('科目期初余额导入模板.xlsx', 'opening-balances.xlsx')).send(file);
  });

  app.post('/api/init/balances/import', ledgerWrite(P.init.subjectBalance), async (request) => {
    const input = parseInput(ImportInput, request.body, openingLabels);
    const ledgerSetId = ledgerOf(request);
    return app.write(request, async (trx) => {
      const result = await importOpening(trx, ledgerSetId, input.content);
      return ok(result, `已导入 ${result.imported} 行期初余额`);
    });
  });

  app.get('/api/init/departmentBalances', ledgerRead(P.init.departmentBalance), async (request) => {
    const query = parseInput(CodeQuery, request.query, openingLabels);
    return ok(await breakdownViews(db, ledgerOf(request), 'department', query.code));
  });

  app.post('/api/init/departmentBalances', ledgerWrite(P.init.departmentBalance), async (request) => {
    const input = parseInput(DeptInput, request.body, openingLabels);
    const ledgerSetId = ledgerOf(request);
    return app.write(request, async (trx) =>
      ok(await saveDepartmentBreakdown(trx, ledgerSetId, input), '部门期初余额已保存'),
    );
  });

  app.get('/api/init/auxiliaryBalances', ledgerRead(P.init.auxiliaryBalance), async (request) => {
    const query = parseInput(CodeQuery, request.query, openingLabels);
    return ok(await breakdownViews(db, ledgerOf(request), 'auxiliary', query.code));
  });

  app.post('/api/init/auxiliaryBalances', ledgerWrite(P.init.auxiliaryBalance), async (request) => {
    const input = parseInput(AuxInput, request.body, openingLabels);
    const ledgerSetId = ledgerOf(request);
    return app.write(request, async (trx) =>
      ok(await saveAuxiliaryBreakdown(trx, ledgerSetId, input), '辅助核算期初余额已保存'),
    );
  });

  app.get('/api/init/verify', ledgerRead(P.init.verification), async (request) => {
    const trial = await verifyOpening(db, ledgerOf(request));
    return ok(trial, trial.balanced ? '试算平衡' : '试算不平衡');
  });

  app.post('/api/init/confirm', ledgerWrite(P.init.confirm), async (request) => {
    const ledgerSetId = ledgerOf(request);
    return app.write(request, async (trx) => ok(await confirmOpening(trx, ledgerSetId), '期初余额已确认'));
  });

  app.post('/api/init/unconfirm', ledgerWrite(P.init.confirm), async (request) => {
    const session = sessionOf(request);
    return app.write(request, async (trx) =>
      ok(await unconfirmOpening(trx, session.ledgerSetId ?? 0, session.userId), '已取消期初余额确认'),
    );
  });
}
