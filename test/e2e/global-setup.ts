// Once per test run, before any browser file starts: the build (files run side by side, and two
// builds into one dist/ would clash), the seeded database they all start from, and one Chromium
// they all connect to (each file used to launch its own: a second or more of CPU every file).
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import setupDatabase from '../server/global-setup.ts';
import { chromiumArgs, chromiumPath, ensureBuilt } from './harness.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's Chromium, for launchChromium() to connect to. */
    chromiumEndpoint: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  ensureBuilt();
  const [teardownDatabase, browser] = await Promise.all([
    setupDatabase(project),
    chromium.launchServer({ executablePath: chromiumPath, args: chromiumArgs }),
  ]);
  project.provide('chromiumEndpoint', browser.wsEndpoint());
  return async () => {
    await browser.close();
    await teardownDatabase();
  };
}
