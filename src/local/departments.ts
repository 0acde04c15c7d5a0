// Departments offline: the reference loader, the outbox kind (how the server's answer lands in the
// cache) and the save helpers the 部门管理 screen calls. The first client of the outbox.
import type { ApiClient } from '../api/client';
import { uuidV4 } from '../api/signer';
import { type Department, departmentContracts } from '../core/contracts/department';
import { type LocalDb, requireLocalDb } from './db';
import { enqueueSave } from './outbox';
import type { CachedRow, OutboxEntry, Plain } from './types';

export const departmentKind = 'department';
export const departmentSavePath = departmentContracts.save.path;
export const departmentDisablePath = departmentContracts.setEnabled.path;
export const departmentBatchPath = departmentContracts.saveBatch.path;

/**
 * A department as cached: the server's row, but a department created offline has no id (null) until
 * the server names it.
 */
export type DepartmentRecord = Plain<Omit<Department, 'id' | 'sort'> & { id: number | null; sort?: number }>;

export type DepartmentRow = CachedRow<DepartmentRecord>;

export function toDepartmentRow(record: DepartmentRecord): DepartmentRow {
  return { ...record, key: String(record.id), code: record.departmentCode };
}

export async function loadDepartments(api: ApiClient): Promise<CachedRow[]> {
  const rows = await api.call(
    departmentContracts.list,
    { includeDisabled: true },
    { loading: false, background: true },
  );
  return rows.map(toDepartmentRow);
}

function isRecord(data: unknown): data is DepartmentRecord {
  return typeof data === 'object' && data !== null && 'id' in data && 'departmentCode' in data;
}

/** How the outbox treats department entries once the server answered. */
export const departmentOutboxKind = {
  toRow: (data: unknown): CachedRow | null => (isRecord(data) ? toDepartmentRow(data) : null),
  /** A save queued before the server named the department (or bumped its version) takes both. */
  rebase(body: unknown, data: unknown): unknown {
    if (!isRecord(data) || typeof body !== 'object' || body === null) return body;
    return { ...body, id: data.id, version: data.version };
  },
};

export interface DepartmentSaveInput {
  /** The server id; absent for a new department. */
  id?: number | null;
  /** For a new department: the local id (uuid) that names it until the server gives it an id. */
  entityId?: string;
  code: string;
  name: string;
  parentCode?: string | null;
  sort?: number;
  enabled?: boolean;
  /** The version the user edited (required by the server on update). */
  version?: number;
}

/** Queues a department save (新增 or 修改) and shows it in the cache at once as 待同步. */
export function saveDepartment(
  input: DepartmentSaveInput,
  db: LocalDb = requireLocalDb(),
): Promise<OutboxEntry> {
  const id = input.id ?? null;
  const entityId = id !== null ? String(id) : (input.entityId ?? uuidV4());
  const body: Record<string, unknown> = {
    code: input.code,
    name: input.name,
    parentCode: input.parentCode ?? null,
  };
  if (id !== null) body.id = id;
  if (input.sort !== undefined) body.sort = input.sort;
  if (input.enabled !== undefined) body.enabled = input.enabled;
  if (input.version !== undefined) body.version = input.version;
  const row: DepartmentRow = {
    key: entityId,
    code: input.code,
    id,
    departmentCode: input.code,
    departmentName: input.name,
    parentCode: input.parentCode ?? null,
    enabled: input.enabled ?? true,
    version: input.version ?? 0,
    sort: input.sort ?? 0,
  };
  return enqueueSave(
    {
      kind: departmentKind,
      entityId,
      method: 'POST',
      path: departmentSavePath,
      body,
      label: `${id === null ? '新增' : '修改'}部门 ${input.name}`,
      optimistic: { table: 'departments', row },
    },
    db,
  );
}

/** Queues 启用/停用 of a department the server already knows. */
export async function setDepartmentEnabled(
  id: number,
  enabled: boolean,
  db: LocalDb = requireLocalDb(),
): Promise<OutboxEntry> {
  const current = (await db.departments.get(String(id))) as DepartmentRow | undefined;
  if (!current) throw new Error('部门不在本地缓存中，请刷新后重试');
  const row: DepartmentRow = { ...current, enabled };
  return enqueueSave(
    {
      kind: departmentKind,
      entityId: String(id),
      method: 'POST',
      path: departmentDisablePath,
      body: { id, enabled },
      label: `${enabled ? '启用' : '停用'}部门 ${current.departmentName}`,
      optimistic: { table: 'departments', row },
    },
    db,
  );
}
