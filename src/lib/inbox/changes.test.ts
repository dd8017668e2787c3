import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { emailJsKeys, testServerEnv } from '@test-support/email-sends';
import { describeEachEngine } from '@test-support/engines';
import { owedWithHeldCall } from '@/lib/booking/rules/release-owed';
import { getLead, saveLead } from '@/lib/leads/store';
import { changeStatus, eraseLeadBy, recentErasures } from './changes';

const BY = { userId: 'u1', name: 'Amna Tariq' };
const OTHER = { userId: 'u2', name: 'Bilal Ahmed' };
const OWNER = { ...BY, role: 'owner' } as const;
const MEMBER = { ...OTHER, role: 'member' } as const;
const HELD_FOR = 'the hidden field was filled in';
const contact = { name: 'Ayesha Khan', email: 'ayesha@example.pk', message: 'Hello' };
const CHANGED_AT = new Date('2026-11-26T12:00:00.000Z');
/** A server that e-mails through EmailJS and posts each lead to a webhook, as src/lib/inbox/actions.ts hands it over. */
const owed = owedWithHeldCall(
  testServerEnv({
    emailjs: emailJsKeys,
    emailjsPrivateKey: 'private',
    leadsWebhookUrl: 'http://127.0.0.1:9/hooks/leads',
  }),
  CHANGED_AT,
);

describeEachEngine('a member’s change of status', (current, engine) => {
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

  it('changes a status only from the one the member saw: the second of two changes from it changes nothing and says what it is now', async () => {
    const { db } = current();
    const id = await save();
    expect(await changeStatus(db, id, { from: 'new', to: 'contacted' }, BY, CHANGED_AT)).toBe(true);
    expect(await changeStatus(db, id, { from: 'new', to: 'won' }, OTHER, CHANGED_AT)).toEqual({
      changedMeanwhile: 'contacted',
    });
    // Even to the status it has now: the member did not see the other's change.
    expect(await changeStatus(db, id, { from: 'new', to: 'contacted' }, OTHER, CHANGED_AT)).toEqual({
      changedMeanwhile: 'contacted',
    });
    expect(await getLead(db, id)).toMatchObject({ status: 'contacted' });
    expect(await history(id)).toEqual([{ from_status: 'new', to_status: 'contacted', by_name: BY.name }]);
    expect(await changeStatus(db, id, { from: 'contacted', to: 'won' }, OTHER, CHANGED_AT)).toBe(true);
  });

  it('lets exactly one of two changes made at the same moment through (two connections on PostgreSQL)', async () => {
    const { db } = current();
    const id = await save();
    const results = await Promise.all([
      changeStatus(db, id, { from: 'new', to: 'contacted' }, BY, CHANGED_AT),
      changeStatus(db, id, { from: 'new', to: 'lost' }, OTHER, CHANGED_AT),
    ]);
    const won = results.indexOf(true);
    expect(won).toBeGreaterThanOrEqual(0);
    const status = won === 0 ? 'contacted' : 'lost';
    expect(results[1 - won]).toEqual({ changedMeanwhile: status });
    expect(await getLead(db, id)).toMatchObject({ status });
    expect(await history(id)).toHaveLength(1);
  });

  // PostgreSQL only: SQLite runs one transaction at a time, so no change lands between a read and a write.
  if (engine === 'postgres') {
    it('changes nothing when another member’s change commits between its read and its write', async () => {
      const { db } = current();
      const id = await save();
      let commit!: () => void;
      const held = new Promise<void>((resolve) => (commit = resolve));
      let rowLocked!: () => void;
      const locked = new Promise<void>((resolve) => (rowLocked = resolve));
      // Another member's transaction: it has changed the row and holds it, not yet committed.
      const other = db.transaction().execute(async (trx) => {
        await trx.updateTable('leads').set({ status: 'contacted' }).where('id', '=', id).execute();
        rowLocked();
        await held;
      });
      await locked;
      // This change reads 'new' (the other is not committed) and then waits on the row.
      const mine = changeStatus(db, id, { from: 'new', to: 'lost' }, BY, CHANGED_AT);
      const waitingOnTheRow = async () => {
        const { rows } = await sql<{ waiting: string }>`
          select count(*) as waiting from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`.execute(db);
        return Number(rows[0]?.waiting) > 0;
      };
      while (!(await waitingOnTheRow())) await new Promise((resolve) => setTimeout(resolve, 10));
      commit();
      await other;
      expect(await mine).toEqual({ changedMeanwhile: 'contacted' });
      expect(await getLead(db, id)).toMatchObject({ status: 'contacted' });
      expect(await history(id)).toEqual([]);
    });
  }

  it('releases a held lead once when two members both let it through from spam', async () => {
    const { db } = current();
    const id = await save(HELD_FOR);
    expect(await changeStatus(db, id, { from: 'spam', to: 'new' }, BY, CHANGED_AT, owed)).toBe(true);
    expect(await changeStatus(db, id, { from: 'spam', to: 'contacted' }, OTHER, CHANGED_AT, owed)).toEqual({
      changedMeanwhile: 'new',
    });
    expect(await deliveries(id)).toHaveLength(2);
    expect(await history(id)).toEqual([{ from_status: 'spam', to_status: 'new', by_name: BY.name }]);
  });

  it('lets an owner erase a lead, not a member; the audit row says who, when and which lead, nothing of it', async () => {
    const { db } = current();
    const id = await save();
    await changeStatus(db, id, 'contacted', BY, CHANGED_AT);
    expect(await eraseLeadBy(db, id, MEMBER, CHANGED_AT)).toBe('refused');
    expect(await getLead(db, id)).toMatchObject({ status: 'contacted' });
    expect(await db.selectFrom('inbox_audit').selectAll().execute()).toEqual([]);

    expect(await eraseLeadBy(db, id, OWNER, CHANGED_AT)).toBe('erased');
    expect(await getLead(db, id)).toBeUndefined();
    expect(await history(id)).toEqual([]);
    const rows = await db.selectFrom('inbox_audit').selectAll().execute();
    expect(rows).toEqual([
      {
        id: expect.any(String),
        action: 'lead-erased',
        lead_id: id,
        by_user_id: OWNER.userId,
        by_name: OWNER.name,
        at: CHANGED_AT.toISOString(),
      },
    ]);
    for (const value of Object.values(contact)) expect(JSON.stringify(rows)).not.toContain(value);

    expect(await eraseLeadBy(db, id, OWNER, CHANGED_AT)).toBe('gone');
    expect(await db.selectFrom('inbox_audit').selectAll().execute()).toHaveLength(1);
  });

  it('lists erasures newest first', async () => {
    const { db } = current();
    const [older, newer] = [await save(), await save()];
    await eraseLeadBy(db, older, OWNER, new Date('2026-11-26T09:00:00.000Z'));
    await eraseLeadBy(db, newer, { ...OWNER, name: 'Sana' }, new Date('2026-11-27T09:00:00.000Z'));
    expect((await recentErasures(db)).map((entry) => [entry.lead_id, entry.by_name])).toEqual([
      [newer, 'Sana'],
      [older, OWNER.name],
    ]);
  });
});
