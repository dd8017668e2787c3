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
  if (config.engine === 'sqlite') {
    const relative = path.relative(/* turbopackIgnore: true */ process.cwd(), config.file);
    return `SQLite (${relative && !relative.startsWith('..') ? relative : config.file})`;
  }
  const { hostname, port, pathname } = new URL(config.url);
  return `PostgreSQL (${hostname}${port ? `:${port}` : ''}${pathname})`;
}

/** Variables that platform hosts set in their builds and functions: their disks do not last. */
const PLATFORM_HOST_MARKERS = ['VERCEL', 'AWS_LAMBDA_FUNCTION_NAME', 'NETLIFY'] as const;

/**
 * Why this environment cannot keep leads, or undefined: on a platform host (Vercel, Netlify, AWS
 * Lambda) the disk is wiped or not shared between instances, so an SQLite file would lose
 * messages; such hosts need DATABASE_URL. Checked by `next build` (next.config.ts) and at start.
 */
export function platformStoreProblem(
  env: Record<string, string | undefined> = process.env,
): string | undefined {
  const host = PLATFORM_HOST_MARKERS.find((name) => env[name]?.trim());
  if (!host || env.DATABASE_URL?.trim()) return undefined;
  return (
    `DATABASE_URL is not set, and this is a platform host (${host} is set) whose disk does not keep ` +
    'files: set DATABASE_URL to a PostgreSQL database (postgres://user:password@host:5432/database) ' +
    'so that messages sent through the forms are kept'
  );
}
