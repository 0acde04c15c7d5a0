// Approval process definitions of a ledger set: list, save (a change bumps the version and is
// checked by the core's checkDefinition plus what only the database knows: the duty exists, the
// named users may work in this ledger set, the department is this ledger set's), delete, preview.
import type { Kysely, Transaction } from 'kysely';
import type { ProcessDefinitionView, ProcessPreview } from '../../../src/core/contracts/process.ts';
import { parseMoney } from '../../../src/core/money.ts';
import {
  checkDefinition,
  type ProcessDefinition,
  resolveProcess,
  type StepActor,
  type StepDefinition,
} from '../../../src/core/reimbursement/process.ts';
import {
  type DocumentType,
  documentTypeLabels,
  documentTypes,
} from '../../../src/core/reimbursement/types.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest, conflict, refused } from '../../lib/errors.ts';

type Db = Kysely<Database> | Transaction<Database>;
type Trx = Transaction<Database>;

export interface StepInput {
  key: string;
  name: string;
  actor: StepActor;
  fromAmount?: string | null | undefined;
}

export interface ProcessInput {
  id?: number | null | undefined;
  documentType: DocumentType;
  departmentId?: number | null | undefined;
  steps: readonly StepInput[];
  /** Required on update: the version the user edited. */
  version?: number | null | undefined;
}

function viewQuery(db: Db, ledgerSetId: number) {
  return db
    .selectFrom('process_definition as p')
    .leftJoin('department as d', 'd.id', 'p.department_id')
    .leftJoin('app_user as u', 'u.id', 'p.updated_by')
    .select([
      'p.id',
      'p.document_type',
      'p.department_id',
      'p.version',
      'p.steps',
      'p.updated_at',
      'd.name as department_name',
      'd.sort as department_sort',
      'd.code as department_code',
      'u.real_name as updated_by',
    ])
    .where('p.ledger_set_id', '=', ledgerSetId);
}

type ViewRow = Awaited<ReturnType<ReturnType<typeof viewQuery>['executeTakeFirstOrThrow']>>;

function toView(r: ViewRow): ProcessDefinitionView {
  return {
    id: r.id,
    documentType: r.document_type,
    departmentId: r.department_id,
    departmentName: r.department_name,
    version: r.version,
    steps: r.steps,
    updatedBy: r.updated_by,
    updatedAt: new Date(r.updated_at).toISOString(),
  };
}

const typeOrder = (t: DocumentType) => documentTypes.indexOf(t);

/** By document type (the core's order), the all-departments definition first, then departments. */
export async function listDefinitions(
  db: Db,
  ledgerSetId: number,
  documentType?: DocumentType,
): Promise<ProcessDefinitionView[]> {
  let q = viewQuery(db, ledgerSetId);
  if (documentType) q = q.where('p.document_type', '=', documentType);
  const rows = await q.execute();
  rows.sort(
    (a, b) =>
      typeOrder(a.document_type) - typeOrder(b.document_type) ||
      Number(a.department_id !== null) - Number(b.department_id !== null) ||
      (a.department_sort ?? 0) - (b.department_sort ?? 0) ||
      (a.department_code ?? '').localeCompare(b.department_code ?? ''),
  );
  return rows.map(toView);
}

const notFound = (id: number) => badRequest(`审批流程不存在或不属于当前账套（id ${id}）`);

export async function getDefinition(db: Db, ledgerSetId: number, id: number): Promise<ProcessDefinitionView> {
  const row = await viewQuery(db, ledgerSetId).where('p.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(id);
  return toView(row);
}

/** The stored form of the steps: names trimmed, amounts as money ("5000" -> "5000.00"), no nulls. */
export function normalizeSteps(steps: readonly StepInput[]): StepDefinition[] {
  return steps.map((s) => {
    const actor: StepActor =
      s.actor.kind === 'duty'
        ? { kind: 'duty', duty: s.actor.duty.trim(), scope: s.actor.scope }
        : { kind: 'users', userIds: [...new Set(s.actor.userIds)] };
    const from = s.fromAmount?.trim();
    return { key: s.key, name: s.name.trim(), actor, ...(from ? { fromAmount: parseMoney(from) } : {}) };
  });
}

/** What only the database can tell: duties that exist, users who may work in this ledger set. */
async function checkActors(db: Db, ledgerSetId: number, steps: readonly StepDefinition[]): Promise<void> {
  const duties = new Set(
    (await db.selectFrom('role').select('code').where('retired_at', 'is', null).execute()).map((r) => r.code),
  );
  const userIds = [...new Set(steps.flatMap((s) => (s.actor.kind === 'users' ? s.actor.userIds : [])))];
  const granted =
    userIds.length === 0
      ? new Set<string>()
      : new Set(
          (
            await db
              .selectFrom('user_ledger_set')
              .select('user_id')
              .where('ledger_set_id', '=', ledgerSetId)
              .where('user_id', 'in', userIds.map(Number))
              .execute()
          ).map((r) => String(r.user_id)),
        );
  for (const [index, step] of steps.entries()) {
    const where = `第${index + 1}步`;
    if (step.actor.kind === 'duty' && !duties.has(step.actor.duty)) {
      throw badRequest(`${where}：审批岗位不存在：${step.actor.duty}`);
    }
    if (step.actor.kind === 'users') {
      const missing = step.actor.userIds.find((u) => !granted.has(u));
      if (missing !== undefined) throw badRequest(`${where}：用户（id ${missing}）不存在或不能使用本账套`);
    }
  }
}

async function checkDepartment(db: Db, ledgerSetId: number, departmentId: number | null): Promise<void> {
  if (departmentId === null) return;
  const row = await db
    .selectFrom('department')
    .select('id')
    .where('id', '=', departmentId)
    .where('ledger_set_id', '=', ledgerSetId)
    .executeTakeFirst();
  if (!row) throw badRequest(`适用部门不存在或不属于当前账套（id ${departmentId}）`);
}

function scopeLabel(documentType: DocumentType, departmentName: string | null): string {
  return `${documentTypeLabels[documentType]}（${departmentName ?? '全部部门'}）`;
}

export const duplicateDefinition = (documentType: DocumentType, departmentName: string | null) =>
  badRequest(`${scopeLabel(documentType, departmentName)}的审批流程已存在，请编辑原有流程`);

export async function departmentName(db: Db, departmentId: number | null): Promise<string | null> {
  if (departmentId === null) return null;
  const row = await db
    .selectFrom('department')
    .select('name')
    .where('id', '=', departmentId)
    .executeTakeFirst();
  return row?.name ?? null;
}

export async function saveDefinition(
  trx: Trx,
  ledgerSetId: number,
  userId: number,
  input: ProcessInput,
): Promise<ProcessDefinitionView> {
  const departmentId = input.departmentId ?? null;
  const steps = normalizeSteps(input.steps);
  const problems = checkDefinition({
    id: String(input.id ?? 'new'),
    version: input.version ?? 1,
    documentType: input.documentType,
    departmentId: departmentId === null ? null : String(departmentId),
    steps,
  });
  const [first] = problems;
  if (first !== undefined) throw badRequest(first);
  await checkDepartment(trx, ledgerSetId, departmentId);
  await checkActors(trx, ledgerSetId, steps);
  const id = input.id ?? null;
  return id === null
    ? create(trx, ledgerSetId, userId, { ...input, departmentId }, steps)
    : update(trx, ledgerSetId, userId, { ...input, id, departmentId }, steps);
}

async function create(
  trx: Trx,
  ledgerSetId: number,
  userId: number,
  input: ProcessInput & { departmentId: number | null },
  steps: StepDefinition[],
): Promise<ProcessDefinitionView> {
  // Either partial unique index stops a second definition of the same scope: one statement, so a
  // concurrent insert cannot slip between a look-up and the write.
  const row = await trx
    .insertInto('process_definition')
    .values({
      ledger_set_id: ledgerSetId,
      document_type: input.documentType,
      department_id: input.departmentId,
      steps: JSON.stringify(steps),
      updated_by: userId,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!row) throw duplicateDefinition(input.documentType, await departmentName(trx, input.departmentId));
  return getDefinition(trx, ledgerSetId, row.id);
}

async function update(
  trx: Trx,
  ledgerSetId: number,
  userId: number,
  input: ProcessInput & { id: number; departmentId: number | null },
  steps: StepDefinition[],
): Promise<ProcessDefinitionView> {
  const current = await getDefinition(trx, ledgerSetId, input.id);
  if (input.version === undefined || input.version === null) {
    throw badRequest('修改审批流程时缺少版本号（version），请刷新后重新编辑');
  }
  if (current.version !== input.version) throw stale(current, input.version);
  const moved = current.documentType !== input.documentType || current.departmentId !== input.departmentId;
  if (moved) await assertScopeFree(trx, ledgerSetId, input);
  const updated = await trx
    .updateTable('process_definition')
    .set((eb) => ({
      document_type: input.documentType,
      department_id: input.departmentId,
      steps: JSON.stringify(steps),
      version: eb('version', '+', 1),
      updated_by: userId,
      updated_at: new Date(),
    }))
    .where('id', '=', input.id)
    .where('ledger_set_id', '=', ledgerSetId)
    // Checked again in the statement: a concurrent save between the read and here loses cleanly.
    .where('version', '=', input.version)
    .returning('id')
    .executeTakeFirst();
  if (!updated) throw stale(await getDefinition(trx, ledgerSetId, input.id), input.version);
  return getDefinition(trx, ledgerSetId, input.id);
}

async function assertScopeFree(
  trx: Trx,
  ledgerSetId: number,
  input: { id: number; documentType: DocumentType; departmentId: number | null },
): Promise<void> {
  let q = trx
    .selectFrom('process_definition')
    .select('id')
    .where('ledger_set_id', '=', ledgerSetId)
    .where('document_type', '=', input.documentType)
    .where('id', '!=', input.id);
  q =
    input.departmentId === null
      ? q.where('department_id', 'is', null)
      : q.where('department_id', '=', input.departmentId);
  if (await q.executeTakeFirst()) {
    throw duplicateDefinition(input.documentType, await departmentName(trx, input.departmentId));
  }
}

function stale(current: ProcessDefinitionView, edited: number) {
  return conflict(
    `${scopeLabel(current.documentType, current.departmentName)}的审批流程已被其他人修改（当前版本 ${current.version}，您编辑的是版本 ${edited}），请刷新后重新编辑`,
  );
}

/** No document refers to a definition yet (documents keep their resolved steps), so it just goes. */
export async function deleteDefinition(
  trx: Trx,
  ledgerSetId: number,
  input: { id: number; version?: number | null | undefined },
): Promise<{ id: number }> {
  const current = await getDefinition(trx, ledgerSetId, input.id);
  if (input.version != null && input.version !== current.version) throw stale(current, input.version);
  await trx
    .deleteFrom('process_definition')
    .where('id', '=', input.id)
    .where('ledger_set_id', '=', ledgerSetId)
    .execute();
  return { id: input.id };
}

/** The core's definition: ids as text, as documents and the approval rules name them. */
function toCore(view: ProcessDefinitionView): ProcessDefinition {
  return {
    id: String(view.id),
    version: view.version,
    documentType: view.documentType,
    departmentId: view.departmentId === null ? null : String(view.departmentId),
    steps: view.steps,
  };
}

export async function previewProcess(
  db: Db,
  ledgerSetId: number,
  query: { documentType: DocumentType; departmentId: number; amount: string },
): Promise<ProcessPreview> {
  await checkDepartment(db, ledgerSetId, query.departmentId);
  const definitions = (await listDefinitions(db, ledgerSetId, query.documentType)).map(toCore);
  const resolved = resolveProcess(definitions, {
    documentType: query.documentType,
    departmentId: String(query.departmentId),
    amount: parseMoney(query.amount),
  });
  if (!resolved.ok) throw refused(resolved.message);
  const { process } = resolved;
  const full = definitions.find((d) => d.id === process.definitionId);
  // The resolved steps keep their definition's fromAmount, so the screen can say why a step is there.
  const steps = process.steps.map((s) => full?.steps.find((d) => d.key === s.key) ?? s);
  return {
    definitionId: Number(process.definitionId),
    definitionVersion: process.definitionVersion,
    amount: process.amount,
    steps,
    line: steps.map((s) => s.name).join(' → '),
  };
}
