// 快速凭证设置 of one user in one ledger set: the ordered ids of the 快捷凭证模板 经费快速录入 offers.
// Read with the ids of templates deleted since skipped (the row keeps them; a template is deleted
// without touching every user's list); saved whole, with an optional version check.
import { type Kysely, sql } from 'kysely';
import { type QuickVoucherSetting, quickSettingProblem } from '../../../src/core/voucher/quick-setting.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest, conflict } from '../../lib/errors.ts';

/** The ids among `ids` that are templates of the ledger set. */
async function templateIdsOf(db: Kysely<Database>, ledgerSetId: number, ids: readonly number[]) {
  if (ids.length === 0) return new Set<number>();
  const rows = await db
    .selectFrom('voucher_template')
    .select('id')
    .where('ledger_set_id', '=', ledgerSetId)
    .where('id', 'in', ids)
    .execute();
  return new Set(rows.map((r) => r.id));
}

export async function readQuickSetting(
  db: Kysely<Database>,
  userId: number,
  ledgerSetId: number,
): Promise<QuickVoucherSetting> {
  const row = await db
    .selectFrom('quick_voucher_setting')
    .select(['template_ids', 'version'])
    .where('user_id', '=', userId)
    .where('ledger_set_id', '=', ledgerSetId)
    .executeTakeFirst();
  if (!row) return { templateIds: null, version: 0 };
  const live = await templateIdsOf(db, ledgerSetId, row.template_ids);
  return { templateIds: row.template_ids.filter((id) => live.has(id)), version: row.version };
}

/**
 * Saves the whole list. `version` is the one the screen read (0: never saved); a save over a newer
 * one (the same user on another computer) is refused rather than silently overwriting it.
 */
export async function saveQuickSetting(
  trx: Kysely<Database>,
  userId: number,
  ledgerSetId: number,
  ids: readonly number[],
  version: number | undefined,
): Promise<QuickVoucherSetting> {
  const problem = quickSettingProblem(ids);
  if (problem) throw badRequest(problem);
  const live = await templateIdsOf(trx, ledgerSetId, ids);
  const unknown = ids.filter((id) => !live.has(id));
  if (unknown.length > 0) {
    throw badRequest(`以下快捷凭证模板不存在或已被删除：ID ${unknown.join('、')}，请刷新后重新选择`);
  }
  const saved = await trx
    .insertInto('quick_voucher_setting')
    .values({ user_id: userId, ledger_set_id: ledgerSetId, template_ids: [...ids] })
    .onConflict((oc) => {
      const update = oc.columns(['user_id', 'ledger_set_id']).doUpdateSet({
        template_ids: [...ids],
        updated_at: sql<Date>`now()`,
        version: sql<number>`quick_voucher_setting.version + 1`,
      });
      return version === undefined ? update : update.where('quick_voucher_setting.version', '=', version);
    })
    .returning('version')
    .executeTakeFirst();
  // No row back, or not the next version: the list was saved elsewhere since this one was read.
  if (!saved || (version !== undefined && saved.version !== version + 1)) {
    throw conflict('快速凭证设置已在别处修改，请刷新后重试');
  }
  return { templateIds: [...ids], version: saved.version };
}
