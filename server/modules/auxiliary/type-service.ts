// Auxiliary types (辅助核算类型管理): the four built-in ones keep their names and cannot be
// deleted; custom types have typed fields (1 text, 2 number, 3 money, 4 time). A field holding
// data keeps its type and cannot be removed; a used type cannot be deleted.
import type { Kysely } from 'kysely';
import type { Infer } from 'superstruct';
import type { AuxTypeSave, AuxTypeView } from '../../../src/core/contracts/auxiliary.ts';
import { type AuxField, auxFieldTypeLabels } from '../../../src/core/subjects/aux-fields.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest, refused } from '../../lib/errors.ts';
import { auxTypeUsed } from './usage.ts';
import { auxTypeViews, findAuxType } from './views.ts';

type Db = Kysely<Database>;

export type AuxTypeInput = Infer<typeof AuxTypeSave>;

async function viewOf(db: Db, ledgerSetId: number, id: number): Promise<AuxTypeView> {
  const [view] = await auxTypeViews(db, ledgerSetId, { enabledOnly: false, typeIds: [id] });
  if (!view) throw badRequest(`辅助核算类型不存在（id ${id}）`);
  return view;
}

/** Gives new fields numbers f1, f2, ... after the highest in use; names must be unique. */
function normaliseFields(
  input: NonNullable<AuxTypeInput['fields']>,
  before: readonly AuxField[],
): AuxField[] {
  const names = new Set<string>();
  let next = Math.max(0, ...before.map((f) => Number(/^f(\d+)$/.exec(f.fieldNo)?.[1] ?? 0))) + 1;
  const out: AuxField[] = [];
  for (const f of input) {
    if (names.has(f.fieldName)) throw badRequest(`字段名称重复：${f.fieldName}`);
    names.add(f.fieldName);
    if (f.fieldNo !== undefined && !before.some((b) => b.fieldNo === f.fieldNo)) {
      throw badRequest(`字段编号不存在：${f.fieldNo}（新字段不要填写编号）`);
    }
    out.push({ fieldNo: f.fieldNo ?? `f${next++}`, fieldName: f.fieldName, fieldType: f.fieldType });
  }
  return out;
}

/** Fields whose values exist in some item: they may be renamed, not retyped or removed. */
async function assertFieldChanges(
  db: Db,
  typeId: number,
  before: readonly AuxField[],
  after: readonly AuxField[],
) {
  const items = await db.selectFrom('aux_item').select('details').where('aux_type_id', '=', typeId).execute();
  const holds = (fieldNo: string) =>
    items.some((i) => ((i.details ?? {}) as Record<string, string>)[fieldNo] !== undefined);
  for (const old of before) {
    const now = after.find((f) => f.fieldNo === old.fieldNo);
    if (!now && holds(old.fieldNo)) throw refused(`字段“${old.fieldName}”已有数据，不能删除`);
    if (now && now.fieldType !== old.fieldType && holds(old.fieldNo)) {
      throw refused(
        `字段“${old.fieldName}”已有数据，不能由${auxFieldTypeLabels[old.fieldType]}改为${auxFieldTypeLabels[now.fieldType]}`,
      );
    }
  }
}

async function nextTypeNo(db: Db, ledgerSetId: number): Promise<string> {
  const rows = await db
    .selectFrom('aux_type')
    .select('type_no')
    .where('ledger_set_id', '=', ledgerSetId)
    .execute();
  const taken = new Set(rows.map((r) => r.type_no));
  for (let n = 1; ; n++) {
    const code = String(n).padStart(2, '0');
    if (!taken.has(code)) return code;
  }
}

export async function saveAuxType(db: Db, ledgerSetId: number, input: AuxTypeInput): Promise<AuxTypeView> {
  const twin = await db
    .selectFrom('aux_type')
    .select(['id', 'type_no', 'type_name'])
    .where('ledger_set_id', '=', ledgerSetId)
    .where((eb) => eb.or([eb('type_name', '=', input.typeName), eb('type_no', '=', input.typeNo ?? '')]))
    .execute();
  const other = twin.filter((t) => t.id !== input.id);
  if (other.some((t) => t.type_name === input.typeName))
    throw badRequest(`辅助核算类型名称已存在：${input.typeName}`);
  if (input.id === undefined) {
    if (other.some((t) => t.type_no === input.typeNo))
      throw badRequest(`辅助核算类型编号已存在：${input.typeNo}`);
    const fields = normaliseFields(input.fields ?? [], []);
    const row = await db
      .insertInto('aux_type')
      .values({
        ledger_set_id: ledgerSetId,
        type_no: input.typeNo ?? (await nextTypeNo(db, ledgerSetId)),
        type_name: input.typeName,
        builtin: null,
        fields: JSON.stringify(fields),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return viewOf(db, ledgerSetId, row.id);
  }
  const current = await findAuxType(db, ledgerSetId, input.id);
  if (input.typeNo !== undefined && input.typeNo !== current.typeNo)
    throw badRequest('辅助核算类型编号不能修改');
  if (current.builtin !== null && input.typeName !== current.typeName) {
    throw refused(`“${current.typeName}”是系统内置的辅助核算类型，不能改名`);
  }
  const fields = input.fields === undefined ? current.fields : normaliseFields(input.fields, current.fields);
  if (current.builtin === 'department' && fields.length > 0) {
    throw refused('部门的项目来自部门设置，不能增加自定义字段');
  }
  await assertFieldChanges(db, current.id, current.fields, fields);
  await db
    .updateTable('aux_type')
    .set({ type_name: input.typeName, fields: JSON.stringify(fields) })
    .where('id', '=', current.id)
    .execute();
  // Values of removed fields (empty ones only, by the check above) leave no trace in items.
  return viewOf(db, ledgerSetId, current.id);
}

export async function deleteAuxType(db: Db, ledgerSetId: number, id: number): Promise<{ id: number }> {
  const type = await findAuxType(db, ledgerSetId, id);
  if (type.builtin !== null) throw refused(`“${type.typeName}”是系统内置的辅助核算类型，不能删除`);
  const used = await auxTypeUsed(db, ledgerSetId, type.id, type.typeNo);
  if (used) throw refused(`辅助核算类型“${type.typeName}”已被使用，不能删除（${used}）`);
  await db.deleteFrom('aux_type').where('id', '=', type.id).execute();
  return { id: type.id };
}

/** Sets (or, without `enabled`, toggles) a type's state. A disabled type leaves the pickers. */
export async function enableAuxType(
  db: Db,
  ledgerSetId: number,
  id: number,
  enabled: boolean | undefined,
): Promise<AuxTypeView> {
  const type = await findAuxType(db, ledgerSetId, id);
  await db
    .updateTable('aux_type')
    .set({ enabled: enabled ?? !type.enabled })
    .where('id', '=', type.id)
    .execute();
  return viewOf(db, ledgerSetId, type.id);
}
