/**
 * Vitest's global setup: the store's tests run on SQLite and on a real PostgreSQL. `npm test`
 * starts one cluster for every runner and passes it in TEST_DATABASE_URL; a run of Vitest on its
 * own starts one here and stops it at the end. The tests read it with `inject('postgresUrl')`.
 */
import type { TestProject } from 'vitest/node';
import { startPostgres } from './postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

/** One cluster for every project of the run (vitest.config.ts has two), shared through the main process. */
const shared = globalThis as typeof globalThis & {
  testPostgres?: { cluster: ReturnType<typeof startPostgres>; users: number };
};

export default async function setup(project: TestProject): Promise<() => void> {
  const given = process.env.TEST_DATABASE_URL;
  if (given) {
    project.provide('postgresUrl', given);
    return () => undefined;
  }
  shared.testPostgres ??= { cluster: startPostgres(), users: 0 };
  const own = shared.testPostgres;
  own.users += 1;
  const cluster = await own.cluster;
  project.provide('postgresUrl', cluster.url);
  return () => {
    own.users -= 1;
    if (own.users > 0) return;
    cluster.stop();
    shared.testPostgres = undefined;
  };
}
