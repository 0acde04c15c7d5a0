// The operator form's values and its first failing rule, shown before anything is sent.
import type { OperatorView } from '../../../core/contracts/operator';
import { newPasswordProblem } from '../../../core/rules/password';

export interface GrantRow {
  zid: number;
  /** 0: not granted, 1: 只读, 2: 读写. */
  level: 0 | 1 | 2;
  departmentId: number | null;
}

export interface OperatorForm {
  userName: string;
  realName: string;
  mobile: string;
  password: string;
  mustChangePassword: boolean;
  roleIds: number[];
  grants: GrantRow[];
  defaultZid: number | null;
}

export function initialOperatorForm(
  editing: OperatorView | null,
  ledgerIds: readonly number[],
): OperatorForm {
  return {
    userName: editing?.userName ?? '',
    realName: editing?.realName ?? '',
    mobile: editing?.mobile ?? '',
    password: '',
    mustChangePassword: true,
    roleIds: editing?.roles.map((r) => r.id) ?? [],
    grants: ledgerIds.map((zid) => {
      const g = editing?.grants.find((x) => x.zid === zid);
      return { zid, level: g?.level ?? 0, departmentId: g?.departmentId ?? null };
    }),
    defaultZid: editing?.defaultZid ?? null,
  };
}

export function operatorFormError(values: OperatorForm, creating: boolean): string | null {
  if (!/^[A-Za-z0-9_.@-]{2,40}$/.test(values.userName.trim()))
    return '登录名只能由字母、数字和 _ . @ - 组成，长度 2 到 40 位';
  if (values.realName.trim() === '') return '请输入姓名';
  if (values.mobile.trim() !== '' && !/^1\d{10}$/.test(values.mobile.trim())) return '手机号应为 11 位';
  if (creating) {
    const problem = values.password === '' ? '请输入初始密码' : newPasswordProblem(values.password);
    if (problem) return problem.replace('新密码', '初始密码');
  }
  const granted = values.grants.filter((g) => g.level > 0);
  if (values.defaultZid !== null && !granted.some((g) => g.zid === values.defaultZid))
    return '默认账套应为已授权的账套之一';
  return null;
}

/** The save's body. */
export function toSave(values: OperatorForm, editing: OperatorView | null) {
  const granted = values.grants.filter((g) => g.level > 0);
  return {
    ...(editing
      ? { id: editing.id, version: editing.version }
      : { password: values.password, mustChangePassword: values.mustChangePassword }),
    userName: values.userName.trim(),
    realName: values.realName.trim(),
    mobile: values.mobile.trim(),
    roleIds: values.roleIds,
    grants: granted.map((g) => ({ zid: g.zid, level: g.level, departmentId: g.departmentId })),
    defaultZid: values.defaultZid ?? granted[0]?.zid ?? null,
  };
}
