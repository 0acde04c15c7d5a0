// 单位前置表 of a ledger set: the page (keyword over code, name and credit code), save with the
// field rules and 配置管理's requirements, 停用/启用, each with an optimistic version. Units are never
// deleted: payments and vouchers that named one keep it readable, and 停用 takes it out of pickers.
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { EnterprisePage, EnterpriseView } from '../../../src/core/contracts/enterprise.ts';
import {
  type EnterpriseFields,
  type EnterpriseRequirements,
  enterpriseProblems,
  normalizeEnterprise,
} from '../../../src/core/enterprise/rules.ts';
import type { Database } from '../../db/schema.ts';
import type { EnterpriseTable } from '../../db/schema-admin.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { configValue } from '../configuration/service.ts';

type Db = Kysely<Database> | Transaction<Database>;
type Trx = Transaction<Database>;
type Row = Selectable<EnterpriseTable>;

function toView(r: Row): EnterpriseView {
  return {
    id: r.id,
    code: r.code,
    name: r.name,
    creditCode: r.credit_code,
    kind: r.kind,
    bankName: r.bank_name,
    accountNo: r.account_no,
    address: r.address,
    contact: r.contact,
    phone: r.phone,
    enabled: r.enabled,
    version: r.version,
    updatedAt: new Date(r.updated_at).toISOString(),
  };
}

export interface EnterpriseFilter {
  keyword?: string | undefined;
  kind?: string | undefined;
  enabled?: boolean | undefined;
  pageIndex?: number | undefined;
  pageSize?: number | undefined;
}

/** LIKE's own characters taken literally, so a search for 50% finds 50%. */
const likeText = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function enterprisePage(
  db: Db,
  ledgerSetId: number,
  f: EnterpriseFilter,
): Promise<EnterprisePage> {
  let q = db.selectFrom('enterprise').where('ledger_set_id', '=', ledgerSetId);
  const keyword = f.keyword?.trim() ?? '';
  if (keyword !== '') {
    const like = likeText(keyword);
    q = q.where((eb) =>
      eb.or([eb('code', 'ilike', like), eb('name', 'like', like), eb('credit_code', 'ilike', like)]),
    );
  }
  if (f.kind) q = q.where('kind', '=', f.kind);
  if (f.enabled !== undefined) q = q.where('enabled', '=', f.enabled);
  const pageSize = f.pageSize ?? (await configValue(db, 'list.defaultPageSize'));
  const pageIndex = f.pageIndex ?? 1;
  const [count, rows] = await Promise.all([
    q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    q
      .selectAll()
      .orderBy('code')
      .limit(pageSize)
      .offset((pageIndex - 1) * pageSize)
      .execute(),
  ]);
  return { currentPageItems: rows.map((r) => toView(r as Row)), totalItemCount: Number(count.n) };
}

export async function enterpriseRequirements(db: Db): Promise<EnterpriseRequirements> {
  const [creditCode, bankAccount] = await Promise.all([
    configValue(db, 'enterprise.requireCreditCode'),
    configValue(db, 'enterprise.requireBankAccount'),
  ]);
  return { creditCode, bankAccount };
}

async function getRow(db: Db, ledgerSetId: number, id: number): Promise<Row> {
  const row = await db
    .selectFrom('enterprise')
    .selectAll()
    .where('id', '=', id)
    .where('ledger_set_id', '=', ledgerSetId)
    .executeTakeFirst();
  if (!row) throw badRequest(`单位不存在或不属于当前账套（id ${id}）`);
  return row as Row;
}

const stale = (name: string, current: number, edited: number) =>
  conflict(`单位“${name}”已被其他人修改（当前版本 ${current}，您编辑的是版本 ${edited}），请刷新后重新编辑`, {
    currentVersion: current,
  });

/** Who else holds the code, name or credit code (one message per clash). */
async function clashes(db: Db, ledgerSetId: number, f: EnterpriseFields, exceptId: number | null) {
  let q = db
    .selectFrom('enterprise')
    .select(['id', 'code', 'name', 'credit_code'])
    .where('ledger_set_id', '=', ledgerSetId)
    .where((eb) =>
      eb.or([
        eb('code', '=', f.code),
        eb('name', '=', f.name),
        ...(f.creditCode ? [eb('credit_code', '=', f.creditCode)] : []),
      ]),
    );
  if (exceptId !== null) q = q.where('id', '<>', exceptId);
  const out: string[] = [];
  for (const o of await q.execute()) {
    if (o.code === f.code) out.push(`单位编码已存在：${f.code}`);
    if (o.name === f.name) out.push(`单位名称已被单位 ${o.code} 使用`);
    if (f.creditCode && o.credit_code === f.creditCode) out.push(`统一社会信用代码已被单位 ${o.code} 使用`);
  }
  return out;
}

const columns = (f: EnterpriseFields) => ({
  code: f.code,
  name: f.name,
  credit_code: f.creditCode,
  kind: f.kind,
  bank_name: f.bankName,
  account_no: f.accountNo,
  address: f.address,
  contact: f.contact,
  phone: f.phone,
});

export interface EnterpriseInput extends Partial<EnterpriseFields> {
  id?: number | null | undefined;
  code: string;
  name: string;
  kind: string;
  enabled?: boolean | null | undefined;
  version?: number | null | undefined;
}

export function fieldsOf(input: EnterpriseInput): EnterpriseFields {
  return normalizeEnterprise({
    code: input.code,
    name: input.name,
    creditCode: input.creditCode ?? '',
    kind: input.kind,
    bankName: input.bankName ?? '',
    accountNo: input.accountNo ?? '',
    address: input.address ?? '',
    contact: input.contact ?? '',
    phone: input.phone ?? '',
  });
}

export async function saveEnterprise(
  trx: Trx,
  ledgerSetId: number,
  input: EnterpriseInput,
): Promise<EnterpriseView> {
  const f = fieldsOf(input);
  const problems = enterpriseProblems(f, await enterpriseRequirements(trx));
  const id = input.id ?? null;
  const current = id === null ? null : await getRow(trx, ledgerSetId, id);
  if (current !== null) {
    if (input.version == null) throw badRequest('修改单位时缺少版本号（version），请刷新后重新编辑');
    if (current.version !== input.version) throw stale(current.name, current.version, input.version);
  }
  problems.push(...(await clashes(trx, ledgerSetId, f, id)));
  if (problems.length > 0) throw badRequest(problems.join('；'));
  return toView(await writeEnterprise(trx, ledgerSetId, f, input.enabled ?? null, current));
}

/** Inserts or updates one checked unit; the version guard makes a concurrent edit lose cleanly. */
export async function writeEnterprise(
  trx: Trx,
  ledgerSetId: number,
  f: EnterpriseFields,
  enabled: boolean | null,
  current: { id: number; version: number; name: string; enabled: boolean } | null,
): Promise<Row> {
  if (current === null) {
    return (await trx
      .insertInto('enterprise')
      .values({ ...columns(f), ledger_set_id: ledgerSetId, enabled: enabled ?? true })
      .returningAll()
      .executeTakeFirstOrThrow()) as Row;
  }
  const row = await trx
    .updateTable('enterprise')
    .set((eb) => ({
      ...columns(f),
      enabled: enabled ?? current.enabled,
      version: eb('version', '+', 1),
      updated_at: new Date(),
    }))
    .where('id', '=', current.id)
    .where('version', '=', current.version)
    .returningAll()
    .executeTakeFirst();
  if (!row) {
    const now = await getRow(trx, ledgerSetId, current.id);
    throw stale(now.name, now.version, current.version);
  }
  return row as Row;
}

export async function setEnterpriseEnabled(
  trx: Trx,
  ledgerSetId: number,
  input: { id: number; enabled: boolean; version?: number | null | undefined },
): Promise<EnterpriseView> {
  const current = await getRow(trx, ledgerSetId, input.id);
  if (input.version != null && current.version !== input.version)
    throw stale(current.name, current.version, input.version);
  const row = await trx
    .updateTable('enterprise')
    .set((eb) => ({ enabled: input.enabled, version: eb('version', '+', 1), updated_at: new Date() }))
    .where('id', '=', input.id)
    .where('ledger_set_id', '=', ledgerSetId)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toView(row as Row);
}
