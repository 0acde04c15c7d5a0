// Whether the ledger set has vouchers: the undo of the opening confirmation is allowed only while it
// has none. Vouchers arrive with issue 6, so for now there are none; issue 6 replaces this body with
// a query on its voucher table (any status, any year of the ledger set).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export async function hasVouchers(_db: Kysely<Database>, _ledgerSetId: number): Promise<boolean> {
  return false;
}
