// Project relations (项目关联). A relation type names an outside list a project answers to (e.g.
// 预算项目, 上级专项); a relation ties a project item (built-in 项目 type) to an entry of that list
// by code and name. SyncOutputProject pushes this ledger set's projects to other ledger sets the
// user may write (集中核算: the federation keeps one project list for the unions it books for).
import type { Kysely } from 'kysely';
import type { Infer } from 'superstruct';
import type {
  RelationSave,
  RelationTypeView,
  RelationView,
  SyncResult,
} from '../../../src/core/contracts/auxiliary.ts';
import { ErrorCode } from '../../../src/core/contracts/errors.ts';
import type { Database } from '../../db/schema.ts';
import { AppError, badRequest, refused } from '../../lib/errors.ts';

type Db = Kysely<Database>;

async function projectTypeId(db: Db, ledgerSetId: number): Promise<number> {
  const row = await db
    .selectFrom('aux_type')
    .select('id')
    .where('ledger_set_id', '=', ledgerSetId)
    .where('builtin', '=', 'project')
    .executeTakeFirst();
  if (!row) throw badRequest('本账套没有“项目”辅助核算类型');
  return row.id;
}

export async function relationTypeViews(db: Db, ledgerSetId: number): Promise<RelationTypeView[]> {
  const types = await db
    .selectFrom('project_relation_type')
    .select(['id', 'type_name', 'remark'])
    .where('ledger_set_id', '=', ledgerSetId)
    .orderBy('id')
    .execute();
  const typeId = await projectTypeId(db, ledgerSetId);
  const relations = await db
    .selectFrom('project_relation as r')
    .leftJoin('aux_item as i', (join) =>
      join.onRef('i.info_no', '=', 'r.project_info_no').on('i.aux_type_id', '=', typeId),
    )
    .select([
      'r.id',
      'r.relation_type_id',
      'r.project_info_no',
      'i.info_name',
      'r.related_code',
      'r.related_name',
    ])
    .where('r.ledger_set_id', '=', ledgerSetId)
    .orderBy('r.project_info_no')
    .orderBy('r.related_code')
    .execute();
  return types.map((t) => ({
    id: t.id,
    typeName: t.type_name,
    remark: t.remark,
    relations: relations
      .filter((r) => r.relation_type_id === t.id)
      .map((r) => ({
        id: r.id,
        relatedTypeId: r.relation_type_id,
        projectInfoNo: r.project_info_no,
        projectName: r.info_name ?? '',
        relatedCode: r.related_code,
        relatedName: r.related_name,
      })),
  }));
}

async function viewOfType(db: Db, ledgerSetId: number, id: number): Promise<RelationTypeView> {
  const view = (await relationTypeViews(db, ledgerSetId)).find((t) => t.id === id);
  if (!view) throw badRequest(`项目关联类型不存在（id ${id}）`);
  return view;
}

export async function saveRelationType(
  db: Db,
  ledgerSetId: number,
  input: { id?: number | undefined; typeName: string; remark?: string | undefined },
): Promise<RelationTypeView> {
  const twin = await db
    .selectFrom('project_relation_type')
    .select('id')
    .where('ledger_set_id', '=', ledgerSetId)
    .where('type_name', '=', input.typeName)
    .executeTakeFirst();
  if (twin && twin.id !== input.id) throw badRequest(`项目关联类型已存在：${input.typeName}`);
  if (input.id === undefined) {
    const row = await db
      .insertInto('project_relation_type')
      .values({ ledger_set_id: ledgerSetId, type_name: input.typeName, remark: input.remark ?? '' })
      .returning('id')
      .executeTakeFirstOrThrow();
    return viewOfType(db, ledgerSetId, row.id);
  }
  const current = await viewOfType(db, ledgerSetId, input.id);
  await db
    .updateTable('project_relation_type')
    .set({ type_name: input.typeName, remark: input.remark ?? current.remark })
    .where('id', '=', current.id)
    .execute();
  return viewOfType(db, ledgerSetId, current.id);
}

export async function deleteRelationType(db: Db, ledgerSetId: number, id: number): Promise<{ id: number }> {
  const type = await viewOfType(db, ledgerSetId, id);
  if (type.relations.length > 0) {
    throw refused(`项目关联类型“${type.typeName}”下还有 ${type.relations.length} 条项目关联，请先删除关联`);
  }
  await db.deleteFrom('project_relation_type').where('id', '=', id).execute();
  return { id };
}

export type RelationInput = Infer<typeof RelationSave>;

export async function saveRelation(db: Db, ledgerSetId: number, input: RelationInput): Promise<RelationView> {
  await viewOfType(db, ledgerSetId, input.relatedTypeId);
  const typeId = await projectTypeId(db, ledgerSetId);
  const project = await db
    .selectFrom('aux_item')
    .select('info_name')
    .where('aux_type_id', '=', typeId)
    .where('info_no', '=', input.projectInfoNo)
    .executeTakeFirst();
  if (!project) throw badRequest(`项目编号不存在：${input.projectInfoNo}`);
  const twin = await db
    .selectFrom('project_relation')
    .select('id')
    .where('relation_type_id', '=', input.relatedTypeId)
    .where('project_info_no', '=', input.projectInfoNo)
    .where('related_code', '=', input.relatedCode)
    .executeTakeFirst();
  if (twin && twin.id !== input.id)
    throw badRequest(`项目 ${input.projectInfoNo} 已关联 ${input.relatedCode}`);
  const values = {
    relation_type_id: input.relatedTypeId,
    project_info_no: input.projectInfoNo,
    related_code: input.relatedCode,
    related_name: input.relatedName,
  };
  let id = input.id;
  if (id === undefined) {
    id = (
      await db
        .insertInto('project_relation')
        .values({ ledger_set_id: ledgerSetId, ...values })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  } else {
    const updated = await db
      .updateTable('project_relation')
      .set(values)
      .where('id', '=', id)
      .where('ledger_set_id', '=', ledgerSetId)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) throw badRequest(`项目关联不存在（id ${id}）`);
  }
  return {
    id,
    relatedTypeId: input.relatedTypeId,
    projectInfoNo: input.projectInfoNo,
    projectName: project.info_name,
    relatedCode: input.relatedCode,
    relatedName: input.relatedName,
  };
}

export async function deleteRelation(db: Db, ledgerSetId: number, id: number): Promise<{ id: number }> {
  const deleted = await db
    .deleteFrom('project_relation')
    .where('id', '=', id)
    .where('ledger_set_id', '=', ledgerSetId)
    .executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) throw badRequest(`项目关联不存在（id ${id}）`);
  return { id };
}

/**
 * Copies project items (all, or those numbered in `infoNos`) into each target ledger set: missing
 * numbers are created, existing ones get the source's name. Details travel only for fields with
 * the same number and type in the target's 项目 type. The user needs a write grant on each target.
 */
export async function syncOutputProjects(
  db: Db,
  input: { ledgerSetId: number; userId: number; targetZids: number[]; infoNos?: string[] | undefined },
): Promise<SyncResult[]> {
  const sourceType = await db
    .selectFrom('aux_type')
    .select(['id', 'fields'])
    .where('ledger_set_id', '=', input.ledgerSetId)
    .where('builtin', '=', 'project')
    .executeTakeFirstOrThrow();
  let items = await db
    .selectFrom('aux_item')
    .select(['info_no', 'info_name', 'details'])
    .where('aux_type_id', '=', sourceType.id)
    .execute();
  if (input.infoNos) {
    const missing = input.infoNos.filter((no) => !items.some((i) => i.info_no === no));
    if (missing.length > 0) throw badRequest(`项目编号不存在：${missing.join('、')}`);
    items = items.filter((i) => input.infoNos?.includes(i.info_no));
  }
  if (items.length === 0) throw refused('没有可同步的项目');
  const results: SyncResult[] = [];
  for (const zid of [...new Set(input.targetZids)]) {
    if (zid === input.ledgerSetId) throw badRequest('目标账套不能是当前账套');
    const grant = await db
      .selectFrom('user_ledger_set as g')
      .innerJoin('ledger_set as l', 'l.id', 'g.ledger_set_id')
      .select(['g.level', 'l.name'])
      .where('g.user_id', '=', input.userId)
      .where('g.ledger_set_id', '=', zid)
      .executeTakeFirst();
    if (!grant) throw new AppError(ErrorCode.ledgerSetForbidden, `没有账套 ${zid} 的访问权限`);
    if (grant.level < 2)
      throw new AppError(ErrorCode.forbidden, `账套“${grant.name}”仅有查看权限，不能同步项目`);
    const target = await db
      .selectFrom('aux_type')
      .select(['id', 'fields'])
      .where('ledger_set_id', '=', zid)
      .where('builtin', '=', 'project')
      .executeTakeFirst();
    if (!target) throw badRequest(`账套“${grant.name}”没有“项目”辅助核算类型`);
    const same = new Set(
      (target.fields as { fieldNo: string; fieldType: number }[])
        .filter((f) =>
          (sourceType.fields as { fieldNo: string; fieldType: number }[]).some(
            (s) => s.fieldNo === f.fieldNo && s.fieldType === f.fieldType,
          ),
        )
        .map((f) => f.fieldNo),
    );
    const existing = await db
      .selectFrom('aux_item')
      .select(['id', 'info_no'])
      .where('aux_type_id', '=', target.id)
      .execute();
    let created = 0;
    let updated = 0;
    for (const item of items) {
      const details = Object.fromEntries(
        Object.entries((item.details ?? {}) as Record<string, string>).filter(([k]) => same.has(k)),
      );
      const found = existing.find((e) => e.info_no === item.info_no);
      if (found) {
        await db
          .updateTable('aux_item')
          .set({ info_name: item.info_name })
          .where('id', '=', found.id)
          .execute();
        updated++;
      } else {
        await db
          .insertInto('aux_item')
          .values({
            ledger_set_id: zid,
            aux_type_id: target.id,
            info_no: item.info_no,
            info_name: item.info_name,
            details: JSON.stringify(details),
          })
          .execute();
        created++;
      }
    }
    results.push({ zid, name: grant.name, created, updated });
  }
  return results;
}
