// /api/subject (src/core/contracts/subject.ts): the chart of the session's ledger set (tree for
// pickers and the offline cache), detail subjects (save, delete, enable), code widths and the
// cash/bank subject setting.
import type { FastifyInstance } from 'fastify';
import { subjectContracts as c } from '../../../src/core/contracts/subject.ts';
import { P } from '../../../src/core/permissions/keys.ts';
import { nextChildCode, parseCodeWidths } from '../../../src/core/subjects/code-width.ts';
import type { AppContext } from '../../app-context.ts';
import { badRequest } from '../../lib/errors.ts';
import { serve } from '../../lib/serve.ts';
import { ok } from '../../plugins/envelope.ts';
import { isUniqueViolation } from '../../plugins/idempotency.ts';
import { ledgerState } from '../opening/lock.ts';
import { deleteSubject, saveSubject, setSubjectEnabled } from './service.ts';
import { codeWidthsOf, codeWidthView, otherSetting, saveCodeWidths, saveOtherSetting } from './settings.ts';
import { subjectViews } from './views.ts';

const write = { permission: P.settings.subject, ledger: 'write' } as const;

export async function subjectRoutes(app: FastifyInstance, { db }: AppContext) {
  serve(app, c.tree, { ledger: 'read' }, async ({ input, ledgerSetId }) => {
    const list = await subjectViews(db, ledgerSetId);
    const state = await ledgerState(db, ledgerSetId);
    return ok({
      subjectList: input.enabledOnly ? list.filter((s) => s.enabled) : list,
      codeWidths: await codeWidthsOf(db, ledgerSetId),
      kind: state.kind,
    });
  });

  serve(
    app,
    c.nextCode,
    { ledger: 'read', permission: P.settings.subject },
    async ({ input, ledgerSetId }) => {
      const parsed = parseCodeWidths(await codeWidthsOf(db, ledgerSetId));
      const siblings = await db
        .selectFrom('subject')
        .select('code')
        .where('ledger_set_id', '=', ledgerSetId)
        .where('parent_code', '=', input.parentCode)
        .execute();
      const code = parsed.ok
        ? nextChildCode(
            input.parentCode,
            siblings.map((s) => s.code),
            parsed.widths,
          )
        : null;
      return ok({ parentCode: input.parentCode, code });
    },
  );

  serve(app, c.save, write, async ({ input, request, ledgerSetId }) => {
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

  serve(app, c.remove, write, async ({ input, request, ledgerSetId }) =>
    app.write(request, async (trx) => ok(await deleteSubject(trx, ledgerSetId, input.id), '科目已删除')),
  );

  serve(app, c.enable, write, async ({ input, request, ledgerSetId }) =>
    app.write(request, async (trx) =>
      ok(
        await setSubjectEnabled(trx, ledgerSetId, input.id, input.enabled),
        input.enabled ? '科目已启用' : '科目已停用',
      ),
    ),
  );

  serve(app, c.codeWidth, { ledger: 'read' }, async ({ ledgerSetId }) =>
    ok(await codeWidthView(db, ledgerSetId)),
  );

  serve(
    app,
    c.saveCodeWidth,
    { permission: P.init.codeWidth, ledger: 'write' },
    async ({ input, request, ledgerSetId }) =>
      app.write(request, async (trx) =>
        ok(await saveCodeWidths(trx, ledgerSetId, input.codeWidths), '编码规则已保存'),
      ),
  );

  serve(app, c.otherSetting, { ledger: 'read' }, async ({ ledgerSetId }) =>
    ok(await otherSetting(db, ledgerSetId)),
  );

  serve(
    app,
    c.saveOtherSetting,
    { permission: P.init.otherSubject, ledger: 'write' },
    async ({ input, request, ledgerSetId }) =>
      app.write(request, async (trx) =>
        ok(await saveOtherSetting(trx, ledgerSetId, input), '其他科目设置已保存'),
      ),
  );
}
