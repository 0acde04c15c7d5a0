// Department rules for POST /api/departMent/save and /disable: codes unique per ledger set, an
// optimistic version check on update, a parent in the same ledger set that is not a descendant.
import type { Kysely, Transaction } from 'kysely';
import type { Department } from '../../../src/core/contracts/department.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { departmentUsage } from './usage.ts';

type Trx = Transaction<Database>;

export interface DepartmentInput {
  id?: number | undefined;
  code: string;
  name: string;
  /** '' or null: a top-level department. */
  parentCode?: string | null | undefined;
  sort?: number | undefined;
  enabled?: boolean | undefined;
  /** Required on update: the version the user edited. */
  version?: number | undefined;
}

/** Guards a corrupt parent chain (a cycle written by hand) from looping forever. */
const maxDepth = 100;

const columns = ['id', 'code', 'name', 'enabled', 'version', 'sort'] as const;

interface Saved {
  id: number;
  code: string;
  name: string;
  enabled: boolean;
  version: number;
  sort: number;
}

function toView(row: Saved, parentCode: string | null): Department {
  return {
    id: row.id,
    departmentCode: row.code,
    departmentName: row.name,
    parentCode,
    enabled: row.enabled,
    version: row.version,
    sort: row.sort,
  };
}

/** The ledger set's departments in display order; disabled ones only when asked. */
export async function listDepartments(
  db: Kysely<Database>,
  ledgerSetId: number,
  includeDisabled: boolean,
): Promise<Department[]> {
  let q = db
    .selectFrom('department as d')
    .leftJoin('department as p', 'p.id', 'd.parent_id')
    .select(['d.id', 'd.code', 'd.name', 'd.enabled', 'd.version', 'd.sort', 'p.code as parentCode'])
    .where('d.ledger_set_id', '=', ledgerSetId);
  if (!includeDisabled) q = q.where('d.enabled', '=', true);
  const rows = await q.orderBy('d.sort').orderBy('d.code').execute();
  return rows.map((r) => toView(r, r.parentCode));
}

export async function saveDepartment(trx: Trx, ledgerSetId: number, input: DepartmentInput) {
  const parentCode = input.parentCode?.trim() || null;
  if (parentCode !== null && parentCode === input.code) throw badRequest('上级部门不能是部门本身');
  const parentId = parentCode === null ? null : await parentIdOf(trx, ledgerSetId, parentCode);
  return input.id === undefined
    ? create(trx, ledgerSetId, input, parentId)
    : update(trx, ledgerSetId, { ...input, id: input.id }, parentId);
}

async function create(trx: Trx, ledgerSetId: number, input: DepartmentInput, parentId: number | null) {
  // ON CONFLICT instead of a look-up first: one statement, and a concurrent insert of the same code
  // by someone else cannot slip between the check and the write.
  const row = await trx
    .insertInto('department')
    .values({
      ledger_set_id: ledgerSetId,
      code: input.code,
      name: input.name,
      parent_id: parentId,
      sort: input.sort ?? 0,
      enabled: input.enabled ?? true,
    })
    .onConflict((oc) => oc.columns(['ledger_set_id', 'code']).doNothing())
    .returning(columns)
    .executeTakeFirst();
  if (!row) throw duplicateCode(input.code);
  return toView(row, input.parentCode?.trim() || null);
}

async function update(
  trx: Trx,
  ledgerSetId: number,
  input: DepartmentInput & { id: number },
  parentId: number | null,
) {
  const current = await findById(trx, ledgerSetId, input.id);
  if (input.version === undefined) throw badRequest('修改部门时缺少版本号（version），请刷新后重新编辑');
  if (current.version !== input.version) throw staleVersion(current.name, current.version, input.version);
  if (current.code !== input.code) {
    const usage = await departmentUsage(trx, ledgerSetId, current.code);
    if (usage)
      throw badRequest(`部门 ${current.code} ${current.name} 已有数据（${usage}），不能修改部门编码`);
    await assertCodeFree(trx, ledgerSetId, input.code, input.id);
  }
  if (parentId !== null) await assertNotDescendant(trx, input.id, parentId);
  const updated = await trx
    .updateTable('department')
    .set((eb) => ({
      code: input.code,
      name: input.name,
      parent_id: parentId,
      sort: input.sort ?? current.sort,
      enabled: input.enabled ?? current.enabled,
      version: eb('version', '+', 1),
      updated_at: new Date(),
    }))
    .where('id', '=', input.id)
    .where('ledger_set_id', '=', ledgerSetId)
    // Checked again in the statement: a concurrent save between the read and here loses cleanly.
    .where('version', '=', input.version)
    .returning(columns)
    .executeTakeFirst();
  if (!updated) {
    const now = await findById(trx, ledgerSetId, input.id);
    throw staleVersion(now.name, now.version, input.version);
  }
  return toView(updated, input.parentCode?.trim() || null);
}

export async function setDepartmentEnabled(
  trx: Trx,
  ledgerSetId: number,
  input: { id: number; enabled: boolean; version?: number | undefined },
) {
  const current = await findById(trx, ledgerSetId, input.id);
  if (input.version !== undefined && current.version !== input.version) {
    throw staleVersion(current.name, current.version, input.version);
  }
  await trx
    .updateTable('department')
    .set((eb) => ({ enabled: input.enabled, version: eb('version', '+', 1), updated_at: new Date() }))
    .where('id', '=', input.id)
    .where('ledger_set_id', '=', ledgerSetId)
    .execute();
  return viewOf(trx, ledgerSetId, input.id);
}

export const duplicateCode = (code: string) => badRequest(`部门编码已存在：${code}`);

const staleVersion = (name: string, current: number, edited: number) =>
  conflict(`部门“${name}”已被其他人修改（当前版本 ${current}，您编辑的是版本 ${edited}），请刷新后重新编辑`, {
    currentVersion: current,
  });

async function findById(trx: Trx, ledgerSetId: number, id: number) {
  const row = await trx
    .selectFrom('department')
    .select(['id', 'code', 'name', 'version', 'sort', 'enabled'])
    .where('id', '=', id)
    // Another ledger set's department is reported as missing, not as forbidden: ids do not leak.
    .where('ledger_set_id', '=', ledgerSetId)
    .executeTakeFirst();
  if (!row) throw badRequest(`部门不存在或不属于当前账套（id ${id}）`);
  return row;
}

async function parentIdOf(trx: Trx, ledgerSetId: number, parentCode: string): Promise<number> {
  const parent = await trx
    .selectFrom('department')
    .select('id')
    .where('ledger_set_id', '=', ledgerSetId)
    .where('code', '=', parentCode)
    .executeTakeFirst();
  if (!parent) throw badRequest(`上级部门不存在：${parentCode}`);
  return parent.id;
}

async function assertCodeFree(trx: Trx, ledgerSetId: number, code: string, exceptId: number | null) {
  let q = trx
    .selectFrom('department')
    .select('id')
    .where('ledger_set_id', '=', ledgerSetId)
    .where('code', '=', code);
  if (exceptId !== null) q = q.where('id', '<>', exceptId);
  if (await q.executeTakeFirst()) throw duplicateCode(code);
}

/** Walks up from the new parent: meeting the department itself means the move makes a cycle. */
async function assertNotDescendant(trx: Trx, id: number, parentId: number) {
  let cursor: number | null = parentId;
  for (let depth = 0; cursor !== null && depth < maxDepth; depth++) {
    if (cursor === id) throw badRequest('上级部门不能是本部门或其下级部门');
    const row: { parent_id: number | null } | undefined = await trx
      .selectFrom('department')
      .select('parent_id')
      .where('id', '=', cursor)
      .executeTakeFirst();
    cursor = row?.parent_id ?? null;
  }
}

async function viewOf(trx: Trx, ledgerSetId: number, id: number): Promise<Department> {
  const r = await trx
    .selectFrom('department as d')
    .leftJoin('department as p', 'p.id', 'd.parent_id')
    .select(['d.id', 'd.code', 'd.name', 'd.enabled', 'd.version', 'd.sort', 'p.code as parentCode'])
    .where('d.id', '=', id)
    .where('d.ledger_set_id', '=', ledgerSetId)
    .executeTakeFirstOrThrow();
  return {
    id: r.id,
    departmentCode: r.code,
    departmentName: r.name,
    parentCode: r.parentCode,
    enabled: r.enabled,
    version: r.version,
    sort: r.sort,
  };
}
