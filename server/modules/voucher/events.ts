// The audit trail (voucher_event): every state change with who, when, from and to, written in the
// transaction of the change itself.
import type { Transaction } from 'kysely';
import type { Database, VoucherEventAction, VoucherStatusValue } from '../../db/schema.ts';

export interface EventRow {
  voucherId: string;
  action: VoucherEventAction;
  from: VoucherStatusValue | null;
  to: VoucherStatusValue | null;
  note?: string | null;
}

export async function recordEvents(
  trx: Transaction<Database>,
  ledgerSetId: number,
  userId: number,
  events: readonly EventRow[],
): Promise<void> {
  if (events.length === 0) return;
  await trx
    .insertInto('voucher_event')
    .values(
      events.map((e) => ({
        voucher_id: e.voucherId,
        ledger_set_id: ledgerSetId,
        user_id: userId,
        action: e.action,
        from_status: e.from,
        to_status: e.to,
        note: e.note ?? null,
      })),
    )
    .execute();
}
