import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { describeEachEngine } from '@test-support/engines';
import { databaseConfig, describeDatabase } from './config';
import { readsBesideTransactions } from './connection';
import { migrateToLatest } from './migrate';

describe('the database the server uses', () => {
  it('is SQLite in .data/ with nothing set, and PostgreSQL when DATABASE_URL is', () => {
    expect(databaseConfig({})).toEqual({
      engine: 'sqlite',
      file: expect.stringMatching(/\.data\/site\.db$/),
    });
    expect(databaseConfig({ SQLITE_PATH: '/tmp/leads.db' })).toEqual({
      engine: 'sqlite',
      file: '/tmp/leads.db',
    });
    expect(
      databaseConfig({ DATABASE_URL: 'postgres://u:p@db.example.com:5432/site?sslmode=require' }),
    ).toEqual({
      engine: 'postgres',
      url: 'postgres://u:p@db.example.com:5432/site?sslmode=require',
    });
    expect(() => databaseConfig({ DATABASE_URL: 'mysql://db.example.com/site' })).toThrow(
      /DATABASE_URL must be a PostgreSQL address/,
    );
  });

  it('is described without its password', () => {
    const described = describeDatabase({
      engine: 'postgres',
      url: 'postgres://site:s3cret@db.example.com:5432/site',
    });
    expect(described).toBe('PostgreSQL (db.example.com:5432/site)');
    expect(described).not.toContain('s3cret');
  });
});

describeEachEngine('the connection', (current) => {
  it('reads beside an open transaction only over PostgreSQL’s pool, and says so', async () => {
    const { db, authDb, engine } = current();
    expect(readsBesideTransactions(db)).toBe(engine === 'postgres');
    expect(readsBesideTransactions(authDb)).toBe(engine === 'postgres');
    if (engine !== 'postgres') return;
    // A transaction waiting on a read made outside it: over the pool the read gets its own connection.
    const seen = await db.transaction().execute(async (trx) => {
      await sql`select 1`.execute(trx);
      const { rows } = await sql<{ one: number }>`select 1 as one`.execute(db);
      return rows[0]?.one;
    });
    expect(seen).toBe(1);
  });

  it('is told PostgreSQL by code bundled with a copy of Kysely of its own (a route beside the start-up hook)', async () => {
    const { db, engine } = current();
    // Another bundle's copy: its PostgresAdapter is another class than the one the connection made.
    vi.doMock('kysely', async (actual) => ({ ...(await actual<object>()), PostgresAdapter: class {} }));
    vi.resetModules();
    try {
      const { isPostgres, dbTime } = await import('./clock');
      expect(isPostgres(db)).toBe(engine === 'postgres');
      const { rows } = await sql<{ now: string | Date }>`select ${dbTime(db)} as now`.execute(db);
      expect(Math.abs(new Date(rows[0]!.now).getTime() - Date.now())).toBeLessThan(60_000);
    } finally {
      vi.doUnmock('kysely');
      vi.resetModules();
    }
  });
});

describeEachEngine('the migrations', (current) => {
  it('make every table, and running them again changes nothing', async () => {
    const { db } = current();
    await migrateToLatest(db);
    const tables = await db.introspection.getTables();
    expect(
      tables
        .map((table) => table.name)
        .filter((name) => !name.startsWith('kysely_'))
        .sort(),
    ).toEqual([
      'auth_account',
      'auth_rate_limit',
      'auth_session',
      'auth_user',
      'auth_verification',
      'booking_holds',
      'booking_settings',
      'bookings',
      'deliveries',
      'delivery_attempts',
      'form_proofs_used',
      'inbox_audit',
      'lead_notes',
      'lead_status_changes',
      'leads',
      'message_prints',
      'rate_limits',
      'set_password_links',
      'sign_in_pairs',
      'spam_learning',
      'spam_marks',
      'spam_rules',
      'web_vitals',
      'whatsapp_stops',
    ]);
  });

  it('remove a lead’s deliveries with it', async () => {
    const { db } = current();
    const now = new Date().toISOString();
    await db
      .insertInto('leads')
      .values({
        id: 'l1',
        received_at: now,
        form: 'subscribe',
        path: 'embedded',
        email: 'a@example.pk',
        fields: '{}',
        status: 'new',
      })
      .execute();
    await db
      .insertInto('deliveries')
      .values({
        id: 'd1',
        lead_id: 'l1',
        channel: 'webhook',
        status: 'pending',
        attempts: 0,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await db.deleteFrom('leads').where('id', '=', 'l1').execute();
    const left = await db
      .selectFrom('deliveries')
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(left.n)).toBe(0);
  });
});
