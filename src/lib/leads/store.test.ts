import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeEachEngine } from '@test-support/engines';
import { getLead, leadFields, recordBrowserOutcome, saveLead } from './store';

const contact = {
  name: 'Ayesha Khan',
  email: 'ayesha@example.pk',
  subject: 'Clinic site',
  message: 'We need a site for three clinics.\n=HYPERLINK("http://x")\n<script>alert(1)</script>',
  language: 'ur',
  utm_source: 'facebook',
  landing_page: '/services/web-development',
};

describeEachEngine('the lead store', (current) => {
  it('keeps every field of a lead as text, with its attribution in columns', async () => {
    const { db } = current();
    const { id, created } = await saveLead(db, { form: 'contact', path: 'embedded', fields: contact });
    expect(created).toBe(true);
    const lead = await getLead(db, id);
    expect(lead).toMatchObject({
      form: 'contact',
      path: 'embedded',
      name: 'Ayesha Khan',
      email: 'ayesha@example.pk',
      message: contact.message,
      language: 'ur',
      utm_source: 'facebook',
      utm_campaign: null,
      landing_page: '/services/web-development',
      browser_outcome: null,
      status: 'new',
    });
    expect(leadFields(lead!)).toEqual(contact);
  });

  it('stores a message sent twice under one id once, and queues its deliveries once', async () => {
    const { db } = current();
    const id = randomUUID();
    const due = [{ channel: 'webhook' as const, dueAt: new Date() }];
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        saveLead(db, { id, form: 'contact', path: 'emailjs', fields: contact }, due),
      ),
    );
    expect(results.filter((result) => result.created)).toHaveLength(1);
    expect(await db.selectFrom('leads').select('id').execute()).toHaveLength(1);
    expect(await db.selectFrom('deliveries').select('id').execute()).toHaveLength(1);
  });

  it('refuses an id that is not a UUID, and writes nothing', async () => {
    const { db } = current();
    await expect(
      saveLead(db, {
        id: "x'); drop table leads; --",
        form: 'subscribe',
        path: 'emailjs',
        fields: { email: 'a@b.pk' },
      }),
    ).rejects.toThrow(/must be a UUID/);
    expect(await db.selectFrom('leads').select('id').execute()).toHaveLength(0);
  });

  it('marks the owed e-mail delivered when the browser sent it, and leaves it queued when it failed', async () => {
    const { db } = current();
    const email = [{ channel: 'email' as const, dueAt: new Date(Date.now() + 5 * 60_000) }];
    const sent = await saveLead(
      db,
      { id: randomUUID(), form: 'contact', path: 'emailjs', fields: contact },
      email,
    );
    const failed = await saveLead(
      db,
      { id: randomUUID(), form: 'contact', path: 'emailjs', fields: contact },
      email,
    );
    expect(await recordBrowserOutcome(db, sent.id, 'sent')).toBe(true);
    expect(await recordBrowserOutcome(db, failed.id, 'failed')).toBe(true);
    expect(await recordBrowserOutcome(db, randomUUID(), 'sent')).toBe(false);
    const deliveries = await db.selectFrom('deliveries').select(['lead_id', 'status']).execute();
    expect(deliveries).toContainEqual({ lead_id: sent.id, status: 'delivered' });
    expect(deliveries).toContainEqual({ lead_id: failed.id, status: 'pending' });
    expect((await getLead(db, failed.id))?.browser_outcome).toBe('failed');
  });
});
