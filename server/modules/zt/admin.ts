// 账套管理 and the units' own data: every ledger set of the organisation with its parent, users,
// years and last closed month; renaming and re-parenting; archiving (read-only for everyone: the
// grant level request_auth answers is 1 at most); 基本信息 of a ledger set and 平台管理 of the
// organisation, printed on statements and vouchers.
import { type Kysely, sql, type Transaction } from 'kysely';
import type { LedgerSetAdmin, LedgerSetUser, UnitInfo } from '../../../src/core/contracts/zt.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { type Actor, writeAudit } from '../access/audit.ts';

type Db = Kysely<Database> | Transaction<Database>;
type Trx = Transaction<Database>;
type OrgActor = Actor & { orgId: number };

export async function manageList(db: Db, orgId: number, only?: number): Promise<LedgerSetAdmin[]> {
  let q = db
    .selectFrom('ledger_set as l')
    .leftJoin('ledger_set as p', 'p.id', 'l.parent_id')
    .select([
      'l.id',
      'l.code',
      'l.name',
      'l.short_name',
      'l.kind',
      'l.start_year',
      'l.parent_id',
      'p.name as parent_name',
      'l.archived_at',
      'l.version',
      (eb) =>
        eb
          .selectFrom('user_ledger_set as g')
          .select((e) => e.fn.countAll<string>().as('n'))
          .whereRef('g.ledger_set_id', '=', 'l.id')
          .as('users'),
      (eb) =>
        eb
          .selectFrom('period as pe')
          .select(sql<number>`max(pe.year * 100 + pe.month)`.as('m'))
          .whereRef('pe.ledger_set_id', '=', 'l.id')
          .as('last_closed'),
    ])
    .where('l.org_id', '=', orgId);
  if (only !== undefined) q = q.where('l.id', '=', only);
  const [rows, years] = await Promise.all([
    q.orderBy('l.code').execute(),
    db.selectFrom('ledger_year').select(['ledger_set_id', 'year']).orderBy('year').execute(),
  ]);
  return rows.map((r) => {
    const closed = r.last_closed === null ? null : Number(r.last_closed);
    return {
      zid: r.id,
      ztno: r.code,
      name: r.name,
      jc: r.short_name,
      kind: r.kind,
      startYear: r.start_year,
      parentId: r.parent_id,
      parentName: r.parent_name ?? null,
      archived: r.archived_at !== null,
      archivedAt: r.archived_at === null ? null : new Date(r.archived_at).toISOString(),
      users: Number(r.users ?? 0),
      openedYears: years.filter((y) => y.ledger_set_id === r.id).map((y) => y.year),
      lastClosed:
        closed === null ? null : `${Math.floor(closed / 100)}-${String(closed % 100).padStart(2, '0')}`,
      version: r.version,
    };
  });
}

async function one(db: Db, orgId: number, zid: number): Promise<LedgerSetAdmin> {
  const [row] = await manageList(db, orgId, zid);
  if (!row) throw badRequest(`账套不存在：${zid}`);
  return row;
}

/** The parent must be another ledger set of the organisation, and not one below this one. */
export async function checkParent(db: Db, orgId: number, zid: number | null, parentId: number | null) {
  if (parentId === null) return;
  if (parentId === zid) throw badRequest('上级工会不能是账套自身');
  const all = await db
    .selectFrom('ledger_set')
    .select(['id', 'parent_id'])
    .where('org_id', '=', orgId)
    .execute();
  if (!all.some((l) => l.id === parentId)) throw badRequest(`上级工会不存在：${parentId}`);
  for (let at: number | null = parentId, hops = 0; at !== null && hops <= all.length; hops++) {
    if (at === zid) throw badRequest('上级工会不能是本账套的下级');
    at = all.find((l) => l.id === at)?.parent_id ?? null;
  }
}

async function assertVersion(db: Db, orgId: number, zid: number, version: number) {
  const current = await one(db, orgId, zid);
  if (current.version !== version) throw conflict('该账套已被他人修改，请刷新后重试');
  return current;
}

export async function updateLedgerSet(
  trx: Trx,
  actor: OrgActor,
  input: {
    zid: number;
    version: number;
    name: string;
    shortName: string;
    parentId?: number | null | undefined;
  },
): Promise<LedgerSetAdmin> {
  const before = await assertVersion(trx, actor.orgId, input.zid, input.version);
  const parentId = input.parentId ?? null;
  await checkParent(trx, actor.orgId, input.zid, parentId);
  const same = await trx
    .selectFrom('ledger_set')
    .select('id')
    .where('org_id', '=', actor.orgId)
    .where('name', '=', input.name)
    .executeTakeFirst();
  if (same && same.id !== input.zid) throw conflict(`账套名称已存在：${input.name}`);
  await trx
    .updateTable('ledger_set')
    .set((eb) => ({
      name: input.name,
      short_name: input.shortName,
      parent_id: parentId,
      version: eb('version', '+', 1),
    }))
    .where('id', '=', input.zid)
    .execute();
  const after = await one(trx, actor.orgId, input.zid);
  const changes = [
    before.name !== after.name ? `名称：${before.name} → ${after.name}` : '',
    before.jc !== after.jc ? `简称：${before.jc} → ${after.jc}` : '',
    before.parentId !== after.parentId
      ? `上级工会：${before.parentName ?? '无'} → ${after.parentName ?? '无'}`
      : '',
  ].filter(Boolean);
  await writeAudit(trx, actor, {
    kind: 'ledger_set',
    targetId: input.zid,
    label: after.name,
    action: 'ledger_set.update',
    summary: changes.join('；') || '无变化',
  });
  return after;
}

export async function archiveLedgerSet(
  trx: Trx,
  actor: OrgActor,
  input: { zid: number; archived: boolean; version: number },
): Promise<LedgerSetAdmin> {
  const before = await assertVersion(trx, actor.orgId, input.zid, input.version);
  if (before.archived === input.archived) return before;
  await trx
    .updateTable('ledger_set')
    .set((eb) => ({ archived_at: input.archived ? new Date() : null, version: eb('version', '+', 1) }))
    .where('id', '=', input.zid)
    .execute();
  await writeAudit(trx, actor, {
    kind: 'ledger_set',
    targetId: input.zid,
    label: before.name,
    action: input.archived ? 'ledger_set.archive' : 'ledger_set.restore',
    summary: input.archived ? '已归档：所有用户只能查看' : '已取消归档：恢复原有读写权限',
  });
  return one(trx, actor.orgId, input.zid);
}

export async function ledgerSetUsers(db: Db, orgId: number, zid: number): Promise<LedgerSetUser[]> {
  await one(db, orgId, zid);
  const [users, grants, roles] = await Promise.all([
    db
      .selectFrom('app_user')
      .select(['id', 'user_name', 'real_name', 'enabled'])
      .where('org_id', '=', orgId)
      .orderBy(sql`lower(user_name)`)
      .execute(),
    db.selectFrom('user_ledger_set').select(['user_id', 'level']).where('ledger_set_id', '=', zid).execute(),
    db
      .selectFrom('user_role as ur')
      .innerJoin('role as r', 'r.id', 'ur.role_id')
      .select(['ur.user_id', 'r.name'])
      .orderBy('r.sort')
      .execute(),
  ]);
  return users.map((u) => ({
    userId: u.id,
    userName: u.user_name,
    realName: u.real_name,
    enabled: u.enabled,
    roles: roles
      .filter((r) => r.user_id === u.id)
      .map((r) => r.name)
      .join('、'),
    level: grants.find((g) => g.user_id === u.id)?.level ?? 0,
  }));
}

export interface UnitInfoInput {
  version: number;
  name: string;
  code?: string | undefined;
  address?: string | undefined;
  phone?: string | undefined;
  chairman?: string | undefined;
  financeHead?: string | undefined;
  bankName?: string | undefined;
  bankAccount?: string | undefined;
}

const unitColumns = [
  'name',
  'address',
  'phone',
  'chairman',
  'finance_head',
  'bank_name',
  'bank_account',
  'version',
] as const;

type UnitRow = {
  name: string;
  code: string;
  address: string;
  phone: string;
  chairman: string;
  finance_head: string;
  bank_name: string;
  bank_account: string;
  version: number;
};

const toUnit = (r: UnitRow): UnitInfo => ({
  name: r.name,
  code: r.code,
  address: r.address,
  phone: r.phone,
  chairman: r.chairman,
  financeHead: r.finance_head,
  bankName: r.bank_name,
  bankAccount: r.bank_account,
  version: r.version,
});

function unitValues(input: UnitInfoInput) {
  return {
    name: input.name,
    address: input.address ?? '',
    phone: input.phone ?? '',
    chairman: input.chairman ?? '',
    finance_head: input.financeHead ?? '',
    bank_name: input.bankName ?? '',
    bank_account: (input.bankAccount ?? '').replace(/\s/g, ''),
  };
}

export async function unitInfo(db: Db, zid: number): Promise<UnitInfo> {
  const row = await db
    .selectFrom('ledger_set')
    .select([...unitColumns, 'unit_code as code'])
    .where('id', '=', zid)
    .executeTakeFirstOrThrow();
  return toUnit(row);
}

export async function saveUnitInfo(
  trx: Trx,
  actor: OrgActor,
  zid: number,
  input: UnitInfoInput,
): Promise<UnitInfo> {
  const before = await unitInfo(trx, zid);
  if (before.version !== input.version) throw conflict('基本信息已被他人修改，请刷新后重试');
  const same = await trx
    .selectFrom('ledger_set')
    .select('id')
    .where('org_id', '=', actor.orgId)
    .where('name', '=', input.name)
    .executeTakeFirst();
  if (same && same.id !== zid) throw conflict(`账套名称已存在：${input.name}`);
  await trx
    .updateTable('ledger_set')
    .set((eb) => ({ ...unitValues(input), unit_code: input.code ?? '', version: eb('version', '+', 1) }))
    .where('id', '=', zid)
    .execute();
  await writeAudit(trx, actor, {
    kind: 'ledger_set',
    targetId: zid,
    label: input.name,
    action: 'ledger_set.unitInfo',
    summary: before.name !== input.name ? `单位名称：${before.name} → ${input.name}` : '基本信息已修改',
  });
  return unitInfo(trx, zid);
}

export async function platformInfo(db: Db, orgId: number): Promise<UnitInfo> {
  const row = await db
    .selectFrom('organisation')
    .select([...unitColumns, 'code'])
    .where('id', '=', orgId)
    .executeTakeFirstOrThrow();
  return toUnit(row);
}

export async function savePlatformInfo(trx: Trx, actor: OrgActor, input: UnitInfoInput): Promise<UnitInfo> {
  const before = await platformInfo(trx, actor.orgId);
  if (before.version !== input.version) throw conflict('平台信息已被他人修改，请刷新后重试');
  await trx
    .updateTable('organisation')
    .set((eb) => ({
      ...unitValues(input),
      code: input.code ?? '',
      version: eb('version', '+', 1),
      updated_at: new Date(),
    }))
    .where('id', '=', actor.orgId)
    .execute();
  await writeAudit(trx, actor, {
    kind: 'organisation',
    targetId: actor.orgId,
    label: input.name,
    action: 'organisation.update',
    summary: before.name !== input.name ? `单位名称：${before.name} → ${input.name}` : '平台信息已修改',
  });
  return platformInfo(trx, actor.orgId);
}
