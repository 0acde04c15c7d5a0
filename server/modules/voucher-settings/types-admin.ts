// 凭证类型设置 (billingVoucher): the ledger set's voucher types are saved as one list, the way the
// screen edits them. A type that vouchers use keeps its code (the foreign key also guards it) and
// can be disabled instead of deleted; at least one type stays enabled so entry always has one.
import { sql, type Transaction } from 'kysely';
import type { VoucherTypesSaveInput } from '../../../src/core/contracts/voucher-settings.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest } from '../../lib/errors.ts';

type Trx = Transaction<Database>;

type VoucherTypeInput = VoucherTypesSaveInput['types'][number];

function firstDuplicate(values: readonly string[]): string | undefined {
  const seen = new Set<string>();
  for (const v of values) {
    if (seen.has(v)) return v;
    seen.add(v);
  }
  return undefined;
}

export async function saveVoucherTypes(trx: Trx, ledgerSetId: number, types: readonly VoucherTypeInput[]) {
  const code = firstDuplicate(types.map((t) => t.code));
  if (code !== undefined) throw badRequest(`凭证字“${code}”重复`);
  const name = firstDuplicate(types.map((t) => t.name));
  if (name !== undefined) throw badRequest(`凭证类型名称“${name}”重复`);
  if (!types.some((t) => t.enabled)) throw badRequest('至少要启用一个凭证类型');

  // The lock orders concurrent edits of the list; a voucher save reads the type under it too.
  await sql`select 1 from voucher_type where ledger_set_id = ${ledgerSetId} for update`.execute(trx);
  const kept = types.map((t) => t.code);
  const removed = await trx
    .selectFrom('voucher_type as t')
    .select(['t.code', 't.name'])
    .where('t.ledger_set_id', '=', ledgerSetId)
    .where('t.code', 'not in', kept)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('voucher as v')
          .select('v.id')
          .whereRef('v.ledger_set_id', '=', 't.ledger_set_id')
          .whereRef('v.voucher_type', '=', 't.code'),
      ),
    )
    .executeTakeFirst();
  if (removed) throw badRequest(`凭证类型“${removed.name}”已有凭证，不能删除，可以停用`);

  await trx
    .deleteFrom('voucher_type')
    .where('ledger_set_id', '=', ledgerSetId)
    .where('code', 'not in', kept)
    .execute();
  // Names are unique per ledger set: clear them first so two types may swap names in one save.
  await trx
    .updateTable('voucher_type')
    .set({ name: sql`'~' || code` })
    .where('ledger_set_id', '=', ledgerSetId)
    .execute();
  for (const t of types) {
    await trx
      .insertInto('voucher_type')
      .values({ ledger_set_id: ledgerSetId, ...t })
      .onConflict((oc) =>
        oc.columns(['ledger_set_id', 'code']).doUpdateSet({
          name: t.name,
          sort: t.sort,
          enabled: t.enabled,
          restriction: t.restriction,
        }),
      )
      .execute();
  }
}
