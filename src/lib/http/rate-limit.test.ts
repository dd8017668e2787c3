import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type Sqlite from 'libsql';
import type pg from 'pg';
import { connect, type Connection } from '@/lib/db/connection';
import { describeEachEngine } from '@test-support/engines';
import { FORM_RATE_WINDOW_MS, storeRateLimiter } from './rate-limit';

const START = new Date('2026-03-01T10:00:00.000Z');

describeEachEngine('the form rate limit, counted in the database', (current, engine) => {
  // Only the clock is faked: the drivers' own timers keep running.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(START);
  });
  afterEach(() => vi.useRealTimers());
  const advance = (ms: number) => vi.setSystemTime(new Date(Date.now() + ms));

  it('accepts 5 sends in 10 minutes and refuses the sixth, saying when to come back', async () => {
    const limiter = storeRateLimiter(current, { limit: 5, endpoint: 'sdk-send' });
    for (let send = 1; send <= 5; send += 1) {
      expect(await limiter.take('203.0.113.9'), `send ${send}`).toEqual({ allowed: true, retryAfterMs: 0 });
      advance(60_000);
    }
    expect(await limiter.take('203.0.113.9')).toEqual({
      allowed: false,
      retryAfterMs: FORM_RATE_WINDOW_MS - 5 * 60_000,
    });
    // Refused sends do not move the window: it ends 10 minutes after the first send.
    advance(FORM_RATE_WINDOW_MS - 5 * 60_000 - 1);
    expect((await limiter.take('203.0.113.9')).allowed).toBe(false);
    advance(1);
    expect((await limiter.take('203.0.113.9')).allowed).toBe(true);
  });

  it('counts each address apart, and the forms as one budget: switching forms buys no extra sends', async () => {
    const sdk = storeRateLimiter(current, { limit: 5, endpoint: 'sdk-send' });
    const noScript = storeRateLimiter(current, { limit: 5, endpoint: 'no-script' });
    const handOff = storeRateLimiter(current, { limit: 5, endpoint: 'leads' });
    const book = storeRateLimiter(current, { limit: 5, endpoint: 'book' });
    const challenge = storeRateLimiter(current, { limit: 5, endpoint: 'challenge' });
    // Contact, subscribe and booking sends from one address, spread over the endpoints: five in all.
    const spread = [sdk, book, noScript, handOff, sdk, book, noScript, handOff, sdk, book, noScript, handOff, sdk, book, noScript];
    const decisions = [];
    for (const limiter of spread) decisions.push((await limiter.take('a')).allowed);
    expect(decisions.filter(Boolean)).toHaveLength(5);
    expect(decisions.slice(0, 5).every(Boolean)).toBe(true);
    expect((await sdk.take('b')).allowed).toBe(true);
    // Form tokens are counted apart: a visitor out of sends can still load a form.
    expect((await challenge.take('a')).allowed).toBe(true);
  });

  it('refuses a visitor past the budget from memory: refused sends write nothing to the store', async () => {
    const limiter = storeRateLimiter(current, { limit: 5, endpoint: 'sdk-send' });
    const stored = async () =>
      (await current().db.selectFrom('rate_limits').select('points').where('key', '=', 'form:send:203.0.113.7').executeTakeFirst())?.points;
    for (let send = 1; send <= 5; send += 1) expect((await limiter.take('203.0.113.7')).allowed).toBe(true);
    expect(await stored()).toBe(5);
    for (let refused = 1; refused <= 10; refused += 1) {
      const decision = await limiter.take('203.0.113.7');
      expect(decision.allowed).toBe(false);
      expect(decision.retryAfterMs).toBeGreaterThan(0);
    }
    // Without the in-memory block each refused send would have added a point in the store (15).
    expect(await stored()).toBe(5);
  });

  it('is one limit for two instances: two connections of their own share the count', async () => {
    const first = current();
    const second = connect(
      engine === 'sqlite' ? { engine, file: sqliteFileOf(first) } : { engine, url: postgresUrlOf(first) },
    );
    try {
      const one = storeRateLimiter(() => first, { limit: 5, endpoint: 'sdk-send' });
      const two = storeRateLimiter(() => second, { limit: 5, endpoint: 'sdk-send' });
      // Sent at once through both: exactly five get through, wherever they land.
      const decisions = await Promise.all(
        Array.from({ length: 12 }, (_, index) => (index % 2 ? one : two).take('198.51.100.4')),
      );
      expect(decisions.filter((decision) => decision.allowed)).toHaveLength(5);
      expect((await two.take('198.51.100.4')).allowed).toBe(false);
    } finally {
      await second.close();
    }
  });

  it('waits for a lead being stored on the same handle, rather than trip over its transaction', async () => {
    const { db } = current();
    const limiter = storeRateLimiter(current, { limit: 5, endpoint: 'leads' });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let begun = () => {};
    const inside = new Promise<void>((resolve) => (begun = resolve));
    const storing = db.transaction().execute(async (trx) => {
      await trx.selectFrom('leads').select('id').execute();
      begun();
      await held;
      return trx.selectFrom('deliveries').select('id').execute();
    });
    await inside;
    const taking = limiter.take('192.0.2.1');
    release();
    expect(await taking).toEqual({ allowed: true, retryAfterMs: 0 });
    await storing;
  });

  it('fails the send, rather than letting it through unseen, when the database cannot be opened', async () => {
    const limiter = storeRateLimiter(
      () => {
        throw new Error('SQLITE_CANTOPEN');
      },
      { limit: 5, endpoint: 'sdk-send' },
    );
    await expect(limiter.take('a')).rejects.toThrow('SQLITE_CANTOPEN');
  });
});

/** The file of the SQLite database `connection` is open on. */
function sqliteFileOf(connection: Connection): string {
  const sqlite = connection.client as Sqlite.Database;
  const [main] = sqlite.prepare('PRAGMA database_list').all() as { file: string }[];
  return main!.file;
}

/** The address of the PostgreSQL database `connection` is open on. */
function postgresUrlOf(connection: Connection): string {
  return (connection.client as pg.Pool).options.connectionString ?? '';
}
