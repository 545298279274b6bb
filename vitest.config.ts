import { configDefaults, defineConfig } from 'vitest/config';

// A `*.postgres.test.ts` file tests what exists only with a PostgreSQL server (several OS
// processes on one database, the database taken away): without TEST_DATABASE_URL it is left out of
// the run, since a file that declares no test fails the run.
const exclude = process.env.TEST_DATABASE_URL
  ? configDefaults.exclude
  : [...configDefaults.exclude, '**/*.postgres.test.ts'];

// One run covers every workspace: core and server in Node, the architecture checks (import
// direction, Chinese texts only in messages/), the SPA's components in happy-dom, and the
// end-to-end suites in real Chromium (they start their own server processes).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'core',
          include: ['packages/core/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/test/**/*.test.ts'],
          exclude,
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'architecture',
          include: ['tests/architecture/**/*.test.ts'],
          environment: 'node',
          // Each check parses every source file of the repository.
          testTimeout: 60_000,
        },
      },
      './apps/spa/vitest.config.ts',
      './apps/extension/vitest.config.ts',
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          exclude,
          environment: 'node',
          globalSetup: ['tests/support/globalSetup.ts'],
          testTimeout: 90_000,
          hookTimeout: 180_000,
          // A condition the browser reaches in its own time (a render, a poll of the server) gets
          // more than the default second: the suite shares a loaded machine in CI.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
