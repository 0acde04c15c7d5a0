// The take-over draft of a pending succession: the amount each new end-level subject receives
// (succession_take) and the old subjects it takes over (succession_link, codeArray of spec §3).
import type { Kysely } from 'kysely';
import { debitNetOf, debitNetToSides } from '../../../src/core/subjects/balance.ts';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

export interface Draft {
  takes: Map<string, bigint>;
  links: Map<string, string[]>;
}

export async function loadDraft(db: Db, ledgerSetId: number): Promise<Draft> {
  const takes = await db
    .selectFrom('succession_take')
    .select(['new_code', 'debit', 'credit'])
    .where('ledger_set_id', '=', ledgerSetId)
    .execute();
  const links = await db
    .selectFrom('succession_link')
    .select(['new_code', 'old_code'])
    .where('ledger_set_id', '=', ledgerSetId)
    .orderBy('old_code')
    .execute();
  const byNew = new Map<string, string[]>();
  for (const l of links) byNew.set(l.new_code, [...(byNew.get(l.new_code) ?? []), l.old_code]);
  return { takes: new Map(takes.map((t) => [t.new_code, debitNetOf(t.debit, t.credit)])), links: byNew };
}

export function linkedOldCodes(draft: Draft): Set<string> {
  return new Set([...draft.links.values()].flat());
}

export async function setTake(db: Db, ledgerSetId: number, newCode: string, debitNet: bigint) {
  await db
    .deleteFrom('succession_take')
    .where('ledger_set_id', '=', ledgerSetId)
    .where('new_code', '=', newCode)
    .execute();
  if (debitNet === 0n) return;
  await db
    .insertInto('succession_take')
    .values({ ledger_set_id: ledgerSetId, new_code: newCode, ...debitNetToSides(debitNet) })
    .execute();
}

export async function setLinks(db: Db, ledgerSetId: number, newCode: string, oldCodes: readonly string[]) {
  await db
    .deleteFrom('succession_link')
    .where('ledger_set_id', '=', ledgerSetId)
    .where('new_code', '=', newCode)
    .execute();
  const unique = [...new Set(oldCodes)];
  if (unique.length === 0) return;
  await db
    .insertInto('succession_link')
    .values(unique.map((old) => ({ ledger_set_id: ledgerSetId, new_code: newCode, old_code: old })))
    .execute();
}

export async function clearDraft(db: Db, ledgerSetId: number) {
  await db.deleteFrom('succession_link').where('ledger_set_id', '=', ledgerSetId).execute();
  await db.deleteFrom('succession_take').where('ledger_set_id', '=', ledgerSetId).execute();
}

export async function saveRecord(
  db: Db,
  ledgerSetId: number,
  values: { mode?: 1 | 3; manualUndertaking?: boolean; completedBy?: number },
) {
  const set = {
    ...(values.mode !== undefined ? { mode: values.mode } : {}),
    ...(values.manualUndertaking !== undefined ? { manual_undertaking: values.manualUndertaking } : {}),
    ...(values.completedBy !== undefined
      ? { completed_by: values.completedBy, completed_at: new Date() }
      : {}),
    updated_at: new Date(),
  };
  await db
    .insertInto('succession_record')
    .values({ ledger_set_id: ledgerSetId, mode: values.mode ?? null, ...set })
    .onConflict((oc) => oc.column('ledger_set_id').doUpdateSet(set))
    .execute();
}
