// Auxiliary types with their items as the screens and pickers read them (spec 000 §3: typeNo,
// typeName, builtInSystem, childData of infoNo, infoName, details). The built-in 部门 type lists
// the ledger set's departments: they are kept once, in 部门设置.
import type { Kysely } from 'kysely';
import type { AuxInfoView, AuxTypeView } from '../../../src/core/contracts/auxiliary.ts';
import type { AuxField } from '../../../src/core/subjects/aux-fields.ts';
import type { AuxFieldRow, AuxTypeTable, Database } from '../../db/schema.ts';
import { badRequest } from '../../lib/errors.ts';

type Db = Kysely<Database>;

export interface AuxTypeRow {
  id: number;
  typeNo: string;
  typeName: string;
  builtin: AuxTypeTable['builtin'];
  enabled: boolean;
  fields: AuxField[];
}

const fieldsOf = (value: unknown): AuxField[] => (Array.isArray(value) ? (value as AuxFieldRow[]) : []);

export async function auxTypeRows(db: Db, ledgerSetId: number): Promise<AuxTypeRow[]> {
  const rows = await db
    .selectFrom('aux_type')
    .select(['id', 'type_no', 'type_name', 'builtin', 'enabled', 'fields'])
    .where('ledger_set_id', '=', ledgerSetId)
    .orderBy('type_no')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    typeNo: r.type_no,
    typeName: r.type_name,
    builtin: r.builtin,
    enabled: r.enabled,
    fields: fieldsOf(r.fields),
  }));
}

export async function findAuxType(db: Db, ledgerSetId: number, id: number): Promise<AuxTypeRow> {
  const row = (await auxTypeRows(db, ledgerSetId)).find((t) => t.id === id);
  if (!row) throw badRequest(`辅助核算类型不存在（id ${id}）`);
  return row;
}

async function itemsOf(
  db: Db,
  ledgerSetId: number,
  types: readonly AuxTypeRow[],
): Promise<Map<number, AuxInfoView[]>> {
  const out = new Map<number, AuxInfoView[]>(types.map((t) => [t.id, []]));
  const rows = await db
    .selectFrom('aux_item')
    .select(['id', 'aux_type_id', 'info_no', 'info_name', 'details', 'enabled'])
    .where('ledger_set_id', '=', ledgerSetId)
    .orderBy('info_no')
    .execute();
  for (const r of rows) {
    out.get(r.aux_type_id)?.push({
      id: r.id,
      typeId: r.aux_type_id,
      infoNo: r.info_no,
      infoName: r.info_name,
      details: (r.details ?? {}) as Record<string, string>,
      enabled: r.enabled,
      readOnly: false,
    });
  }
  const department = types.find((t) => t.builtin === 'department');
  if (department) {
    const depts = await db
      .selectFrom('department')
      .select(['code', 'name', 'enabled'])
      .where('ledger_set_id', '=', ledgerSetId)
      .orderBy('sort')
      .orderBy('code')
      .execute();
    out.set(
      department.id,
      depts.map((d) => ({
        id: null,
        typeId: department.id,
        infoNo: d.code,
        infoName: d.name,
        details: {},
        enabled: d.enabled,
        readOnly: true,
      })),
    );
  }
  return out;
}

/** Types with their items; `enabledOnly` drops disabled types and items (what pickers offer). */
export async function auxTypeViews(
  db: Db,
  ledgerSetId: number,
  options: { enabledOnly: boolean; typeIds?: readonly number[] },
): Promise<AuxTypeView[]> {
  let types = await auxTypeRows(db, ledgerSetId);
  if (options.typeIds) types = types.filter((t) => options.typeIds?.includes(t.id));
  if (options.enabledOnly) types = types.filter((t) => t.enabled);
  const items = await itemsOf(db, ledgerSetId, types);
  return types.map((t) => ({
    id: t.id,
    typeNo: t.typeNo,
    typeName: t.typeName,
    builtInSystem: t.builtin !== null,
    builtin: t.builtin,
    enabled: t.enabled,
    fields: t.fields,
    childData: (items.get(t.id) ?? []).filter((i) => !options.enabledOnly || i.enabled),
  }));
}

/** Every item of the ledger set by "typeNo:infoNo", with its names (for breakdowns and balances). */
export async function auxItemIndex(db: Db, ledgerSetId: number) {
  const views = await auxTypeViews(db, ledgerSetId, { enabledOnly: false });
  const index = new Map<string, { type: AuxTypeView; item: AuxInfoView }>();
  for (const type of views)
    for (const item of type.childData) index.set(`${type.typeNo}:${item.infoNo}`, { type, item });
  return { views, index };
}
