import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeEachEngine } from '@test-support/engines';
import { releaseHeldLead, type OwedDeliveries } from './release';
import { queueDeliveryOnce } from './queue';
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

  it("queues one delivery of a booking's event once, due now or when asked, whoever queues it again", async () => {
    const { db } = current();
    const { id } = await saveLead(db, { form: 'contact', path: 'embedded', fields: contact });
    const now = new Date('2026-12-01T09:00:00.000Z');
    const bookingId = randomUUID();
    const existing = { channel: 'visitor' as const, event: 'booking.existing' as const, bookingId };
    const tries = await Promise.all(
      Array.from({ length: 4 }, () => queueDeliveryOnce(db, id, existing, now)),
    );
    expect(tries.filter(Boolean)).toHaveLength(1);
    const reminderAt = new Date('2026-12-02T08:00:00.000Z');
    const reminder = { ...existing, event: 'booking.reminder.60' as const, dueAt: reminderAt };
    expect(await queueDeliveryOnce(db, id, reminder, now)).toBe(true);
    expect(await queueDeliveryOnce(db, id, { ...existing, bookingId: randomUUID() }, now)).toBe(true);
    const queued = await db
      .selectFrom('deliveries')
      .select(['lead_id', 'channel', 'event', 'booking_id', 'status', 'attempts', 'next_attempt_at'])
      .where('booking_id', '=', bookingId)
      .orderBy('next_attempt_at')
      .execute();
    expect(queued).toEqual([
      {
        lead_id: id,
        channel: 'visitor',
        event: 'booking.existing',
        booking_id: bookingId,
        status: 'pending',
        attempts: 0,
        next_attempt_at: now.toISOString(),
      },
      {
        lead_id: id,
        channel: 'visitor',
        event: 'booking.reminder.60',
        booking_id: bookingId,
        status: 'pending',
        attempts: 0,
        next_attempt_at: reminderAt.toISOString(),
      },
    ]);
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

describeEachEngine('letting a held lead through', (current) => {
  const HELD_FOR = 'sent without JavaScript and not confirmed yet';
  const RELEASED_AT = new Date('2026-11-26T12:00:00.000Z');
  /** What a released lead is owed in these tests: the webhook, at once. */
  const owed: OwedDeliveries = () => [{ channel: 'webhook', dueAt: RELEASED_AT }];

  /** Saves a lead held for `spamReason`, or a person's without one. */
  const save = async (spamReason?: string) =>
    (await saveLead(current().db, { form: 'contact', path: 'no-script', fields: contact, spamReason })).id;
  const hold = (spamReason = HELD_FOR) => save(spamReason);
  const deliveries = (id: string) =>
    current()
      .db.selectFrom('deliveries')
      .select(['channel', 'status', 'next_attempt_at'])
      .where('lead_id', '=', id)
      .execute();

  it('stores a held lead as spam with its reason, and queues nothing for it', async () => {
    const id = await hold();
    expect(await getLead(current().db, id)).toMatchObject({ status: 'spam', spam_reason: HELD_FOR });
    expect(await deliveries(id)).toEqual([]);
  });

  it('lets it through once: status new, the reason kept, what it is owed queued in the same step', async () => {
    const { db } = current();
    const id = await hold();
    const released = await releaseHeldLead(db, id, { owed, now: RELEASED_AT });
    expect(released).toMatchObject({ id, status: 'new', spam_reason: HELD_FOR });
    expect(await getLead(db, id)).toMatchObject({ status: 'new', spam_reason: HELD_FOR });
    expect(await deliveries(id)).toEqual([
      { channel: 'webhook', status: 'pending', next_attempt_at: RELEASED_AT.toISOString() },
    ]);
    expect(await releaseHeldLead(db, id, { owed, now: RELEASED_AT })).toBeUndefined();
    expect(await deliveries(id)).toHaveLength(1);
  });

  it('lets it through once when released by several at the same moment', async () => {
    const { db } = current();
    const id = await hold();
    const results = await Promise.all(Array.from({ length: 5 }, () => releaseHeldLead(db, id, { owed })));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await deliveries(id)).toHaveLength(1);
  });

  it('queues nothing again for a lead let through before, marked spam and let through again', async () => {
    const { db } = current();
    const id = await hold();
    await releaseHeldLead(db, id, { owed });
    await db.updateTable('leads').set({ status: 'spam' }).where('id', '=', id).execute();
    expect(await releaseHeldLead(db, id, { owed, status: 'contacted' })).toMatchObject({
      status: 'contacted',
    });
    expect(await deliveries(id)).toHaveLength(1);
  });

  it('leaves alone a lead that is not held, or marked spam by hand (no reason)', async () => {
    const { db } = current();
    const person = await save();
    const byHand = await save();
    await db.updateTable('leads').set({ status: 'spam' }).where('id', '=', byHand).execute();
    for (const id of [person, byHand, randomUUID()])
      expect(await releaseHeldLead(db, id, { owed })).toBeUndefined();
    expect(await getLead(db, byHand)).toMatchObject({ status: 'spam', spam_reason: null });
    expect(await db.selectFrom('deliveries').selectAll().execute()).toEqual([]);
  });

  it('lets through only a lead held for a reason `when` accepts', async () => {
    const { db } = current();
    const filled = await hold('the hidden field was filled in');
    const onlyUnconfirmed = (reason: string) => reason === HELD_FOR;
    expect(await releaseHeldLead(db, filled, { owed, when: onlyUnconfirmed })).toBeUndefined();
    expect(await getLead(db, filled)).toMatchObject({ status: 'spam' });
    expect(await deliveries(filled)).toEqual([]);
    const unconfirmed = await hold();
    expect(await releaseHeldLead(db, unconfirmed, { owed, when: onlyUnconfirmed })).toMatchObject({
      status: 'new',
    });
  });

  it('forgets why it was held when asked to (a sender who confirmed), and sets the status asked for', async () => {
    const { db } = current();
    const id = await hold();
    expect(await releaseHeldLead(db, id, { owed, clearReason: true, status: 'won' })).toMatchObject({
      status: 'won',
      spam_reason: null,
    });
    expect(await getLead(db, id)).toMatchObject({ status: 'won', spam_reason: null });
  });

  it('hands `owed` the lead as stored, so it can leave out an e-mail the browser already sent', async () => {
    const { db } = current();
    const { id } = await saveLead(db, {
      id: randomUUID(),
      form: 'contact',
      path: 'emailjs',
      fields: contact,
      spamReason: HELD_FOR,
    });
    await recordBrowserOutcome(db, id, 'sent');
    const seen: string[] = [];
    await releaseHeldLead(db, id, {
      owed: (lead) => {
        seen.push(`${lead.path} ${lead.browser_outcome} ${lead.status}`);
        return [];
      },
    });
    expect(seen).toEqual(['emailjs sent spam']);
  });
});
