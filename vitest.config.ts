import { defineConfig } from 'vitest/config';

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
