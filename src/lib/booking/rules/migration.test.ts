/**
 * Migration 0009 on a store that already has leads: their deliveries and attempts are kept (on
 * SQLite the deliveries table is made again), a lead's own delivery stays one per channel, and a
 * booking's events each get their own.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely, Migration } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateWith } from '@/lib/db/migrate';
import { migrations } from '@/lib/db/migrations/index';
import type { Database } from '@/lib/db/schema';
import { freshDatabase } from '@test-support/engines';

const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '0009')) as Record<
  string,
  Migration
>;
const provider = (set: Record<string, Migration>) => ({ getMigrations: async () => set });

for (const engine of ['sqlite', 'postgres'] as const) {
  describe(`migration 0009 (${engine})`, () => {
    it('keeps the deliveries and attempts there were, and their one-per-channel rule', async () => {
      const fresh = await freshDatabase(engine, { migrate: false });
      const db = fresh.connection.db as Kysely<Database>;
      try {
        await migrateWith(db, provider(before));
        const at = new Date().toISOString();
        await db
          .insertInto('leads')
          .values({
            id: 'lead-1',
            received_at: at,
            form: 'contact',
            path: 'embedded',
            email: 'a@example.pk',
            fields: '{}',
            status: 'new',
          } as never)
          .execute();
        await db
          .insertInto('deliveries')
          .values({
            id: 'delivery-1',
            lead_id: 'lead-1',
            channel: 'webhook',
            status: 'delivered',
            attempts: 1,
            created_at: at,
            updated_at: at,
          } as never)
          .execute();
        await db
          .insertInto('delivery_attempts')
          .values({
            id: 'attempt-1',
            delivery_id: 'delivery-1',
            lead_id: 'lead-1',
            channel: 'webhook',
            ok: 1,
            http_status: 200,
            at,
          })
          .execute();

        await migrateWith(db, provider(migrations));

        expect(await db.selectFrom('deliveries').select(['id', 'event', 'booking_id']).execute()).toEqual([
          { id: 'delivery-1', event: null, booking_id: null },
        ]);
        expect(await db.selectFrom('delivery_attempts').select('id').execute()).toEqual([
          { id: 'attempt-1' },
        ]);
        const row = (id: string, event: string | null, booking: string | null) => ({
          id,
          lead_id: 'lead-1',
          channel: 'webhook' as const,
          status: 'pending' as const,
          attempts: 0,
          created_at: at,
          updated_at: at,
          event: event as never,
          booking_id: booking,
        });
        await expect(
          db
            .insertInto('deliveries')
            .values(row(randomUUID(), null, null))
            .execute(),
        ).rejects.toThrow();
        await db
          .insertInto('deliveries')
          .values(row(randomUUID(), 'booking.created', 'b1'))
          .execute();
        await db
          .insertInto('deliveries')
          .values(row(randomUUID(), 'booking.cancelled', 'b1'))
          .execute();
        await expect(
          db
            .insertInto('deliveries')
            .values(row(randomUUID(), 'booking.cancelled', 'b1'))
            .execute(),
        ).rejects.toThrow();
        // Attempts still cascade from their delivery.
        await db.deleteFrom('leads').execute();
        expect(await db.selectFrom('delivery_attempts').select('id').execute()).toEqual([]);
      } finally {
        await fresh.dispose();
      }
    });
  });
}
