// Voucher types of a ledger set (GET /api/voucher/types), as the settings screens and pickers read them.
import type { Kysely } from 'kysely';
import type { VoucherTypeView } from '../../../src/core/voucher/types.ts';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

export async function voucherTypes(db: Db, ledgerSetId: number): Promise<VoucherTypeView[]> {
  const rows = await db
    .selectFrom('voucher_type')
    .select(['code', 'name', 'sort', 'enabled', 'restriction'])
    .where('ledger_set_id', '=', ledgerSetId)
    .orderBy('sort')
    .orderBy('code')
    .execute();
  return rows.map((r) => ({
    code: r.code,
    name: r.name,
    sort: r.sort,
    enabled: r.enabled,
    restriction: r.restriction,
  }));
}
