// Operators (操作员管理): new and edited users with their duties and ledger-set grants, disabling (their
// sessions end at once), and password resets (the user must change it at the next login). Each
// change is checked (rights.ts), written in one transaction and recorded in the audit trail.
import type { Transaction } from 'kysely';
import type { OperatorView, PasswordResetAnswer } from '../../../src/core/contracts/operator.ts';
import { newPasswordProblem, type PasswordPolicy } from '../../../src/core/rules/password.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest, conflict, refused } from '../../lib/errors.ts';
import { type Actor, changeText, writeAudit } from '../access/audit.ts';
import { hashPassword, randomPassword } from '../auth/password.ts';
import {
  type CheckedGrant,
  checkGrants,
  clashOfDuties,
  type GrantInput,
  rightBeyond,
  rolesById,
} from './rights.ts';
import { loadOperator } from './views.ts';

type Trx = Transaction<Database>;

export interface OperatorActor extends Actor {
  orgId: number;
  /** The actor's own rights: what they may hand out (rightBeyond). */
  permissions: ReadonlySet<string>;
  /** 系统设置's password policy at the time of the call (the default when not given). */
  passwordPolicy?: PasswordPolicy | undefined;
}

export interface OperatorInput {
  id?: number | null | undefined;
  version?: number | null | undefined;
  userName: string;
  realName: string;
  mobile?: string | undefined;
  password?: string | null | undefined;
  /** The password's hash, made before the transaction (scrypt takes a third of a second). */
  passwordHash?: string | undefined;
  mustChangePassword?: boolean | undefined;
  roleIds: readonly number[];
  grants: readonly GrantInput[];
  defaultZid?: number | null | undefined;
}

/** The checks of a save that need no writing; the import runs them for every row first. */
export async function checkOperator(
  trx: Trx,
  actor: OperatorActor,
  input: OperatorInput,
  held: readonly number[] = [],
) {
  const roles = await rolesById(trx, input.roleIds);
  const clash = await clashOfDuties(trx, roles);
  if (clash) throw refused(clash);
  // Roles the user already holds stay; only the ones added are the actor's to give.
  const beyond = await rightBeyond(
    trx,
    roles.filter((r) => !held.includes(r.id)),
    actor.permissions,
  );
  if (beyond) throw refused(`不能授予超出本人权限的岗位：${beyond}`);
  const grants = await checkGrants(trx, actor.orgId, input.grants);
  const defaultZid = input.defaultZid ?? grants[0]?.zid ?? null;
  if (defaultZid !== null && !grants.some((g) => g.zid === defaultZid)) {
    throw badRequest('默认账套应为已授权的账套之一');
  }
  const taken = await trx
    .selectFrom('app_user')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['user_name']), '=', input.userName.toLowerCase()))
    .executeTakeFirst();
  if (taken && taken.id !== input.id) throw conflict(`登录名已存在：${input.userName}`);
  if (!input.id) {
    if (!input.password) throw badRequest('请输入初始密码');
    const problem = newPasswordProblem(input.password, actor.passwordPolicy);
    if (problem) throw badRequest(problem.replace('新密码', '初始密码'));
  }
  return { roles, grants, defaultZid };
}

export async function saveOperator(
  trx: Trx,
  actor: OperatorActor,
  input: OperatorInput,
): Promise<OperatorView> {
  const before = input.id ? await loadOperator(trx, actor.orgId, input.id) : null;
  if (before && input.version != null && before.version !== input.version) {
    throw conflict('该操作员已被他人修改，请刷新后重试');
  }
  if (before) await assertWithinActor(trx, actor, before);
  const held = before?.roles.map((r) => r.id) ?? [];
  const { roles, grants, defaultZid } = await checkOperator(trx, actor, input, held);
  const departmentId = grants.find((g) => g.zid === defaultZid)?.departmentId ?? null;
  let userId: number;
  if (before) {
    userId = before.id;
    await trx
      .updateTable('app_user')
      .set((eb) => ({
        user_name: input.userName,
        real_name: input.realName,
        mobile: input.mobile ?? '',
        default_ledger_set_id: defaultZid,
        department_id: departmentId,
        version: eb('version', '+', 1),
        updated_at: new Date(),
      }))
      .where('id', '=', userId)
      .execute();
  } else {
    const created = await trx
      .insertInto('app_user')
      .values({
        org_id: actor.orgId,
        user_name: input.userName,
        real_name: input.realName,
        mobile: input.mobile ?? '',
        password_hash: input.passwordHash ?? (await hashPassword(input.password ?? '')),
        must_change_password: input.mustChangePassword ?? true,
        default_ledger_set_id: defaultZid,
        department_id: departmentId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    userId = created.id;
  }
  await replaceRoles(
    trx,
    userId,
    before?.roles.map((r) => r.id) ?? [],
    roles.map((r) => r.id),
  );
  await replaceGrants(trx, userId, before?.grants ?? [], grants);
  await assertAdministratorLeft(trx, actor.orgId);
  const after = await loadOperator(trx, actor.orgId, userId);
  await writeAudit(trx, actor, {
    kind: 'user',
    targetId: userId,
    label: `${after.realName}（${after.userName}）`,
    action: before ? 'user.update' : 'user.create',
    summary: before
      ? changesOf(before, after) || '无权限变化'
      : `岗位：${namesOf(after) || '无'}；账套：${grantText(after) || '无'}`,
  });
  return after;
}

const namesOf = (v: OperatorView) => v.roles.map((r) => r.name).join('、');
const grantText = (v: OperatorView) =>
  v.grants
    .map(
      (g) => `${g.ztno}${g.level === 1 ? '只读' : '读写'}${g.departmentName ? `·${g.departmentName}` : ''}`,
    )
    .join('、');

function changesOf(before: OperatorView, after: OperatorView): string {
  const parts = [
    changeText(
      '岗位',
      before.roles.map((r) => r.name),
      after.roles.map((r) => r.name),
    ),
    changeText(
      '账套',
      grantText(before) ? grantText(before).split('、') : [],
      grantText(after) ? grantText(after).split('、') : [],
    ),
    before.realName !== after.realName ? `姓名：${before.realName} → ${after.realName}` : '',
    before.userName !== after.userName ? `登录名：${before.userName} → ${after.userName}` : '',
  ];
  return parts.filter(Boolean).join('；');
}

/** Only the differences are written: user_role's trigger moves the access stamp for every write. */
async function replaceRoles(trx: Trx, userId: number, before: readonly number[], after: readonly number[]) {
  const gone = before.filter((id) => !after.includes(id));
  const added = after.filter((id) => !before.includes(id));
  if (gone.length > 0) {
    await trx.deleteFrom('user_role').where('user_id', '=', userId).where('role_id', 'in', gone).execute();
  }
  if (added.length > 0) {
    await trx
      .insertInto('user_role')
      .values(added.map((role_id) => ({ user_id: userId, role_id })))
      .execute();
  }
}

async function replaceGrants(
  trx: Trx,
  userId: number,
  before: OperatorView['grants'],
  after: readonly CheckedGrant[],
) {
  const gone = before.filter((b) => !after.some((a) => a.zid === b.zid)).map((b) => b.zid);
  if (gone.length > 0) {
    await trx
      .deleteFrom('user_ledger_set')
      .where('user_id', '=', userId)
      .where('ledger_set_id', 'in', gone)
      .execute();
  }
  for (const g of after) {
    const old = before.find((b) => b.zid === g.zid);
    if (old && old.level === g.level && old.departmentId === g.departmentId) continue;
    await trx
      .insertInto('user_ledger_set')
      .values({ user_id: userId, ledger_set_id: g.zid, level: g.level, department_id: g.departmentId })
      .onConflict((oc) =>
        oc
          .columns(['user_id', 'ledger_set_id'])
          .doUpdateSet({ level: g.level, department_id: g.departmentId }),
      )
      .execute();
  }
}

/** A user who holds more than the actor is beyond the actor's reach (rightBeyond). */
async function assertWithinActor(trx: Trx, actor: OperatorActor, user: OperatorView): Promise<void> {
  if (user.id === actor.userId) return;
  const beyond = await rightBeyond(trx, user.roles, actor.permissions);
  if (beyond) throw refused(`${user.realName}（${user.userName}）的${beyond}，只能由权限更高的管理员修改`);
}

/** Nobody may lock the organisation out of its own user centre. */
async function assertAdministratorLeft(trx: Trx, orgId: number): Promise<void> {
  const row = await trx
    .selectFrom('app_user as u')
    .innerJoin('user_role as ur', 'ur.user_id', 'u.id')
    .innerJoin('role as r', 'r.id', 'ur.role_id')
    .select('u.id')
    .where('u.org_id', '=', orgId)
    .where('u.enabled', '=', true)
    .where('r.code', '=', 'admin')
    .where('r.builtin', '=', true)
    .executeTakeFirst();
  if (!row) throw refused('至少要保留一名启用的系统管理员');
}

export async function setOperatorEnabled(
  trx: Trx,
  actor: OperatorActor,
  input: { id: number; enabled: boolean; version?: number | null | undefined },
): Promise<OperatorView> {
  const before = await loadOperator(trx, actor.orgId, input.id);
  if (input.version != null && before.version !== input.version)
    throw conflict('该操作员已被他人修改，请刷新后重试');
  if (!input.enabled && input.id === actor.userId) throw refused('不能停用自己的账号');
  await assertWithinActor(trx, actor, before);
  if (before.enabled === input.enabled) return before;
  await trx
    .updateTable('app_user')
    .set((eb) => ({ enabled: input.enabled, version: eb('version', '+', 1), updated_at: new Date() }))
    .where('id', '=', input.id)
    .execute();
  // Their sessions end now: re-enabling later must not bring an old session back.
  if (!input.enabled) await endSessions(trx, input.id);
  await assertAdministratorLeft(trx, actor.orgId);
  await writeAudit(trx, actor, {
    kind: 'user',
    targetId: input.id,
    label: `${before.realName}（${before.userName}）`,
    action: input.enabled ? 'user.enable' : 'user.disable',
    summary: input.enabled ? '账号已启用' : '账号已停用，登录已结束',
  });
  return loadOperator(trx, actor.orgId, input.id);
}

async function endSessions(trx: Trx, userId: number): Promise<void> {
  await trx
    .updateTable('session')
    .set({ ended_at: new Date() })
    .where('user_id', '=', userId)
    .where('ended_at', 'is', null)
    .execute();
}

/** The temporary password (typed, or made up) and its hash, before the transaction. */
export async function temporaryPassword(typed: string | null | undefined, policy?: PasswordPolicy) {
  // A made-up one gets what a stricter policy asks beyond letters and digits (randomPassword's own).
  const temporary = typed || `${randomPassword()}${policy?.mixedCase ? 'K' : ''}${policy?.symbol ? '!' : ''}`;
  const problem = newPasswordProblem(temporary, policy);
  if (problem) throw badRequest(problem.replace('新密码', '临时密码'));
  return { temporary, hash: await hashPassword(temporary) };
}

export async function resetOperatorPassword(
  trx: Trx,
  actor: OperatorActor,
  input: { id: number; temporary: string; hash: string },
): Promise<PasswordResetAnswer> {
  const user = await loadOperator(trx, actor.orgId, input.id);
  if (input.id === actor.userId) throw refused('请在右上角「修改密码」中修改自己的密码');
  await assertWithinActor(trx, actor, user);
  await trx
    .updateTable('app_user')
    .set((eb) => ({
      password_hash: input.hash,
      password_changed_at: new Date(),
      must_change_password: true,
      version: eb('version', '+', 1),
      updated_at: new Date(),
    }))
    .where('id', '=', input.id)
    .execute();
  // Whoever knew the old password is out; the user logs in again with the temporary one.
  await endSessions(trx, input.id);
  await writeAudit(trx, actor, {
    kind: 'user',
    targetId: input.id,
    label: `${user.realName}（${user.userName}）`,
    action: 'user.resetPassword',
    summary: '密码已重置，下次登录须修改密码',
  });
  return { userId: input.id, temporaryPassword: input.temporary };
}
