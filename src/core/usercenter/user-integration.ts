// 用户集成: the organisation's users kept in step with a directory of people — the 人员前置表 of the
// ledger set, or a file in its shape (xlsx or JSON). Each person is matched to a user by login (the
// 关联登录名, or the 工号 when none is given); the plan says for each whether a user is created,
// updated (name, mobile), disabled or enabled, or left alone and why, before anything is applied.

export interface DirectoryPerson {
  /** The sheet row; null for the 人员前置表 itself. */
  rowNo: number | null;
  code: string;
  name: string;
  mobile: string;
  /** The login asked for; '' means the 工号. */
  userName: string;
  enabled: boolean;
  /** The department as given (code or name), for a new user's grant. */
  department: string;
}

export interface ExistingUser {
  id: number;
  userName: string;
  realName: string;
  mobile: string;
  enabled: boolean;
}

export type IntegrationAction = 'create' | 'update' | 'disable' | 'enable' | 'unchanged' | 'skip';

export interface IntegrationRow {
  rowNo: number | null;
  code: string;
  name: string;
  userName: string;
  action: IntegrationAction;
  /** What changes (姓名：甲 → 乙), or why the row is skipped. */
  detail: string;
  userId: number | null;
}

export const integrationActionNames: Record<IntegrationAction, string> = {
  create: '新建用户',
  update: '更新资料',
  disable: '停用用户',
  enable: '启用用户',
  unchanged: '无变化',
  skip: '跳过',
};

const LOGIN_RE = /^[A-Za-z0-9_.@-]{2,40}$/;

export function planIntegration(
  people: readonly DirectoryPerson[],
  users: readonly ExistingUser[],
  actorId: number,
): IntegrationRow[] {
  const byLogin = new Map(users.map((u) => [u.userName.toLowerCase(), u]));
  const seen = new Map<string, string>();
  return people.map((p) => {
    const userName = (p.userName.trim() || p.code.trim()).trim();
    const base = { rowNo: p.rowNo, code: p.code, name: p.name, userName, userId: null as number | null };
    const skip = (detail: string): IntegrationRow => ({ ...base, action: 'skip', detail });
    if (!LOGIN_RE.test(userName))
      return skip(`登录名“${userName}”不合规：应为 2 到 40 位字母、数字或 _ . @ -`);
    const key = userName.toLowerCase();
    const twin = seen.get(key);
    if (twin !== undefined) return skip(`登录名与人员 ${twin} 重复`);
    seen.set(key, p.code);
    if (p.name.trim() === '') return skip('姓名为空');
    const user = byLogin.get(key);
    if (!user) {
      return p.enabled
        ? { ...base, action: 'create', detail: '新建用户，岗位“报销”，首次登录须修改密码' }
        : skip('人员已停用，不建用户');
    }
    const withUser = { ...base, userName: user.userName, userId: user.id };
    if (!p.enabled) {
      if (!user.enabled) return { ...withUser, action: 'unchanged', detail: '用户已停用' };
      if (user.id === actorId) return { ...withUser, action: 'skip', detail: '不能停用自己的账号' };
      return { ...withUser, action: 'disable', detail: '人员已停用：停用用户并结束其登录' };
    }
    const changes: string[] = [];
    if (user.realName !== p.name.trim()) changes.push(`姓名：${user.realName} → ${p.name.trim()}`);
    if (p.mobile.trim() !== '' && user.mobile !== p.mobile.trim())
      changes.push(`手机号：${user.mobile || '无'} → ${p.mobile.trim()}`);
    if (!user.enabled) return { ...withUser, action: 'enable', detail: ['启用用户', ...changes].join('；') };
    if (changes.length === 0) return { ...withUser, action: 'unchanged', detail: '' };
    return { ...withUser, action: 'update', detail: changes.join('；') };
  });
}

/** How many rows of each action, in the order the screen shows them. */
export function countActions(rows: readonly IntegrationRow[]): Record<IntegrationAction, number> {
  const out: Record<IntegrationAction, number> = {
    create: 0,
    update: 0,
    disable: 0,
    enable: 0,
    unchanged: 0,
    skip: 0,
  };
  for (const r of rows) out[r.action] += 1;
  return out;
}
