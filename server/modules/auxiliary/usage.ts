// Whether an auxiliary type or item is used: then it cannot be deleted. Used means an opening
// balance or a voucher entry names it (their aux_key), or (a type) it is linked to a subject that
// has balances, or (an item) a project relation names it.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

export type AuxItemUsageCheck = (
  db: Db,
  ledgerSetId: number,
  typeNo: string,
  infoNo: string,
) => Promise<string | null>;
export type AuxTypeUsageCheck = (
  db: Db,
  ledgerSetId: number,
  typeId: number,
  typeNo: string,
) => Promise<string | null>;

/** The opening-balance rows whose aux_key holds exactly this pair (position: no LIKE wildcards). */
const pairIn = (pair: string) => sql<boolean>`position(${`;${pair};`} in ';' || aux_key || ';') > 0`;
const typeIn = (typeNo: string) => sql<boolean>`position(${`;${typeNo}:`} in ';' || aux_key) > 0`;

const itemInOpening: AuxItemUsageCheck = async (db, ledgerSetId, typeNo, infoNo) => {
  const row = await db
    .selectFrom('opening_balance')
    .select('subject_code')
    .where('ledger_set_id', '=', ledgerSetId)
    .where(pairIn(`${typeNo}:${infoNo}`))
    .executeTakeFirst();
  return row ? `科目 ${row.subject_code} 已按该项目录入期初余额` : null;
};

const itemInRelation: AuxItemUsageCheck = async (db, ledgerSetId, typeNo, infoNo) => {
  const row = await db
    .selectFrom('project_relation as r')
    .innerJoin('aux_type as t', (join) =>
      join.onRef('t.ledger_set_id', '=', 'r.ledger_set_id').on('t.builtin', '=', 'project'),
    )
    .select('r.related_name')
    .where('r.ledger_set_id', '=', ledgerSetId)
    .where('t.type_no', '=', typeNo)
    .where('r.project_info_no', '=', infoNo)
    .executeTakeFirst();
  return row ? `该项目已关联“${row.related_name}”` : null;
};

const typeInOpening: AuxTypeUsageCheck = async (db, ledgerSetId, typeId, typeNo) => {
  const byKey = await db
    .selectFrom('opening_balance')
    .select('subject_code')
    .where('ledger_set_id', '=', ledgerSetId)
    .where(typeIn(typeNo))
    .executeTakeFirst();
  if (byKey) return `科目 ${byKey.subject_code} 已按该类型录入期初余额`;
  const linked = await db
    .selectFrom('subject_aux_type as l')
    .innerJoin('opening_balance as b', (join) =>
      join.onRef('b.ledger_set_id', '=', 'l.ledger_set_id').onRef('b.subject_code', '=', 'l.subject_code'),
    )
    .select('l.subject_code')
    .where('l.ledger_set_id', '=', ledgerSetId)
    .where('l.aux_type_id', '=', typeId)
    .executeTakeFirst();
  return linked ? `已设置该辅助核算的科目 ${linked.subject_code} 有期初余额` : null;
};

const itemInVouchers: AuxItemUsageCheck = async (db, ledgerSetId, typeNo, infoNo) => {
  const row = await db
    .selectFrom('voucher_entry')
    .select('subject_code')
    .where('ledger_set_id', '=', ledgerSetId)
    .where('aux_key', '<>', '')
    .where(pairIn(`${typeNo}:${infoNo}`))
    .limit(1)
    .executeTakeFirst();
  return row ? `科目 ${row.subject_code} 的凭证已使用该项目` : null;
};

const typeInVouchers: AuxTypeUsageCheck = async (db, ledgerSetId, _typeId, typeNo) => {
  const row = await db
    .selectFrom('voucher_entry')
    .select('subject_code')
    .where('ledger_set_id', '=', ledgerSetId)
    .where('aux_key', '<>', '')
    .where(typeIn(typeNo))
    .limit(1)
    .executeTakeFirst();
  return row ? `科目 ${row.subject_code} 的凭证已使用该类型` : null;
};

export const auxItemUsageChecks: AuxItemUsageCheck[] = [itemInOpening, itemInRelation, itemInVouchers];
export const auxTypeUsageChecks: AuxTypeUsageCheck[] = [typeInOpening, typeInVouchers];

export async function auxItemUsed(
  db: Db,
  ledgerSetId: number,
  typeNo: string,
  infoNo: string,
): Promise<string | null> {
  for (const check of auxItemUsageChecks) {
    const reason = await check(db, ledgerSetId, typeNo, infoNo);
    if (reason) return reason;
  }
  return null;
}

export async function auxTypeUsed(
  db: Db,
  ledgerSetId: number,
  typeId: number,
  typeNo: string,
): Promise<string | null> {
  for (const check of auxTypeUsageChecks) {
    const reason = await check(db, ledgerSetId, typeId, typeNo);
    if (reason) return reason;
  }
  return null;
}
