// Whether the ledger set has vouchers (any status, any year): the undo of the opening confirmation
// is allowed only while it has none, since every voucher was entered against the confirmed balances.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export async function hasVouchers(db: Kysely<Database>, ledgerSetId: number): Promise<boolean> {
  const row = await db
    .selectFrom('voucher')
    .select('id')
    .where('ledger_set_id', '=', ledgerSetId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
