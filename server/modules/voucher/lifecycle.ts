// The voucher lifecycle in batches (DESIGN §6): delete (unaudited only), audit (by someone other
// than the preparer) and its undo, post (audited only, balances added) and its undo (balances
// subtracted; refused in a closed month). Each voucher either moves or is listed with its reason.
import { sql, type Transaction } from 'kysely';
import type { VoucherBatchResult, VoucherStatus } from '../../../src/core/voucher/types.ts';
import type { Database, VoucherEventAction } from '../../db/schema.ts';
import { applyBalances } from './balances.ts';
import { recordEvents } from './events.ts';
import { lockBooks } from './locks.ts';

type Trx = Transaction<Database>;

export interface LifecycleActor {
  ledgerSetId: number;
  userId: number;
  /** May delete vouchers other users prepared (voucher.modifyDelete). */
  mayEditOthers: boolean;
}

interface Row {
  id: string;
  year: number;
  month: number;
  voucher_type: string;
  voucher_no: number;
  status: VoucherStatus;
  preparer_id: number;
}

export type LifecycleAction = 'delete' | 'audit' | 'unaudit' | 'post' | 'unpost';

interface Step {
  from: VoucherStatus;
  to: VoucherStatus | null;
  /** Needs the books lock: it can change a month that closing looks at. */
  locks: boolean;
  wrongStatus: Record<VoucherStatus, string>;
  check?: (row: Row, actor: LifecycleActor) => string | null;
}

const steps: Record<LifecycleAction, Step> = {
  delete: {
    from: 'saved',
    to: null,
    locks: true,
    wrongStatus: { saved: '', audited: '已审核的凭证不能删除', posted: '已记账的凭证不能删除' },
    check: (row, actor) =>
      row.preparer_id !== actor.userId && !actor.mayEditOthers ? '不能删除他人填制的凭证' : null,
  },
  audit: {
    from: 'saved',
    to: 'audited',
    locks: false,
    wrongStatus: { saved: '', audited: '凭证已审核', posted: '凭证已记账' },
    check: (row, actor) => (row.preparer_id === actor.userId ? '不能审核自己填制的凭证' : null),
  },
  unaudit: {
    from: 'audited',
    to: 'saved',
    locks: false,
    wrongStatus: { saved: '凭证尚未审核', audited: '', posted: '凭证已记账，请先反记账' },
  },
  post: {
    from: 'audited',
    to: 'posted',
    locks: false,
    wrongStatus: { saved: '凭证尚未审核，不能记账', audited: '', posted: '凭证已记账' },
  },
  unpost: {
    from: 'posted',
    to: 'audited',
    locks: true,
    wrongStatus: { saved: '凭证尚未记账', audited: '凭证尚未记账', posted: '' },
  },
};

const closedMessage: Record<LifecycleAction, string> = {
  delete: '不能删除凭证',
  audit: '不能审核凭证',
  unaudit: '不能反审核凭证',
  post: '不能记账',
  unpost: '不能反记账',
};

/** The latest closed month as year * 100 + month (0 when none): months up to it are closed. */
async function closedUpTo(trx: Trx, ledgerSetId: number): Promise<number> {
  const { rows } = await sql<{ top: number | null }>`
    select max(year * 100 + month)::int as top from period where ledger_set_id = ${ledgerSetId}
  `.execute(trx);
  return rows[0]?.top ?? 0;
}

export async function moveVouchers(
  trx: Trx,
  actor: LifecycleActor,
  action: LifecycleAction,
  ids: readonly string[],
): Promise<VoucherBatchResult> {
  const { ledgerSetId, userId } = actor;
  const step = steps[action];
  if (step.locks) await lockBooks(trx, ledgerSetId, 'shared');
  const unique = [...new Set(ids)];
  if (unique.length === 0) return { done: [], refused: [] };
  // Locked in id order: two batches over overlapping vouchers wait for each other, never deadlock.
  const rows = (await trx
    .selectFrom('voucher')
    .select(['id', 'year', 'month', 'voucher_type', 'voucher_no', 'status', 'preparer_id'])
    .where('ledger_set_id', '=', ledgerSetId)
    .where('id', 'in', unique)
    .orderBy('id')
    .forUpdate()
    .execute()) as Row[];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const closed = await closedUpTo(trx, ledgerSetId);
  const result: VoucherBatchResult = { done: [], refused: [] };
  for (const id of unique) {
    const row = byId.get(id);
    const reason = !row
      ? '凭证不存在或已被删除'
      : row.status !== step.from
        ? step.wrongStatus[row.status]
        : row.year * 100 + row.month <= closed
          ? `${row.year}年${row.month}月已结账，${closedMessage[action]}`
          : (step.check?.(row, actor) ?? null);
    if (reason) result.refused.push({ id, voucherNo: row?.voucher_no ?? 0, message: reason });
    else result.done.push(id);
  }
  if (result.done.length === 0) return result;

  if (action === 'unpost') await applyBalances(trx, ledgerSetId, result.done, -1);
  if (action === 'delete') {
    await trx.deleteFrom('voucher').where('id', 'in', result.done).execute();
  } else {
    await trx
      .updateTable('voucher')
      .set((eb) => ({
        status: step.to ?? 'saved',
        version: eb('version', '+', 1),
        updated_at: new Date(),
        ...(action === 'audit' ? { auditor_id: userId } : {}),
        ...(action === 'unaudit' ? { auditor_id: null } : {}),
        ...(action === 'post' ? { poster_id: userId } : {}),
        ...(action === 'unpost' ? { poster_id: null } : {}),
      }))
      .where('id', 'in', result.done)
      .execute();
  }
  if (action === 'post') await applyBalances(trx, ledgerSetId, result.done, 1);
  const eventAction: VoucherEventAction = action;
  await recordEvents(
    trx,
    ledgerSetId,
    userId,
    result.done.map((id) => {
      const row = byId.get(id) as Row;
      return {
        voucherId: id,
        action: eventAction,
        from: step.from,
        to: step.to,
        note:
          action === 'delete'
            ? `删除凭证 ${row.voucher_type}-${row.voucher_no}（${row.year}年${row.month}月）`
            : null,
      };
    }),
  );
  return result;
}
