/**
 * Which database the server keeps its leads, limits and accounts in, chosen once from the
 * environment: PostgreSQL when `DATABASE_URL` is set (several instances, platform hosts), else
 * SQLite in a file under `.data/` (one server, no setup).
 */
import path from 'node:path';

export type DatabaseConfig = { engine: 'sqlite'; file: string } | { engine: 'postgres'; url: string };

/** Where the embedded database lives unless `SQLITE_PATH` says otherwise. */
export const DEFAULT_SQLITE_FILE = path.join('.data', 'site.db');

export function databaseConfig(env: Record<string, string | undefined> = process.env): DatabaseConfig {
  const url = env.DATABASE_URL?.trim();
  if (url) {
    if (!/^postgres(ql)?:\/\//i.test(url)) {
      throw new Error(
        'DATABASE_URL must be a PostgreSQL address (postgres://user:password@host:5432/database)',
      );
    }
    return { engine: 'postgres', url };
  }
  const configured = env.SQLITE_PATH?.trim();
  // Resolved at run time, in the folder the server runs in; never traced into the build output.
  const file = configured
    ? path.resolve(/* turbopackIgnore: true */ configured)
    : path.join(/* turbopackIgnore: true */ process.cwd(), DEFAULT_SQLITE_FILE);
  return { engine: 'sqlite', file };
}

/** The store in words, for the start-up log: never the address or its password. */
export function describeDatabase(config: DatabaseConfig): string {
  if (config.engine === 'sqlite')
    return `SQLite (${path.relative(process.cwd(), config.file) || config.file})`;
  const { hostname, port, pathname } = new URL(config.url);
  return `PostgreSQL (${hostname}${port ? `:${port}` : ''}${pathname})`;
}
