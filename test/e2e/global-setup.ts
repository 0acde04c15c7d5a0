// Once per test run, before any browser file starts: the build (files run side by side, and two
// builds into one dist/ would clash) and the seeded database they all start from.
import type { TestProject } from 'vitest/node';
import setupDatabase from '../server/global-setup.ts';
import { ensureBuilt } from './harness.ts';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  ensureBuilt();
  return setupDatabase(project);
}
