// /api/role and /api/menu: duties (角色管理, issue 21 item 2) as named sets of the permission registry's
// keys, checked against the separation-of-duties rules when saved; and the menu's order (菜单管理).
import { array, nullable, object, optional, refine, string } from 'superstruct';
import type { MenuNode } from './auth';
import { get, post } from './contract';
import { id, intIn, text, trimmedString } from './structs';

export interface RoleView {
  id: number;
  code: string;
  name: string;
  builtin: boolean;
  /** 系统管理员 and 财务主管: exempt from the separation rules (src/core/permissions/separation.ts). */
  supervising: boolean;
  remark: string;
  sort: number;
  permissions: string[];
  /** Users holding the duty. */
  holders: number;
  /** Approval steps (流程管理) naming the duty. */
  processSteps: number;
  version: number;
  updatedAt: string;
}

/** A menu entry as 菜单管理 shows it: every entry, with the key that lets a user see it. */
export interface MenuEntry {
  id: number;
  parentId: number | null;
  title: string;
  path: string | null;
  permissionKey: string | null;
  sort: number;
}

const labels = {
  id: '角色',
  code: '角色编码',
  name: '角色名称',
  remark: '说明',
  permissions: '权限',
  version: '版本号',
  ids: '排序',
  parentId: '上级菜单',
  roleId: '角色',
};

const roleCode = () =>
  refine(trimmedString(), 'roleCode', (v) =>
    /^[A-Za-z][A-Za-z0-9_]{1,39}$/.test(v) ? true : '应以字母开头，由字母、数字或下划线组成，长度 2 到 40 位',
  );

export const RoleSave = object({
  id: optional(nullable(id())),
  version: optional(nullable(intIn(1, 2_147_483_647))),
  code: optional(nullable(roleCode())),
  name: text(30),
  remark: optional(
    refine(trimmedString(), 'remark', (v) => (v.length <= 200 ? true : '长度不能超过 200 个字符')),
  ),
  permissions: refine(array(string()), 'permissions', (l) => (l.length <= 2000 ? true : '权限过多')),
});

export const roleContracts = {
  list: get('/api/role/list', object({})).answers<RoleView[]>(),
  save: post('/api/role/save', RoleSave, labels).answers<RoleView>(),
  delete: post(
    '/api/role/delete',
    object({ id: id(), version: optional(nullable(intIn(1, 2_147_483_647))) }),
    labels,
  ).answers<{ id: number }>(),
  /** The order of the duties in lists and pickers. */
  sort: post('/api/role/sort', object({ ids: array(id()) }), labels).answers<RoleView[]>(),
};

export const menuContracts = {
  list: get('/api/menu/list', object({})).answers<MenuEntry[]>(),
  /** The children of one entry (or the top level) in the order given. */
  sort: post(
    '/api/menu/sort',
    object({ parentId: optional(nullable(id())), ids: array(id()) }),
    labels,
  ).answers<MenuEntry[]>(),
  /** The menu a duty's holders see (a user with only this duty). */
  preview: get('/api/menu/preview', object({ roleId: id() }), labels).answers<MenuNode[]>(),
};
