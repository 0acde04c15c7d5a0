// Duties (角色管理): named sets of the registry's keys. A save is refused when the role, or any user
// holding it together with their other duties, would break the separation-of-duties rules; the
// role_permission trigger moves the access stamp, so holders have the new keys on their next call.
// A duty still held, or named by an approval step, cannot be deleted; a built-in one is retired.
import type { Kysely, Transaction } from 'kysely';
import type { RoleView } from '../../../src/core/contracts/role.ts';
import { permissionRegistry } from '../../../src/core/permissions/registry.ts';
import { dutyClashes } from '../../../src/core/permissions/separation.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest, conflict, refused } from '../../lib/errors.ts';
import { type Actor, writeAudit } from '../access/audit.ts';
import { clashOfDuties, isSupervising, keyName, rolesById } from '../operator/rights.ts';

type Db = Kysely<Database> | Transaction<Database>;
type Trx = Transaction<Database>;

/** Approval steps naming each duty code, over every ledger set. */
async function processSteps(db: Db): Promise<Map<string, number>> {
  const rows = await db.selectFrom('process_definition').select('steps').execute();
  const out = new Map<string, number>();
  for (const r of rows) {
    for (const step of r.steps) {
      if (step.actor.kind === 'duty') out.set(step.actor.duty, (out.get(step.actor.duty) ?? 0) + 1);
    }
  }
  return out;
}

export async function listRoles(db: Db, only?: number): Promise<RoleView[]> {
  let q = db.selectFrom('role as r').where('r.retired_at', 'is', null);
  if (only !== undefined) q = q.where('r.id', '=', only);
  const [roles, keys, holders, steps] = await Promise.all([
    q.selectAll('r').orderBy('r.sort').orderBy('r.id').execute(),
    db.selectFrom('role_permission').select(['role_id', 'permission_key']).execute(),
    db
      .selectFrom('user_role')
      .select(['role_id', (eb) => eb.fn.countAll<string>().as('n')])
      .groupBy('role_id')
      .execute(),
    processSteps(db),
  ]);
  const registryOrder = [...permissionRegistry.keys()];
  return roles.map((r) => ({
    id: r.id,
    code: r.code,
    name: r.name,
    builtin: r.builtin,
    supervising: isSupervising(r),
    remark: r.remark,
    sort: r.sort,
    permissions: keys
      .filter((k) => k.role_id === r.id)
      .map((k) => k.permission_key)
      .sort((a, b) => registryOrder.indexOf(a) - registryOrder.indexOf(b)),
    holders: Number(holders.find((h) => h.role_id === r.id)?.n ?? 0),
    processSteps: steps.get(r.code) ?? 0,
    version: r.version,
    updatedAt: new Date(r.updated_at).toISOString(),
  }));
}

async function roleView(db: Db, id: number): Promise<RoleView> {
  const [view] = await listRoles(db, id);
  if (!view) throw badRequest(`角色不存在：${id}`);
  return view;
}

export interface RoleInput {
  id?: number | null | undefined;
  version?: number | null | undefined;
  code?: string | null | undefined;
  name: string;
  remark?: string | undefined;
  permissions: readonly string[];
}

export async function saveRole(
  trx: Trx,
  actor: Actor & { permissions: ReadonlySet<string> },
  input: RoleInput,
): Promise<RoleView> {
  const keys = [...new Set(input.permissions)];
  const unknown = keys.find((k) => !permissionRegistry.has(k));
  if (unknown !== undefined) throw badRequest(`未登记的权限：${unknown}`);
  const before = input.id ? await roleView(trx, input.id) : null;
  if (before && input.version != null && before.version !== input.version) {
    throw conflict('该角色已被他人修改，请刷新后重试');
  }
  if (
    before?.builtin &&
    before.code === 'admin' &&
    (keys.length !== before.permissions.length || before.permissions.some((k) => !keys.includes(k)))
  ) {
    throw refused('系统管理员拥有全部权限，不能修改其权限');
  }
  if (before?.builtin && input.name !== before.name) throw refused('预置角色的名称不能修改');
  // A role is a way of handing out rights: only ones the actor holds may be added (rightBeyond).
  const notHeld = keys.find((k) => !before?.permissions.includes(k) && !actor.permissions.has(k));
  if (notHeld !== undefined) throw refused(`不能授予本人没有的权限「${keyName(notHeld)}」`);
  const sameName = await trx
    .selectFrom('role')
    .select('id')
    .where('name', '=', input.name)
    .where('retired_at', 'is', null)
    .executeTakeFirst();
  if (sameName && sameName.id !== input.id) throw conflict(`角色名称已存在：${input.name}`);
  if (!before?.supervising) {
    const clash = dutyClashes(keys, keyName)[0];
    if (clash) throw refused(`角色「${input.name}」${clash.message}`);
  }
  let id: number;
  if (before) {
    id = before.id;
    await trx
      .updateTable('role')
      .set((eb) => ({
        name: input.name,
        remark: input.remark ?? '',
        version: eb('version', '+', 1),
        updated_at: new Date(),
      }))
      .where('id', '=', id)
      .execute();
    await holdersKeepRules(trx, id, keys);
  } else {
    const code = input.code ?? (await nextCode(trx));
    const taken = await trx.selectFrom('role').select('id').where('code', '=', code).executeTakeFirst();
    if (taken) throw conflict(`角色编码已存在：${code}`);
    const { max } = await trx
      .selectFrom('role')
      .select((eb) => eb.fn.max('sort').as('max'))
      .executeTakeFirstOrThrow();
    const created = await trx
      .insertInto('role')
      .values({
        code,
        name: input.name,
        remark: input.remark ?? '',
        builtin: false,
        sort: Number(max ?? 0) + 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    id = created.id;
  }
  const old = before?.permissions ?? [];
  const gone = old.filter((k) => !keys.includes(k));
  const added = keys.filter((k) => !old.includes(k));
  if (gone.length > 0) {
    await trx
      .deleteFrom('role_permission')
      .where('role_id', '=', id)
      .where('permission_key', 'in', gone)
      .execute();
  }
  if (added.length > 0) {
    await trx
      .insertInto('role_permission')
      .values(added.map((permission_key) => ({ role_id: id, permission_key })))
      .execute();
  }
  const summary = [
    added.length > 0 ? `增加：${added.map(keyName).join('、')}` : '',
    gone.length > 0 ? `取消：${gone.map(keyName).join('、')}` : '',
    before && before.remark !== (input.remark ?? '') ? '说明已修改' : '',
  ]
    .filter(Boolean)
    .join('；');
  await writeAudit(trx, actor, {
    kind: 'role',
    targetId: id,
    label: input.name,
    action: before ? 'role.update' : 'role.create',
    summary: summary || '无权限变化',
    detail: { added, removed: gone },
  });
  return roleView(trx, id);
}

async function nextCode(trx: Trx): Promise<string> {
  const rows = await trx.selectFrom('role').select('code').where('code', 'like', 'role_%').execute();
  const n = Math.max(0, ...rows.map((r) => Number(r.code.slice(5)) || 0)) + 1;
  return `role_${n}`;
}

/** Each holder's duties with this role's new keys must still keep the rules. */
async function holdersKeepRules(trx: Trx, roleId: number, keys: readonly string[]): Promise<void> {
  const holders = await trx
    .selectFrom('user_role as ur')
    .innerJoin('app_user as u', 'u.id', 'ur.user_id')
    .select(['u.id', 'u.user_name', 'u.real_name'])
    .where('ur.role_id', '=', roleId)
    .execute();
  for (const holder of holders) {
    const roleIds = (
      await trx.selectFrom('user_role').select('role_id').where('user_id', '=', holder.id).execute()
    ).map((r) => r.role_id);
    if (roleIds.length < 2) continue;
    const clash = await clashOfDuties(trx, await rolesById(trx, roleIds), { roleId, keys });
    if (clash) throw refused(`操作员 ${holder.real_name}（${holder.user_name}）同时担任${clash}`);
  }
}

export async function deleteRole(
  trx: Trx,
  actor: Actor,
  input: { id: number; version?: number | null | undefined },
): Promise<{ id: number }> {
  const role = await roleView(trx, input.id);
  if (input.version != null && role.version !== input.version)
    throw conflict('该角色已被他人修改，请刷新后重试');
  if (role.builtin && role.code === 'admin') throw refused('系统管理员角色不能删除');
  if (role.holders > 0) throw refused(`角色「${role.name}」仍有 ${role.holders} 名操作员担任，不能删除`);
  if (role.processSteps > 0) {
    throw refused(`角色「${role.name}」仍被 ${role.processSteps} 个审批流程步骤使用，不能删除`);
  }
  await trx.deleteFrom('role_permission').where('role_id', '=', role.id).execute();
  if (role.builtin) {
    // Its code may still stand in the history of documents; kept, hidden, never granted again.
    await trx.updateTable('role').set({ retired_at: new Date() }).where('id', '=', role.id).execute();
  } else {
    await trx.deleteFrom('role').where('id', '=', role.id).execute();
  }
  await writeAudit(trx, actor, {
    kind: 'role',
    targetId: role.id,
    label: role.name,
    action: 'role.delete',
    summary: `删除角色（${role.permissions.length} 项权限）`,
  });
  return { id: role.id };
}

export async function sortRoles(trx: Trx, actor: Actor, ids: readonly number[]): Promise<RoleView[]> {
  const all = await listRoles(trx);
  if (ids.length !== all.length || !all.every((r) => ids.includes(r.id))) {
    throw badRequest('排序应包含全部角色，且每个角色一次');
  }
  for (const [index, id] of ids.entries()) {
    await trx
      .updateTable('role')
      .set({ sort: index + 1 })
      .where('id', '=', id)
      .execute();
  }
  await writeAudit(trx, actor, {
    kind: 'role',
    targetId: null,
    label: '全部角色',
    action: 'role.sort',
    summary: ids.map((id) => all.find((r) => r.id === id)?.name ?? id).join(' → '),
  });
  return listRoles(trx);
}
