// Once per test run: the migrated, seeded database every server and e2e test file starts from
// (db-template.ts). Seeded as startServer seeds by default; on PostgreSQL when the project's (or
// the run's) DATABASE_URL names a server.
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../../server/config.ts';
import { buildTemplate } from './db-template.ts';
import { ADMIN_PASSWORD } from './harness.ts';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const base = project.config.env.DATABASE_URL ?? process.env.DATABASE_URL;
  // The seed hashes the demo users' passwords at the cost of the process it runs in. This is
  // Vitest's main process, which the project's env (PASSWORD_SCRYPT_N) does not reach: without it
  // the template's users got OWASP-cost hashes (N=2^17) and every login of the suites paid 8 times
  // the cost the project asks for. Set for the seed only, so the other projects' workers, which
  // inherit this process's env, still see production's default.
  const cost = project.config.env.PASSWORD_SCRYPT_N;
  const previous = process.env.PASSWORD_SCRYPT_N;
  if (cost !== undefined) process.env.PASSWORD_SCRYPT_N = cost;
  try {
    return await buildTemplate({ demo: loadConfig({}, []).demo, adminPassword: ADMIN_PASSWORD }, base);
  } finally {
    if (previous === undefined) delete process.env.PASSWORD_SCRYPT_N;
    else process.env.PASSWORD_SCRYPT_N = previous;
  }
}
