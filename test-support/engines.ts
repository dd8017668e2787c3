/**
 * Runs a store's tests on both engines the site supports: each test gets a fresh SQLite file and
 * a fresh PostgreSQL database (in the cluster of test-support/postgres-global-setup.ts), migrated
 * to the latest tables.
 *
 * The migrations run once per worker, into a database of each engine that is then copied for each
 * test (the file's bytes; PostgreSQL's CREATE DATABASE … TEMPLATE), not once per test: hundreds of
 * tests each running every migration kept PostgreSQL busy for about 115 core-seconds of the unit
 * tests' run. Each copy is still brought to the latest migration as the server does at start (a
 * check that finds nothing to do); the migrations themselves, from an empty database, are tested
 * in src/lib/db/migrate.test.ts and the booking migrations' tests.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, inject } from 'vitest';
import type { DatabaseConfig } from '@/lib/db/config';
import { connect, type Connection, type Engine } from '@/lib/db/connection';
import { migrateToLatest } from '@/lib/db/migrate';
import { createDatabase } from './postgres';

export const engines: { name: string; engine: Engine }[] = [
  { name: 'SQLite', engine: 'sqlite' },
  { name: 'PostgreSQL', engine: 'postgres' },
];

/** This worker's migrated databases, made on first use (kept on globalThis across its test files). */
const migratedKey = Symbol.for('lahore-agency-site.tests.migrated-databases');
type Holder = { [migratedKey]?: { sqlite?: Promise<Buffer>; postgres?: Promise<string> } };
const made = () => ((globalThis as Holder)[migratedKey] ??= {});

/** Brings the database `config` names to the latest migration, then closes it. */
async function migrateAndClose(config: DatabaseConfig): Promise<void> {
  const connection = connect(config);
  try {
    await migrateToLatest(connection.db);
  } finally {
    // SQLite: the last connection's close folds the write-ahead log into the file, which is then whole.
    await connection.close();
  }
}

/** A migrated SQLite file's bytes, to write as each test's file. */
function migratedSqliteFile(): Promise<Buffer> {
  return (made().sqlite ??= (async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'site-sqlite-migrated-'));
    try {
      const file = path.join(dir, 'site.db');
      await migrateAndClose({ engine: 'sqlite', file });
      return readFileSync(file);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  })());
}

/** The name of a migrated database in the tests' cluster, no one connected to it, to copy. */
function migratedPostgresDatabase(clusterUrl: string): Promise<string> {
  return (made().postgres ??= (async () => {
    const url = await createDatabase(clusterUrl, 'migrated');
    await migrateAndClose({ engine: 'postgres', url });
    return new URL(url).pathname.slice(1);
  })());
}

/** A fresh database on `engine`, migrated unless told not to, and how to throw it away. */
export async function freshDatabase(
  engine: Engine,
  { migrate = true }: { migrate?: boolean } = {},
): Promise<{ connection: Connection; config: DatabaseConfig; dispose(): Promise<void> }> {
  if (engine === 'sqlite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'site-sqlite-'));
    const config = { engine: 'sqlite', file: path.join(dir, 'site.db') } as const;
    if (migrate) writeFileSync(config.file, await migratedSqliteFile(), { mode: 0o600 });
    const connection = connect(config);
    if (migrate) await migrateToLatest(connection.db);
    return {
      connection,
      config,
      async dispose() {
        await connection.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const clusterUrl = inject('postgresUrl');
  const template = migrate ? await migratedPostgresDatabase(clusterUrl) : undefined;
  const config = { engine: 'postgres', url: await createDatabase(clusterUrl, 'test', template) } as const;
  const connection = connect(config);
  if (migrate) await migrateToLatest(connection.db);
  return { connection, config, dispose: () => connection.close() };
}

/**
 * `describe` once per engine; `body` gets a getter for the current test's connection, and one for
 * its database's address (to open a second connection, as another instance would).
 */
export function describeEachEngine(
  title: string,
  body: (current: () => Connection, engine: Engine, currentConfig: () => DatabaseConfig) => void,
): void {
  for (const { name, engine } of engines) {
    describe(`${title} (${name})`, () => {
      let database: Awaited<ReturnType<typeof freshDatabase>> | undefined;
      beforeEach(async () => {
        database = await freshDatabase(engine);
      });
      afterEach(async () => {
        await database?.dispose();
        database = undefined;
      });
      const now = () => {
        if (!database) throw new Error('no database outside a test');
        return database;
      };
      body(
        () => now().connection,
        engine,
        () => now().config,
      );
    });
  }
}
