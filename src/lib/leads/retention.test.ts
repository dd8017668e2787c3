import { expect, it } from 'vitest';
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
});
