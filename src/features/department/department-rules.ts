// The 部门管理 form's rules (the server's, checked first on the client so offline saves are not
// refused later for what the browser could have told): code, name, parent, no duplicate, no cycle.
import { firstError, type RuleEntry, requiredWith, rule } from '../../core/rules';
import type { DepartmentRow } from '../../local';

export const CODE_PATTERN = /^[A-Za-z0-9]{1,20}$/;
export const NAME_MAX = 40;

export interface DepartmentForm {
  code: string;
  name: string;
  parentCode: string | null;
}

/** Codes of the department `code` and everything below it: none of them can be its parent. */
export function selfAndDescendants(rows: readonly DepartmentRow[], code: string): Set<string> {
  const out = new Set<string>([code]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const row of rows) {
      if (row.parentCode && out.has(row.parentCode) && !out.has(row.departmentCode)) {
        out.add(row.departmentCode);
        grew = true;
      }
    }
  }
  return out;
}

/**
 * The first error of the form, or null. `editing` is the row being edited (null for 新增);
 * `rows` the cached departments.
 */
export function validateDepartment(
  form: DepartmentForm,
  rows: readonly DepartmentRow[],
  editing: DepartmentRow | null,
): string | null {
  const code = form.code.trim();
  const name = form.name.trim();
  const rules: RuleEntry<unknown>[] = [
    rule(code, requiredWith('部门编码不能为空')),
    rule(code, (v) => (CODE_PATTERN.test(v) ? null : '部门编码只能由字母或数字组成，长度 1 到 20 位')),
    rule(code, (v) =>
      rows.some((r) => r.departmentCode === v && r.key !== editing?.key) ? `部门编码 ${v} 已存在` : null,
    ),
    rule(name, requiredWith('部门名称不能为空')),
    rule(name, (v) => (v.length <= NAME_MAX ? null : `部门名称不能超过 ${NAME_MAX} 个字符`)),
    rule(form.parentCode, (parent) => {
      if (!parent) return null;
      if (parent === code) return '上级部门不能是部门本身';
      if (!rows.some((r) => r.departmentCode === parent)) return `上级部门不存在：${parent}`;
      if (editing && selfAndDescendants(rows, editing.departmentCode).has(parent))
        return '上级部门不能是本部门或其下级部门';
      return null;
    }),
  ];
  return firstError(rules);
}

/** The parent picker: enabled departments, without the edited one and its descendants. */
export function parentOptions(
  rows: readonly DepartmentRow[],
  editing: DepartmentRow | null,
): { value: string; label: string }[] {
  const excluded = editing ? selfAndDescendants(rows, editing.departmentCode) : new Set<string>();
  return rows
    .filter((r) => (r.enabled || r.departmentCode === editing?.parentCode) && !excluded.has(r.departmentCode))
    .map((r) => ({ value: r.departmentCode, label: `${r.departmentCode} ${r.departmentName}` }));
}

/** Rows matching the search text by code or name (case-insensitive). */
export function filterDepartments(rows: readonly DepartmentRow[], text: string): DepartmentRow[] {
  const q = text.trim().toLowerCase();
  if (!q) return [...rows];
  return rows.filter(
    (r) => r.departmentCode.toLowerCase().includes(q) || r.departmentName.toLowerCase().includes(q),
  );
}
