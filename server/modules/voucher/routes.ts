// /api/voucher/*: entry, lifecycle, month closing and look-ups of the session's ledger set (the
// contract in briefs/voucher-api.md). Routes validate and delegate; every write runs in app.write,
// one transaction with its idempotency record.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Envelope } from '../../../src/core/contracts/errors.ts';
import { P } from '../../../src/core/permissions/keys.ts';
import type { EntryInput, VoucherBatchResult, VoucherStatus } from '../../../src/core/voucher/types.ts';
import type { AppContext } from '../../app-context.ts';
import { AppError, conflict, refused } from '../../lib/errors.ts';
import { type Guard, ledgerRead, ledgerWrite } from '../../lib/route-config.ts';
import { sessionOf } from '../../lib/session.ts';
import { parseInput } from '../../lib/validate.ts';
import { ok } from '../../plugins/envelope.ts';
import { isUniqueViolation } from '../../plugins/idempotency.ts';
import { closeMonth, periodViews, reopenMonth } from './close-month.ts';
import { type LifecycleAction, moveVouchers } from './lifecycle.ts';
import { lastVoucherDate, listVouchers } from './list.ts';
import { renumberMonth } from './numbering.ts';
import { ReferenceCache } from './reference.ts';
import { saveVoucher } from './save.ts';
import { BatchInput, IdQuery, ListQuery, labels, PeriodInput, SaveInput, YearQuery } from './structs.ts';
import { voucherTypes } from './types-service.ts';
import { voucherView } from './views.ts';

/** Whoever works with vouchers, and the books that open them, may read them. */
const readers = [
  P.voucher.entry,
  P.voucher.modifyDelete,
  P.voucher.audit,
  P.voucher.post,
  P.voucher.unpost,
  P.voucher.closeMonth,
  P.voucher.reopenMonth,
  P.settings.voucherRenumber,
  P.settings.voucherType,
  P.voucherQuery.numbers,
  P.voucherQuery.continuousPrint,
  P.ledger.detail,
];

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

function toEntries(entries: readonly Record<string, unknown>[]): EntryInput[] {
  return entries.map((e) => ({
    summary: String(e.summary ?? ''),
    code: String(e.code ?? ''),
    auxis: (e.auxis as EntryInput['auxis']) ?? [],
    departmentCode: (e.departmentCode as string | null | undefined) ?? null,
    debitAmount: String(e.debitAmount ?? ''),
    creditAmount: String(e.creditAmount ?? ''),
  }));
}

/** Query strings send empty fields for "any": drop them before validation. */
function present(query: unknown): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries((query ?? {}) as Record<string, unknown>).filter(([, v]) => v !== '' && v !== undefined),
  );
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
  const actorOf = (request: FastifyRequest) => {
    const session = sessionOf(request);
    return {
      ledgerSetId: session.ledgerSetId ?? 0,
      userId: session.userId,
      userName: session.realName,
      mayEditOthers: session.permissions.has(P.voucher.modifyDelete),
      mayCreate:
        session.permissions.has(P.voucher.entry) || session.permissions.has(P.voucher.fundsQuickEntry),
    };
  };

  app.post(
    '/api/voucher/save',
    ledgerWrite([P.voucher.entry, P.voucher.fundsQuickEntry, P.voucher.modifyDelete]),
    async (request) => {
      const input = parseInput(SaveInput, request.body, labels);
      const actor = actorOf(request);
      return guarded(request, async (trx) => {
        const view = await saveVoucher(trx, cache, actor, {
          id: input.id.toLowerCase(),
          version: input.version ?? undefined,
          voucherDate: input.voucherDate,
          voucherType: input.voucherType?.trim() || undefined,
          numberOfDocument: input.numberOfDocument ?? 0,
          entries: toEntries(input.entries as Record<string, unknown>[]),
        });
        return ok(view, `凭证 ${view.voucherType}-${view.voucherNo} 已保存`);
      });
    },
  );

  app.get('/api/voucher/get', ledgerRead(readers), async (request) => {
    const { id } = parseInput(IdQuery, request.query, labels);
    return ok(await voucherView(db, cache, actorOf(request).ledgerSetId, id.toLowerCase()));
  });

  app.get('/api/voucher/list', ledgerRead(readers), async (request) => {
    const q = parseInput(ListQuery, present(request.query), labels);
    const session = sessionOf(request);
    const page = await listVouchers(db, session.ledgerSetId ?? 0, {
      year: q.year ?? session.year ?? new Date().getFullYear(),
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
    app.post(`/api/voucher/${action}`, ledgerWrite(permission), async (request) => {
      const { ids } = parseInput(BatchInput, request.body, labels);
      const actor = actorOf(request);
      return guarded(request, async (trx) => {
        const result = await moveVouchers(
          trx,
          actor,
          action,
          ids.map((id) => id.toLowerCase()),
        );
        return ok(result, batchMessage(action, result)) as Envelope<VoucherBatchResult>;
      });
    });
  batch('delete', [P.voucher.entry, P.voucher.modifyDelete]);
  batch('audit', P.voucher.audit);
  batch('unaudit', P.voucher.audit);
  batch('post', P.voucher.post);
  batch('unpost', P.voucher.unpost);

  app.post('/api/voucher/closeMonth', ledgerWrite(P.voucher.closeMonth), async (request) => {
    const { year, month } = parseInput(PeriodInput, request.body, labels);
    const actor = actorOf(request);
    return guarded(request, async (trx) =>
      ok(await closeMonth(trx, actor, year, month), `${year}年${month}月已结账`),
    );
  });

  app.post('/api/voucher/reopenMonth', ledgerWrite(P.voucher.reopenMonth), async (request) => {
    const { year, month } = parseInput(PeriodInput, request.body, labels);
    const actor = actorOf(request);
    return guarded(request, async (trx) =>
      ok(await reopenMonth(trx, actor, year, month), `${year}年${month}月已反结账`),
    );
  });

  app.post('/api/voucher/renumber', ledgerWrite(P.settings.voucherRenumber), async (request) => {
    const { year, month } = parseInput(PeriodInput, request.body, labels);
    const actor = actorOf(request);
    return guarded(request, async (trx) => {
      const result = await renumberMonth(trx, actor, year, month);
      return ok(
        result,
        result.changed === 0 ? '凭证号已连续，无需整理' : `已整理 ${result.changed} 张凭证的凭证号`,
      );
    });
  });

  app.get('/api/voucher/periods', ledgerRead(readers), async (request) => {
    const q = parseInput(YearQuery, present(request.query), labels);
    const session = sessionOf(request);
    return ok(
      await periodViews(db, session.ledgerSetId ?? 0, q.year ?? session.year ?? new Date().getFullYear()),
    );
  });

  app.get('/api/voucher/types', ledgerRead(readers), async (request) =>
    ok(await voucherTypes(db, sessionOf(request).ledgerSetId ?? 0)),
  );

  app.get('/api/voucher/lastDate', ledgerRead(readers), async (request) => {
    const session = sessionOf(request);
    return ok({ voucherDate: await lastVoucherDate(db, session.ledgerSetId ?? 0, session.userId) });
  });
}
