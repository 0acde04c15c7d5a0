// Subject settings (科目设置): detail subjects are added under a parent following the code widths,
// inherit its direction, category and flags; prescribed subjects keep their names and stay; a
// subject with data keeps its place (no delete, no first child, no disabling).
import type { Kysely } from 'kysely';
import type { Infer } from 'superstruct';
import type { SubjectSave, SubjectView } from '../../../src/core/contracts/subject.ts';
import { childCodeProblem, parseCodeWidths } from '../../../src/core/subjects/code-width.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest, refused } from '../../lib/errors.ts';
import { ledgerState } from '../opening/lock.ts';
import { codeWidthsOf } from './settings.ts';
import { subjectUsage } from './usage.ts';
import { findSubject, subjectViewOf } from './views.ts';

type Db = Kysely<Database>;

export type SubjectInput = Infer<typeof SubjectSave>;

const label = (s: { code: string; name: string }) => `${s.code} ${s.name}`;

export async function saveSubject(db: Db, ledgerSetId: number, input: SubjectInput): Promise<SubjectView> {
  if (input.auxTypeIds) await assertAuxTypes(db, ledgerSetId, input.auxTypeIds);
  const code =
    input.id === undefined ? await create(db, ledgerSetId, input) : await update(db, ledgerSetId, input);
  return subjectViewOf(db, ledgerSetId, code);
}

async function create(db: Db, ledgerSetId: number, input: SubjectInput): Promise<string> {
  if (!input.parentCode) throw refused('一级科目由《工会会计制度》统一规定，不能增加；请选择上级科目');
  const parent = await findSubject(db, ledgerSetId, { code: input.parentCode }).catch(() => {
    throw badRequest(`上级科目 ${input.parentCode} 不存在`);
  });
  const widths = parseWidths(await codeWidthsOf(db, ledgerSetId));
  const problem = childCodeProblem(parent.code, input.code, widths);
  if (problem) throw badRequest(problem);
  const taken = await db
    .selectFrom('subject')
    .select(['code', 'name', 'parent_code'])
    .where('ledger_set_id', '=', ledgerSetId)
    .where((eb) => eb.or([eb('code', '=', input.code), eb('parent_code', '=', parent.code)]))
    .execute();
  if (taken.some((s) => s.code === input.code)) throw badRequest(`科目编码 ${input.code} 已存在`);
  if (taken.some((s) => s.parent_code === parent.code && s.name === input.name)) {
    throw badRequest(`上级科目 ${label(parent)} 下已有名为“${input.name}”的科目`);
  }
  if (!parent.enabled) throw refused(`上级科目 ${label(parent)} 已停用，请先启用`);
  if (parent.is_leaf) {
    const used = (await subjectUsage(db, ledgerSetId, [parent.code])).get(parent.code);
    if (used) throw refused(`该科目已有数据，不能增加下级科目（科目 ${label(parent)} ${used}）`);
  }
  const inherited = await db
    .selectFrom('subject_aux_type')
    .select('aux_type_id')
    .where('ledger_set_id', '=', ledgerSetId)
    .where('subject_code', '=', parent.code)
    .execute();
  await db
    .insertInto('subject')
    .values({
      ledger_set_id: ledgerSetId,
      code: input.code,
      name: input.name,
      parent_code: parent.code,
      level: parent.level + 1,
      category: parent.category,
      direction: parent.direction,
      is_leaf: true,
      enabled: input.enabled ?? true,
      official: false,
      dept_accounting: input.deptAccounting ?? parent.dept_accounting,
    })
    .execute();
  if (parent.is_leaf) {
    await db.updateTable('subject').set({ is_leaf: false }).where('id', '=', parent.id).execute();
  }
  await setAuxTypes(db, ledgerSetId, input.code, input.auxTypeIds ?? inherited.map((r) => r.aux_type_id));
  return input.code;
}

async function update(db: Db, ledgerSetId: number, input: SubjectInput): Promise<string> {
  const current = await findSubject(db, ledgerSetId, { id: input.id as number });
  if (input.code !== current.code)
    throw badRequest(`科目编码不能修改（${current.code}）；如需更换编码，请删除后重新增加`);
  if (input.parentCode !== undefined && input.parentCode !== (current.parent_code ?? '')) {
    throw badRequest('不能修改科目的上级科目');
  }
  if (current.official && input.name !== current.name) {
    throw refused(`科目 ${label(current)} 是《工会会计制度》规定的科目，不能改名`);
  }
  if (input.name !== current.name) {
    const twin = await db
      .selectFrom('subject')
      .select('code')
      .where('ledger_set_id', '=', ledgerSetId)
      .where('name', '=', input.name)
      .where('code', '!=', current.code)
      .$call((q) =>
        current.parent_code === null
          ? q.where('parent_code', 'is', null)
          : q.where('parent_code', '=', current.parent_code),
      )
      .executeTakeFirst();
    if (twin) throw badRequest(`同一上级科目下已有名为“${input.name}”的科目（${twin.code}）`);
  }
  const deptAccounting = input.deptAccounting ?? current.dept_accounting;
  await assertFlagChange(db, ledgerSetId, current, deptAccounting, input.auxTypeIds);
  await db
    .updateTable('subject')
    .set({ name: input.name, dept_accounting: deptAccounting })
    .where('id', '=', current.id)
    .execute();
  if (input.auxTypeIds) await setAuxTypes(db, ledgerSetId, current.code, input.auxTypeIds);
  if (input.enabled !== undefined && input.enabled !== current.enabled) {
    await setSubjectEnabled(db, ledgerSetId, current.id, input.enabled);
  }
  return current.code;
}

/**
 * A breakdown already entered keeps its dimension; after confirmation a subject with an opening
 * balance gets no new dimension either (its breakdown could no longer be entered).
 */
async function assertFlagChange(
  db: Db,
  ledgerSetId: number,
  current: { code: string; name: string; dept_accounting: boolean },
  deptAccounting: boolean,
  auxTypeIds: number[] | undefined,
) {
  const rows = await db
    .selectFrom('opening_balance')
    .select(['dept_code', 'aux_key'])
    .where('ledger_set_id', '=', ledgerSetId)
    .where('subject_code', '=', current.code)
    .execute();
  if (current.dept_accounting && !deptAccounting && rows.some((r) => r.dept_code !== '')) {
    throw refused(`科目 ${label(current)} 已录入部门期初余额，不能取消部门核算`);
  }
  const before = await linkedTypes(db, ledgerSetId, current.code);
  if (auxTypeIds) {
    const removed = before.filter((t) => !auxTypeIds.includes(t.id));
    const usedType = removed.find((t) =>
      rows.some((r) => r.aux_key.split(';').some((p) => p.startsWith(`${t.typeNo}:`))),
    );
    if (usedType)
      throw refused(
        `科目 ${label(current)} 已按“${usedType.typeName}”录入辅助核算期初余额，不能取消该辅助核算`,
      );
  }
  const adds =
    (deptAccounting && !current.dept_accounting) ||
    (auxTypeIds ?? []).some((id) => !before.some((t) => t.id === id));
  if (adds && rows.length > 0 && (await ledgerState(db, ledgerSetId)).confirmedAt) {
    throw refused(`期初余额已确认，科目 ${label(current)} 已有期初余额，不能再增加部门或辅助核算`);
  }
}

/** Replaces a subject's auxiliary types with the same checks as a subject save. */
export async function changeSubjectAuxTypes(db: Db, ledgerSetId: number, code: string, auxTypeIds: number[]) {
  const current = await findSubject(db, ledgerSetId, { code });
  await assertAuxTypes(db, ledgerSetId, auxTypeIds);
  await assertFlagChange(db, ledgerSetId, current, current.dept_accounting, auxTypeIds);
  await setAuxTypes(db, ledgerSetId, code, auxTypeIds);
}

async function linkedTypes(db: Db, ledgerSetId: number, code: string) {
  const rows = await db
    .selectFrom('subject_aux_type as l')
    .innerJoin('aux_type as t', 't.id', 'l.aux_type_id')
    .select(['t.id', 't.type_no', 't.type_name'])
    .where('l.ledger_set_id', '=', ledgerSetId)
    .where('l.subject_code', '=', code)
    .execute();
  return rows.map((r) => ({ id: r.id, typeNo: r.type_no, typeName: r.type_name }));
}

async function assertAuxTypes(db: Db, ledgerSetId: number, ids: readonly number[]) {
  if (ids.length === 0) return;
  const found = await db
    .selectFrom('aux_type')
    .select('id')
    .where('ledger_set_id', '=', ledgerSetId)
    .where('id', 'in', ids)
    .execute();
  const missing = ids.filter((id) => !found.some((f) => f.id === id));
  if (missing.length > 0) throw badRequest(`辅助核算类型不存在：${missing.join('、')}`);
}

/** Replaces a subject's auxiliary types (the caller checked that removed ones are unused). */
export async function setAuxTypes(db: Db, ledgerSetId: number, code: string, ids: readonly number[]) {
  await db
    .deleteFrom('subject_aux_type')
    .where('ledger_set_id', '=', ledgerSetId)
    .where('subject_code', '=', code)
    .execute();
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  await db
    .insertInto('subject_aux_type')
    .values(unique.map((id) => ({ ledger_set_id: ledgerSetId, subject_code: code, aux_type_id: id })))
    .execute();
}

export async function deleteSubject(db: Db, ledgerSetId: number, id: number): Promise<{ code: string }> {
  const subject = await findSubject(db, ledgerSetId, { id });
  if (subject.official) throw refused(`科目 ${label(subject)} 是《工会会计制度》规定的科目，不能删除`);
  if (!subject.is_leaf) throw refused(`科目 ${label(subject)} 有下级科目，不能删除`);
  const used = (await subjectUsage(db, ledgerSetId, [subject.code])).get(subject.code);
  if (used) throw refused(`该科目已有数据，不能删除（科目 ${label(subject)} ${used}）`);
  await db.deleteFrom('subject').where('id', '=', subject.id).execute();
  if (subject.parent_code !== null) {
    const sibling = await db
      .selectFrom('subject')
      .select('id')
      .where('ledger_set_id', '=', ledgerSetId)
      .where('parent_code', '=', subject.parent_code)
      .executeTakeFirst();
    if (!sibling) {
      await db
        .updateTable('subject')
        .set({ is_leaf: true })
        .where('ledger_set_id', '=', ledgerSetId)
        .where('code', '=', subject.parent_code)
        .execute();
    }
  }
  return { code: subject.code };
}

/** Disabling takes the whole subtree with it; enabling needs an enabled parent. */
export async function setSubjectEnabled(
  db: Db,
  ledgerSetId: number,
  id: number,
  enabled: boolean,
): Promise<SubjectView> {
  const subject = await findSubject(db, ledgerSetId, { id });
  if (enabled) {
    if (subject.parent_code !== null) {
      const parent = await findSubject(db, ledgerSetId, { code: subject.parent_code });
      if (!parent.enabled) throw refused(`上级科目 ${label(parent)} 已停用，请先启用上级科目`);
    }
    await db.updateTable('subject').set({ enabled: true }).where('id', '=', subject.id).execute();
    return subjectViewOf(db, ledgerSetId, subject.code);
  }
  // Codes follow the widths, so a subtree is exactly the codes that start with the subject's code
  // (codes are digits only: no LIKE wildcard can hide in them).
  const inTree = await db
    .selectFrom('subject')
    .select(['code', 'name'])
    .where('ledger_set_id', '=', ledgerSetId)
    .where('code', 'like', `${subject.code}%`)
    .execute();
  const balances = await db
    .selectFrom('opening_balance')
    .select('subject_code')
    .where('ledger_set_id', '=', ledgerSetId)
    .where(
      'subject_code',
      'in',
      inTree.map((s) => s.code),
    )
    .executeTakeFirst();
  if (balances) {
    const holder = inTree.find((s) => s.code === balances.subject_code);
    throw refused(`科目 ${label(holder ?? subject)} 有期初余额，不能停用`);
  }
  await db
    .updateTable('subject')
    .set({ enabled: false })
    .where('ledger_set_id', '=', ledgerSetId)
    .where(
      'code',
      'in',
      inTree.map((s) => s.code),
    )
    .execute();
  return subjectViewOf(db, ledgerSetId, subject.code);
}

function parseWidths(text: string): number[] {
  const parsed = parseCodeWidths(text);
  if (!parsed.ok) throw new Error(`stored code widths are invalid: ${text}`);
  return parsed.widths;
}
