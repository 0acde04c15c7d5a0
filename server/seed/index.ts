// Start-up seeding: an empty database gets its administrator (and, unless switched off, the demo
// organisation) in one transaction; a seeded one only has its built-in roles brought up to date.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { ensureAssetSettings } from '../modules/assets/seed.ts';
import { ensureLedgerCharts } from '../modules/chart/seed.ts';
import { isEmpty, seedBase, syncRoles } from './admin.ts';
import { seedDemo } from './demo.ts';
import { seedMenu } from './menu.ts';

export interface SeedResult {
  seeded: boolean;
  generatedAdminPassword: string | null;
}

export async function seedDatabase(
  db: Kysely<Database>,
  options: { demo: boolean; adminPassword: string | undefined },
): Promise<SeedResult> {
  return db.transaction().execute(async (trx) => {
    await seedMenu(trx);
    if (!(await isEmpty(trx))) {
      await syncRoles(trx);
      // Ledger sets created before charts existed (migration 0003) get theirs now.
      await ensureLedgerCharts(trx);
      // Ledger sets created before the assets module (migration 0045) get its settings now.
      await ensureAssetSettings(trx);
      return { seeded: false, generatedAdminPassword: null };
    }
    const base = await seedBase(trx, {
      orgName: options.demo ? '示范市总工会' : '本级工会',
      adminPassword: options.adminPassword,
    });
    if (options.demo) await seedDemo(trx, base);
    return { seeded: true, generatedAdminPassword: base.generatedAdminPassword };
  });
}
