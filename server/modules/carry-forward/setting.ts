// 结转设置 of a ledger set: read (the defaults until first saved) and saved with its version, the
// targets and rules checked against the chart (src/core/carry-forward/setting.ts).
import { type Kysely, sql, type Transaction } from 'kysely';
import {
  type CarryForwardSetting,
  defaultSetting,
  type SettingInput,
  settingProblems,
  type TargetSubject,
} from '../../../src/core/carry-forward/setting.ts';
import type { Category } from '../../../src/core/subjects/types.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest, conflict } from '../../lib/errors.ts';

type Db = Kysely<Database>;

/** The chart as the setting's checks and the part rules need it. */
export async function carryChart(db: Db, ledgerSetId: number): Promise<Map<string, TargetSubject>> {
  const { rows } = await sql<{
    code: string;
    name: string;
    parent_code: string | null;
    category: Category;
    is_leaf: boolean;
    enabled: boolean;
    dept_accounting: boolean;
    aux: number | string;
  }>`
    select s.code, s.name, s.parent_code, s.category, s.is_leaf, s.enabled, s.dept_accounting,
      (select count(*) from subject_aux_type l
        where l.ledger_set_id = s.ledger_set_id and l.subject_code = s.code) as aux
    from subject s where s.ledger_set_id = ${ledgerSetId}
  `.execute(db);
  return new Map(
    rows.map((r) => [
      r.code,
      {
        code: r.code,
        name: r.name,
        parentCode: r.parent_code,
        category: r.category,
        isLeaf: r.is_leaf,
        enabled: r.enabled,
        deptAccounting: r.dept_accounting,
        auxTypeCount: Number(r.aux),
      },
    ]),
  );
}

export async function readSetting(db: Db, ledgerSetId: number): Promise<CarryForwardSetting> {
  const row = await db
    .selectFrom('carry_forward_setting as s')
    .leftJoin('app_user as u', 'u.id', 's.updated_by')
    .selectAll('s')
    .select('u.real_name')
    .where('s.ledger_set_id', '=', ledgerSetId)
    .executeTakeFirst();
  if (!row) return defaultSetting(await carryChart(db, ledgerSetId));
  const y = row.year_end_targets;
  return {
    version: row.version,
    targets: { special: row.special_target, ordinary: row.ordinary_target, fiscal: row.fiscal_target },
    yearEndTargets: {
      '321': y['321'] ?? null,
      '322': y['322'] ?? null,
      '331': y['331'] ?? null,
      '332': y['332'] ?? null,
    },
    rules: row.rules,
    voucherType: row.voucher_type,
    summary: row.summary,
    updatedAt: new Date(row.updated_at).toISOString(),
    updatedBy: row.real_name ?? null,
  };
}

export async function saveSetting(
  trx: Transaction<Database>,
  ledgerSetId: number,
  userId: number,
  input: SettingInput,
  version: number | undefined,
): Promise<CarryForwardSetting> {
  const chart = await carryChart(trx, ledgerSetId);
  const clean: SettingInput = {
    ...input,
    summary: input.summary.trim(),
    voucherType: input.voucherType?.trim() || null,
  };
  const problems = settingProblems(clean, chart);
  if (problems.length > 0) throw badRequest(problems.join('；'));
  if (clean.voucherType) {
    const type = await trx
      .selectFrom('voucher_type')
      .select('enabled')
      .where('ledger_set_id', '=', ledgerSetId)
      .where('code', '=', clean.voucherType)
      .executeTakeFirst();
    if (!type?.enabled) throw badRequest(`凭证字 ${clean.voucherType} 不存在或已停用`);
  }
  const current = await trx
    .selectFrom('carry_forward_setting')
    .select('version')
    .where('ledger_set_id', '=', ledgerSetId)
    .forUpdate()
    .executeTakeFirst();
  const seen = version ?? 0;
  if ((current?.version ?? 0) !== seen) {
    throw conflict('结转设置已被他人修改，请刷新后重试', { currentVersion: current?.version ?? 0 });
  }
  const values = {
    special_target: clean.targets.special as string,
    ordinary_target: clean.targets.ordinary as string,
    fiscal_target: clean.targets.fiscal,
    year_end_targets: JSON.stringify(clean.yearEndTargets),
    rules: JSON.stringify(clean.rules.map((r) => ({ code: r.code, part: r.part }))),
    voucher_type: clean.voucherType,
    summary: clean.summary,
    updated_by: userId,
  };
  if (current) {
    await trx
      .updateTable('carry_forward_setting')
      .set((eb) => ({ ...values, version: eb('version', '+', 1), updated_at: new Date() }))
      .where('ledger_set_id', '=', ledgerSetId)
      .execute();
  } else {
    await trx
      .insertInto('carry_forward_setting')
      .values({ ledger_set_id: ledgerSetId, ...values })
      .execute();
  }
  return readSetting(trx, ledgerSetId);
}
