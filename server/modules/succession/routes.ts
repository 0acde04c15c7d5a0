// Subject succession (科目衔接, src/core/contracts/succession.ts) at the spec's own paths, plus the
// old chart's 2021-12-31 balances and the proposed adjusting entries under /api/succession.
import type { FastifyInstance } from 'fastify';
import { successionContracts as c } from '../../../src/core/contracts/succession.ts';
import { P } from '../../../src/core/permissions/keys.ts';
import type { AppContext } from '../../app-context.ts';
import { badRequest } from '../../lib/errors.ts';
import { serve } from '../../lib/serve.ts';
import { ok } from '../../plugins/envelope.ts';
import { attachmentHeaders } from '../opening/xlsx.ts';
import { adjustmentViews, markAdjustmentDrafted } from './adjustments.ts';
import { choiceLists, linkOldSubjects, saveChoice } from './choice.ts';
import { linkedOldCodes, loadDraft } from './draft.ts';
import { choiceStand, saveChoiceStand } from './mode.ts';
import { importOldBalances, oldBalanceTemplate, oldSubjectViews, saveOldBalances } from './old-chart.ts';

const read = { permission: P.init.subject, ledger: 'read' } as const;
const write = { permission: P.init.subject, ledger: 'write' } as const;

export async function successionRoutes(app: FastifyInstance, { db }: AppContext) {
  serve(app, c.choiceStand, read, async ({ ledgerSetId }) => ok(await choiceStand(db, ledgerSetId)));

  serve(app, c.saveChoiceStand, write, async ({ input, request, session, ledgerSetId }) =>
    app.write(request, async (trx) => {
      const result = await saveChoiceStand(trx, ledgerSetId, session.userId, input.mode);
      const message =
        input.mode === 3
          ? '已选择手工承接：请在科目期初余额中录入 2021 年末余额'
          : result.completed
            ? '已自动承接全部旧科目余额'
            : `以下旧科目无法自动承接，请在科目衔接中手工承接：${result.untaken.map((u) => `${u.code} ${u.name}`).join('、')}`;
      return ok(result, message);
    }),
  );

  serve(app, c.lists, read, async ({ input, ledgerSetId }) =>
    ok(await choiceLists(db, ledgerSetId, input.standType)),
  );

  serve(app, c.link, write, async ({ input, request, ledgerSetId }) =>
    app.write(request, async (trx) =>
      ok(await linkOldSubjects(trx, ledgerSetId, input.code, input.codeArry), '已关联旧科目'),
    ),
  );

  serve(app, c.saveChoice, write, async ({ input, request, session, ledgerSetId }) =>
    app.write(request, async (trx) => {
      const result = await saveChoice(trx, {
        ledgerSetId,
        userId: session.userId,
        details: input.details,
        manualUndertaking: input.manualUndertaking,
      });
      return ok(result, '科目衔接已完成');
    }),
  );

  serve(app, c.oldBalances, read, async ({ ledgerSetId }) => {
    const draft = await loadDraft(db, ledgerSetId);
    return ok({ oldSubList: await oldSubjectViews(db, ledgerSetId, linkedOldCodes(draft)) });
  });

  serve(app, c.saveOldBalances, write, async ({ input, request, ledgerSetId }) =>
    app.write(request, async (trx) =>
      ok(await saveOldBalances(trx, ledgerSetId, input.details), '旧账年末余额已保存'),
    ),
  );

  serve(app, c.oldTemplate, read, async ({ reply, ledgerSetId }) => {
    const file = await oldBalanceTemplate(db, ledgerSetId);
    return reply.headers(attachmentHeaders('旧账2021年末余额导入模板.xlsx', 'old-balances.xlsx')).send(file);
  });

  serve(app, c.oldImport, write, async ({ input, request, ledgerSetId }) =>
    app.write(request, async (trx) => {
      const result = await importOldBalances(trx, ledgerSetId, input.content);
      return ok(result, `已导入 ${result.imported} 行旧账年末余额`);
    }),
  );

  serve(app, c.adjustments, read, async ({ ledgerSetId }) => ok(await adjustmentViews(db, ledgerSetId)));

  serve(app, c.markDrafted, write, async ({ input, request, ledgerSetId }) =>
    app.write(request, async (trx) => {
      const view = await markAdjustmentDrafted(trx, ledgerSetId, input.id, input.voucherId);
      if (!view) throw badRequest('调整分录建议不存在');
      return ok(view, '已生成凭证草稿');
    }),
  );
}
