/**
 * SQLite's migrations as one `BEGIN IMMEDIATE` transaction: a run that fails part-way leaves none of
 * its tables, and servers starting together on one file (child processes, as real instances are)
 * wait for each other, past the connection's busy timeout, and run each migration once.
 * PostgreSQL's side is Kysely's own lock.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type Sqlite from 'libsql';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { spawnChild } from '@test-support/children/spawn';
import { connect, type Connection } from './connection';
import { migrateToLatest, migrateWith } from './migrate';
import { migrations } from './migrations';
import type { Database } from './schema';

/** The busy timeout src/lib/db/connection.ts gives every SQLite connection. */
const CONNECTION_BUSY_TIMEOUT_MS = 5_000;
/** Longer than that: a waiting server must wait on, not fail. */
const HOLD_LOCK_MS = CONNECTION_BUSY_TIMEOUT_MS + 1_000;
/** tsx compiles on first run; a busy two-core machine needs more than Vitest's default. */
const CHILD_TIMEOUT_MS = 90_000;

const provider = (list: Record<string, Migration>): MigrationProvider => ({
  getMigrations: async () => list,
});

const first: Migration = {
  async up(db) {
    await db.schema
      .createTable('first_table')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .execute();
    await sql`insert into first_table (id) values ('kept')`.execute(db);
  },
};
/** Makes a table and fills it, then fails: none of it may stay. */
const broken: Migration = {
  async up(db) {
    await db.schema.createTable('half_made').addColumn('id', 'text').execute();
    await sql`insert into half_made (id) values ('lost')`.execute(db);
    await sql`insert into no_such_table (id) values ('x')`.execute(db);
  },
};

/** Every table in the file, Kysely's own included. */
async function tables(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name
  `.execute(db);
  return rows.map((row) => row.name);
}

async function migrationsRun(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
  return rows.map((row) => row.name);
}

describe('the migrations on SQLite', () => {
  let dir: string;
  let file: string;
  const open: Connection[] = [];
  const connectFile = () => {
    const connection = connect({ engine: 'sqlite', file });
    open.push(connection);
    return connection;
  };

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'site-migrate-'));
    file = path.join(dir, 'site.db');
  });
  afterEach(async () => {
    for (const connection of open.splice(0)) await connection.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('leave none of the tables of a run that fails part-way, Kysely’s own included', async () => {
    const { db } = connectFile();
    await expect(migrateWith(db, provider({ '0001-first': first, '0002-broken': broken }))).rejects.toThrow(
      /database migration 0002-broken failed: .*no_such_table/,
    );
    expect(await tables(db)).toEqual([]);
    // Nothing half-done stands in the way of the next start.
    await migrateToLatest(db);
    expect(await migrationsRun(db)).toEqual(Object.keys(migrations).sort());
  });

  it('keep an earlier run’s tables and rows when a later run fails', async () => {
    const { db } = connectFile();
    await migrateWith(db, provider({ '0001-first': first }));
    await expect(migrateWith(db, provider({ '0001-first': first, '0002-broken': broken }))).rejects.toThrow(
      /0002-broken/,
    );
    expect(await tables(db)).toEqual(['first_table', 'kysely_migration', 'kysely_migration_lock']);
    expect(await migrationsRun(db)).toEqual(['0001-first']);
    const { rows } = await sql<{ id: string }>`select id from first_table`.execute(db);
    expect(rows).toEqual([{ id: 'kept' }]);
  });

  it(
    'make servers starting together on one file wait for the lock, past the busy timeout, and migrate once',
    async () => {
      // A third process (this one) holds the lock while both start, longer than their busy timeout.
      const holder = connectFile();
      (holder.client as Sqlite.Database).exec('BEGIN IMMEDIATE');
      const children = [spawnChild('migrate.ts', [file]), spawnChild('migrate.ts', [file])];
      try {
        await Promise.all(children.map((child) => child.line(/^migrating$/)));
        await new Promise((resolve) => setTimeout(resolve, HOLD_LOCK_MS));
      } finally {
        (holder.client as Sqlite.Database).exec('COMMIT');
      }
      for (const child of children) {
        expect(await child.exited, child.stderr()).toEqual({ code: 0, signal: null });
        const report = JSON.parse(child.lines.at(-1) ?? '{}') as {
          migratedInMs: number;
          busyTimeoutMs: number;
        };
        // It waited rather than failing, and its connection is as connection.ts made it.
        expect(report.migratedInMs).toBeGreaterThanOrEqual(HOLD_LOCK_MS);
        expect(report.busyTimeoutMs).toBe(CONNECTION_BUSY_TIMEOUT_MS);
      }
      expect(await migrationsRun(holder.db)).toEqual(Object.keys(migrations).sort());
      const { rows } = await sql<{ count: number }>`select count(*) as count from rate_limits`.execute(
        holder.db,
      );
      expect(rows[0]?.count).toBe(children.length);
    },
    CHILD_TIMEOUT_MS,
  );
});
