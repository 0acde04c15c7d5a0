// /api/voucher/summaries and /api/voucher/templates: 常用摘要 and 快捷凭证模板 of the session's
// ledger set. The voucher entry screen reads and adds them (voucher.entry); the settings screens
// (settings.abstract, settings.quickVoucherTemplate) manage them.
//   GET  /api/voucher/summaries                          -> [{id, text, sort, version}]
//   POST /api/voucher/summaries/save {id?, text, sort?, version?}   -> the row
//   POST /api/voucher/summaries/delete {ids}             -> {deleted}
//   GET  /api/voucher/templates                          -> [{id, name, version, entries, updatedAt}]
//   POST /api/voucher/templates/save {id?, name, version?, entries}  -> the template
//   POST /api/voucher/templates/delete {ids}             -> {deleted}
// /api/voucher/quickSetting: 快速凭证设置, the session user's own ordered pick of those templates for
// 经费快速录入 (voucher.fundsQuickEntry reads it; settings.quickVoucher saves it).
//   GET  /api/voucher/quickSetting                       -> {templateIds: number[] | null, version}
//   POST /api/voucher/quickSetting/save {templateIds, version?}  -> the same
import type { FastifyInstance } from 'fastify';
import { array, nullable, object, optional, refine, string } from 'superstruct';
import { P } from '../../../src/core/permissions/keys.ts';
import type { AppContext } from '../../app-context.ts';
import { badRequest } from '../../lib/errors.ts';
import { ledgerRead, ledgerWrite } from '../../lib/route-config.ts';
import { sessionOf } from '../../lib/session.ts';
import { id, intIn, text } from '../../lib/structs.ts';
import { parseInput } from '../../lib/validate.ts';
import { ok } from '../../plugins/envelope.ts';
import { isUniqueViolation } from '../../plugins/idempotency.ts';
import { readQuickSetting, saveQuickSetting } from './quick-setting.ts';
import { deleteRows, saveSummary, saveTemplate, toTemplateView } from './service.ts';

const summaryKeys = [P.voucher.entry, P.settings.abstract];
const templateKeys = [P.voucher.entry, P.settings.quickVoucherTemplate];
const quickSettingKey = P.settings.quickVoucher;
const quickReadKeys = [P.voucher.fundsQuickEntry, quickSettingKey];

const version = () => optional(nullable(intIn(1, 2_147_483_647)));
const optionalText = (max: number) =>
  optional(
    nullable(refine(string(), 'text', (v) => (v.length <= max ? true : `长度不能超过 ${max} 个字符`))),
  );

const SummaryInput = object({
  id: optional(nullable(id())),
  text: text(200),
  sort: optional(nullable(intIn(0, 999_999))),
  version: version(),
});
const Ids = object({
  ids: refine(array(id()), 'ids', (v) => (v.length >= 1 && v.length <= 500 ? true : '应有 1 到 500 项')),
});
const EntryInput = object({
  summary: optionalText(200),
  code: optionalText(40),
  auxis: optional(nullable(array(object({ typeNo: text(40), infoNo: text(40) })))),
  departmentCode: optionalText(20),
  debitAmount: optionalText(24),
  creditAmount: optionalText(24),
});
const TemplateInput = object({
  id: optional(nullable(id())),
  name: text(40),
  version: version(),
  entries: refine(array(EntryInput), 'entries', (v) =>
    v.length >= 1 && v.length <= 100 ? true : '应有 1 到 100 行',
  ),
});

const QuickSettingInput = object({
  // The count and duplicates are checked by the service, with the words the screen uses.
  templateIds: array(id()),
  version: optional(nullable(intIn(0, 2_147_483_647))),
});

const labels = {
  templateIds: '快捷凭证模板',
  id: 'ID',
  ids: '选中项',
  text: '摘要',
  sort: '排序号',
  version: '版本号',
  name: '模板名称',
  entries: '分录',
  summary: '摘要',
  code: '科目编码',
  auxis: '辅助核算',
  typeNo: '辅助核算类型',
  infoNo: '辅助核算项目',
  departmentCode: '部门',
  debitAmount: '借方金额',
  creditAmount: '贷方金额',
};

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
  app.get('/api/voucher/summaries', ledgerRead([...summaryKeys]), async (request) => {
    const rows = await db
      .selectFrom('voucher_summary')
      .select(['id', 'text', 'sort', 'version'])
      .where('ledger_set_id', '=', sessionOf(request).ledgerSetId ?? 0)
      .orderBy('sort')
      .orderBy('id')
      .execute();
    return ok(rows);
  });

  app.post('/api/voucher/summaries/save', ledgerWrite([...summaryKeys]), async (request) => {
    const v = parseInput(SummaryInput, request.body, labels);
    const ledgerSetId = sessionOf(request).ledgerSetId ?? 0;
    return uniqueAs(`常用摘要“${v.text}”已存在`, () =>
      app.write(request, async (trx) => {
        const row = await saveSummary(trx, ledgerSetId, {
          id: v.id ?? undefined,
          text: v.text,
          sort: v.sort ?? undefined,
          version: v.version ?? undefined,
        });
        return ok(row, '常用摘要已保存');
      }),
    );
  });

  app.post('/api/voucher/summaries/delete', ledgerWrite([...summaryKeys]), async (request) => {
    const { ids } = parseInput(Ids, request.body, labels);
    const ledgerSetId = sessionOf(request).ledgerSetId ?? 0;
    return app.write(request, async (trx) =>
      ok({ deleted: await deleteRows(trx, 'voucher_summary', ledgerSetId, ids) }, '已删除'),
    );
  });

  app.get('/api/voucher/templates', ledgerRead([...templateKeys]), async (request) => {
    const rows = await db
      .selectFrom('voucher_template')
      .select(['id', 'name', 'version', 'entries', 'updated_at'])
      .where('ledger_set_id', '=', sessionOf(request).ledgerSetId ?? 0)
      .orderBy('name')
      .execute();
    return ok(rows.map(toTemplateView));
  });

  app.post('/api/voucher/templates/save', ledgerWrite([...templateKeys]), async (request) => {
    const v = parseInput(TemplateInput, request.body, labels);
    const session = sessionOf(request);
    return uniqueAs(`凭证模板“${v.name}”已存在`, () =>
      app.write(request, async (trx) => {
        const saved = await saveTemplate(trx, session.ledgerSetId ?? 0, session.userId, {
          id: v.id ?? undefined,
          name: v.name,
          version: v.version ?? undefined,
          entries: v.entries,
        });
        return ok(saved, '凭证模板已保存');
      }),
    );
  });

  app.post('/api/voucher/templates/delete', ledgerWrite([...templateKeys]), async (request) => {
    const { ids } = parseInput(Ids, request.body, labels);
    const ledgerSetId = sessionOf(request).ledgerSetId ?? 0;
    return app.write(request, async (trx) =>
      ok({ deleted: await deleteRows(trx, 'voucher_template', ledgerSetId, ids) }, '已删除'),
    );
  });

  app.get('/api/voucher/quickSetting', ledgerRead([...quickReadKeys]), async (request) => {
    const session = sessionOf(request);
    return ok(await readQuickSetting(db, session.userId, session.ledgerSetId ?? 0));
  });

  app.post('/api/voucher/quickSetting/save', ledgerWrite([quickSettingKey]), async (request) => {
    const { templateIds, version } = parseInput(QuickSettingInput, request.body, labels);
    const session = sessionOf(request);
    return app.write(request, async (trx) => {
      const saved = await saveQuickSetting(
        trx,
        session.userId,
        session.ledgerSetId ?? 0,
        templateIds,
        version ?? undefined,
      );
      return ok(saved, '快速凭证设置已保存');
    });
  });
}
