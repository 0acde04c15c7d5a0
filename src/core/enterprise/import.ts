// 单位前置表导入: the template's columns and the check of every row against the units the ledger set
// has. A row whose 单位编码 exists updates that unit, a new code adds one; any bad row refuses the
// whole file (第N行：...) and nothing is written.
import type { ImportCheck } from '../rules/import-check';
import {
  type EnterpriseFields,
  type EnterpriseRequirements,
  enterpriseProblems,
  normalizeEnterprise,
} from './rules';

export const enterpriseImportHeaders = [
  '单位编码',
  '单位名称',
  '统一社会信用代码',
  '单位性质',
  '开户行',
  '银行账号',
  '地址',
  '联系人',
  '联系电话',
  '状态',
] as const;

export interface EnterpriseImportRow extends EnterpriseFields {
  rowNo: number;
  /** 启用 (default) or 停用. */
  status: string;
}

export interface ExistingEnterprise {
  id: number;
  code: string;
  name: string;
  creditCode: string;
}

export interface EnterpriseImportValue extends EnterpriseFields {
  rowNo: number;
  enabled: boolean;
  /** The unit this row updates; null: a new one. */
  id: number | null;
}

export function checkEnterpriseRows(
  rows: readonly EnterpriseImportRow[],
  existing: readonly ExistingEnterprise[],
  need: EnterpriseRequirements & { maxRows: number },
): ImportCheck<EnterpriseImportValue> {
  if (rows.length === 0) return { ok: false, errors: ['文件中没有单位数据'] };
  if (rows.length > need.maxRows)
    return { ok: false, errors: [`一次最多导入 ${need.maxRows} 个单位（配置管理“导入文件最多行数”）`] };
  const byCode = new Map(existing.map((e) => [e.code.toLowerCase(), e]));
  const nameOwner = new Map(existing.map((e) => [e.name, e.code.toLowerCase()]));
  const creditOwner = new Map(
    existing.filter((e) => e.creditCode).map((e) => [e.creditCode, e.code.toLowerCase()]),
  );
  const codeRow = new Map<string, number>();
  const nameRow = new Map<string, number>();
  const creditRow = new Map<string, number>();
  const errors: string[] = [];
  const values: EnterpriseImportValue[] = [];
  for (const row of rows) {
    const f = normalizeEnterprise(row);
    const problems = enterpriseProblems(f, need);
    const status = row.status.trim();
    if (status !== '' && status !== '启用' && status !== '停用') problems.push('状态应为「启用」或「停用」');
    const code = f.code.toLowerCase();
    const seen = (map: Map<string, number>, key: string, label: string) => {
      if (key === '') return;
      const at = map.get(key);
      if (at !== undefined) problems.push(`${label}与第${at}行重复`);
      else map.set(key, row.rowNo);
    };
    seen(codeRow, code, '单位编码');
    seen(nameRow, f.name, '单位名称');
    seen(creditRow, f.creditCode, '统一社会信用代码');
    // Another existing unit (not the one this row updates) holding the name or credit code.
    const nameOf = nameOwner.get(f.name);
    if (f.name !== '' && nameOf !== undefined && nameOf !== code)
      problems.push(`单位名称已被单位 ${byCode.get(nameOf)?.code ?? nameOf} 使用`);
    const creditOf = creditOwner.get(f.creditCode);
    if (f.creditCode !== '' && creditOf !== undefined && creditOf !== code)
      problems.push(`统一社会信用代码已被单位 ${byCode.get(creditOf)?.code ?? creditOf} 使用`);
    if (problems.length > 0) {
      errors.push(`第${row.rowNo}行：${problems.join('；')}`);
      continue;
    }
    values.push({ ...f, rowNo: row.rowNo, enabled: status !== '停用', id: byCode.get(code)?.id ?? null });
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, values };
}
