import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { DEFAULT_AVAILABILITY } from '@/lib/booking/calendar/settings';
import { heldSpan } from '@/lib/booking/calendar/slots';
import { bookCall } from '@/lib/booking/rules/store';
import { testServerEnv } from '@test-support/email-sends';
import { describeEachEngine } from '@test-support/engines';
import { deleteExpiredLeads } from './retention';
import { saveLead } from './store';

describeEachEngine('deleting old leads', (current) => {
  it('deletes the leads older than the retention, with their deliveries, and keeps the rest', async () => {
    const { db } = current();
    const now = new Date('2026-03-01T00:00:00.000Z');
    const day = 24 * 60 * 60 * 1000;
    const due = [{ channel: 'webhook' as const, dueAt: now }];
    const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * day);
    for (const daysAgo of [400, 366, 364, 1]) {
      await saveLead(
        db,
        { form: 'subscribe', path: 'embedded', fields: { email: `${daysAgo}@example.pk` } },
        due,
        at(daysAgo),
      );
    }
    expect(await deleteExpiredLeads(db, 365, now)).toBe(2);
    const kept = await db.selectFrom('leads').select('email').orderBy('email').execute();
    expect(kept.map((lead) => lead.email)).toEqual(['1@example.pk', '364@example.pk']);
    expect(await db.selectFrom('deliveries').select('id').execute()).toHaveLength(2);
    expect(await deleteExpiredLeads(db, 365, now)).toBe(0);
  });

  it('keeps a lead whose call is still to come, however old the lead', async () => {
    const { db } = current();
    const now = new Date('2026-03-01T00:00:00.000Z');
    const day = 24 * 60 * 60 * 1000;
    const server = testServerEnv();
    const bookedAt = new Date(now.getTime() - 2 * day);
    const start = Date.parse('2026-03-03T06:00:00.000Z');
    await bookCall(db, {
      leadId: randomUUID(),
      fields: { name: 'Caller', email: 'caller@example.pk' },
      call: { start, end: start + 30 * 60_000, span: heldSpan(DEFAULT_AVAILABILITY, start), language: 'en' },
      spamReason: undefined,
      server,
      now: bookedAt,
    });
    // A retention of one day: the lead is two days old, its call two days ahead.
    expect(await deleteExpiredLeads(db, 1, now)).toBe(0);
    expect(await db.selectFrom('bookings').select('status').execute()).toEqual([{ status: 'booked' }]);
    // Once the call has happened, it goes like any other.
    expect(await deleteExpiredLeads(db, 1, new Date(start + day))).toBe(1);
  });
});
