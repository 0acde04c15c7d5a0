// The document a voucher was generated from (claim.voucher_id, issue 18 §7), for the voucher's view.
import type { Kysely } from 'kysely';
import { documentTypeLabels } from '../../../src/core/reimbursement/types.ts';
import type { VoucherSource } from '../../../src/core/voucher/types.ts';
import type { Database } from '../../db/schema.ts';

export async function voucherSource(db: Kysely<Database>, voucherId: string): Promise<VoucherSource | null> {
  const row = await db
    .selectFrom('claim')
    .select(['id', 'type', 'no'])
    .where('voucher_id', '=', voucherId)
    .executeTakeFirst();
  return row
    ? { kind: 'reimbursement', id: row.id, label: `${documentTypeLabels[row.type]} ${row.no}` }
    : null;
}
