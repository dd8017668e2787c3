import { expect, it } from 'vitest';
import { emailJsKeys, testServerEnv } from '@test-support/email-sends';
import { describeEachEngine } from '@test-support/engines';
import { owedOnRelease } from '@/lib/leads/channels';
import { getLead, saveLead } from '@/lib/leads/store';
import { changeStatus } from './changes';

const BY = { userId: 'u1', name: 'Amna Tariq' };
const HELD_FOR = 'the hidden field was filled in';
const contact = { name: 'Ayesha Khan', email: 'ayesha@example.pk', message: 'Hello' };
const CHANGED_AT = new Date('2026-11-26T12:00:00.000Z');
/** A server that e-mails through EmailJS and posts each lead to a webhook, as src/lib/inbox/actions.ts hands it over. */
const owed = owedOnRelease(
  testServerEnv({
    emailjs: emailJsKeys,
    emailjsPrivateKey: 'private',
    leadsWebhookUrl: 'http://127.0.0.1:9/hooks/leads',
  }),
  CHANGED_AT,
);

describeEachEngine('a member’s change of status', (current) => {
  const deliveries = (id: string) =>
    current()
      .db.selectFrom('deliveries')
      .select(['channel', 'next_attempt_at'])
      .where('lead_id', '=', id)
      .orderBy('channel')
      .execute();
  const history = (id: string) =>
    current()
      .db.selectFrom('lead_status_changes')
      .select(['from_status', 'to_status', 'by_name'])
      .where('lead_id', '=', id)
      .orderBy('at')
      .execute();
  const save = async (spamReason?: string) =>
    (await saveLead(current().db, { form: 'contact', path: 'no-script', fields: contact, spamReason })).id;

  it('from spam to new lets a lead held on arrival through: its deliveries are queued, the change recorded', async () => {
    const { db } = current();
    const id = await save(HELD_FOR);
    expect(await changeStatus(db, id, 'new', BY, CHANGED_AT, owed)).toBe(true);
    // The reason stays for the record of why it was held.
    expect(await getLead(db, id)).toMatchObject({ status: 'new', spam_reason: HELD_FOR });
    const due = CHANGED_AT.toISOString();
    expect(await deliveries(id)).toEqual([
      { channel: 'email', next_attempt_at: due },
      { channel: 'webhook', next_attempt_at: due },
    ]);
    expect(await history(id)).toEqual([{ from_status: 'spam', to_status: 'new', by_name: BY.name }]);
  });

  it('to any other status lets it through too, and queues its deliveries once however often it changes', async () => {
    const { db } = current();
    const id = await save(HELD_FOR);
    await changeStatus(db, id, 'contacted', BY, CHANGED_AT, owed);
    await changeStatus(db, id, 'spam', BY, CHANGED_AT, owed);
    await changeStatus(db, id, 'won', BY, CHANGED_AT, owed);
    expect(await getLead(db, id)).toMatchObject({ status: 'won' });
    expect(await deliveries(id)).toHaveLength(2);
    expect((await history(id)).map((change) => change.to_status)).toEqual(['contacted', 'spam', 'won']);
  });

  it('from spam to new queues nothing for a lead a member marked spam by hand (it was never held)', async () => {
    const { db } = current();
    const id = await save();
    await changeStatus(db, id, 'spam', BY, CHANGED_AT, owed);
    await changeStatus(db, id, 'new', BY, CHANGED_AT, owed);
    expect(await getLead(db, id)).toMatchObject({ status: 'new', spam_reason: null });
    expect(await deliveries(id)).toEqual([]);
    expect((await history(id)).map((change) => change.to_status)).toEqual(['spam', 'new']);
  });

  it('changes nothing when a held lead is marked spam, and says false for a lead that is gone', async () => {
    const { db } = current();
    const id = await save(HELD_FOR);
    expect(await changeStatus(db, id, 'spam', BY, CHANGED_AT, owed)).toBe(true);
    expect(await deliveries(id)).toEqual([]);
    expect(await history(id)).toEqual([]);
    await db.deleteFrom('leads').where('id', '=', id).execute();
    expect(await changeStatus(db, id, 'new', BY, CHANGED_AT, owed)).toBe(false);
  });
});
