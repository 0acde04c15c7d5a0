// Auxiliary items (辅助核算项目): numbers unique per type, details checked against the type's
// fields. The 部门 type's items are departments and are edited in 部门设置. A used item keeps its
// number and cannot be deleted.
import type { Kysely } from 'kysely';
import type { Infer } from 'superstruct';
import type { AuxInfoSave, AuxInfoView } from '../../../src/core/contracts/auxiliary.ts';
import { normaliseDetails } from '../../../src/core/subjects/aux-fields.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest, refused } from '../../lib/errors.ts';
import { auxItemUsed } from './usage.ts';
import { findAuxType } from './views.ts';

type Db = Kysely<Database>;

export type AuxInfoInput = Infer<typeof AuxInfoSave>;

async function findItem(db: Db, ledgerSetId: number, id: number) {
  const row = await db
    .selectFrom('aux_item')
    .selectAll()
    .where('ledger_set_id', '=', ledgerSetId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw badRequest(`辅助核算项目不存在（id ${id}）`);
  return row;
}

function view(row: Awaited<ReturnType<typeof findItem>>): AuxInfoView {
  return {
    id: row.id,
    typeId: row.aux_type_id,
    infoNo: row.info_no,
    infoName: row.info_name,
    details: (row.details ?? {}) as Record<string, string>,
    enabled: row.enabled,
    readOnly: false,
  };
}

const departmentsElsewhere = () => refused('部门辅助核算的项目就是部门，请在部门设置中维护');

export async function saveAuxInfo(db: Db, ledgerSetId: number, input: AuxInfoInput): Promise<AuxInfoView> {
  const type = await findAuxType(db, ledgerSetId, input.typeId);
  if (type.builtin === 'department') throw departmentsElsewhere();
  const details = normaliseDetails(type.fields, input.details ?? {});
  if (!details.ok) throw badRequest(details.message);
  const twin = await db
    .selectFrom('aux_item')
    .select(['id', 'info_no', 'info_name'])
    .where('aux_type_id', '=', type.id)
    .where((eb) => eb.or([eb('info_no', '=', input.infoNo), eb('info_name', '=', input.infoName)]))
    .execute();
  const other = twin.filter((t) => t.id !== input.id);
  if (other.some((t) => t.info_no === input.infoNo))
    throw badRequest(`${type.typeName}编号已存在：${input.infoNo}`);
  if (other.some((t) => t.info_name === input.infoName))
    throw badRequest(`${type.typeName}名称已存在：${input.infoName}`);
  if (input.id === undefined) {
    const row = await db
      .insertInto('aux_item')
      .values({
        ledger_set_id: ledgerSetId,
        aux_type_id: type.id,
        info_no: input.infoNo,
        info_name: input.infoName,
        details: JSON.stringify(details.details),
        enabled: input.enabled ?? true,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return view(row);
  }
  const current = await findItem(db, ledgerSetId, input.id);
  if (current.aux_type_id !== type.id) throw badRequest('辅助核算项目不能移到另一个类型');
  if (current.info_no !== input.infoNo) {
    const used = await auxItemUsed(db, ledgerSetId, type.typeNo, current.info_no);
    if (used) throw refused(`${type.typeName}“${current.info_name}”已被使用，编号不能修改（${used}）`);
  }
  const row = await db
    .updateTable('aux_item')
    .set({
      info_no: input.infoNo,
      info_name: input.infoName,
      details: JSON.stringify(details.details),
      enabled: input.enabled ?? current.enabled,
    })
    .where('id', '=', current.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return view(row);
}

export async function deleteAuxInfo(db: Db, ledgerSetId: number, id: number): Promise<{ id: number }> {
  const item = await findItem(db, ledgerSetId, id);
  const type = await findAuxType(db, ledgerSetId, item.aux_type_id);
  const used = await auxItemUsed(db, ledgerSetId, type.typeNo, item.info_no);
  if (used) throw refused(`${type.typeName}“${item.info_name}”已被使用，不能删除（${used}）`);
  await db.deleteFrom('aux_item').where('id', '=', item.id).execute();
  return { id: item.id };
}

/** Sets (or toggles) an item's state; a used item may be disabled, it then leaves the pickers. */
export async function enableAuxInfo(
  db: Db,
  ledgerSetId: number,
  id: number,
  enabled: boolean | undefined,
): Promise<AuxInfoView> {
  const item = await findItem(db, ledgerSetId, id);
  const row = await db
    .updateTable('aux_item')
    .set({ enabled: enabled ?? !item.enabled })
    .where('id', '=', item.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return view(row);
}
