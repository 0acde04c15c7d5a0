// What every database needs to be usable: the built-in roles, the top organisation and its
// administrator. The administrator's password comes from ADMIN_PASSWORD, else it is random and
// printed once, at the first start.
import type { Kysely } from 'kysely';
import { duties } from '../../src/core/permissions/duties.ts';
import { keysOfDuty } from '../../src/core/permissions/duty-keys.ts';
import { permissionRegistry } from '../../src/core/permissions/registry.ts';
import type { Database } from '../db/schema.ts';
import { hashPassword, randomPassword } from '../modules/auth/password.ts';

export interface BaseSeed {
  orgId: number;
  adminId: number;
  /** Set only when it was generated now and must be shown once. */
  generatedAdminPassword: string | null;
}

export async function isEmpty(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('app_user').select('id').limit(1).executeTakeFirst();
  return row === undefined;
}

/**
 * Brings the built-in roles up to date: a new registry key (a new screen) is granted to the duties
 * that hold it by duties.ts, once. Keys offered before are not granted again, so what an
 * administrator took away from a built-in duty in 角色管理 stays away, and a retired duty stays so.
 */
export async function syncRoles(db: Kysely<Database>): Promise<Map<string, number>> {
  const offered = new Set(
    (await db.selectFrom('permission_offered').select('permission_key').execute()).map(
      (r) => r.permission_key,
    ),
  );
  const ids = new Map<string, number>();
  for (const role of duties) {
    // A duty new to this database gets all its keys, not only the keys new to the registry.
    const created = await db
      .insertInto('role')
      .values({ code: role.code, name: role.name, builtin: true })
      .onConflict((oc) => oc.column('code').doNothing())
      .returning('id')
      .executeTakeFirst();
    const row = await db
      .selectFrom('role')
      .select(['id', 'retired_at'])
      .where('code', '=', role.code)
      .executeTakeFirstOrThrow();
    ids.set(role.code, row.id);
    if (row.retired_at !== null) continue;
    const keys = keysOfDuty(role.code).filter((key) => created || !offered.has(key));
    if (keys.length > 0) {
      await db
        .insertInto('role_permission')
        .values(keys.map((key) => ({ role_id: row.id, permission_key: key })))
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
  }
  const fresh = [...permissionRegistry.keys()].filter((key) => !offered.has(key));
  if (fresh.length > 0) {
    await db
      .insertInto('permission_offered')
      .values(fresh.map((permission_key) => ({ permission_key })))
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  return ids;
}

export async function seedBase(
  db: Kysely<Database>,
  options: { orgName: string; adminPassword: string | undefined },
): Promise<BaseSeed> {
  const roles = await syncRoles(db);
  const org = await db
    .insertInto('organisation')
    .values({ name: options.orgName, level: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const password = options.adminPassword ?? randomPassword();
  const admin = await db
    .insertInto('app_user')
    .values({
      org_id: org.id,
      user_name: 'admin',
      real_name: '系统管理员',
      password_hash: await hashPassword(password),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('user_role')
    .values({ user_id: admin.id, role_id: roles.get('admin') ?? 0 })
    .execute();
  return {
    orgId: org.id,
    adminId: admin.id,
    generatedAdminPassword: options.adminPassword ? null : password,
  };
}
