// /api/user: operators (操作员管理, issue 21 item 1) — the users of the organisation with their duties
// and ledger-set grants (a level and a department per ledger set), paged and searched; new, edit,
// disable and re-enable, password reset, import from Excel, and the audit trail of rights changes.
import { array, boolean, enums, nullable, object, optional, refine, string } from 'superstruct';
import { download, get, post } from './contract';
import { flag, id, intIn, password, text, trimmedString } from './structs';

export interface OperatorGrant {
  zid: number;
  ztno: string;
  ztName: string;
  /** 1 reads, 2 also writes. */
  level: 1 | 2;
  departmentId: number | null;
  departmentName: string | null;
}

export interface OperatorView {
  id: number;
  userName: string;
  realName: string;
  mobile: string;
  enabled: boolean;
  /** Reset by an administrator and not yet changed by the user. */
  mustChangePassword: boolean;
  roles: Array<{ id: number; code: string; name: string }>;
  grants: OperatorGrant[];
  /** The ledger set a login opens first. */
  defaultZid: number | null;
  version: number;
  createdAt: string;
  updatedAt: string;
}

export interface OperatorPage {
  currentPageItems: OperatorView[];
  totalItemCount: number;
}

/** A reset's answer: the temporary password, shown once to the administrator. */
export interface PasswordResetAnswer {
  userId: number;
  temporaryPassword: string;
}

export interface AuditEntry {
  id: string;
  at: string;
  actorName: string;
  targetKind: 'user' | 'role' | 'ledger_set' | 'organisation' | 'menu';
  targetId: number | null;
  targetLabel: string;
  action: string;
  /** 新增操作员, 修改岗位 ... */
  actionName: string;
  /** What changed, in words (岗位：制单 → 制单、出纳). */
  summary: string;
}

export interface AuditPage {
  currentPageItems: AuditEntry[];
  totalItemCount: number;
}

export interface OperatorImportAnswer {
  imported: number;
}

export const maxGrants = 200;

const labels = {
  id: '操作员',
  userId: '操作员',
  userName: '登录名',
  realName: '姓名',
  mobile: '手机号',
  password: '初始密码',
  mustChangePassword: '首次登录须修改密码',
  roleIds: '岗位',
  grants: '账套权限',
  zid: '账套',
  level: '权限级别',
  departmentId: '部门',
  defaultZid: '默认账套',
  version: '版本号',
  enabled: '是否启用',
  keyword: '关键字',
  roleId: '岗位',
  pageIndex: '页码',
  pageSize: '每页条数',
  content: '文件内容',
  fileName: '文件名',
  targetKind: '对象类型',
  targetId: '对象',
};

export const userNameStruct = () =>
  refine(trimmedString(), 'userName', (v) =>
    /^[A-Za-z0-9_.@-]{2,40}$/.test(v) ? true : '只能由字母、数字和 _ . @ - 组成，长度 2 到 40 位',
  );

const mobile = () =>
  refine(trimmedString(), 'mobile', (v) => (v === '' || /^1\d{10}$/.test(v) ? true : '应为 11 位手机号'));

export const OperatorGrantSave = object({
  zid: id(),
  level: intIn(1, 2),
  departmentId: optional(nullable(id())),
});

/** 新增 (no id; a password) or 修改 (id and the version edited; the password is reset elsewhere). */
export const OperatorSave = object({
  id: optional(nullable(id())),
  version: optional(nullable(intIn(1, 2_147_483_647))),
  userName: userNameStruct(),
  realName: text(40),
  mobile: optional(mobile()),
  password: optional(nullable(password())),
  /** 新增 only: the user must change the password at the first login (default yes). */
  mustChangePassword: optional(boolean()),
  roleIds: refine(array(id()), 'roleIds', (l) => (l.length <= 20 ? true : '最多 20 个岗位')),
  grants: refine(array(OperatorGrantSave), 'grants', (l) =>
    l.length <= maxGrants ? true : `最多 ${maxGrants} 个账套`,
  ),
  defaultZid: optional(nullable(id())),
});

export const operatorContracts = {
  list: get(
    '/api/user/list',
    object({
      keyword: optional(string()),
      roleId: optional(id()),
      zid: optional(id()),
      enabled: optional(flag()),
      pageIndex: optional(intIn(1, 100_000)),
      pageSize: optional(intIn(1, 500)),
    }),
    labels,
  ).answers<OperatorPage>(),
  get: get('/api/user/get', object({ id: id() }), labels).answers<OperatorView>(),
  save: post('/api/user/save', OperatorSave, labels).answers<OperatorView>(),
  setEnabled: post(
    '/api/user/setEnabled',
    object({ id: id(), enabled: boolean(), version: optional(nullable(intIn(1, 2_147_483_647))) }),
    labels,
  ).answers<OperatorView>(),
  resetPassword: post(
    '/api/user/resetPassword',
    object({ id: id(), password: optional(nullable(password())) }),
    labels,
  ).answers<PasswordResetAnswer>(),
  importTemplate: download('GET', '/api/user/importTemplate', object({})),
  import: post(
    '/api/user/import',
    object({ fileName: optional(text(200)), content: string() }),
    labels,
  ).answers<OperatorImportAnswer>(),
  /** The enabled departments of any ledger set of the organisation (the grant's department picker). */
  departments: get('/api/user/departments', object({ zid: id() }), labels).answers<
    Array<{ id: number; code: string; name: string }>
  >(),
  audit: get(
    '/api/user/accessAudit',
    object({
      targetKind: optional(enums(['user', 'role', 'ledger_set', 'organisation', 'menu'] as const)),
      targetId: optional(id()),
      pageIndex: optional(intIn(1, 100_000)),
      pageSize: optional(intIn(1, 500)),
    }),
    labels,
  ).answers<AuditPage>(),
};
