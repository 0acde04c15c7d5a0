// 人员前置表导入: the template's columns and the check of every row against the ledger set's
// departments, people and users. A row whose 工号 exists updates that person, a new 工号 adds one;
// any bad row refuses the whole file (第N行：...) and nothing is written.
import type { ImportCheck } from '../rules/import-check';
import { isMobile, MOBILE_MESSAGE } from '../rules/phone';
import { GRADES, type Grade, isGrade, PERSON_CODE_MESSAGE, PERSON_CODE_RE } from './rules';

export const personImportHeaders = [
  '工号',
  '姓名',
  '部门',
  '职级',
  '职务',
  '手机号',
  '关联登录名',
  '状态',
] as const;

export interface PersonImportRow {
  rowNo: number;
  code: string;
  name: string;
  /** 部门编码 or 部门名称. */
  department: string;
  grade: string;
  title: string;
  mobile: string;
  /** The login of the user who is this person; '' for none. */
  userName: string;
  /** 启用 (default) or 停用. */
  status: string;
}

export interface PersonImportContext {
  departments: ReadonlyArray<{ id: number; code: string; name: string; enabled: boolean }>;
  people: ReadonlyArray<{ id: number; code: string; departmentId: number; userId: number | null }>;
  /** Lower-cased login -> the user, with whether they may work in this ledger set. */
  users: ReadonlyMap<string, { id: number; granted: boolean }>;
  requireMobile: boolean;
  maxRows: number;
}

export interface PersonImportValue {
  rowNo: number;
  /** The person this row updates; null: a new one. */
  id: number | null;
  code: string;
  name: string;
  departmentId: number;
  grade: Grade;
  title: string;
  mobile: string;
  userId: number | null;
  enabled: boolean;
}

export function checkPersonRows(
  rows: readonly PersonImportRow[],
  ctx: PersonImportContext,
): ImportCheck<PersonImportValue> {
  if (rows.length === 0) return { ok: false, errors: ['文件中没有人员数据'] };
  if (rows.length > ctx.maxRows)
    return { ok: false, errors: [`一次最多导入 ${ctx.maxRows} 名人员（配置管理“导入文件最多行数”）`] };
  const deptByCode = new Map(ctx.departments.map((d) => [d.code, d]));
  const deptByName = new Map<string, (typeof ctx.departments)[number] | null>();
  // A name two departments share cannot pick one: the row must give the code.
  for (const d of ctx.departments) deptByName.set(d.name, deptByName.has(d.name) ? null : d);
  const personByCode = new Map(ctx.people.map((p) => [p.code, p]));
  const personOfUser = new Map(ctx.people.filter((p) => p.userId !== null).map((p) => [p.userId, p]));
  const codeRow = new Map<string, number>();
  const userRow = new Map<number, number>();
  const errors: string[] = [];
  const values: PersonImportValue[] = [];
  for (const row of rows) {
    const problems: string[] = [];
    const code = row.code.trim();
    if (code === '') problems.push('工号不能为空');
    else if (!PERSON_CODE_RE.test(code)) problems.push(`工号${PERSON_CODE_MESSAGE}`);
    else if (codeRow.has(code)) problems.push(`工号与第${codeRow.get(code)}行重复`);
    else codeRow.set(code, row.rowNo);
    const existing = personByCode.get(code);
    const name = row.name.trim();
    if (name === '') problems.push('姓名不能为空');
    else if (name.length > 40) problems.push('姓名长度不能超过 40 个字符');
    const deptText = row.department.trim();
    const dept = deptByCode.get(deptText) ?? deptByName.get(deptText);
    if (deptText === '') problems.push('部门不能为空');
    else if (dept === null) problems.push(`部门名称“${deptText}”不唯一，请填写部门编码`);
    else if (dept === undefined) problems.push(`部门不存在：${deptText}`);
    // A person already there may stay in a department disabled later; nobody new goes there.
    else if (!dept.enabled && existing?.departmentId !== dept.id)
      problems.push(`部门“${dept.name}”已停用，不能调入人员`);
    const grade = row.grade.trim() === '' ? '其余人员' : row.grade.trim();
    if (!isGrade(grade)) problems.push(`职级应为 ${GRADES.join('、')} 之一`);
    const title = row.title.trim();
    if (title.length > 40) problems.push('职务长度不能超过 40 个字符');
    const mobile = row.mobile.trim();
    if (mobile === '') {
      if (ctx.requireMobile) problems.push('手机号不能为空（配置管理要求填写）');
    } else if (!isMobile(mobile)) problems.push(MOBILE_MESSAGE);
    // No login keeps the person's present link: HR files rarely carry the system's logins.
    let userId: number | null = existing?.userId ?? null;
    const login = row.userName.trim();
    if (login !== '') {
      const user = ctx.users.get(login.toLowerCase());
      if (!user) problems.push(`关联登录名不存在：${login}`);
      else if (!user.granted) problems.push(`用户 ${login} 不能使用本账套，请先在操作员管理中授予账套`);
      else {
        userId = user.id;
        const other = personOfUser.get(user.id);
        if (other && other.code !== code)
          problems.push(`用户 ${login} 已关联人员 ${other.code}，一个用户只能关联一名人员`);
        else if (userRow.has(user.id)) problems.push(`关联登录名与第${userRow.get(user.id)}行重复`);
        else userRow.set(user.id, row.rowNo);
      }
    }
    const status = row.status.trim();
    if (status !== '' && status !== '启用' && status !== '停用') problems.push('状态应为「启用」或「停用」');
    if (problems.length > 0 || !dept || !isGrade(grade)) {
      errors.push(`第${row.rowNo}行：${problems.join('；')}`);
      continue;
    }
    values.push({
      rowNo: row.rowNo,
      id: existing?.id ?? null,
      code,
      name,
      departmentId: dept.id,
      grade,
      title,
      mobile,
      userId,
      enabled: status !== '停用',
    });
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, values };
}
