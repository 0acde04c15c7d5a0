// Subject succession (科目衔接, spec 000 §4.1, §7.1) at the spec's own paths, plus the old chart's
// 2021-12-31 balances and the proposed adjusting entries under /api/succession.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { array, boolean, enums, literal, object, optional, refine, size, string, union } from 'superstruct';
import { P } from '../../../src/core/permissions/keys.ts';
import type { AppContext } from '../../app-context.ts';
import { badRequest } from '../../lib/errors.ts';
import { sessionOf } from '../../lib/session.ts';
import { id, intIn, text } from '../../lib/structs.ts';
import { parseInput } from '../../lib/validate.ts';
import { ok } from '../../plugins/envelope.ts';
import { attachmentHeaders } from '../opening/xlsx.ts';
import { amountText, flag, subjectCode } from '../subject/structs.ts';
import { adjustmentViews, markAdjustmentDrafted } from './adjustments.ts';
import { choiceLists, linkOldSubjects, saveChoice } from './choice.ts';
import { linkedOldCodes, loadDraft } from './draft.ts';
import { choiceStand, saveChoiceStand } from './mode.ts';
import { importOldBalances, oldBalanceTemplate, oldSubjectViews, saveOldBalances } from './old-chart.ts';

const StandQuery = object({
  standType: optional(intIn(1, 2)),
  financialInstitution: optional(union([literal('3'), literal(3)])),
});
const Codes = size(array(subjectCode()), 0, 200);
const LinkInput = object({ code: subjectCode(), codeArry: Codes });
const ChoiceInput = object({
  details: size(
    array(
      object({
        code: subjectCode(),
        initAmount: amountText(),
        codeArray: optional(Codes),
        checked: optional(boolean()),
      }),
    ),
    0,
    5000,
  ),
  manualUndertaking: optional(flag()),
});
const ModeInput = object({ mode: enums([1, 3] as const) });
const Balances = object({
  details: size(array(object({ code: subjectCode(), initAmount: amountText() })), 1, 5000),
});
const ImportInput = object({ fileName: optional(text(200)), content: string() });

const DraftInput = object({
  id: id(),
  voucherId: refine(string(), 'voucherId', (v) =>
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v) ? true : '应为 UUID',
  ),
});

const labels = {
  voucherId: '凭证ID',

  standType: '科目体系（standType）',
  financialInstitution: '会计制度（financialInstitution，工会为 3）',
  code: '科目编码',
  codeArry: '旧科目',
  codeArray: '旧科目',
  details: '科目明细',
  initAmount: '金额',
  checked: '是否承接',
  manualUndertaking: '手工承接',
  mode: '承接方式',
  fileName: '文件名',
  content: '文件内容',
};

const ledgerOf = (request: FastifyRequest) => sessionOf(request).ledgerSetId ?? 0;
const read = { config: { permission: P.init.subject, ledger: 'read' as const } };
const write = { config: { permission: P.init.subject, ledger: 'write' as const } };

export async function successionRoutes(app: FastifyInstance, { db }: AppContext) {
  app.get('/choiceStand', read, async (request) => ok(await choiceStand(db, ledgerOf(request))));

  app.post('/saveChoiceStand', write, async (request) => {
    const input = parseInput(ModeInput, request.body, labels);
    const session = sessionOf(request);
    return app.write(request, async (trx) => {
      const result = await saveChoiceStand(trx, session.ledgerSetId ?? 0, session.userId, input.mode);
      const message =
        input.mode === 3
          ? '已选择手工承接：请在科目期初余额中录入 2021 年末余额'
          : result.completed
            ? '已自动承接全部旧科目余额'
            : `以下旧科目无法自动承接，请在科目衔接中手工承接：${result.untaken.map((u) => `${u.code} ${u.name}`).join('、')}`;
      return ok(result, message);
    });
  });

  app.get('/newchoiceStand', read, async (request) => {
    const query = parseInput(StandQuery, request.query, labels);
    return ok(await choiceLists(db, ledgerOf(request), query.standType));
  });

  app.post('/cjSubjct', write, async (request) => {
    const input = parseInput(LinkInput, request.body, labels);
    const ledgerSetId = ledgerOf(request);
    return app.write(request, async (trx) =>
      ok(await linkOldSubjects(trx, ledgerSetId, input.code, input.codeArry), '已关联旧科目'),
    );
  });

  app.post('/saveChoice', write, async (request) => {
    const input = parseInput(ChoiceInput, request.body, labels);
    const session = sessionOf(request);
    return app.write(request, async (trx) => {
      const result = await saveChoice(trx, {
        ledgerSetId: session.ledgerSetId ?? 0,
        userId: session.userId,
        details: input.details,
        manualUndertaking: input.manualUndertaking,
      });
      return ok(result, '科目衔接已完成');
    });
  });

  app.get('/api/succession/oldBalances', read, async (request) => {
    const ledgerSetId = ledgerOf(request);
    const draft = await loadDraft(db, ledgerSetId);
    return ok({ oldSubList: await oldSubjectViews(db, ledgerSetId, linkedOldCodes(draft)) });
  });

  app.post('/api/succession/oldBalances', write, async (request) => {
    const input = parseInput(Balances, request.body, labels);
    const ledgerSetId = ledgerOf(request);
    return app.write(request, async (trx) =>
      ok(await saveOldBalances(trx, ledgerSetId, input.details), '旧账年末余额已保存'),
    );
  });

  app.get('/api/succession/oldBalances/template', read, async (request, reply) => {
    const file = await oldBalanceTemplate(db, ledgerOf(request));
    return reply.headers(attachmentHeaders('旧账2021年末余额导入模板.xlsx', 'old-balances.xlsx')).send(file);
  });

  app.post('/api/succession/oldBalances/import', write, async (request) => {
    const input = parseInput(ImportInput, request.body, labels);
    const ledgerSetId = ledgerOf(request);
    return app.write(request, async (trx) => {
      const result = await importOldBalances(trx, ledgerSetId, input.content);
      return ok(result, `已导入 ${result.imported} 行旧账年末余额`);
    });
  });

  app.get('/api/succession/adjustments', read, async (request) =>
    ok(await adjustmentViews(db, ledgerOf(request))),
  );

  // POST /api/succession/adjustments/draft {id, voucherId}: the proposal became a voucher draft.
  app.post('/api/succession/adjustments/draft', write, async (request) => {
    const input = parseInput(DraftInput, request.body, labels);
    const ledgerSetId = ledgerOf(request);
    return app.write(request, async (trx) => {
      const view = await markAdjustmentDrafted(trx, ledgerSetId, input.id, input.voucherId);
      if (!view) throw badRequest('调整分录建议不存在');
      return ok(view, '已生成凭证草稿');
    });
  });
}
