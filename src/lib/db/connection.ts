/**
 * The server's one connection to its database (server only): a Kysely instance over SQLite (the
 * `libsql` driver, better-sqlite3's API with prebuilt binaries) or over a pool of PostgreSQL
 * connections (`pg`, with TLS when the address asks for it, e.g. `?sslmode=require`). Every
 * query is written once, for both.
 */
import 'server-only';
import { chmodSync, closeSync, mkdirSync, openSync, statSync } from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import Sqlite from 'libsql';
import pg from 'pg';
import { databaseConfig, DEFAULT_SQLITE_FILE, type DatabaseConfig } from './config';
import { isPostgres, rememberPostgres } from './clock';
import { ImmediateSqliteDialect } from './immediate-sqlite';
import { IsoDatesPlugin } from './iso-dates';
import type { Database } from './schema';

/** How long a write waits for another process's lock on the SQLite file before it fails. */
const SQLITE_BUSY_TIMEOUT_MS = 5_000;
/** Connections each instance keeps to PostgreSQL: a hosted database counts them per plan. */
const POSTGRES_POOL_SIZE = 10;

export type Engine = DatabaseConfig['engine'];

export interface Connection {
  engine: Engine;
  /** The site's queries: every time read as ISO 8601 text, on both engines (./iso-dates.ts). */
  db: Kysely<Database>;
  /** The same connection for better-auth, which reads PostgreSQL's times as Dates. */
  authDb: Kysely<Database>;
  /** The driver's own handle, for rate-limiter-flexible's store. */
  client: Sqlite.Database | pg.Pool;
  close(): Promise<void>;
}

/**
 * Leads and the sign-in key are for the server's user alone, whatever the umask (022 under a plain
 * `npm start` would leave them readable by every user of the machine).
 */
const PRIVATE_FOLDER_MODE = 0o700;
const PRIVATE_FILE_MODE = 0o600;
/** Group and other users' permission bits, taken away from a file or folder open to them. */
const GROUP_AND_OTHERS = 0o077;
/** The permission part of a file's mode (its type is in the bits above). */
const PERMISSION_BITS = 0o7777;
/** A WAL database's companions: the log holds the latest leads, the index pages of them. */
const SQLITE_COMPANIONS = ['-wal', '-shm'] as const;

/** The folder the site keeps its own files in: `.data/` in the folder the server runs in. */
function siteDataFolder(): string {
  return path.join(/* turbopackIgnore: true */ process.cwd(), path.dirname(DEFAULT_SQLITE_FILE));
}

/** Takes group and other users' permissions off `target` if it exists and has any. */
export function restrictToOwner(target: string): void {
  let mode: number;
  try {
    mode = statSync(target).mode;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  if ((mode & GROUP_AND_OTHERS) === 0) return;
  try {
    chmodSync(target, mode & PERMISSION_BITS & ~GROUP_AND_OTHERS);
  } catch (error) {
    // Another user's file (EPERM) or a read-only disk: the site still works, so it says so rather
    // than refusing to start.
    const reason = error instanceof Error ? error.message : String(error);
    const octal = (mode & PERMISSION_BITS).toString(8);
    console.warn(
      `[db] ${target} is open to other users (mode ${octal}) and could not be tightened: ${reason}`,
    );
  }
}

/**
 * Makes `folder` (and missing parents) for the server's user only. The site's own `.data/` is
 * tightened when it exists already; a folder an admin chose (SQLITE_PATH) keeps the permissions
 * they gave it, unless it is made here.
 */
export function ensurePrivateFolder(folder: string): void {
  const resolved = path.resolve(folder);
  // The umask can only take bits away: a folder made here is never open to others.
  const made = mkdirSync(resolved, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  if (made === undefined && resolved === siteDataFolder()) restrictToOwner(resolved);
}

/**
 * Makes `file` empty and 0600 when it does not exist, else takes others' permissions off it. An
 * existing file's content is never touched.
 */
function ensurePrivateFile(file: string): void {
  try {
    closeSync(openSync(file, 'wx', PRIVATE_FILE_MODE));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    restrictToOwner(file);
  }
}

export function openSqlite(file: string): Sqlite.Database {
  ensurePrivateFolder(path.dirname(file));
  // Made before SQLite opens it, so it is never readable by others even for a moment; SQLite (unix)
  // makes the -wal and -shm files with the main file's permissions (file-modes.test.ts checks).
  ensurePrivateFile(file);
  // Companions left by a run of an earlier version may still be open to others.
  for (const suffix of SQLITE_COMPANIONS) restrictToOwner(`${file}${suffix}`);
  const database = new Sqlite(file);
  // WAL lets readers and one writer work side by side (two processes on one file); FULL syncs
  // each commit to disk before it returns, so a lead answered "sent" survives a power cut.
  // The wait first: two processes opening a new file at once must not fail on switching it to WAL.
  database.exec(`PRAGMA busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS};`);
  database.exec(`PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON;`);
  return database;
}

/** Opens the database `config` names (the environment's by default). */
export function connect(config: DatabaseConfig = databaseConfig()): Connection {
  if (config.engine === 'sqlite') {
    const client = openSqlite(config.file);
    const db = new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: client }) });
    return { engine: 'sqlite', db, authDb: db, client, close: () => db.destroy() };
  }
  const client = new pg.Pool({ connectionString: config.url, max: POSTGRES_POOL_SIZE });
  // An idle connection the server drops (a restart, a failover) must not crash the process.
  client.on('error', (error) => console.error(`[db] PostgreSQL connection lost: ${error.message}`));
  const authDb = new Kysely<Database>({ dialect: new PostgresDialect({ pool: client }) });
  rememberPostgres(authDb);
  // Shares the pool: `withPlugin` makes a second view of one Kysely, not a second connection.
  const db = authDb.withPlugin(new IsoDatesPlugin());
  return { engine: 'postgres', db, authDb, client, close: () => authDb.destroy() };
}

const globalKey = Symbol.for('lahore-agency-site.db');
type Holder = { [globalKey]?: Connection };

/**
 * The process's connection, opened on first use. Kept on `globalThis` so the route handlers'
 * bundles and the start-up hook share one pool (and one SQLite handle).
 */
export function connection(): Connection {
  const holder = globalThis as Holder;
  holder[globalKey] ??= connect();
  return holder[globalKey];
}

/** Closes the process's connection if one was opened (the graceful stop), and forgets it. */
export async function closeConnection(): Promise<void> {
  const holder = globalThis as Holder;
  const open = holder[globalKey];
  holder[globalKey] = undefined;
  await open?.close();
}

/**
 * True when `db` serves a read on one connection while a transaction holds another: PostgreSQL's
 * pool does; SQLite has one connection, which a transaction keeps until it ends.
 */
export function readsBesideTransactions(db: Kysely<Database>): boolean {
  return isPostgres(db);
}

export function db(): Kysely<Database> {
  return connection().db;
}
