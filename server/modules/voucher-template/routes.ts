// /api/voucher/summaries and /api/voucher/templates (src/core/contracts/voucher-template.ts): 常用摘要
// and 快捷凭证模板 of the session's ledger set. The voucher entry screen reads and adds them
// (voucher.entry); the settings screens (settings.abstract, settings.quickVoucherTemplate) manage them.
// /api/voucher/quickSetting: 快速凭证设置, the session user's own ordered pick of those templates for
// 经费快速录入 (voucher.fundsQuickEntry reads it; settings.quickVoucher saves it).
import type { FastifyInstance } from 'fastify';
import { voucherTemplateContracts as c } from '../../../src/core/contracts/voucher-template.ts';
import { P } from '../../../src/core/permissions/keys.ts';
import { summaryReaders, templateReaders } from '../../../src/core/permissions/readers.ts';
import type { AppContext } from '../../app-context.ts';
import { badRequest } from '../../lib/errors.ts';
import type { Guard } from '../../lib/route-config.ts';
import { serve } from '../../lib/serve.ts';
import { ok } from '../../plugins/envelope.ts';
import { isUniqueViolation } from '../../plugins/idempotency.ts';
import { readQuickSetting, saveQuickSetting } from './quick-setting.ts';
import { deleteRows, saveSummary, saveTemplate, toTemplateView } from './service.ts';

const quickSettingKey = P.settings.quickVoucher;
const quickReadKeys = [P.voucher.fundsQuickEntry, quickSettingKey];

/** A unique violation that app.write did not answer as a twin is another row's same name. */
async function uniqueAs<T>(message: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest(message);
    throw error;
  }
}

export async function voucherTemplateRoutes(app: FastifyInstance, { db }: AppContext) {
  const read = (permission: Guard) => ({ permission, ledger: 'read' }) as const;
  const write = (permission: Guard) => ({ permission, ledger: 'write' }) as const;

  serve(app, c.summaries, read(summaryReaders), async ({ ledgerSetId }) => {
    const rows = await db
      .selectFrom('voucher_summary')
      .select(['id', 'text', 'sort', 'version'])
      .where('ledger_set_id', '=', ledgerSetId)
      .orderBy('sort')
      .orderBy('id')
      .execute();
    return ok(rows);
  });

  serve(app, c.saveSummary, write(summaryReaders), async ({ input: v, request, ledgerSetId }) =>
    uniqueAs(`常用摘要“${v.text}”已存在`, () =>
      app.write(request, async (trx) => {
        const row = await saveSummary(trx, ledgerSetId, {
          id: v.id ?? undefined,
          text: v.text,
          sort: v.sort ?? undefined,
          version: v.version ?? undefined,
        });
        return ok(row, '常用摘要已保存');
      }),
    ),
  );

  serve(app, c.deleteSummaries, write(summaryReaders), async ({ input, request, ledgerSetId }) =>
    app.write(request, async (trx) =>
      ok({ deleted: await deleteRows(trx, 'voucher_summary', ledgerSetId, input.ids) }, '已删除'),
    ),
  );

  serve(app, c.templates, read(templateReaders), async ({ ledgerSetId }) => {
    const rows = await db
      .selectFrom('voucher_template')
      .select(['id', 'name', 'version', 'entries', 'updated_at'])
      .where('ledger_set_id', '=', ledgerSetId)
      .orderBy('name')
      .execute();
    return ok(rows.map(toTemplateView));
  });

  serve(app, c.saveTemplate, write(templateReaders), async ({ input: v, request, session, ledgerSetId }) =>
    uniqueAs(`凭证模板“${v.name}”已存在`, () =>
      app.write(request, async (trx) => {
        const saved = await saveTemplate(trx, ledgerSetId, session.userId, {
          id: v.id ?? undefined,
          name: v.name,
          version: v.version ?? undefined,
          entries: v.entries,
        });
        return ok(saved, '凭证模板已保存');
      }),
    ),
  );

  serve(app, c.deleteTemplates, write(templateReaders), async ({ input, request, ledgerSetId }) =>
    app.write(request, async (trx) =>
      ok({ deleted: await deleteRows(trx, 'voucher_template', ledgerSetId, input.ids) }, '已删除'),
    ),
  );

  serve(app, c.quickSetting, read(quickReadKeys), async ({ session, ledgerSetId }) =>
    ok(await readQuickSetting(db, session.userId, ledgerSetId)),
  );

  serve(app, c.saveQuickSetting, write([quickSettingKey]), async ({ input, request, session, ledgerSetId }) =>
    app.write(request, async (trx) => {
      const saved = await saveQuickSetting(
        trx,
        session.userId,
        ledgerSetId,
        input.templateIds,
        input.version ?? undefined,
      );
      return ok(saved, '快速凭证设置已保存');
    }),
  );
}
