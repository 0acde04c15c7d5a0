// 报表人员设置 of a ledger set: read (empty until first saved) and saved with its version.
import type { Kysely, Transaction } from 'kysely';
import { emptyReporter, type ReporterInput, type ReporterSetting } from '../../../src/core/reporter/index.ts';
import type { Database } from '../../db/schema.ts';
import { conflict } from '../../lib/errors.ts';

export async function readReporter(db: Kysely<Database>, ledgerSetId: number): Promise<ReporterSetting> {
  const row = await db
    .selectFrom('reporter_setting as r')
    .leftJoin('app_user as u', 'u.id', 'r.updated_by')
    .selectAll('r')
    .select('u.real_name')
    .where('r.ledger_set_id', '=', ledgerSetId)
    .executeTakeFirst();
  if (!row) return emptyReporter;
  return {
    unitHead: row.unit_head,
    financeHead: row.finance_head,
    preparer: row.preparer,
    version: row.version,
    updatedAt: new Date(row.updated_at).toISOString(),
    updatedBy: row.real_name ?? null,
  };
}

export async function saveReporter(
  trx: Transaction<Database>,
  ledgerSetId: number,
  userId: number,
  input: ReporterInput,
  version: number,
): Promise<ReporterSetting> {
  const current = await trx
    .selectFrom('reporter_setting')
    .select('version')
    .where('ledger_set_id', '=', ledgerSetId)
    .forUpdate()
    .executeTakeFirst();
  if ((current?.version ?? 0) !== version) {
    throw conflict('报表人员设置已被他人修改，请刷新后重试', { currentVersion: current?.version ?? 0 });
  }
  const values = {
    unit_head: input.unitHead.trim(),
    finance_head: input.financeHead.trim(),
    preparer: input.preparer.trim(),
    updated_by: userId,
  };
  if (current) {
    await trx
      .updateTable('reporter_setting')
      .set((eb) => ({ ...values, version: eb('version', '+', 1), updated_at: new Date() }))
      .where('ledger_set_id', '=', ledgerSetId)
      .execute();
  } else {
    await trx
      .insertInto('reporter_setting')
      .values({ ledger_set_id: ledgerSetId, ...values })
      .execute();
  }
  return readReporter(trx, ledgerSetId);
}
