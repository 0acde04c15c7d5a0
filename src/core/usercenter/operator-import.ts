// Operators from an Excel sheet (操作员导入): the template's columns, and the check of every row
// against the names the database knows. Any bad row refuses the whole file (第N行：reason) and
// nothing is written; the server only turns the checked rows into saves.
import { newPasswordProblem, type PasswordPolicy } from '../rules/password';

export const operatorImportHeaders = [
  '登录名',
  '姓名',
  '手机号',
  '初始密码',
  '岗位',
  '账套',
  '权限级别',
] as const;

/** A sheet row as text, with its row number in the sheet. */
export interface OperatorImportRow {
  rowNo: number;
  userName: string;
  realName: string;
  mobile: string;
  password: string;
  /** Duty names, separated by 、 , ， ; or spaces. */
  roles: string;
  /** Ledger set codes, likewise. */
  ledgers: string;
  /** 读写 (default) or 只读. */
  level: string;
}

export interface OperatorImportContext {
  /** Duty name -> id (active duties). */
  roles: ReadonlyMap<string, number>;
  /** Ledger set code -> id and whether it is archived. */
  ledgers: ReadonlyMap<string, { id: number; archived: boolean }>;
  /** Lower-cased user names already taken. */
  userNames: ReadonlySet<string>;
  /** 系统设置's password policy (the default when not given). */
  passwordPolicy?: PasswordPolicy | undefined;
}

export interface OperatorImportValue {
  rowNo: number;
  userName: string;
  realName: string;
  mobile: string;
  password: string;
  roleIds: number[];
  grants: Array<{ zid: number; level: 1 | 2 }>;
}

export type OperatorImportCheck =
  | { ok: true; values: OperatorImportValue[] }
  | { ok: false; errors: string[] };

const split = (text: string) =>
  text
    .split(/[、,，;；\s]+/)
    .map((s) => s.trim())
    .filter(Boolean);

export const maxImportRows = 500;

export function checkOperatorRows(
  rows: readonly OperatorImportRow[],
  ctx: OperatorImportContext,
): OperatorImportCheck {
  const errors: string[] = [];
  const values: OperatorImportValue[] = [];
  if (rows.length === 0) return { ok: false, errors: ['文件中没有操作员数据'] };
  if (rows.length > maxImportRows) return { ok: false, errors: [`一次最多导入 ${maxImportRows} 名操作员`] };
  const inFile = new Map<string, number>();
  for (const row of rows) {
    const at = `第${row.rowNo}行`;
    const problems: string[] = [];
    const userName = row.userName.trim();
    if (userName === '') problems.push('登录名不能为空');
    else if (!/^[A-Za-z0-9_.@-]{2,40}$/.test(userName))
      problems.push('登录名只能由字母、数字和 _ . @ - 组成，长度 2 到 40 位');
    else if (ctx.userNames.has(userName.toLowerCase())) problems.push(`登录名已存在：${userName}`);
    else if (inFile.has(userName.toLowerCase()))
      problems.push(`登录名与第${inFile.get(userName.toLowerCase())}行重复：${userName}`);
    else inFile.set(userName.toLowerCase(), row.rowNo);
    const realName = row.realName.trim();
    if (realName === '') problems.push('姓名不能为空');
    else if (realName.length > 40) problems.push('姓名长度不能超过 40 个字符');
    const mobile = row.mobile.trim();
    if (mobile !== '' && !/^1\d{10}$/.test(mobile)) problems.push('手机号应为 11 位');
    const passwordProblem =
      row.password === '' ? '初始密码不能为空' : newPasswordProblem(row.password, ctx.passwordPolicy);
    if (passwordProblem) problems.push(passwordProblem.replace('新密码', '初始密码'));
    const roleIds: number[] = [];
    for (const name of split(row.roles)) {
      const id = ctx.roles.get(name);
      if (id === undefined) problems.push(`岗位不存在：${name}`);
      else if (!roleIds.includes(id)) roleIds.push(id);
    }
    const level =
      row.level.trim() === '' || row.level.trim() === '读写' ? 2 : row.level.trim() === '只读' ? 1 : 0;
    if (level === 0) problems.push('权限级别应为「读写」或「只读」');
    const grants: Array<{ zid: number; level: 1 | 2 }> = [];
    for (const code of split(row.ledgers)) {
      const ledger = ctx.ledgers.get(code);
      if (!ledger) problems.push(`账套不存在：${code}`);
      else if (ledger.archived && level === 2) problems.push(`账套 ${code} 已归档，只能授予只读权限`);
      else if (!grants.some((g) => g.zid === ledger.id))
        grants.push({ zid: ledger.id, level: level === 1 ? 1 : 2 });
    }
    if (problems.length > 0) {
      errors.push(`${at}：${problems.join('；')}`);
      continue;
    }
    values.push({ rowNo: row.rowNo, userName, realName, mobile, password: row.password, roleIds, grants });
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, values };
}
