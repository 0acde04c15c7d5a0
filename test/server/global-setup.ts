// Once per test run: the migrated, seeded database every server and e2e test file starts from
// (db-template.ts). Seeded as startServer seeds by default; on PostgreSQL when the project's (or
// the run's) DATABASE_URL names a server.
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../../server/config.ts';
import { buildTemplate } from './db-template.ts';
import { ADMIN_PASSWORD } from './harness.ts';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const base = project.config.env.DATABASE_URL ?? process.env.DATABASE_URL;
  return buildTemplate({ demo: loadConfig({}, []).demo, adminPassword: ADMIN_PASSWORD }, base);
}
