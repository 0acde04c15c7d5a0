// 部门人员 of a ledger set: list, save (工号 unique, the department and the linked user checked against
// this ledger set, an optimistic version on update), 停用/启用, and delete, refused while a bank card
// is bound to the person: the card is where the person's payments go.
import type { Kysely, Transaction } from 'kysely';
import type { Person } from '../../../src/core/contracts/personnel.ts';
import type { Grade } from '../../../src/core/personnel/rules.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { configValue } from '../configuration/service.ts';

type Db = Kysely<Database> | Transaction<Database>;
type Trx = Transaction<Database>;

export interface PersonInput {
  id?: number | null | undefined;
  code: string;
  name: string;
  departmentId: number;
  grade: Grade;
  title?: string | null | undefined;
  mobile?: string | null | undefined;
  userId?: number | null | undefined;
  enabled?: boolean | null | undefined;
  version?: number | null | undefined;
}

function viewQuery(db: Db, ledgerSetId: number) {
  return db
    .selectFrom('person as p')
    .innerJoin('department as d', 'd.id', 'p.department_id')
    .leftJoin('app_user as u', 'u.id', 'p.user_id')
    .select([
      'p.id',
      'p.code',
      'p.name',
      'p.department_id',
      'p.grade',
      'p.title',
      'p.mobile',
      'p.user_id',
      'p.enabled',
      'p.version',
      'd.name as department_name',
      'u.real_name as user_real_name',
      'u.user_name as user_login',
    ])
    .where('p.ledger_set_id', '=', ledgerSetId);
}

type ViewRow = Awaited<ReturnType<ReturnType<typeof viewQuery>['executeTakeFirstOrThrow']>>;

export function userLabel(realName: string | null, login: string | null): string | null {
  return login === null ? null : `${realName ?? ''}（${login}）`;
}

function toView(r: ViewRow): Person {
  return {
    id: r.id,
    code: r.code,
    name: r.name,
    departmentId: r.department_id,
    departmentName: r.department_name,
    grade: r.grade,
    title: r.title,
    mobile: r.mobile,
    userId: r.user_id,
    userLabel: userLabel(r.user_real_name, r.user_login),
    enabled: r.enabled,
    version: r.version,
  };
}

/** In department order (the department list's sort), then by 工号. */
export async function listPeople(db: Db, ledgerSetId: number, includeDisabled: boolean): Promise<Person[]> {
  let q = viewQuery(db, ledgerSetId);
  if (!includeDisabled) q = q.where('p.enabled', '=', true);
  const rows = await q.orderBy('d.sort').orderBy('d.code').orderBy('p.code').execute();
  return rows.map(toView);
}

const notFound = (id: number) => badRequest(`人员不存在或不属于当前账套（id ${id}）`);

export async function getPerson(db: Db, ledgerSetId: number, id: number): Promise<Person> {
  const row = await viewQuery(db, ledgerSetId).where('p.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(id);
  return toView(row);
}

/** The person the user logs in as in this ledger set, if one is linked. */
export async function personOfUser(db: Db, ledgerSetId: number, userId: number): Promise<Person | null> {
  const row = await viewQuery(db, ledgerSetId).where('p.user_id', '=', userId).executeTakeFirst();
  return row ? toView(row) : null;
}

export const duplicateCode = (code: string) => badRequest(`工号已存在：${code}`);

const stale = (name: string, current: number, edited: number) =>
  conflict(`人员“${name}”已被其他人修改（当前版本 ${current}，您编辑的是版本 ${edited}），请刷新后重新编辑`, {
    currentVersion: current,
  });

async function checkDepartment(db: Db, ledgerSetId: number, departmentId: number, changed: boolean) {
  const row = await db
    .selectFrom('department')
    .select(['name', 'enabled'])
    .where('id', '=', departmentId)
    .where('ledger_set_id', '=', ledgerSetId)
    .executeTakeFirst();
  if (!row) throw badRequest(`部门不存在或不属于当前账套（id ${departmentId}）`);
  // A person already in a department that was disabled later may stay; nobody new goes there.
  if (changed && !row.enabled) throw badRequest(`部门“${row.name}”已停用，不能调入人员`);
}

/** The linked user must be able to work in this ledger set, and be nobody else's person in it. */
async function checkUser(db: Db, ledgerSetId: number, userId: number, exceptPersonId: number | null) {
  const user = await db
    .selectFrom('app_user as u')
    .innerJoin('user_ledger_set as g', 'g.user_id', 'u.id')
    .select(['u.real_name', 'u.user_name'])
    .where('u.id', '=', userId)
    .where('g.ledger_set_id', '=', ledgerSetId)
    .executeTakeFirst();
  if (!user) throw badRequest(`关联用户（id ${userId}）不存在或不能使用本账套`);
  let q = db
    .selectFrom('person')
    .select(['code', 'name'])
    .where('ledger_set_id', '=', ledgerSetId)
    .where('user_id', '=', userId);
  if (exceptPersonId !== null) q = q.where('id', '<>', exceptPersonId);
  const other = await q.executeTakeFirst();
  if (other) {
    throw badRequest(
      `用户${userLabel(user.real_name, user.user_name)}已关联人员 ${other.code} ${other.name}，一个用户只能关联一名人员`,
    );
  }
}

export async function savePerson(trx: Trx, ledgerSetId: number, input: PersonInput): Promise<Person> {
  const id = input.id ?? null;
  const current = id === null ? null : await getPerson(trx, ledgerSetId, id);
  if (current !== null) {
    if (input.version == null) throw badRequest('修改人员时缺少版本号（version），请刷新后重新编辑');
    if (current.version !== input.version) throw stale(current.name, current.version, input.version);
  }
  if (!input.mobile?.trim() && (await configValue(trx, 'personnel.requireMobile')))
    throw badRequest('手机号不能为空（配置管理要求填写）');
  await checkDepartment(trx, ledgerSetId, input.departmentId, current?.departmentId !== input.departmentId);
  const userId = input.userId ?? null;
  if (userId !== null) await checkUser(trx, ledgerSetId, userId, id);
  const values = {
    code: input.code,
    name: input.name,
    department_id: input.departmentId,
    grade: input.grade,
    title: input.title?.trim() ?? '',
    mobile: input.mobile?.trim() ?? '',
    user_id: userId,
  };
  if (current === null) {
    // ON CONFLICT on the code: one statement, so a concurrent insert of the same 工号 cannot slip in.
    const row = await trx
      .insertInto('person')
      .values({ ...values, ledger_set_id: ledgerSetId, enabled: input.enabled ?? true })
      .onConflict((oc) => oc.columns(['ledger_set_id', 'code']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!row) throw duplicateCode(input.code);
    return getPerson(trx, ledgerSetId, row.id);
  }
  if (current.code !== input.code) await assertCodeFree(trx, ledgerSetId, input.code, current.id);
  const updated = await trx
    .updateTable('person')
    .set((eb) => ({
      ...values,
      enabled: input.enabled ?? current.enabled,
      version: eb('version', '+', 1),
      updated_at: new Date(),
    }))
    .where('id', '=', current.id)
    .where('ledger_set_id', '=', ledgerSetId)
    // Checked again in the statement: a concurrent save between the read and here loses cleanly.
    .where('version', '=', current.version)
    .returning('id')
    .executeTakeFirst();
  if (!updated) {
    const now = await getPerson(trx, ledgerSetId, current.id);
    throw stale(now.name, now.version, current.version);
  }
  return getPerson(trx, ledgerSetId, current.id);
}

async function assertCodeFree(trx: Trx, ledgerSetId: number, code: string, exceptId: number) {
  const other = await trx
    .selectFrom('person')
    .select('id')
    .where('ledger_set_id', '=', ledgerSetId)
    .where('code', '=', code)
    .where('id', '<>', exceptId)
    .executeTakeFirst();
  if (other) throw duplicateCode(code);
}

export async function setPersonEnabled(
  trx: Trx,
  ledgerSetId: number,
  input: { id: number; enabled: boolean; version?: number | null | undefined },
): Promise<Person> {
  const current = await getPerson(trx, ledgerSetId, input.id);
  if (input.version != null && current.version !== input.version) {
    throw stale(current.name, current.version, input.version);
  }
  await trx
    .updateTable('person')
    .set((eb) => ({ enabled: input.enabled, version: eb('version', '+', 1), updated_at: new Date() }))
    .where('id', '=', input.id)
    .where('ledger_set_id', '=', ledgerSetId)
    .execute();
  return getPerson(trx, ledgerSetId, input.id);
}

export async function deletePerson(
  trx: Trx,
  ledgerSetId: number,
  input: { id: number; version?: number | null | undefined },
): Promise<{ id: number }> {
  // Locked first: a card bound meanwhile (which takes the row FOR SHARE) waits or makes this wait.
  await trx.selectFrom('person').select('id').where('id', '=', input.id).forUpdate().execute();
  const current = await getPerson(trx, ledgerSetId, input.id);
  if (input.version != null && current.version !== input.version) {
    throw stale(current.name, current.version, input.version);
  }
  const cards = await trx
    .selectFrom('bank_card')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('person_id', '=', input.id)
    .executeTakeFirstOrThrow();
  const n = Number(cards.n);
  if (n > 0) {
    throw badRequest(
      `人员 ${current.code} ${current.name} 已绑定 ${n} 张拨款卡，不能删除；请先在拨款卡绑定中删除这些卡，或停用该人员`,
    );
  }
  await trx
    .deleteFrom('person')
    .where('id', '=', input.id)
    .where('ledger_set_id', '=', ledgerSetId)
    .execute();
  return { id: input.id };
}
