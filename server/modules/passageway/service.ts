// 部门核算科目快捷设置: each department's shortcut list, checked against the chart (end-level,
// enabled, 部门核算, without auxiliary accounting: 部门经费录入 fills the department and nothing else).
import { type Kysely, sql, type Transaction } from 'kysely';
import type { DepartmentShortcut } from '../../../src/core/contracts/passageway.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest, conflict } from '../../lib/errors.ts';

export async function listShortcuts(
  db: Kysely<Database>,
  ledgerSetId: number,
): Promise<DepartmentShortcut[]> {
  const rows = await db
    .selectFrom('department_subject_shortcut')
    .select(['dept_code', 'subject_codes', 'version'])
    .where('ledger_set_id', '=', ledgerSetId)
    .orderBy('dept_code')
    .execute();
  return rows.map((r) => ({ deptCode: r.dept_code, subjectCodes: r.subject_codes, version: r.version }));
}

export async function saveShortcut(
  trx: Transaction<Database>,
  ledgerSetId: number,
  userId: number,
  input: { deptCode: string; subjectCodes: string[]; version: number },
): Promise<DepartmentShortcut> {
  const dept = await trx
    .selectFrom('department')
    .select('code')
    .where('ledger_set_id', '=', ledgerSetId)
    .where('code', '=', input.deptCode)
    .executeTakeFirst();
  if (!dept) throw badRequest(`部门 ${input.deptCode} 不存在`);
  const codes = input.subjectCodes;
  const seen = new Set<string>();
  for (const code of codes) {
    if (seen.has(code)) throw badRequest(`科目 ${code} 重复`);
    seen.add(code);
  }
  if (codes.length > 0) {
    const { rows } = await sql<{
      code: string;
      is_leaf: boolean;
      enabled: boolean;
      dept_accounting: boolean;
      aux: number | string;
    }>`
      select s.code, s.is_leaf, s.enabled, s.dept_accounting,
        (select count(*) from subject_aux_type l where l.ledger_set_id = s.ledger_set_id and l.subject_code = s.code) as aux
      from subject s where s.ledger_set_id = ${ledgerSetId} and s.code = any(${codes}::text[])`.execute(trx);
    const found = new Map(rows.map((r) => [r.code, r]));
    for (const code of codes) {
      const s = found.get(code);
      if (!s) throw badRequest(`科目 ${code} 不存在`);
      if (!s.is_leaf) throw badRequest(`科目 ${code} 不是末级科目`);
      if (!s.enabled) throw badRequest(`科目 ${code} 已停用`);
      if (!s.dept_accounting) throw badRequest(`科目 ${code} 未设置部门核算`);
      if (Number(s.aux) > 0) throw badRequest(`科目 ${code} 设有辅助核算，请在凭证录入中录入`);
    }
  }
  const current = await trx
    .selectFrom('department_subject_shortcut')
    .select('version')
    .where('ledger_set_id', '=', ledgerSetId)
    .where('dept_code', '=', input.deptCode)
    .forUpdate()
    .executeTakeFirst();
  if ((current?.version ?? 0) !== input.version) {
    throw conflict('该部门的快捷科目已被他人修改，请刷新后重试', { currentVersion: current?.version ?? 0 });
  }
  if (current) {
    await trx
      .updateTable('department_subject_shortcut')
      .set((eb) => ({
        subject_codes: codes,
        updated_by: userId,
        updated_at: new Date(),
        version: eb('version', '+', 1),
      }))
      .where('ledger_set_id', '=', ledgerSetId)
      .where('dept_code', '=', input.deptCode)
      .execute();
  } else {
    await trx
      .insertInto('department_subject_shortcut')
      .values({
        ledger_set_id: ledgerSetId,
        dept_code: input.deptCode,
        subject_codes: codes,
        updated_by: userId,
      })
      .execute();
  }
  return { deptCode: input.deptCode, subjectCodes: codes, version: (current?.version ?? 0) + 1 };
}
