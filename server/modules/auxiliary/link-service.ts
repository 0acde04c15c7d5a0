// Which subjects carry which auxiliary types, from either side: a subject's types
// (SaveSubjectAuxiType) or a type's subjects (SaveAuxiTypeSubject). Both go through the subject
// rules, so a dimension with opening balances is never dropped.
import type { Kysely } from 'kysely';
import type { AuxTypeView, LinkedSubject } from '../../../src/core/contracts/auxiliary.ts';
import { fullNameOf, indexChart } from '../../../src/core/subjects/tree.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest } from '../../lib/errors.ts';
import { changeSubjectAuxTypes } from '../subject/service.ts';
import { loadChart } from '../subject/views.ts';
import { auxTypeViews, findAuxType } from './views.ts';

type Db = Kysely<Database>;

async function linksOf(db: Db, ledgerSetId: number) {
  return db
    .selectFrom('subject_aux_type')
    .select(['subject_code', 'aux_type_id'])
    .where('ledger_set_id', '=', ledgerSetId)
    .execute();
}

export async function saveSubjectAuxTypes(db: Db, ledgerSetId: number, code: string, typeIds: number[]) {
  await changeSubjectAuxTypes(db, ledgerSetId, code, typeIds);
  return auxTypesOfSubject(db, ledgerSetId, code, false);
}

/** Makes `codes` exactly the subjects linked to the type. */
export async function saveAuxTypeSubjects(db: Db, ledgerSetId: number, typeId: number, codes: string[]) {
  await findAuxType(db, ledgerSetId, typeId);
  const chart = await loadChart(db, ledgerSetId);
  const missing = codes.filter((c) => !chart.some((s) => s.code === c));
  if (missing.length > 0) throw badRequest(`科目编码不存在：${missing.join('、')}`);
  const links = await linksOf(db, ledgerSetId);
  const typesOf = (code: string) => links.filter((l) => l.subject_code === code).map((l) => l.aux_type_id);
  const before = new Set(links.filter((l) => l.aux_type_id === typeId).map((l) => l.subject_code));
  const wanted = new Set(codes);
  for (const code of before) {
    if (!wanted.has(code))
      await changeSubjectAuxTypes(
        db,
        ledgerSetId,
        code,
        typesOf(code).filter((t) => t !== typeId),
      );
  }
  for (const code of wanted) {
    if (!before.has(code)) await changeSubjectAuxTypes(db, ledgerSetId, code, [...typesOf(code), typeId]);
  }
  return subjectsOfAuxType(db, ledgerSetId, typeId);
}

export async function subjectsOfAuxType(
  db: Db,
  ledgerSetId: number,
  typeId: number,
): Promise<LinkedSubject[]> {
  await findAuxType(db, ledgerSetId, typeId);
  const chart = await loadChart(db, ledgerSetId);
  const index = indexChart(chart);
  const codes = new Set(
    (await linksOf(db, ledgerSetId)).filter((l) => l.aux_type_id === typeId).map((l) => l.subject_code),
  );
  return chart
    .filter((s) => codes.has(s.code))
    .map((s) => ({
      code: s.code,
      codeName: s.name,
      codeFullName: fullNameOf(s.code, index),
      isLeaf: s.isLeaf,
      enabled: s.enabled,
    }));
}

/** The subject's auxiliary types with their items (enabled ones only for a voucher line's picker). */
export async function auxTypesOfSubject(
  db: Db,
  ledgerSetId: number,
  code: string,
  enabledOnly: boolean,
): Promise<AuxTypeView[]> {
  const chart = await loadChart(db, ledgerSetId);
  if (!chart.some((s) => s.code === code)) throw badRequest(`科目编码 ${code} 不存在`);
  const typeIds = (await linksOf(db, ledgerSetId))
    .filter((l) => l.subject_code === code)
    .map((l) => l.aux_type_id);
  return auxTypeViews(db, ledgerSetId, { enabledOnly, typeIds });
}
