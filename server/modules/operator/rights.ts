// What an operator may be given, checked against the database: the duties exist, together they keep
// the separation-of-duties rules, the ledger sets are the organisation's (an archived one only for
// reading), and each department belongs to its ledger set.
import type { Kysely, Transaction } from 'kysely';
import type { DutyCode } from '../../../src/core/permissions/duties.ts';
import { READ_ONLY_KEY } from '../../../src/core/permissions/read-only.ts';
import { permissionRegistry } from '../../../src/core/permissions/registry.ts';
import { dutyClashes, supervisingDuties } from '../../../src/core/permissions/separation.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest } from '../../lib/errors.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface RoleRef {
  id: number;
  code: string;
  name: string;
  builtin: boolean;
}

export const keyName = (key: string) => permissionRegistry.get(key)?.name ?? key;

export const isSupervising = (role: { code: string; builtin: boolean }) =>
  role.builtin && supervisingDuties.includes(role.code as DutyCode);

export async function rolesById(db: Db, roleIds: readonly number[]): Promise<RoleRef[]> {
  const unique = [...new Set(roleIds)];
  if (unique.length === 0) return [];
  const rows = await db
    .selectFrom('role')
    .select(['id', 'code', 'name', 'builtin'])
    .where('id', 'in', unique)
    .where('retired_at', 'is', null)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const missing = unique.find((id) => !rows.some((r) => r.id === id));
  if (missing !== undefined) throw badRequest(`岗位不存在：${missing}`);
  return rows;
}

/** The keys each role holds. */
export async function keysOfRoles(db: Db, roleIds: readonly number[]): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>(roleIds.map((id) => [id, []]));
  if (roleIds.length === 0) return out;
  const rows = await db
    .selectFrom('role_permission')
    .select(['role_id', 'permission_key'])
    .where('role_id', 'in', [...roleIds])
    .execute();
  for (const r of rows) out.get(r.role_id)?.push(r.permission_key);
  return out;
}

/**
 * The first right in these roles that the actor does not hold, as the refusal's text; null when the
 * actor holds them all. Nobody raises a user (themselves included) above their own rights, nor
 * edits, disables or resets the password of a user who holds more than they do: a clerk given
 * 操作员管理 must not be able to make anyone 系统管理员.
 */
export async function rightBeyond(
  db: Db,
  roles: readonly { id: number; name: string }[],
  actorKeys: ReadonlySet<string>,
): Promise<string | null> {
  const keys = await keysOfRoles(
    db,
    roles.map((r) => r.id),
  );
  for (const role of roles) {
    // The read-only mark of 审计 takes rights away: holding it is no more than the actor holds.
    const key = keys.get(role.id)?.find((k) => k !== READ_ONLY_KEY && !actorKeys.has(k));
    if (key !== undefined) return `岗位「${role.name}」含本人没有的权限「${keyName(key)}」`;
  }
  return null;
}

/**
 * The first clash of a user holding these duties (with `override` standing for one role's keys as
 * they are about to be saved), as its message; null when none. A supervising duty lifts the rules.
 */
export async function clashOfDuties(
  db: Db,
  roles: readonly RoleRef[],
  override?: { roleId: number; keys: readonly string[] },
): Promise<string | null> {
  if (roles.some(isSupervising)) return null;
  const keys = await keysOfRoles(
    db,
    roles.map((r) => r.id),
  );
  if (override) keys.set(override.roleId, [...override.keys]);
  const held = [...keys.values()].flat();
  const clash = dutyClashes(held, keyName)[0];
  if (!clash) return null;
  return roles.length > 1 ? `${roles.map((r) => r.name).join('、')}：${clash.message}` : clash.message;
}

export interface GrantInput {
  zid: number;
  level: number;
  departmentId?: number | null | undefined;
}

export interface CheckedGrant {
  zid: number;
  ztno: string;
  level: 1 | 2;
  departmentId: number | null;
}

export async function checkGrants(
  db: Db,
  orgId: number,
  grants: readonly GrantInput[],
): Promise<CheckedGrant[]> {
  const seen = new Set<number>();
  for (const g of grants) {
    if (seen.has(g.zid)) throw badRequest(`账套重复：${g.zid}`);
    seen.add(g.zid);
  }
  if (grants.length === 0) return [];
  const sets = await db
    .selectFrom('ledger_set')
    .select(['id', 'code', 'name', 'archived_at'])
    .where('org_id', '=', orgId)
    .where(
      'id',
      'in',
      grants.map((g) => g.zid),
    )
    .execute();
  const deptIds = grants.flatMap((g) => (g.departmentId ? [g.departmentId] : []));
  const depts =
    deptIds.length === 0
      ? []
      : await db
          .selectFrom('department')
          .select(['id', 'ledger_set_id', 'name', 'enabled'])
          .where('id', 'in', deptIds)
          .execute();
  return grants.map((g) => {
    const set = sets.find((s) => s.id === g.zid);
    if (!set) throw badRequest(`账套不存在：${g.zid}`);
    if (set.archived_at !== null && g.level > 1) {
      throw badRequest(`账套「${set.name}」已归档，只能授予查看权限`);
    }
    const departmentId = g.departmentId ?? null;
    if (departmentId !== null) {
      const dept = depts.find((d) => d.id === departmentId);
      if (!dept || dept.ledger_set_id !== set.id)
        throw badRequest(`部门不属于账套「${set.name}」：${departmentId}`);
      if (!dept.enabled) throw badRequest(`部门「${dept.name}」已停用`);
    }
    return { zid: set.id, ztno: set.code, level: g.level === 1 ? 1 : 2, departmentId };
  });
}
