import { expect, it } from 'vitest';
import { describeEachEngine } from '@test-support/engines';
import { testServerEnv } from '@test-support/email-sends';
import { changeStatus } from '@/lib/inbox/changes';
import { saveLead } from '@/lib/leads/store';
import { assessMessage, beginNoteJudgement, contentHoldReason } from './assess';
import { forgetMarks } from '../learning';
import { listRules, removeRule } from './teaching';

const OWNER = { userId: 'u1', name: 'Ravi (owner)' };
/** Held by the classifier, but by less than an allowed sender's discount (ALLOWED_SENDER_LOG_ODDS). */
const PUSHY = {
  email: 'kamran@example.pk',
  name: 'Kamran',
  message: 'We offer premium marketing services for your agency, reply for details today.',
};
/** Let through by the classifier. */
const PLAIN = {
  email: 'seller@example.com',
  name: 'Seller',
  message: 'Please call me about the website project we discussed last week.',
};
const PLAIN_AGAIN = 'We would like to talk about a new website for our company, please send your rates.';

describeEachEngine('the team teaches the spam judgement', (current) => {
  const judge = (text: { email: string; name: string; message: string }) =>
    assessMessage(current().db, text, { server: testServerEnv() });
  const store = async (text: typeof PUSHY) => {
    const judged = await judge(text);
    return (
      await saveLead(current().db, {
        form: 'contact',
        path: 'embedded',
        fields: text,
        spamReason: contentHoldReason(judged),
      })
    ).id;
  };

  it('"not spam" on a held message allows its sender and teaches the classifier; undoing both holds it again', async () => {
    const { db } = current();
    const first = await store(PUSHY);
    expect(
      (await db.selectFrom('leads').select('status').where('id', '=', first).executeTakeFirstOrThrow())
        .status,
    ).toBe('spam');
    expect(await changeStatus(db, first, { from: 'spam', to: 'new' }, OWNER)).toBe(true);

    const next = await judge({ ...PUSHY, email: ' Kamran@Example.pk ' });
    expect(next.verdict).toBe('pass');
    expect(next.reasons[0]).toBe('sender allowed by the team');
    // The address is only what the form says: links and phrases are still read, and a message
    // that is spam twice over is held from an allowed sender too.
    const flood = await judge({
      ...PUSHY,
      message: `Our shop wants 10k followers, can you get us instant followers and more sales on Instagram? Buy backlinks and followers now: bit.ly/a bit.ly/b http://203.0.113.9/x.exe https://spam.example/1 https://spam.example/2`,
    });
    expect(flood.reasons[0]).toBe('sender allowed by the team');
    expect(flood.reasons.some((reason) => /^signs: .*(URL shortener|IP address|program)/.test(reason))).toBe(
      true,
    );
    expect(flood.verdict).toBe('hold');
    const [rule, ...others] = await listRules(db);
    expect(others).toEqual([]);
    expect(rule).toMatchObject({
      kind: 'allow-sender',
      shown: 'kamran@example.pk',
      lead_id: first,
      by_name: OWNER.name,
    });

    expect(await removeRule(db, rule!.id)).toBe(true);
    // The classifier learned the message as a real enquiry: without the rule it still passes …
    const learned = await judge(PUSHY);
    expect(learned.verdict).toBe('pass');
    expect(learned.reasons).not.toContain('sender allowed by the team');
    // … until what the team taught is forgotten.
    expect(await forgetMarks(db)).toBe(1);
    expect((await judge(PUSHY)).verdict).toBe('hold');
  });

  it('"spam" on a delivered lead holds its sender and its text, from any address, and teaches the classifier', async () => {
    const { db } = current();
    const fromOther = { ...PLAIN, email: 'other@example.org', name: 'Other' };
    const before = await judge(fromOther);
    expect(before.verdict).toBe('pass');
    const lead = await store(PLAIN);
    expect(await changeStatus(db, lead, { from: 'new', to: 'spam' }, OWNER)).toBe(true);

    const sameSender = await judge({ ...PLAIN, message: PLAIN_AGAIN });
    expect(sameSender.verdict).toBe('hold');
    expect(contentHoldReason(sameSender)).toContain('sender marked as spam by the team');
    const sameText = await judge({ ...PLAIN, email: 'other@example.org', name: 'Other' });
    expect(sameText.verdict).toBe('hold');
    expect(contentHoldReason(sameText)).toContain('text marked as spam by the team');

    const rules = await listRules(db);
    expect(rules.map((rule) => rule.kind).sort()).toEqual(['hold-sender', 'hold-text']);
    expect(rules.find((rule) => rule.kind === 'hold-text')?.shown).toMatch(
      /^please call me about the website project/,
    );
    for (const rule of rules) await removeRule(db, rule.id);
    expect((await judge({ ...PLAIN, message: PLAIN_AGAIN })).verdict).toBe('pass');
    // The classifier learned the text as spam: without the rule its chance of spam has risen …
    const learned = await judge(fromOther);
    expect(learned.score).toBeGreaterThan(before.score);
    expect(learned.verdict).not.toBe('pass');
    // … until what the team taught is forgotten.
    expect(await forgetMarks(db)).toBe(1);
    expect(await judge(fromOther)).toEqual(before);
  });
});

describeEachEngine('the messages of the browser test of teaching (e2e/spam-content.spec.ts)', (current) => {
  it('hold and pass as that test expects, step by step', async () => {
    const { db } = current();
    const hostile = '<img src=x onerror="window.__pwned=1">';
    const allowed = { ...PUSHY, email: 'kamran-ab12cd@example.pk', subject: 'Services' };
    const seller = {
      name: `Seller ${hostile}`,
      email: 'seller-ab12cd@example.com',
      subject: 'Website',
      message: `Please call me about the website project ${hostile} we discussed last week.`,
    };
    const send = async (text: Record<string, string>) => {
      const judged = await assessMessage(db, text as typeof seller, { server: testServerEnv() });
      const { id } = await saveLead(db, {
        form: 'contact',
        path: 'embedded',
        fields: text,
        spamReason: contentHoldReason(judged),
      });
      return { id, verdict: judged.verdict };
    };
    const held = await send(allowed);
    const delivered = await send(seller);
    expect([held.verdict, delivered.verdict]).toEqual(['hold', expect.not.stringMatching('hold')]);
    await changeStatus(db, held.id, { from: 'spam', to: 'new' }, OWNER);
    await changeStatus(db, delivered.id, { from: 'new', to: 'spam' }, OWNER);
    expect((await send({ ...allowed, message: `${allowed.message} Second try.` })).verdict).not.toBe('hold');
    expect((await send({ ...seller, message: 'Hello again, any interest in what we do?' })).verdict).toBe(
      'hold',
    );
    expect((await send({ ...seller, email: 'other-ab12cd@example.org' })).verdict).toBe('hold');
    const heldSender = (await listRules(db)).find((rule) => rule.kind === 'hold-sender')!;
    await removeRule(db, heldSender.id);
    const third = { ...seller, name: 'Bilal', message: 'A third note, about something else entirely.' };
    expect((await send(third)).verdict).not.toBe('hold');
  });
});

describeEachEngine('a booking’s note, judged like a message', (current) => {
  it('adds the content’s reasons to the booking form’s own, and passes a plain note', async () => {
    const { db } = current();
    const options = { server: testServerEnv(), now: new Date('2026-11-20T09:00:00.000Z') };
    const note = {
      email: 'casino@example.com',
      name: 'Bet',
      message: 'Online casino free spins, betting tips inside',
    };
    const judged = await beginNoteJudgement(db, note, options)(undefined);
    expect(judged.spamReason).toMatch(
      /^spam chance \d+ %: words: casino, online casino.*; signs: phrases of casino/,
    );
    expect(judged.print).toMatch(/\S/);
    expect(
      (await beginNoteJudgement(db, note, options)('the booking page’s token is missing or not the site’s'))
        .spamReason,
    ).toMatch(/^the booking page’s token is missing or not the site’s; spam chance/);
    const plain = {
      email: 'hina@example.pk',
      name: 'Hina',
      message: 'We would like to talk about a new website for our school.',
    };
    expect((await beginNoteJudgement(db, plain, options)(undefined)).spamReason).toBeUndefined();
  });
});
