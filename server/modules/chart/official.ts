// A grassroots union may use subjects of the 县级以上 chart when it needs them (财会〔2021〕7号
// 附录1, note under the 基层工会 table): such a subject is added with its official parent chain.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { badRequest } from '../../lib/errors.ts';
import { officialSubject, officialSubjects } from './catalog.ts';

type Db = Kysely<Database>;

/** Adds the official subject (and missing ancestors) to the ledger set's chart; true when added. */
export async function ensureOfficialSubject(db: Db, ledgerSetId: number, code: string): Promise<boolean> {
  const official = officialSubject(code);
  if (!official) throw badRequest(`科目编码 ${code} 不存在`);
  const existing = await db
    .selectFrom('subject')
    .select('code')
    .where('ledger_set_id', '=', ledgerSetId)
    .where('code', '=', code)
    .executeTakeFirst();
  if (existing) return false;
  if (official.parentCode !== null) await ensureOfficialSubject(db, ledgerSetId, official.parentCode);
  const hasChildren = officialSubjects.some((s) => s.parentCode === code);
  await db
    .insertInto('subject')
    .values({
      ledger_set_id: ledgerSetId,
      code: official.code,
      name: official.name,
      parent_code: official.parentCode,
      level: official.level,
      category: official.category,
      direction: official.direction,
      // The prescribed details come with it, so a parent with official details is not a leaf.
      is_leaf: !hasChildren,
      official: true,
    })
    .execute();
  if (official.parentCode !== null) {
    await db
      .updateTable('subject')
      .set({ is_leaf: false })
      .where('ledger_set_id', '=', ledgerSetId)
      .where('code', '=', official.parentCode)
      .execute();
  }
  for (const child of officialSubjects.filter((s) => s.parentCode === code)) {
    await ensureOfficialSubject(db, ledgerSetId, child.code);
  }
  return true;
}
