import { defineConfig } from 'vitest/config';
import unit from './vitest.config';

/**
 * The browserless tier (docs/quality.md): tests that read the production test server's HTML,
 * headers and statuses, or drive servers of their own, without a browser. `npm test` runs it
 * beside the browser tests, against the same server.
 */
export default defineConfig({
  resolve: unit.resolve,
  test: {
    include: ['e2e/served/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test-support/postgres-global-setup.ts', 'test-support/served-global-setup.ts'],
    // Each worker's fetch keeps idle connections briefly (test-support/served-setup.ts).
    setupFiles: ['test-support/served-setup.ts'],
    restoreMocks: true,
    pool: 'threads',
    // Each file starts from its own module, but the helpers and the site's modules it reads are
    // loaded once per worker rather than once per file; no file here mocks or stubs anything.
    isolate: false,
    // Most of the time is the server's: two workers keep both cores busy between its answers.
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
