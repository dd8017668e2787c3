import { expect, it } from 'vitest';
import { describeEachEngine } from '@test-support/engines';
import { testServerEnv } from '@test-support/email-sends';
import { CORPUS, corpusTable, type CorpusMessage } from '@test-support/spam-corpus';
import { assessMessage, contentHoldReason } from './assess';
import { rememberPrint } from './prints';

const NOW = new Date('2026-11-20T09:00:00.000Z');
const MS_PER_SECOND = 1000;
/** The bar: every real enquiry delivered, at least 90 % of the spam held. */
const MIN_HELD_SHARE = 0.9;

describeEachEngine('the content judgement on the corpus', (current) => {
  it('delivers every real enquiry and holds at least 90 % of the spam, with a reason for each', async () => {
    const results: { message: CorpusMessage; held: boolean; reason?: string }[] = [];
    for (const [index, message] of CORPUS.entries()) {
      // A minute apart, as a scripted sender spreads its sends: all within the hour.
      const now = new Date(NOW.getTime() + index * 60 * MS_PER_SECOND);
      const assessment = await assessMessage(current().db, message, { server: testServerEnv(), now });
      if (assessment.print) await rememberPrint(current().db, assessment.print, message.email, now);
      results.push({ message, held: assessment.verdict === 'hold', reason: contentHoldReason(assessment) });
    }
    const table = corpusTable(results);
    console.log(`[corpus] content judgement alone\n${table}`);
    const wronglyHeld = results.filter(({ message, held }) => message.kind === 'enquiry' && held);
    expect(wronglyHeld.map(({ message, reason }) => `${message.email}: ${reason}`)).toEqual([]);
    const spam = results.filter(({ message }) => message.kind !== 'enquiry');
    expect(CORPUS.length).toBeGreaterThanOrEqual(100);
    expect(spam.length).toBeGreaterThanOrEqual(50);
    expect(results.length - spam.length).toBeGreaterThanOrEqual(50);
    const held = spam.filter(({ held }) => held).length;
    expect(held / spam.length, table).toBeGreaterThanOrEqual(MIN_HELD_SHARE);
    // These are the messages the browser tests send (e2e/spam-content*.spec.ts, e2e/booking-flood*):
    // with the classifier deciding, every one of their spam is held, not just the 90 %.
    expect(
      spam.filter(({ held }) => !held).map(({ message }) => `${message.kind}: ${message.message}`),
    ).toEqual([]);
    // Every held message says why, in words.
    for (const { held: isHeld, reason } of spam) if (isHeld) expect(reason).toMatch(/^spam chance \d+ %: .+/);
    // … and names the words or signs that weighed most, in words.
    for (const { held: isHeld, reason } of spam)
      if (isHeld) expect(reason).toMatch(/(words|signs): |the same text came from/);
  });
});
