// The reference data vouchers name, per ledger set: subjects (with full names and what their lines
// require), auxiliary types and items, departments, voucher types and the cash prefixes. A save
// needs all of it, and the chart rarely changes, so each app keeps the last copy per ledger set and
// reloads it only when the ledger set's reference_version moved (a deferred trigger bumps it with
// every committed change, migration 0004). The copy is thus never older than the database's.
import { type Kysely, sql } from 'kysely';
import { parseAuxKey } from '../../../src/core/subjects/aux-key.ts';
import type { EntryLookup, EntrySubjectInfo } from '../../../src/core/voucher/entries.ts';
import type { VoucherTypeView } from '../../../src/core/voucher/types.ts';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

export interface SubjectRef extends EntrySubjectInfo {
  name: string;
  /** Names from the first level down joined by '/'. */
  fullName: string;
}

export interface AuxRef {
  typeName: string;
  infoName: string;
  enabled: boolean;
}

export interface DepartmentRef {
  name: string;
  enabled: boolean;
}

/** A ledger set's reference data as of `version`. */
export interface Reference {
  version: number | null;
  subjects: Map<string, SubjectRef>;
  /** By "typeNo:infoNo"; the built-in 部门 type's items are the departments. */
  auxItems: Map<string, AuxRef>;
  /** Type names by number (for items that no longer exist). */
  auxTypes: Map<string, string>;
  departments: Map<string, DepartmentRef>;
  types: VoucherTypeView[];
  cashPrefixes: string[];
}

interface Answer {
  version: number | string | null;
  subjects:
    | { code: string; name: string; parent: string | null; leaf: boolean; enabled: boolean; dept: boolean }[]
    | null;
  links: { code: string; typeNo: string; typeName: string }[] | null;
  aux_types: { typeNo: string; typeName: string; builtin: string | null }[] | null;
  items: { typeNo: string; infoNo: string; infoName: string; enabled: boolean }[] | null;
  departments: { code: string; name: string; enabled: boolean }[] | null;
  types: VoucherTypeView[] | null;
  cash: string | null;
}

/** Everything in one statement, so the data and its version come from the same snapshot. */
async function load(db: Db, ledgerSetId: number): Promise<Reference> {
  const { rows } = await sql<Answer>`
    select
      (select version from reference_version where ledger_set_id = ${ledgerSetId}) as version,
      (select json_agg(json_build_object('code', code, 'name', name, 'parent', parent_code, 'leaf', is_leaf,
                                         'enabled', enabled, 'dept', dept_accounting))
         from subject where ledger_set_id = ${ledgerSetId}) as subjects,
      (select json_agg(json_build_object('code', l.subject_code, 'typeNo', t.type_no, 'typeName', t.type_name)
                       order by t.type_no collate "C")
         from subject_aux_type l join aux_type t on t.id = l.aux_type_id
         where l.ledger_set_id = ${ledgerSetId}) as links,
      (select json_agg(json_build_object('typeNo', type_no, 'typeName', type_name, 'builtin', builtin))
         from aux_type where ledger_set_id = ${ledgerSetId}) as aux_types,
      (select json_agg(json_build_object('typeNo', t.type_no, 'infoNo', i.info_no, 'infoName', i.info_name,
                                         'enabled', i.enabled))
         from aux_item i join aux_type t on t.id = i.aux_type_id where t.ledger_set_id = ${ledgerSetId}) as items,
      (select json_agg(json_build_object('code', code, 'name', name, 'enabled', enabled))
         from department where ledger_set_id = ${ledgerSetId}) as departments,
      (select json_agg(json_build_object('code', code, 'name', name, 'sort', sort, 'enabled', enabled,
                                         'restriction', restriction) order by sort, code)
         from voucher_type where ledger_set_id = ${ledgerSetId}) as types,
      (select cash_codes || ',' || bank_codes from subject_setting where ledger_set_id = ${ledgerSetId}) as cash
  `.execute(db);
  const a = rows[0] as Answer;
  const nodes = new Map((a.subjects ?? []).map((s) => [s.code, s]));
  const fullName = (code: string) => {
    const names: string[] = [];
    for (let node = nodes.get(code), depth = 0; node && depth < 12; depth++) {
      names.unshift(node.name);
      node = node.parent === null ? undefined : nodes.get(node.parent);
    }
    return names.join('/');
  };
  const links = new Map<string, { typeNo: string; typeName: string }[]>();
  for (const l of a.links ?? [])
    links.set(l.code, [...(links.get(l.code) ?? []), { typeNo: l.typeNo, typeName: l.typeName }]);
  const subjects = new Map<string, SubjectRef>();
  for (const s of a.subjects ?? []) {
    subjects.set(s.code, {
      code: s.code,
      name: s.name,
      fullName: fullName(s.code),
      isLeaf: s.leaf,
      enabled: s.enabled,
      deptAccounting: s.dept,
      auxTypes: links.get(s.code) ?? [],
    });
  }
  const auxTypes = new Map((a.aux_types ?? []).map((t) => [t.typeNo, t.typeName]));
  const departments = new Map(
    (a.departments ?? []).map((d) => [d.code, { name: d.name, enabled: d.enabled }]),
  );
  const auxItems = new Map<string, AuxRef>();
  for (const i of a.items ?? []) {
    auxItems.set(`${i.typeNo}:${i.infoNo}`, {
      typeName: auxTypes.get(i.typeNo) ?? '',
      infoName: i.infoName,
      enabled: i.enabled,
    });
  }
  const deptType = (a.aux_types ?? []).find((t) => t.builtin === 'department');
  if (deptType) {
    for (const [code, d] of departments) {
      auxItems.set(`${deptType.typeNo}:${code}`, {
        typeName: deptType.typeName,
        infoName: d.name,
        enabled: d.enabled,
      });
    }
  }
  return {
    version: a.version === null ? null : Number(a.version),
    subjects,
    auxItems,
    auxTypes,
    departments,
    types: a.types ?? [],
    cashPrefixes: (a.cash ?? '101,102')
      .split(',')
      .map((c) => c.trim())
      .filter((c) => c !== ''),
  };
}

/** Ledger sets kept at once; beyond it the least recently loaded copy goes. */
const MAX_LEDGERS = 64;

export class ReferenceCache {
  private readonly ledgers = new Map<number, Reference>();

  /**
   * The reference as of `version` (read by the caller in its transaction), or as of now when the
   * caller has not read it. Loads when the copy is missing or of another version.
   */
  async get(db: Db, ledgerSetId: number, version?: number | null): Promise<Reference> {
    const cached = this.ledgers.get(ledgerSetId);
    const current = version === undefined ? await currentVersion(db, ledgerSetId) : version;
    if (cached && current !== null && cached.version === current) return cached;
    const loaded = await load(db, ledgerSetId);
    this.ledgers.delete(ledgerSetId);
    if (loaded.version !== null) this.ledgers.set(ledgerSetId, loaded);
    if (this.ledgers.size > MAX_LEDGERS) {
      const oldest = this.ledgers.keys().next().value;
      if (oldest !== undefined) this.ledgers.delete(oldest);
    }
    return loaded;
  }
}

async function currentVersion(db: Db, ledgerSetId: number): Promise<number | null> {
  const row = await db
    .selectFrom('reference_version')
    .select('version')
    .where('ledger_set_id', '=', ledgerSetId)
    .executeTakeFirst();
  return row ? Number(row.version) : null;
}

/** The reference as the shared entry rules read it. */
export function lookupOf(ref: Reference): EntryLookup {
  return {
    subject: (code) => ref.subjects.get(code),
    auxItem: (typeNo, infoNo) => ref.auxItems.get(`${typeNo}:${infoNo}`),
    department: (code) => ref.departments.get(code),
  };
}

/** The auxiliary pairs of a stored key with their names. */
export function auxViews(ref: Reference, auxKey: string) {
  return parseAuxKey(auxKey).map((p) => {
    const item = ref.auxItems.get(`${p.typeNo}:${p.infoNo}`);
    return {
      typeNo: p.typeNo,
      typeName: item?.typeName ?? ref.auxTypes.get(p.typeNo) ?? '',
      infoNo: p.infoNo,
      infoName: item?.infoName ?? '',
    };
  });
}
