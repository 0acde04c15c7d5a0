// Whether a department "has data": its code is then part of stored books (opening breakdowns and
// voucher entries, by department or by the built-in 部门 auxiliary type) and must not change.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** The built-in 部门 auxiliary type's number (auxiliary/builtin-aux.ts). */
const DEPARTMENT_AUX_TYPE = '01';

export type DepartmentUsageCheck = (
  db: Kysely<Database>,
  ledgerSetId: number,
  code: string,
) => Promise<string | null>;

const openingBalances: DepartmentUsageCheck = async (db, ledgerSetId, code) => {
  const row = await db
    .selectFrom('opening_balance')
    .select('subject_code')
    .where('ledger_set_id', '=', ledgerSetId)
    .where((eb) =>
      // Keys are sorted by type number, so the 部门 pair (type 01) always comes first.
      eb.or([
        eb('dept_code', '=', code),
        eb('aux_key', '=', `${DEPARTMENT_AUX_TYPE}:${code}`),
        eb('aux_key', 'like', `${DEPARTMENT_AUX_TYPE}:${code.replace(/[\\%_]/g, '\\$&')};%`),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  return row ? `已录入期初余额（科目 ${row.subject_code}）` : null;
};

const voucherEntries: DepartmentUsageCheck = async (db, ledgerSetId, code) => {
  const byDept = await db
    .selectFrom('voucher_entry')
    .select('subject_code')
    .where('ledger_set_id', '=', ledgerSetId)
    .where('dept_code', '=', code)
    .limit(1)
    .executeTakeFirst();
  const row =
    byDept ??
    (await db
      .selectFrom('voucher_entry')
      .select('subject_code')
      .where('ledger_set_id', '=', ledgerSetId)
      .where('aux_key', '<>', '')
      // The exact pair anywhere in the key (position: no LIKE wildcards in codes).
      .where(sql<boolean>`position(${`;${DEPARTMENT_AUX_TYPE}:${code};`} in ';' || aux_key || ';') > 0`)
      .limit(1)
      .executeTakeFirst());
  return row ? `已录入凭证（科目 ${row.subject_code}）` : null;
};

export const departmentUsageChecks: DepartmentUsageCheck[] = [openingBalances, voucherEntries];

/** The first reason the department is in use, or null. */
export async function departmentUsage(
  db: Kysely<Database>,
  ledgerSetId: number,
  code: string,
): Promise<string | null> {
  for (const check of departmentUsageChecks) {
    const reason = await check(db, ledgerSetId, code);
    if (reason) return reason;
  }
  return null;
}
