import { afterEach, beforeEach, expect, it } from 'vitest';
import { describeEachEngine } from '@test-support/engines';
import { testServerEnv } from '@test-support/email-sends';
import { startFakeAkismet, type FakeAkismet } from '@test-support/fake-akismet';
import { saveLead } from '@/lib/leads/store';
import { judgeAndReceive } from '@/lib/intake/store-lead';
import { assessMessage, judgeSettings } from './assess';
import { spamCheckText } from './record';
import { reportVerdict } from './report';
import { judgeContent } from './score';

const KEY = 'test-akismet-key';
const VISITOR = { ip: '203.0.113.50', userAgent: 'Mozilla/5.0 (X11; Linux x86_64)' };
/**
 * A message the classifier is unsure of (let through, but with a chance of spam in the middle
 * band), so Akismet is asked: the first of a few such, so that a retrained model still finds one.
 */
const UNSURE = [
  'Website price?',
  'Hello, what is your price for a website?',
  'Hello, we are a marketing company and would like to discuss a partnership with your agency.',
  'Hello, we would like to discuss a partnership with your agency.',
]
  .map((message) => ({ email: 'noor@example.com', name: 'Noor', message }))
  .find((text) => judgeContent(text, judgeSettings()).verdict === 'unsure')!;
/** A word of the unsure message the fake Akismet calls spam. */
const AKISMET_SPAM_WORD =
  UNSURE?.message
    .split(/\W+/)
    .find((word) => word.length > 4)
    ?.toLowerCase() ?? 'price';
const CLEAR = {
  email: 'asad@example.pk',
  name: 'Asad',
  message: 'We need a website for our school, what does it cost?',
};
const BLATANT = { email: 'x@example.com', name: 'X', message: 'Online casino free spins, buy viagra now' };

let akismet: FakeAkismet;
beforeEach(async () => {
  akismet = await startFakeAkismet(KEY);
});
afterEach(() => akismet.close());
const server = () => testServerEnv({ akismet: { key: KEY, origin: akismet.origin } });

describeEachEngine('Akismet, asked only when the local judgement is unsure', (current) => {
  it('asks about unsure messages only, and holds what it calls spam', async () => {
    const { db } = current();
    expect(UNSURE, 'a message the classifier is unsure of').toBeDefined();
    expect((await assessMessage(db, CLEAR, { server: server(), visitor: VISITOR })).verdict).toBe('pass');
    expect((await assessMessage(db, BLATANT, { server: server(), visitor: VISITOR })).verdict).toBe('hold');
    expect(akismet.calls).toEqual([]);

    const ham = await assessMessage(db, UNSURE, { server: server(), visitor: VISITOR });
    expect(ham).toMatchObject({ verdict: 'unsure', akismet: 'ham' });
    expect(ham.reasons).toContain('Akismet: not spam');
    expect(akismet.calls).toHaveLength(1);
    expect(akismet.calls[0]).toMatchObject({
      method: 'comment-check',
      params: {
        api_key: KEY,
        user_ip: VISITOR.ip,
        user_agent: VISITOR.userAgent,
        comment_type: 'contact-form',
        comment_author_email: UNSURE.email,
      },
    });

    akismet.spamWords = [AKISMET_SPAM_WORD];
    const spam = await assessMessage(db, UNSURE, { server: server(), visitor: VISITOR });
    expect(spam).toMatchObject({ verdict: 'hold', akismet: 'spam' });
    expect(spam.reasons).toContain('Akismet: spam');
  });

  it('never blocks or loses a message when Akismet is down or silent: the local judgement decides', async () => {
    const { db } = current();
    for (const mode of ['down', 'hang'] as const) {
      akismet.mode = mode;
      const started = Date.now();
      const judged = await assessMessage(db, UNSURE, { server: server(), visitor: VISITOR });
      expect(judged).toMatchObject({ verdict: 'unsure', akismet: 'unavailable' });
      expect(judged.reasons).toContain('Akismet did not answer: judged by the site alone');
      // A silent Akismet costs at most its timeout (2 s) and a little.
      expect(Date.now() - started).toBeLessThan(5_000);
    }
    // Stored all the same, and owed its delivery (an unsure message passes by the local judgement).
    akismet.mode = 'down';
    const saved = await judgeAndReceive(
      db,
      { form: 'contact', raw: { ...UNSURE, website: '' }, arrival: 'no-script', visitor: VISITOR },
      { form: 'contact', path: 'no-script', fields: UNSURE },
      server(),
    );
    const lead = await db
      .selectFrom('leads')
      .selectAll()
      .where('id', '=', saved.id)
      .executeTakeFirstOrThrow();
    // Held only for the confirmation a form sent without JavaScript always waits for.
    expect(lead.spam_reason).toBe('sent without JavaScript and not confirmed yet');
    expect(JSON.parse(lead.spam_check ?? '{}')).toMatchObject({ verdict: 'unsure', akismet: 'unavailable' });
  });

  it('reports the team’s "spam" and "not spam" back (submit-spam, submit-ham)', async () => {
    const { db } = current();
    const judged = await assessMessage(db, UNSURE, { server: server(), visitor: VISITOR });
    const { id } = await saveLead(db, {
      form: 'contact',
      path: 'embedded',
      fields: UNSURE,
      spamCheck: spamCheckText(judged),
    });
    expect(await reportVerdict(db, id, 'spam', server())).toBe(true);
    expect(await reportVerdict(db, id, 'ham', server())).toBe(true);
    expect(
      akismet.calls.slice(1).map(({ method, params }) => [method, params.user_ip, params.comment_content]),
    ).toEqual([
      ['submit-spam', VISITOR.ip, UNSURE.message],
      ['submit-ham', VISITOR.ip, UNSURE.message],
    ]);
    // Without Akismet set nothing is sent; a report that fails is only logged.
    expect(await reportVerdict(db, id, 'spam', testServerEnv())).toBe(false);
    akismet.mode = 'down';
    expect(await reportVerdict(db, id, 'spam', server())).toBe(false);
  });
});
