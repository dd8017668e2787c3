/**
 * The server's one connection to its database (server only): a Kysely instance over SQLite (the
 * `libsql` driver, better-sqlite3's API with prebuilt binaries) or over a pool of PostgreSQL
 * connections (`pg`, with TLS when the address asks for it, e.g. `?sslmode=require`). Every
 * query is written once, for both.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import Sqlite from 'libsql';
import pg from 'pg';
import { databaseConfig, type DatabaseConfig } from './config';
import type { Database } from './schema';

/** How long a write waits for another process's lock on the SQLite file before it fails. */
const SQLITE_BUSY_TIMEOUT_MS = 5_000;
/** Connections each instance keeps to PostgreSQL: a hosted database counts them per plan. */
const POSTGRES_POOL_SIZE = 10;

export type Engine = DatabaseConfig['engine'];

export interface Connection {
  engine: Engine;
  db: Kysely<Database>;
  /** The driver's own handle, for rate-limiter-flexible's store. */
  client: Sqlite.Database | pg.Pool;
  close(): Promise<void>;
}

export function openSqlite(file: string): Sqlite.Database {
  mkdirSync(path.dirname(file), { recursive: true });
  const database = new Sqlite(file);
  // WAL lets readers and one writer work side by side (two processes on one file); FULL syncs
  // each commit to disk before it returns, so a lead answered "sent" survives a power cut.
  database.exec(`PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON;`);
  database.exec(`PRAGMA busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS};`);
  return database;
}

/** Opens the database `config` names (the environment's by default). */
export function connect(config: DatabaseConfig = databaseConfig()): Connection {
  if (config.engine === 'sqlite') {
    const client = openSqlite(config.file);
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: client }) });
    return { engine: 'sqlite', db, client, close: () => db.destroy() };
  }
  const client = new pg.Pool({ connectionString: config.url, max: POSTGRES_POOL_SIZE });
  // An idle connection the server drops (a restart, a failover) must not crash the process.
  client.on('error', (error) => console.error(`[db] PostgreSQL connection lost: ${error.message}`));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: client }) });
  return { engine: 'postgres', db, client, close: () => db.destroy() };
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

export function db(): Kysely<Database> {
  return connection().db;
}
