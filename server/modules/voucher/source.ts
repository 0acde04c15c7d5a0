// The document a voucher was generated from (claim.voucher_id, issue 18 §7; asset_voucher, issue 20),
// for the voucher's view.
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
  if (row) return { kind: 'reimbursement', id: row.id, label: `${documentTypeLabels[row.type]} ${row.no}` };
  const asset = await db
    .selectFrom('asset_voucher')
    .select(['label', 'source_kind'])
    .where('voucher_id', '=', voucherId)
    .executeTakeFirst();
  return asset ? { kind: 'assets', id: voucherId, label: asset.label, sourceKind: asset.source_kind } : null;
}
