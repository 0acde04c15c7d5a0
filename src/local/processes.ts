// Approval processes offline (流程管理): the reference loader, the outbox kind and the save the
// screen calls. A definition created offline is cached under a local id until the server names it.
import type { ApiClient } from '../api/client';
import { uuidV4 } from '../api/signer';
import { type ProcessDefinitionView, processContracts } from '../core/contracts/process';
import type { StepDefinition } from '../core/reimbursement/process';
import type { DocumentType } from '../core/reimbursement/types';
import { type LocalDb, requireLocalDb } from './db';
import { enqueueSave } from './outbox';
import type { CachedRow, OutboxEntry, Plain } from './types';

export const processKind = 'process';

/** A definition as cached: the server's row, with no id (null) until a new one reaches the server. */
export type ProcessRecord = Plain<Omit<ProcessDefinitionView, 'id'> & { id: number | null }>;

export type ProcessRow = CachedRow<ProcessRecord>;

/** `code` orders the cache: by document type, the all-departments definition first. */
export function toProcessRow(record: ProcessRecord, key = String(record.id)): ProcessRow {
  return { ...record, key, code: `${record.documentType}:${record.departmentId ?? ''}` };
}

export async function loadProcesses(api: ApiClient): Promise<CachedRow[]> {
  const rows = await api.call(processContracts.list, {}, { loading: false, background: true });
  return rows.map((r) => toProcessRow(r));
}

function isRecord(data: unknown): data is ProcessRecord {
  return typeof data === 'object' && data !== null && 'id' in data && 'steps' in data;
}

export const processOutboxKind = {
  toRow: (data: unknown): CachedRow | null => (isRecord(data) ? toProcessRow(data) : null),
  /** A change queued before the server named the definition (or bumped its version) takes both. */
  rebase(body: unknown, data: unknown): unknown {
    if (!isRecord(data) || typeof body !== 'object' || body === null) return body;
    return { ...body, id: data.id, version: data.version };
  },
};

export interface ProcessSaveInput {
  /** The row edited (its id and version), or null for 新增. */
  editing: ProcessRow | null;
  documentType: DocumentType;
  departmentId: number | null;
  departmentName: string | null;
  steps: StepDefinition[];
  /** 修改人 shown until the server answers. */
  userName: string | null;
}

/** Queues a save (新增 or 修改) and shows it in the cache at once as 待同步. */
export function saveProcess(input: ProcessSaveInput, db: LocalDb = requireLocalDb()): Promise<OutboxEntry> {
  const { editing } = input;
  const id = editing?.id ?? null;
  const entityId = editing?.key ?? uuidV4();
  const body: Record<string, unknown> = {
    documentType: input.documentType,
    departmentId: input.departmentId,
    steps: input.steps,
  };
  if (id !== null) {
    body.id = id;
    body.version = editing?.version;
  }
  const row = toProcessRow(
    {
      id,
      documentType: input.documentType,
      departmentId: input.departmentId,
      departmentName: input.departmentName,
      version: editing?.version ?? 0,
      steps: input.steps,
      updatedBy: input.userName,
      updatedAt: new Date().toISOString(),
    },
    entityId,
  );
  return enqueueSave(
    {
      kind: processKind,
      entityId,
      method: 'POST',
      path: processContracts.save.path,
      body,
      label: `${id === null ? '新增' : '修改'}审批流程 ${input.departmentName ?? '全部部门'}`,
      optimistic: { table: 'processes', row },
    },
    db,
  );
}
