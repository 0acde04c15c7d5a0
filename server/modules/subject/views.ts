// The subject rows the screens, pickers and the offline cache read (SubjectView, src/core/contracts).
import type { Kysely } from 'kysely';
import type { AuxTypeRef, SubjectView } from '../../../src/core/contracts/subject.ts';
import {
  childrenByParent,
  fullNameOf,
  indexChart,
  parentCodeArray,
} from '../../../src/core/subjects/tree.ts';
import { type Category, type Direction, directionLabel } from '../../../src/core/subjects/types.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest } from '../../lib/errors.ts';
import { subjectUsage } from './usage.ts';

type Db = Kysely<Database>;

export interface ChartSubject {
  id: number;
  code: string;
  name: string;
  parentCode: string | null;
  level: number;
  category: Category;
  direction: Direction;
  isLeaf: boolean;
  enabled: boolean;
  official: boolean;
  deptAccounting: boolean;
}

export async function loadChart(db: Db, ledgerSetId: number): Promise<ChartSubject[]> {
  const rows = await db
    .selectFrom('subject')
    .select([
      'id',
      'code',
      'name',
      'parent_code',
      'level',
      'category',
      'direction',
      'is_leaf',
      'enabled',
      'official',
      'dept_accounting',
    ])
    .where('ledger_set_id', '=', ledgerSetId)
    .orderBy('code')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    name: r.name,
    parentCode: r.parent_code,
    level: r.level,
    category: r.category,
    direction: Number(r.direction) as Direction,
    isLeaf: r.is_leaf,
    enabled: r.enabled,
    official: r.official,
    deptAccounting: r.dept_accounting,
  }));
}

export async function auxTypesBySubject(db: Db, ledgerSetId: number): Promise<Map<string, AuxTypeRef[]>> {
  const rows = await db
    .selectFrom('subject_aux_type as l')
    .innerJoin('aux_type as t', 't.id', 'l.aux_type_id')
    .select(['l.subject_code', 't.id', 't.type_no', 't.type_name'])
    .where('l.ledger_set_id', '=', ledgerSetId)
    .orderBy('t.type_no')
    .execute();
  const out = new Map<string, AuxTypeRef[]>();
  for (const r of rows) {
    const list = out.get(r.subject_code) ?? [];
    list.push({ id: r.id, typeNo: r.type_no, typeName: r.type_name });
    out.set(r.subject_code, list);
  }
  return out;
}

export async function subjectViews(db: Db, ledgerSetId: number): Promise<SubjectView[]> {
  const chart = await loadChart(db, ledgerSetId);
  const aux = await auxTypesBySubject(db, ledgerSetId);
  const used = await subjectUsage(
    db,
    ledgerSetId,
    chart.map((s) => s.code),
  );
  const index = indexChart(chart);
  const children = childrenByParent(chart);
  return chart.map((s) => {
    const auxTypes = aux.get(s.code) ?? [];
    const childCodeArray = children.get(s.code) ?? [];
    return {
      id: s.id,
      code: s.code,
      codeName: s.name,
      codeFullName: fullNameOf(s.code, index),
      balanceDirection: s.direction,
      balanceDirectionFormat: directionLabel(s.direction),
      parentCode: s.parentCode,
      parentCodeArray: parentCodeArray(s.code, index),
      childCodeArray,
      level: s.level,
      category: s.category,
      hasChild: childCodeArray.length > 0,
      isLeaf: childCodeArray.length === 0,
      hasAuxi: auxTypes.length > 0,
      auxTypes,
      isStandard: s.official,
      enabled: s.enabled,
      deptAccounting: s.deptAccounting,
      used: used.has(s.code),
    };
  });
}

export async function subjectViewOf(db: Db, ledgerSetId: number, code: string): Promise<SubjectView> {
  const view = (await subjectViews(db, ledgerSetId)).find((s) => s.code === code);
  if (!view) throw badRequest(`科目编码 ${code} 不存在`);
  return view;
}

export async function findSubject(db: Db, ledgerSetId: number, where: { id: number } | { code: string }) {
  const row = await db
    .selectFrom('subject')
    .selectAll()
    .where('ledger_set_id', '=', ledgerSetId)
    .$if('id' in where, (q) => q.where('id', '=', (where as { id: number }).id))
    .$if('code' in where, (q) => q.where('code', '=', (where as { code: string }).code))
    .executeTakeFirst();
  if (!row)
    throw badRequest('id' in where ? `科目不存在（id ${where.id}）` : `科目编码 ${where.code} 不存在`);
  return { ...row, direction: Number(row.direction) as Direction };
}
