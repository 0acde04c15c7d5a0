// Names for the codes a report shows: departments and auxiliary types and items of a ledger set.
import type { Kysely } from 'kysely';
import type { AuxView } from '../../../src/core/contracts/ledger-answers.ts';
import { parseAuxKey } from '../../../src/core/subjects/aux-key.ts';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

export interface Names {
  department: Map<string, string>;
  auxType: Map<string, string>;
  /** "typeNo:infoNo" -> item name */
  auxItem: Map<string, string>;
  /**
   * The type number of the built-in 部门 auxiliary type: its amounts are kept by the line's
   * department (voucher_entry.dept_code), never in aux_key, so its books read that dimension.
   */
  departmentType?: string | undefined;
}

export async function loadNames(db: Db, ledgerSetId: number): Promise<Names> {
  const [departments, types, items] = await Promise.all([
    db.selectFrom('department').select(['code', 'name']).where('ledger_set_id', '=', ledgerSetId).execute(),
    db
      .selectFrom('aux_type')
      .select(['type_no', 'type_name', 'builtin'])
      .where('ledger_set_id', '=', ledgerSetId)
      .execute(),
    db
      .selectFrom('aux_item')
      .innerJoin('aux_type', 'aux_type.id', 'aux_item.aux_type_id')
      .select(['aux_type.type_no', 'aux_item.info_no', 'aux_item.info_name'])
      .where('aux_item.ledger_set_id', '=', ledgerSetId)
      .execute(),
  ]);
  const auxItem = new Map(items.map((i) => [`${i.type_no}:${i.info_no}`, i.info_name]));
  // The built-in 部门 type's items are the departments themselves (chart/builtin-aux.ts).
  for (const t of types.filter((t) => t.builtin === 'department')) {
    for (const d of departments) auxItem.set(`${t.type_no}:${d.code}`, d.name);
  }
  return {
    department: new Map(departments.map((d) => [d.code, d.name])),
    auxType: new Map(types.map((t) => [t.type_no, t.type_name])),
    auxItem,
    departmentType: types.find((t) => t.builtin === 'department')?.type_no,
  };
}

export function auxViews(key: string, names: Names): AuxView[] {
  return parseAuxKey(key).map((p) => ({
    typeNo: p.typeNo,
    typeName: names.auxType.get(p.typeNo) ?? p.typeNo,
    infoNo: p.infoNo,
    infoName: names.auxItem.get(`${p.typeNo}:${p.infoNo}`) ?? p.infoNo,
  }));
}
