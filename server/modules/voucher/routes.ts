// /api/voucher/* (src/core/contracts/voucher.ts): entry, lifecycle, month closing and look-ups of the
// session's ledger set. Routes validate through the contract and delegate; every write runs in
// app.write, one transaction with its idempotency record.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Infer } from 'superstruct';
import { voucherContracts as c, type VoucherSave } from '../../../src/core/contracts/voucher.ts';
import { P } from '../../../src/core/permissions/keys.ts';
import { voucherReaders } from '../../../src/core/permissions/readers.ts';
import type { EntryInput, VoucherBatchResult, VoucherStatus } from '../../../src/core/voucher/types.ts';
import type { AppContext } from '../../app-context.ts';
import { AppError, conflict, refused } from '../../lib/errors.ts';
import type { Guard } from '../../lib/route-config.ts';
import { type Call, serve } from '../../lib/serve.ts';
import { ok } from '../../plugins/envelope.ts';
import { isUniqueViolation } from '../../plugins/idempotency.ts';
import { closeMonth, periodViews, reopenMonth } from './close-month.ts';
import { type LifecycleAction, moveVouchers } from './lifecycle.ts';
import { lastVoucherDate, listVouchers } from './list.ts';
import { renumberMonth } from './numbering.ts';
import { ReferenceCache } from './reference.ts';
import { saveVoucher } from './save.ts';
import { voucherSource } from './source.ts';
import { voucherTypes } from './types-service.ts';
import { voucherView } from './views.ts';

/**
 * A refusal raised by the database's own checks (a trigger or constraint) reaches the user as a
 * business refusal with its Chinese message, never as a 500. The service checks first, so this
 * answers only races the service could not see.
 */
function databaseRefusal(error: unknown): unknown {
  if (error instanceof AppError || typeof error !== 'object' || error === null) return error;
  const { code, message } = error as { code?: string; message?: string };
  if (isUniqueViolation(error)) return conflict('凭证正在被另一请求保存，请刷新后重试');
  if ((code === '23514' || code === '23503') && message && /[\u4e00-\u9fff]/.test(message)) {
    return refused(message);
  }
  return error;
}

const batchMessages: Record<LifecycleAction, string> = {
  delete: '删除',
  audit: '审核',
  unaudit: '反审核',
  post: '记账',
  unpost: '反记账',
};

function batchMessage(action: LifecycleAction, result: VoucherBatchResult): string {
  const verb = batchMessages[action];
  const done = `已${verb} ${result.done.length} 张凭证`;
  return result.refused.length === 0 ? done : `${done}，${result.refused.length} 张未能${verb}`;
}

export function toEntries(entries: Infer<typeof VoucherSave>['entries']): EntryInput[] {
  return entries.map((e) => ({
    summary: e.summary ?? '',
    code: e.code ?? '',
    auxis: e.auxis ?? [],
    departmentCode: e.departmentCode ?? null,
    debitAmount: e.debitAmount ?? '',
    creditAmount: e.creditAmount ?? '',
  }));
}

export async function voucherRoutes(app: FastifyInstance, { db }: AppContext) {
  const cache = new ReferenceCache();
  const guarded = async <T>(request: FastifyRequest, work: Parameters<typeof app.write<T>>[1]) => {
    try {
      return await app.write<T>(request, work);
    } catch (error) {
      throw databaseRefusal(error);
    }
  };
  const actorOf = ({ session, ledgerSetId }: Call<unknown>) => ({
    ledgerSetId,
    userId: session.userId,
    userName: session.realName,
    mayEditOthers: session.permissions.has(P.voucher.modifyDelete),
    mayCreate:
      session.permissions.has(P.voucher.entry) ||
      session.permissions.has(P.voucher.fundsQuickEntry) ||
      session.permissions.has(P.passageway.departmentFunds),
  });
  const read = { permission: voucherReaders, ledger: 'read' } as const;
  const write = (permission: Guard) => ({ permission, ledger: 'write' }) as const;

  serve(
    app,
    c.save,
    write([P.voucher.entry, P.voucher.fundsQuickEntry, P.passageway.departmentFunds, P.voucher.modifyDelete]),
    async (call) => {
      const { input } = call;
      const actor = actorOf(call);
      return guarded(call.request, async (trx) => {
        const view = await saveVoucher(trx, cache, actor, {
          id: input.id.toLowerCase(),
          version: input.version ?? undefined,
          voucherDate: input.voucherDate,
          voucherType: input.voucherType?.trim() || undefined,
          numberOfDocument: input.numberOfDocument ?? 0,
          entries: toEntries(input.entries),
        });
        return ok(view, `凭证 ${view.voucherType}-${view.voucherNo} 已保存`);
      });
    },
  );

  serve(app, c.get, read, async ({ input, ledgerSetId }) => {
    const view = await voucherView(db, cache, ledgerSetId, input.id.toLowerCase());
    // Only a generated voucher has a source; a hand-entered one answers as its save did.
    const source = await voucherSource(db, view.id);
    return ok(source ? { ...view, source } : view);
  });

  serve(app, c.list, read, async ({ input: q, ledgerSetId, year }) => {
    const page = await listVouchers(db, ledgerSetId, {
      year: q.year ?? year,
      month: q.month,
      monthTo: q.monthTo,
      statuses: q.status?.split(',').map((s) => s.trim() as VoucherStatus),
      voucherType: q.voucherType?.trim() || undefined,
      code: q.code?.trim() || undefined,
      amountMin: q.amountMin?.trim(),
      amountMax: q.amountMax?.trim(),
      summary: q.summary?.trim() || undefined,
      preparedBy: q.preparedBy,
      cursor: q.cursor,
      pageSize: q.pageSize ?? 20,
    });
    return ok(page);
  });

  const batch = (action: LifecycleAction, permission: Guard) =>
    serve(app, c[action], write(permission), async (call) => {
      const actor = actorOf(call);
      return guarded(call.request, async (trx) => {
        const result = await moveVouchers(
          trx,
          actor,
          action,
          call.input.ids.map((id) => id.toLowerCase()),
        );
        return ok(result, batchMessage(action, result));
      });
    });
  batch('delete', [P.voucher.entry, P.voucher.modifyDelete]);
  batch('audit', P.voucher.audit);
  batch('unaudit', P.voucher.audit);
  batch('post', P.voucher.post);
  batch('unpost', P.voucher.unpost);

  serve(app, c.closeMonth, write(P.voucher.closeMonth), async (call) => {
    const { year, month } = call.input;
    const actor = actorOf(call);
    return guarded(call.request, async (trx) =>
      ok(await closeMonth(trx, actor, year, month), `${year}年${month}月已结账`),
    );
  });

  serve(app, c.reopenMonth, write(P.voucher.reopenMonth), async (call) => {
    const { year, month } = call.input;
    const actor = actorOf(call);
    return guarded(call.request, async (trx) =>
      ok(await reopenMonth(trx, actor, year, month), `${year}年${month}月已反结账`),
    );
  });

  serve(app, c.renumber, write(P.settings.voucherRenumber), async (call) => {
    const { year, month } = call.input;
    const actor = actorOf(call);
    return guarded(call.request, async (trx) => {
      const result = await renumberMonth(trx, actor, year, month);
      return ok(
        result,
        result.changed === 0 ? '凭证号已连续，无需整理' : `已整理 ${result.changed} 张凭证的凭证号`,
      );
    });
  });

  serve(app, c.periods, read, async ({ input, ledgerSetId, year }) =>
    ok(await periodViews(db, ledgerSetId, input.year ?? year)),
  );

  serve(app, c.types, read, async ({ ledgerSetId }) => ok(await voucherTypes(db, ledgerSetId)));

  serve(app, c.lastDate, read, async ({ session, ledgerSetId }) =>
    ok({ voucherDate: await lastVoucherDate(db, ledgerSetId, session.userId) }),
  );
}
