import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(__dirname, 'src'),
      // Helpers only tests use, kept out of src/ (tsconfig.json maps the same name).
      '@test-support': path.resolve(__dirname, 'test-support'),
      // The marker that keeps server modules out of browser bundles: empty outside a browser build.
      'server-only': path.resolve(__dirname, 'node_modules/server-only/empty.js'),
    },
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    environment: 'node',
    // Password hashing and the PostgreSQL tests take seconds on a busy two-core machine.
    testTimeout: 30_000,
    // The stores' tests run on SQLite and on a throwaway PostgreSQL cluster (test-support/postgres.ts).
    globalSetup: ['test-support/postgres-global-setup.ts'],
    // Component tests opt into a DOM with a `// @vitest-environment jsdom` comment.
    restoreMocks: true,
    // Worker threads start faster than child processes: about 5 s off the whole run here.
    pool: 'threads',
    // Three workers on two cores: many tests wait on PostgreSQL or a server on loopback rather than
    // on the CPU (about 450 s in one worker beside the build, 190 s in three alone).
    maxWorkers: 3,
  },
});
