import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const include = ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'];
const TEST_FILE = /\.test\.tsx?$/;

/**
 * What makes a test file change the world of the files after it: module mocks, the environment,
 * timers, globals or `process` stubbed, a DOM. Such a file runs in a fresh worker of its own.
 */
const CHANGES_ITS_WORKER =
  /vi\.(mock|doMock|unmock|stubEnv|stubGlobal|useFakeTimers|resetModules|spyOn\(process)|process\.env(\.[A-Z_]+|\[[^\]]+\]) *=[^=]|delete process\.env|Object\.assign\(process\.env|@vitest-environment/;

/** The test files that need a worker of their own, found by what they say (`CHANGES_ITS_WORKER`). */
export function isolatedTestFiles(root = __dirname): string[] {
  return ['src', 'scripts']
    .flatMap((folder) =>
      readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' }).map((file) =>
        path.join(folder, file),
      ),
    )
    .filter((file) => TEST_FILE.test(file))
    .filter((file) => CHANGES_ITS_WORKER.test(readFileSync(path.join(root, file), 'utf8')))
    .sort();
}

const isolated = isolatedTestFiles();

const shared = {
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
    environment: 'node',
    // Password hashing and the PostgreSQL tests take seconds on a busy two-core machine.
    testTimeout: 30_000,
    // The stores' tests run on SQLite and on a throwaway PostgreSQL cluster (test-support/postgres.ts),
    // one for both projects (the first project's setup starts it, the second finds it).
    globalSetup: ['test-support/postgres-global-setup.ts'],
    restoreMocks: true,
  },
};

export default defineConfig({
  resolve: shared.resolve,
  test: {
    // Worker threads start faster than child processes: about 5 s off the whole run here.
    pool: 'threads',
    // Three workers on two cores: many tests wait on PostgreSQL or a server on loopback rather than
    // on the CPU.
    maxWorkers: 3,
    projects: [
      {
        // Most files leave nothing behind: they share their worker's modules, which are then
        // loaded once per worker rather than once per file (a third of the unit tests' time).
        resolve: shared.resolve,
        test: { ...shared.test, name: 'unit', include, exclude: isolated, isolate: false },
      },
      {
        // Component tests opt into a DOM with a `// @vitest-environment jsdom` comment.
        resolve: shared.resolve,
        test: { ...shared.test, name: 'unit-isolated', include: isolated, isolate: true },
      },
    ],
  },
});
