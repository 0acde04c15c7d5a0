import { defineConfig } from 'vitest/config';

// Three suites: unit (pure code beside its source), server (HTTP against PGlite, or PostgreSQL when
// DATABASE_URL is set), e2e (the built app in Debian's Chromium against the real server).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'workers/**/*.test.ts', 'server/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['test/server/**/*.test.ts'],
          environment: 'node',
          // Logins at OWASP's scrypt cost take ~0.3-1 s each; the suites log in hundreds of times.
          // auth-hardening.test.ts checks the production cost itself.
          env: { PASSWORD_SCRYPT_N: '16384' },
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          globalSetup: ['test/server/global-setup.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          environment: 'node',
          env: { PASSWORD_SCRYPT_N: '16384' },
          testTimeout: 120_000,
          hookTimeout: 300_000,
          fileParallelism: false,
          globalSetup: ['test/server/global-setup.ts'],
        },
      },
    ],
  },
});
