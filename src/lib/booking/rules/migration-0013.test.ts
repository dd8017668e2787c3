/**
 * Migration 0013 on a store that already has bookings, on both engines: each keeps its row with no
 * `expires_at` (booked calls never expire), a pending booking's is stored and compared as a time,
 * and undoing it gives the table back as it was.
 */
import type { Kysely, Migration } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateWith } from '@/lib/db/migrate';
import { migrations } from '@/lib/db/migrations/index';
import * as bookingConfirm from '@/lib/db/migrations/0013-booking-confirm';
import type { Database } from '@/lib/db/schema';
import { freshDatabase } from '@test-support/engines';

const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '0013')) as Record<
  string,
  Migration
>;
const provider = (set: Record<string, Migration>) => ({ getMigrations: async () => set });
const AT = '2026-11-30T03:00:00.000Z';

for (const engine of ['sqlite', 'postgres'] as const) {
  describe(`migration 0013 (${engine})`, () => {
    it('keeps the bookings there were, unexpiring, and stores a pending booking’s expiry', async () => {
      const fresh = await freshDatabase(engine, { migrate: false });
      const db = fresh.connection.db as Kysely<Database>;
      const booking = (id: string, status: string) =>
        ({
          id,
          lead_id: 'lead-1',
          starts_at: '2026-12-01T06:30:00.000Z',
          ends_at: '2026-12-01T07:00:00.000Z',
          status,
          language: 'en',
          created_at: AT,
        }) as never;
      try {
        await migrateWith(db, provider(before));
        await db
          .insertInto('leads')
          .values({
            id: 'lead-1',
            received_at: AT,
            form: 'booking',
            path: 'booking',
            email: 'a@example.pk',
            fields: '{}',
            status: 'new',
          } as never)
          .execute();
        await db.insertInto('bookings').values(booking('b1', 'booked')).execute();

        await migrateWith(db, provider(migrations));

        expect(await db.selectFrom('bookings').select(['id', 'expires_at']).execute()).toEqual([
          { id: 'b1', expires_at: null },
        ]);
        await db
          .insertInto('bookings')
          .values({
            ...(booking('b2', 'pending') as object),
            expires_at: '2026-11-30T03:30:00.000Z',
          } as never)
          .execute();
        const live = await db
          .selectFrom('bookings')
          .select('id')
          .where('status', '=', 'pending')
          .where('expires_at', '>', '2026-11-30T03:10:00.000Z')
          .execute();
        expect(live).toEqual([{ id: 'b2' }]);

        await bookingConfirm.down(db as Kysely<unknown>);
        const ids = await db.selectFrom('bookings').select('id').orderBy('id').execute();
        expect(ids).toEqual([{ id: 'b1' }, { id: 'b2' }]);
      } finally {
        await fresh.dispose();
      }
    });
  });
}
