// Reading operators: a page of the organisation's users with their duties and grants, or one user.
import { type Kysely, sql, type Transaction } from 'kysely';
import type { OperatorPage, OperatorView } from '../../../src/core/contracts/operator.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest } from '../../lib/errors.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface OperatorFilter {
  keyword?: string | undefined;
  roleId?: number | undefined;
  zid?: number | undefined;
  enabled?: boolean | undefined;
  pageIndex?: number | undefined;
  pageSize?: number | undefined;
}

/** The users' duties and grants, by user id. */
async function attach(db: Db, users: readonly { id: number }[]) {
  const ids = users.map((u) => u.id);
  if (ids.length === 0) return { roles: new Map(), grants: new Map() };
  const [roleRows, grantRows] = await Promise.all([
    db
      .selectFrom('user_role as ur')
      .innerJoin('role as r', 'r.id', 'ur.role_id')
      .select(['ur.user_id', 'r.id', 'r.code', 'r.name'])
      .where('ur.user_id', 'in', ids)
      .orderBy('r.sort')
      .orderBy('r.id')
      .execute(),
    db
      .selectFrom('user_ledger_set as g')
      .innerJoin('ledger_set as l', 'l.id', 'g.ledger_set_id')
      .leftJoin('department as d', 'd.id', 'g.department_id')
      .select(['g.user_id', 'l.id', 'l.code', 'l.name', 'g.level', 'g.department_id', 'd.name as dept'])
      .where('g.user_id', 'in', ids)
      .orderBy('l.code')
      .execute(),
  ]);
  const roles = new Map<number, OperatorView['roles']>();
  for (const r of roleRows)
    roles.set(r.user_id, [...(roles.get(r.user_id) ?? []), { id: r.id, code: r.code, name: r.name }]);
  const grants = new Map<number, OperatorView['grants']>();
  for (const g of grantRows) {
    grants.set(g.user_id, [
      ...(grants.get(g.user_id) ?? []),
      {
        zid: g.id,
        ztno: g.code,
        ztName: g.name,
        level: g.level,
        departmentId: g.department_id,
        departmentName: g.dept ?? null,
      },
    ]);
  }
  return { roles, grants };
}

const userColumns = [
  'u.id',
  'u.user_name',
  'u.real_name',
  'u.mobile',
  'u.enabled',
  'u.must_change_password',
  'u.default_ledger_set_id',
  'u.version',
  'u.created_at',
  'u.updated_at',
] as const;

export async function operatorPage(db: Db, orgId: number, filter: OperatorFilter): Promise<OperatorPage> {
  const pageSize = filter.pageSize ?? 20;
  const pageIndex = filter.pageIndex ?? 1;
  let q = db.selectFrom('app_user as u').where('u.org_id', '=', orgId);
  const keyword = filter.keyword?.trim().toLowerCase();
  if (keyword) {
    const like = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['u.user_name']), 'like', like),
        eb(eb.fn('lower', ['u.real_name']), 'like', like),
        eb('u.mobile', 'like', like),
      ]),
    );
  }
  if (filter.roleId !== undefined) {
    const roleId = filter.roleId;
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('user_role as ur')
          .select('ur.user_id')
          .whereRef('ur.user_id', '=', 'u.id')
          .where('ur.role_id', '=', roleId),
      ),
    );
  }
  if (filter.zid !== undefined) {
    const zid = filter.zid;
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('user_ledger_set as g')
          .select('g.user_id')
          .whereRef('g.user_id', '=', 'u.id')
          .where('g.ledger_set_id', '=', zid),
      ),
    );
  }
  if (filter.enabled !== undefined) q = q.where('u.enabled', '=', filter.enabled);
  const [{ n }, users] = await Promise.all([
    q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    q
      .select([...userColumns])
      .orderBy(sql`lower(u.user_name)`)
      .limit(pageSize)
      .offset((pageIndex - 1) * pageSize)
      .execute(),
  ]);
  const { roles, grants } = await attach(db, users);
  return {
    totalItemCount: Number(n),
    currentPageItems: users.map((u) => toView(u, roles.get(u.id) ?? [], grants.get(u.id) ?? [])),
  };
}

type UserRow = {
  id: number;
  user_name: string;
  real_name: string;
  mobile: string;
  enabled: boolean;
  must_change_password: boolean;
  default_ledger_set_id: number | null;
  version: number;
  created_at: Date;
  updated_at: Date;
};

function toView(u: UserRow, roles: OperatorView['roles'], grants: OperatorView['grants']): OperatorView {
  return {
    id: u.id,
    userName: u.user_name,
    realName: u.real_name,
    mobile: u.mobile,
    enabled: u.enabled,
    mustChangePassword: u.must_change_password,
    roles,
    grants,
    defaultZid: u.default_ledger_set_id,
    version: u.version,
    createdAt: new Date(u.created_at).toISOString(),
    updatedAt: new Date(u.updated_at).toISOString(),
  };
}

export async function loadOperator(db: Db, orgId: number, id: number): Promise<OperatorView> {
  const user = await db
    .selectFrom('app_user as u')
    .select([...userColumns])
    .where('u.id', '=', id)
    .where('u.org_id', '=', orgId)
    .executeTakeFirst();
  if (!user) throw badRequest(`操作员不存在：${id}`);
  const { roles, grants } = await attach(db, [user]);
  return toView(user, roles.get(id) ?? [], grants.get(id) ?? []);
}
