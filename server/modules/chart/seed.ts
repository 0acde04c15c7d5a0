// Gives a ledger set its chart: the official subjects of its kind, the default code widths, the
// built-in auxiliary types and the old (2009) chart used by the subject succession. Called when a
// ledger set is created, by the demo seed, and at start-up for ledger sets created before charts
// existed.
import type { Kysely } from 'kysely';
import type { ChartKind } from '../../../src/core/subjects/types.ts';
import type { Database } from '../../db/schema.ts';
import { builtinAuxTypes } from './builtin-aux.ts';
import { officialChart, oldSubjects } from './catalog.ts';

export async function seedLedgerChart(
  db: Kysely<Database>,
  ledgerSetId: number,
  kind: ChartKind,
): Promise<void> {
  const existing = await db
    .selectFrom('subject')
    .select('id')
    .where('ledger_set_id', '=', ledgerSetId)
    .limit(1)
    .executeTakeFirst();
  if (existing) return;
  const chart = officialChart(kind);
  const parents = new Set(chart.map((s) => s.parentCode).filter((c) => c !== null));
  await db
    .insertInto('subject_setting')
    .values({ ledger_set_id: ledgerSetId })
    .onConflict((oc) => oc.doNothing())
    .execute();
  await db
    .insertInto('subject')
    .values(
      chart.map((s) => ({
        ledger_set_id: ledgerSetId,
        code: s.code,
        name: s.name,
        parent_code: s.parentCode,
        level: s.level,
        category: s.category,
        direction: s.direction,
        is_leaf: !parents.has(s.code),
        official: true,
      })),
    )
    .execute();
  await db
    .insertInto('aux_type')
    .values(
      builtinAuxTypes.map((t) => ({
        ledger_set_id: ledgerSetId,
        type_no: t.typeNo,
        type_name: t.typeName,
        builtin: t.builtin,
        fields: '[]',
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
  const oldParents = new Set(oldSubjects.map((s) => s.parentCode).filter((c) => c !== null));
  await db
    .insertInto('old_subject')
    .values(
      oldSubjects.map((s) => ({
        ledger_set_id: ledgerSetId,
        code: s.code,
        name: s.name,
        parent_code: s.parentCode,
        level: s.level,
        category: s.category,
        direction: s.direction,
        is_leaf: !oldParents.has(s.code),
        debit: '0',
        credit: '0',
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** Seeds every ledger set that has no chart yet (databases from before migration 0003). */
export async function ensureLedgerCharts(db: Kysely<Database>): Promise<number> {
  const bare = await db
    .selectFrom('ledger_set as l')
    .select(['l.id', 'l.kind'])
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('subject as s').select('s.id').whereRef('s.ledger_set_id', '=', 'l.id'))),
    )
    .execute();
  for (const ledger of bare) await seedLedgerChart(db, ledger.id, ledger.kind);
  return bare.length;
}
