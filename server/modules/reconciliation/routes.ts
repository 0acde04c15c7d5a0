// /api/reconciliation (src/core/contracts/reconciliation.ts): thin routes over setup.ts, import.ts,
// matching.ts and reports.ts; every write runs inside app.write with its idempotency record.
import type { FastifyInstance } from 'fastify';
import {
  reconciliationContracts as c,
  MAX_STATEMENT_BYTES,
} from '../../../src/core/contracts/reconciliation.ts';
import { P } from '../../../src/core/permissions/keys.ts';
import type { PermissionKey } from '../../../src/core/permissions/registry.ts';
import type { AppContext } from '../../app-context.ts';
import { serve } from '../../lib/serve.ts';
import { ok } from '../../plugins/envelope.ts';
import { decodeFile, deleteStatementLines, importStatement, readTable } from './import.ts';
import {
  cancelWriteOff,
  manualMatch,
  matchViews,
  runAutoMatch,
  unmatch,
  writeOff,
  writeOffBatches,
} from './matching.ts';
import { adjustmentView, bankLines, bookLines, outstandingView } from './reports.ts';
import {
  bankSubjects,
  cancelConfirm,
  confirmOpening,
  openingView,
  removeAccount,
  saveAccount,
  saveOpening,
  saveSettings,
  setStartDate,
} from './setup.ts';
import { readAccounts, readSettings } from './state.ts';

const r = P.reconciliation;
/** Every screen of the module reads the accounts, settings and lines it works on. */
const reader = { permission: Object.values(r), ledger: 'read' } as const;
const writer = (permission: PermissionKey) => ({ permission, ledger: 'write' }) as const;

export function reconciliationRoutes(app: FastifyInstance, { db }: AppContext) {
  serve(app, c.settings, reader, async ({ ledgerSetId }) => ok(await readSettings(db, ledgerSetId)));
  serve(app, c.saveSettings, writer(r.mode), async ({ input, request, ledgerSetId }) =>
    app.write(request, async (trx) => ok(await saveSettings(trx, ledgerSetId, input), '对账方式已保存')),
  );
  serve(app, c.accounts, reader, async ({ ledgerSetId }) => ok(await readAccounts(db, ledgerSetId)));
  serve(app, c.bankSubjects, reader, async ({ ledgerSetId }) => ok(await bankSubjects(db, ledgerSetId)));
  serve(app, c.saveAccount, writer(r.subject), async ({ input, request, ledgerSetId }) =>
    app.write(request, async (trx) => ok(await saveAccount(trx, ledgerSetId, input), '对账科目已保存')),
  );
  serve(app, c.removeAccount, writer(r.subject), async ({ input, request, ledgerSetId }) =>
    app.write(request, async (trx) =>
      ok(await removeAccount(trx, ledgerSetId, input.subjectCode), '已取消该科目的银行对账'),
    ),
  );
  serve(app, c.setStartDate, writer(r.startDate), async ({ input, request, ledgerSetId }) =>
    app.write(request, async (trx) => ok(await setStartDate(trx, ledgerSetId, input), '对账启用日期已保存')),
  );
  serve(app, c.opening, reader, async ({ input, ledgerSetId }) =>
    ok(await openingView(db, ledgerSetId, input.subjectCode)),
  );
  serve(app, c.saveBookOpening, writer(r.initCompany), async ({ input, request, ledgerSetId }) =>
    app.write(request, async (trx) =>
      ok(await saveOpening(trx, ledgerSetId, 'book', input), '单位日记账期初已保存'),
    ),
  );
  serve(app, c.saveBankOpening, writer(r.initBank), async ({ input, request, ledgerSetId }) =>
    app.write(request, async (trx) =>
      ok(await saveOpening(trx, ledgerSetId, 'bank', input), '银行对账单期初已保存'),
    ),
  );
  serve(app, c.confirmOpening, writer(r.initConfirm), async ({ input, request, session, ledgerSetId }) =>
    app.write(request, async (trx) =>
      ok(await confirmOpening(trx, ledgerSetId, input.subjectCode, session.userId), '对账期初已确认'),
    ),
  );
  serve(app, c.cancelConfirm, writer(r.initConfirm), async ({ input, request, ledgerSetId }) =>
    app.write(request, async (trx) =>
      ok(await cancelConfirm(trx, ledgerSetId, input.subjectCode), '已取消对账期初确认'),
    ),
  );

  serve(
    app,
    c.importStatement,
    { ...writer(r.bankStatement), bodyLimit: Math.ceil((MAX_STATEMENT_BYTES * 4) / 3) + 64 * 1024 },
    async ({ input, request, session, ledgerSetId }) => {
      // The file is read before the transaction: parsing a large workbook holds no lock.
      const table = await readTable(input.fileName, decodeFile(input.content));
      return app.write(request, async (trx) => {
        const answer = await importStatement(trx, ledgerSetId, session.userId, { ...input, table });
        const skipped = answer.duplicates > 0 ? `，跳过已导入的 ${answer.duplicates} 条` : '';
        return ok(answer, `已导入 ${answer.imported} 条对账单记录${skipped}`);
      });
    },
  );
  serve(app, c.deleteStatementLines, writer(r.bankStatement), async ({ input, request, ledgerSetId }) =>
    app.write(request, async (trx) => {
      const answer = await deleteStatementLines(trx, ledgerSetId, input);
      return ok(answer, `已删除 ${answer.deleted} 条对账单记录`);
    }),
  );
  serve(app, c.bankLines, reader, async ({ input, ledgerSetId }) =>
    ok(await bankLines(db, ledgerSetId, input)),
  );
  serve(app, c.bookLines, reader, async ({ input, ledgerSetId }) =>
    ok(await bookLines(db, ledgerSetId, input)),
  );
  serve(app, c.matches, reader, async ({ input, ledgerSetId }) =>
    ok(
      await matchViews(db, ledgerSetId, input.subjectCode, {
        ...(input.writtenOff === undefined ? {} : { writtenOff: input.writtenOff }),
      }),
    ),
  );
  serve(app, c.autoMatch, writer(r.reconcile), async ({ input, request, session, ledgerSetId }) =>
    app.write(request, async (trx) => {
      const answer = await runAutoMatch(trx, ledgerSetId, session.userId, input);
      return ok(
        answer,
        answer.matched > 0 ? `自动对账完成，勾对 ${answer.matched} 笔` : '自动对账完成，没有可勾对的记录',
      );
    }),
  );
  serve(app, c.match, writer(r.reconcile), async ({ input, request, session, ledgerSetId }) =>
    app.write(request, async (trx) =>
      ok(await manualMatch(trx, ledgerSetId, session.userId, input), '已勾对'),
    ),
  );
  serve(app, c.unmatch, writer(r.reconcile), async ({ input, request, ledgerSetId }) =>
    app.write(request, async (trx) => {
      const answer = await unmatch(trx, ledgerSetId, input);
      return ok(answer, `已取消 ${answer.unmatched} 组勾对`);
    }),
  );
  serve(app, c.writeOff, writer(r.writeOff), async ({ input, request, session, ledgerSetId }) =>
    app.write(request, async (trx) => {
      const batch = await writeOff(trx, ledgerSetId, session.userId, input);
      return ok(batch, `已核销 ${batch.matches} 组勾对记录`);
    }),
  );
  serve(app, c.cancelWriteOff, writer(r.writeOff), async ({ input, request, ledgerSetId }) =>
    app.write(request, async (trx) => {
      const answer = await cancelWriteOff(trx, ledgerSetId, input);
      return ok(answer, `已取消核销，恢复 ${answer.restored} 组勾对记录`);
    }),
  );
  serve(app, c.writeOffs, reader, async ({ input, ledgerSetId }) =>
    ok(await writeOffBatches(db, ledgerSetId, input.subjectCode)),
  );
  serve(app, c.adjustment, reader, async ({ input, ledgerSetId }) =>
    ok(await adjustmentView(db, ledgerSetId, input)),
  );
  serve(app, c.outstanding, reader, async ({ input, ledgerSetId }) =>
    ok(await outstandingView(db, ledgerSetId, input)),
  );
}
