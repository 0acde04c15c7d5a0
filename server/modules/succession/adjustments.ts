// The 2022-01-01 adjusting entries proposed when the take-over completes (transition_adjustments.csv).
// Issue 6 makes each a draft voucher: it reads these, saves a voucher dated voucherDate with the
// entries (amounts filled by the user), and sets status 'drafted' and voucher_id.
import type { Kysely } from 'kysely';
import type { AdjustmentView } from '../../../src/core/contracts/succession.ts';
import type { Database } from '../../db/schema.ts';

export async function adjustmentViews(db: Kysely<Database>, ledgerSetId: number): Promise<AdjustmentView[]> {
  const rows = await db
    .selectFrom('succession_adjustment')
    .selectAll()
    .where('ledger_set_id', '=', ledgerSetId)
    .orderBy('item_id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    itemId: r.item_id,
    title: r.title,
    voucherDate: r.voucher_date,
    basis: r.basis,
    regulationClause: r.regulation_clause,
    status: r.status,
    voucherId: r.voucher_id,
    entries: r.entries,
  }));
}

/**
 * Marks a proposal as made into a voucher draft (the draft lives in the user's browser until it is
 * saved; voucherId is the id the client gave it, so the voucher, once saved, is the one named here).
 * A proposal already drafted keeps its first voucher id: a second click opens the same draft.
 */
export async function markAdjustmentDrafted(
  db: Kysely<Database>,
  ledgerSetId: number,
  id: number,
  voucherId: string,
): Promise<AdjustmentView | null> {
  await db
    .updateTable('succession_adjustment')
    .set({ status: 'drafted', voucher_id: voucherId })
    .where('ledger_set_id', '=', ledgerSetId)
    .where('id', '=', id)
    .where('status', '=', 'proposed')
    .execute();
  return (await adjustmentViews(db, ledgerSetId)).find((a) => a.id === id) ?? null;
}
