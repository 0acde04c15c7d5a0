// 凭证打印设置 of a ledger set: read with the defaults filled in (no row until the first save),
// saved whole with an optional version check. The row type lives here, beside the only code that
// touches the table, so the shared schema file stays untouched by this module.
import { type Kysely, sql } from 'kysely';
import {
  DEFAULT_PRINT_SETTING,
  normalizePrintSetting,
  printSettingProblem,
  type VoucherPrintSetting,
  type VoucherPrintSettingInput,
} from '../../../src/core/voucher/print-setting.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest, conflict } from '../../lib/errors.ts';

export async function readPrintSetting(
  db: Kysely<Database>,
  ledgerSetId: number,
): Promise<VoucherPrintSetting> {
  const ledger = await db
    .selectFrom('ledger_set')
    .select('name')
    .where('id', '=', ledgerSetId)
    .executeTakeFirst();
  const row = await db
    .selectFrom('voucher_print_setting as s')
    .leftJoin('app_user as u', 'u.id', 's.updated_by')
    .selectAll('s')
    .select('u.real_name')
    .where('s.ledger_set_id', '=', ledgerSetId)
    .executeTakeFirst();
  const base = { defaultUnitName: ledger?.name ?? '' };
  if (!row) return { ...DEFAULT_PRINT_SETTING, ...base, version: 0, updatedAt: null, updatedBy: null };
  return {
    supervisorName: row.supervisor_name,
    cashierName: row.cashier_name,
    printPreparer: row.print_preparer,
    printAuditor: row.print_auditor,
    printBookkeeper: row.print_bookkeeper,
    unitName: row.unit_name,
    paper: row.paper,
    linesHalfA4: row.lines_half_a4,
    linesA4: row.lines_a4,
    ...base,
    version: row.version,
    updatedAt: row.updated_at.toISOString(),
    updatedBy: row.real_name ?? null,
  };
}

/**
 * Saves the whole setting. `version` is the one the editor read (0: never saved); a save over a
 * newer one is refused so two people editing at once do not silently overwrite each other.
 */
export async function savePrintSetting(
  trx: Kysely<Database>,
  ledgerSetId: number,
  userId: number,
  input: VoucherPrintSettingInput,
  version: number | undefined,
): Promise<VoucherPrintSetting> {
  const s = normalizePrintSetting(input);
  const problem = printSettingProblem(s);
  if (problem) throw badRequest(problem);
  const values = {
    supervisor_name: s.supervisorName,
    cashier_name: s.cashierName,
    print_preparer: s.printPreparer,
    print_auditor: s.printAuditor,
    print_bookkeeper: s.printBookkeeper,
    unit_name: s.unitName,
    paper: s.paper,
    lines_half_a4: s.linesHalfA4,
    lines_a4: s.linesA4,
    updated_by: userId,
  };
  const saved = await trx
    .insertInto('voucher_print_setting')
    .values({ ledger_set_id: ledgerSetId, ...values })
    .onConflict((oc) => {
      const update = oc.column('ledger_set_id').doUpdateSet({
        ...values,
        updated_at: sql<Date>`now()`,
        version: sql<number>`voucher_print_setting.version + 1`,
      });
      return version === undefined ? update : update.where('voucher_print_setting.version', '=', version);
    })
    .returning('version')
    .executeTakeFirst();
  // No row back: the row holds another version than the one edited. A first save (0) inserts
  // version 1; an edit of version n makes n + 1; anything else was edited from a stale read.
  if (!saved || (version !== undefined && saved.version !== version + 1)) {
    throw conflict('凭证打印设置已被他人修改，请刷新后重试');
  }
  return readPrintSetting(trx, ledgerSetId);
}
