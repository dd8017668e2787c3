/**
 * Runs a store's tests on both engines the site supports: each test gets a fresh SQLite file and
 * a fresh PostgreSQL database (in the cluster of test-support/postgres-global-setup.ts), migrated
 * to the latest tables.
 */
import { mkdtempSync, rmSync } from 'node:fs';
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

/** A fresh database on `engine`, migrated unless told not to, and how to throw it away. */
export async function freshDatabase(
  engine: Engine,
  { migrate = true }: { migrate?: boolean } = {},
): Promise<{ connection: Connection; config: DatabaseConfig; dispose(): Promise<void> }> {
  if (engine === 'sqlite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'site-sqlite-'));
    const config = { engine: 'sqlite', file: path.join(dir, 'site.db') } as const;
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
  const config = { engine: 'postgres', url: await createDatabase(inject('postgresUrl')) } as const;
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
