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

export default async function setup(project: TestProject): Promise<() => void> {
  const given = process.env.TEST_DATABASE_URL;
  if (given) {
    project.provide('postgresUrl', given);
    return () => undefined;
  }
  const cluster = await startPostgres();
  project.provide('postgresUrl', cluster.url);
  return () => cluster.stop();
}
