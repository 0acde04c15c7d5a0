// Gives a ledger set its assets settings: the card number width, the three classes with the
// subjects its chart has (a 基层 chart has no 171/172: those stay empty) and the GB/T 14885
// classification with the union subject and the minimum lives of 附录2. Called when a ledger set
// is created, by the demo seed, and at start-up for ledger sets created before the assets module.
import type { Kysely } from 'kysely';
import { CLASSIFICATION_SEED } from '../../../src/core/assets/classification-data.ts';
import { ASSET_CLASS_DEFAULTS, ASSET_CLASSES } from '../../../src/core/assets/types.ts';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

export async function seedAssetSettings(db: Db, ledgerSetId: number): Promise<void> {
  const existing = await db
    .selectFrom('asset_setting')
    .select('ledger_set_id')
    .where('ledger_set_id', '=', ledgerSetId)
    .executeTakeFirst();
  if (existing) return;
  await db.insertInto('asset_setting').values({ ledger_set_id: ledgerSetId }).execute();
  const codes = new Set(
    (await db.selectFrom('subject').select('code').where('ledger_set_id', '=', ledgerSetId).execute()).map(
      (s) => s.code,
    ),
  );
  const inChart = (code: string | null) => (code !== null && codes.has(code) ? code : null);
  await db
    .insertInto('asset_class_setting')
    .values(
      ASSET_CLASSES.map((c) => {
        const d = ASSET_CLASS_DEFAULTS[c];
        return {
          ledger_set_id: ledgerSetId,
          asset_class: c,
          name: d.name,
          prefix: d.prefix,
          asset_subject: inChart(d.assetSubject),
          contra_subject: inChart(d.contraSubject),
          fund_subject: inChart(d.fundSubject),
        };
      }),
    )
    .execute();
  await db
    .insertInto('asset_card_counter')
    .values(ASSET_CLASSES.map((c) => ({ ledger_set_id: ledgerSetId, asset_class: c })))
    .execute();
  // Two statements: the top classes, then their children (the seed has two levels).
  const values = (seeds: typeof CLASSIFICATION_SEED, ids: ReadonlyMap<string, number>) =>
    seeds.map((seed) => ({
      ledger_set_id: ledgerSetId,
      edition: seed.edition,
      code: seed.code,
      name: seed.name,
      parent_id: seed.parentCode === null ? null : (ids.get(seed.parentCode) ?? null),
      asset_class: seed.assetClass,
      subject_code: seed.subject,
      depreciable: seed.depreciable,
      min_life_months: seed.minLifeMonths,
      max_life_months: seed.maxLifeMonths,
      default_life_months: seed.minLifeMonths,
      structure_lives: seed.structureLives === null ? null : JSON.stringify(seed.structureLives),
      builtin: true,
      sort: CLASSIFICATION_SEED.indexOf(seed),
    }));
  const tops = CLASSIFICATION_SEED.filter((s) => s.parentCode === null);
  const inserted = await db
    .insertInto('asset_category')
    .values(values(tops, new Map()))
    .returning(['id', 'code'])
    .execute();
  const ids = new Map(inserted.map((r) => [r.code, r.id]));
  const children = CLASSIFICATION_SEED.filter((s) => s.parentCode !== null);
  if (children.length > 0) await db.insertInto('asset_category').values(values(children, ids)).execute();
}

/** Seeds every ledger set that has no assets settings yet (databases from before migration 0045). */
export async function ensureAssetSettings(db: Db): Promise<number> {
  const bare = await db
    .selectFrom('ledger_set as l')
    .select('l.id')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('asset_setting as s').select('s.ledger_set_id').whereRef('s.ledger_set_id', '=', 'l.id'),
        ),
      ),
    )
    .execute();
  for (const ledger of bare) await seedAssetSettings(db, ledger.id);
  return bare.length;
}
