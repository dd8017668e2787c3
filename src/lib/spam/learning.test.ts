import { expect, it } from 'vitest';
import { describeEachEngine } from '@test-support/engines';
import { connect } from '@/lib/db/connection';
import { changeStatus, deleteLead } from '@/lib/inbox/changes';
import { deleteExpiredLeads } from '@/lib/leads/retention';
import { saveLead } from '@/lib/leads/store';
import { judgeSettings } from './judge/assess';
import { judgeContent, type MessageText } from './judge/score';
import { countMarks, dropOrphanMarks, forgetMarks, learnedVersion, readDeltas, siteModel } from './learning';
import { spamModel } from './load';

const OWNER = { userId: 'u1', name: 'Ravi (owner)' };
const MS_PER_DAY = 24 * 60 * 60 * 1000;
type Text = Required<Pick<MessageText, 'email' | 'name' | 'message'>>;
/** Let through by the trained model: the team will teach that it is spam. */
const OFFER: Text = {
  email: 'seller@example.com',
  name: 'Seller',
  message: 'Please call me about the website project we discussed last week.',
};
/** Held by the trained model: the team will teach that it is a real enquiry. */
const ENQUIRY: Text = {
  email: 'kamran@example.pk',
  name: 'Kamran',
  message: 'We offer premium marketing services for your agency, reply for details today.',
};

describeEachEngine('the team’s marks teach the classifier', (current, engine, config) => {
  /** The classifier alone (no rule of the team's) on `text`, with the site's marks. */
  const classify = async (text: MessageText, db = current().db) =>
    judgeContent(text, { ...judgeSettings(), model: await siteModel(db) });
  const lead = async (text: Text, spamReason?: string) =>
    (
      await saveLead(current().db, {
        form: 'contact',
        path: 'embedded',
        fields: { ...text },
        spamReason,
      })
    ).id;

  it('a "Spam" raises the next verdict on the same text, a "Not spam" lowers it, and a reset clears both', async () => {
    const { db } = current();
    const before = await classify({ ...OFFER, email: 'other@example.org' });
    expect(before.verdict).toBe('pass');
    expect(await learnedVersion(db)).toBe(0);

    const offer = await lead(OFFER);
    expect(await changeStatus(db, offer, { from: 'new', to: 'spam' }, OWNER)).toBe(true);
    const learned = await classify({ ...OFFER, email: 'other@example.org' });
    expect(learned.score).toBeGreaterThan(before.score);
    expect(learned.verdict).not.toBe('pass');

    const heldBefore = await classify(ENQUIRY);
    expect(heldBefore.verdict).toBe('hold');
    const enquiry = await lead(ENQUIRY, 'spam chance 90 %: words: premium');
    expect(await changeStatus(db, enquiry, { from: 'spam', to: 'new' }, OWNER)).toBe(true);
    expect((await classify(ENQUIRY)).verdict).toBe('pass');
    expect(await countMarks(db)).toBe(2);

    expect(await forgetMarks(db)).toBe(2);
    expect(await countMarks(db)).toBe(0);
    expect(await readDeltas(db)).toEqual({ docs: { spam: 0, ham: 0 }, tokens: [] });
    expect(await classify({ ...OFFER, email: 'other@example.org' })).toEqual(before);
    expect(await classify(ENQUIRY)).toEqual(heldBefore);
    // The version goes on counting, so no instance mistakes the empty table for what it cached.
    expect(await learnedVersion(db)).toBe(3);
  });

  it('a change of mind takes the earlier mark back exactly, and the same mark twice counts once', async () => {
    const { db } = current();
    const offer = await lead(OFFER);
    await changeStatus(db, offer, { from: 'new', to: 'spam' }, OWNER);
    const once = await readDeltas(db);
    const ownWeight = spamModel().ownWeight;
    expect(once.docs).toEqual({ spam: ownWeight, ham: 0 });
    await changeStatus(db, offer, { from: 'spam', to: 'new' }, OWNER);
    const changed = await readDeltas(db);
    expect(changed.docs).toEqual({ spam: 0, ham: ownWeight });
    // Every token moved from one column to the other: nothing of the "Spam" is left.
    expect(changed.tokens.every(({ spam, ham }) => spam === 0 && ham === ownWeight)).toBe(true);
    expect(changed.tokens.map(({ token }) => token).sort()).toEqual(
      once.tokens.map(({ token }) => token).sort(),
    );
    await changeStatus(db, offer, { from: 'new', to: 'contacted' }, OWNER);
    expect((await readDeltas(db)).docs).toEqual({ spam: 0, ham: ownWeight });
    expect(await countMarks(db)).toBe(1);
  });

  it('every instance sees the marks at its next message, and two marks at once both count', async () => {
    const { db } = current();
    const other = connect(config());
    try {
      const before = await classify({ ...OFFER, email: 'other@example.org' }, other.db);
      const [first, second] = [await lead(OFFER), await lead({ ...OFFER, email: 'third@example.org' })];
      const marks = [
        () => changeStatus(db, first, { from: 'new', to: 'spam' }, OWNER),
        () => changeStatus(other.db, second, { from: 'new', to: 'spam' }, OWNER),
      ];
      // At once on PostgreSQL; one after the other on SQLite, whose writers queue for its one lock.
      if (engine === 'postgres') await Promise.all(marks.map((mark) => mark()));
      else for (const mark of marks) await mark();
      expect((await readDeltas(db)).docs.spam).toBe(2 * spamModel().ownWeight);
      expect((await classify({ ...OFFER, email: 'other@example.org' }, other.db)).score).toBeGreaterThan(
        before.score,
      );
      await forgetMarks(db);
      expect(await classify({ ...OFFER, email: 'other@example.org' }, other.db)).toEqual(before);
    } finally {
      await other.close();
    }
  });

  it('a reset while marks are made leaves the counts and the marks agreeing, with no deadlock', async () => {
    const { db } = current();
    const other = connect(config());
    try {
      const leads = await Promise.all(
        [0, 1, 2, 3].map((n) => lead({ ...OFFER, email: `seller${n}@example.com` })),
      );
      const work = [
        ...leads.map(
          (id, n) => () => changeStatus(n % 2 === 0 ? db : other.db, id, { from: 'new', to: 'spam' }, OWNER),
        ),
        () => other.db.transaction().execute((trx) => forgetMarks(trx)),
      ];
      if (engine === 'postgres') await Promise.all(work.map((step) => step()));
      else for (const step of work) await step();
      const { docs } = await readDeltas(db);
      expect(docs.spam + docs.ham).toBe((await countMarks(db)) * spamModel().ownWeight);
    } finally {
      await other.close();
    }
  });

  it('an erased lead’s mark loses its tokens but keeps what it taught', async () => {
    const { db } = current();
    const offer = await lead(OFFER);
    await changeStatus(db, offer, { from: 'new', to: 'spam' }, OWNER);
    const taught = await readDeltas(db);
    expect(await deleteLead(db, offer)).toBe(true);
    expect(await countMarks(db)).toBe(0);
    expect(await readDeltas(db)).toEqual(taught);
    expect(await dropOrphanMarks(db)).toBe(0);
  });

  it('the daily sweep drops the tokens of marks whose lead expired, and keeps what they taught', async () => {
    const { db } = current();
    const offer = await lead(OFFER);
    await changeStatus(db, offer, { from: 'new', to: 'spam' }, OWNER);
    const taught = await readDeltas(db);
    const later = new Date(Date.now() + 2 * MS_PER_DAY);
    expect(await deleteExpiredLeads(db, 1, later)).toBe(1);
    expect(await countMarks(db)).toBe(1);
    expect(await dropOrphanMarks(db)).toBe(1);
    expect(await countMarks(db)).toBe(0);
    expect(await readDeltas(db)).toEqual(taught);
  });
});
