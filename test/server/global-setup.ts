// Once per test run: the migrated, seeded database every server and e2e test file starts from
// (db-template.ts). Seeded as startServer seeds by default.
import { loadConfig } from '../../server/config.ts';
import { buildTemplate } from './db-template.ts';
import { ADMIN_PASSWORD } from './harness.ts';

export default async function setup(): Promise<() => Promise<void>> {
  return buildTemplate({ demo: loadConfig({}, []).demo, adminPassword: ADMIN_PASSWORD });
}
