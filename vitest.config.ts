import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import Sequencer from './test/sequencer.ts';

// Three suites: unit (pure code beside its source), server (HTTP against PGlite, or PostgreSQL when
// DATABASE_URL is set), e2e (the built app in Debian's Chromium against the real server). With
// POSTGRES_TEST_URL set (CI does) the server suite runs a second time, on that PostgreSQL server,
// in the same run: one pool of workers keeps both cores busy while the browser tests wait.

const postgresUrl = process.env.POSTGRES_TEST_URL;

const unitFiles = ['src/**/*.test.{ts,tsx}', 'workers/**/*.test.ts', 'server/**/*.test.ts'];

/**
 * Unit files that change what the next file in the same worker would see: a DOM environment,
 * module mocks, stubbed globals or timers, or an entry added to a module-level registry. They run
 * isolated, each in a fresh module graph; the others share one (see unit-shared below).
 */
const touchesShared =
  /@vitest-environment|vi\.(mock|doMock|stubGlobal|stubEnv|useFakeTimers|spyOn)\(|\bregister[A-Z]\w*\(/;
const sharedUnitFiles = ['src', 'workers', 'server']
  .flatMap((dir) => readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((file) => `${dir}/${file}`))
  .filter((file) => /\.test\.tsx?$/.test(file) && !touchesShared.test(readFileSync(file, 'utf8')));

const server = {
  include: ['test/server/**/*.test.ts'],
  environment: 'node',
  // Logins at OWASP's scrypt cost take ~0.3-1 s each; the suites log in hundreds of times.
  // auth-hardening.test.ts checks the production cost itself.
  env: { PASSWORD_SCRYPT_N: '16384' },
  testTimeout: 60_000,
  hookTimeout: 120_000,
  // Each file gets its own copy of the run's seeded database (db-template.ts) and its own port,
  // so files run side by side.
  globalSetup: ['test/server/global-setup.ts'],
  // Every file builds its own app and database, so a worker keeps the modules it loaded for the
  // next file: loading PGlite, Fastify and the server afresh per file was a third of the suite's
  // time (measured: 325 s -> 171 s for the suite on 2 workers).
  isolate: false,
};

export default defineConfig({
  test: {
    // Vitest's default, one worker fewer than the cores, is a single worker on a 2-core machine:
    // every file would run one after another while the second core idles.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    sequence: { sequencer: Sequencer },
    projects: [
      {
        test: { name: 'unit', include: unitFiles, exclude: sharedUnitFiles, environment: 'node' },
      },
      {
        // Pure code in Node: re-importing its modules for every file was most of these files' time.
        test: { name: 'unit-shared', include: sharedUnitFiles, environment: 'node', isolate: false },
      },
      { test: { ...server, name: 'server' } },
      ...(postgresUrl
        ? [
            {
              test: { ...server, name: 'server-postgres', env: { ...server.env, DATABASE_URL: postgresUrl } },
            },
          ]
        : []),
      {
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          environment: 'node',
          env: { PASSWORD_SCRYPT_N: '16384' },
          testTimeout: 120_000,
          hookTimeout: 300_000,
          globalSetup: ['test/e2e/global-setup.ts'],
        },
      },
    ],
  },
});
