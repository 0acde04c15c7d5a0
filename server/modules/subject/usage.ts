// Whether a subject "has data" (已有数据): such a subject cannot be deleted, disabled, or get its
// first child. Each check answers for a set of codes: opening balances, the succession, and voucher
// entries (voucher_entry.subject_code); every caller honours all of them.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

/** Answers the codes among `codes` that this kind of data uses, with a reason ("已录入期初余额"). */
export type SubjectUsageCheck = (
  db: Db,
  ledgerSetId: number,
  codes: readonly string[],
) => Promise<Map<string, string>>;

const openingBalances: SubjectUsageCheck = async (db, ledgerSetId, codes) => {
  if (codes.length === 0) return new Map();
  const rows = await db
    .selectFrom('opening_balance')
    .select('subject_code')
    .distinct()
    .where('ledger_set_id', '=', ledgerSetId)
    .where('subject_code', 'in', codes)
    .execute();
  return new Map(rows.map((r) => [r.subject_code, '已录入期初余额']));
};

const succession: SubjectUsageCheck = async (db, ledgerSetId, codes) => {
  if (codes.length === 0) return new Map();
  const rows = await db
    .selectFrom('succession_link')
    .select('new_code')
    .distinct()
    .where('ledger_set_id', '=', ledgerSetId)
    .where('new_code', 'in', codes)
    .union(
      db
        .selectFrom('succession_take')
        .select('new_code')
        .where('ledger_set_id', '=', ledgerSetId)
        .where('new_code', 'in', codes),
    )
    .execute();
  return new Map(rows.map((r) => [r.new_code, '已在科目衔接中承接旧科目余额']));
};

// One index probe per code (voucher_entry_subject_idx), not a scan of every line of the books.
const voucherEntries: SubjectUsageCheck = async (db, ledgerSetId, codes) => {
  if (codes.length === 0) return new Map();
  const rows = await db
    .selectFrom('subject as s')
    .select('s.code')
    .where('s.ledger_set_id', '=', ledgerSetId)
    .where('s.code', 'in', codes)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('voucher_entry as e')
          .select('e.line_no')
          .whereRef('e.ledger_set_id', '=', 's.ledger_set_id')
          .whereRef('e.subject_code', '=', 's.code'),
      ),
    )
    .execute();
  return new Map(rows.map((r) => [r.code, '已录入凭证']));
};

/** The checks in force; append one per kind of data that refers to subjects. */
export const subjectUsageChecks: SubjectUsageCheck[] = [openingBalances, succession, voucherEntries];

/** code -> the first reason it is used, for the given codes (all of the ledger set's when omitted). */
export async function subjectUsage(
  db: Db,
  ledgerSetId: number,
  codes?: readonly string[],
): Promise<Map<string, string>> {
  const list =
    codes ??
    (await db.selectFrom('subject').select('code').where('ledger_set_id', '=', ledgerSetId).execute()).map(
      (r) => r.code,
    );
  const used = new Map<string, string>();
  for (const check of subjectUsageChecks) {
    for (const [code, reason] of await check(db, ledgerSetId, list))
      if (!used.has(code)) used.set(code, reason);
  }
  return used;
}
