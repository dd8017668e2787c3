/**
 * Spam judged by what it says, through the real endpoints, sent the way a scripted sender sends:
 * with JavaScript (the page's form token asked for, its proof solved, the fill time waited out),
 * and without (the form posted, the confirmation page opened and its button pressed at a person's
 * pace). A sample of every spam kind of the corpus (test-support/spam-corpus.ts) and real enquiries
 * go through each path: every enquiry reaches the CRM webhook, at least 90 % of the spam is held.
 * Then one budget of sends per visitor across the contact, subscribe and booking forms. One server
 * of its own on SQLite. The team's teaching, in the inbox, is in e2e/spam-content.spec.ts.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { connect, type Connection } from '@/lib/db/connection';
import type { Lead } from '@/lib/db/schema';
import { sdkFields } from '@test-support/email-sends';
import { CORPUS, corpusTable, ENQUIRIES, type CorpusMessage } from '@test-support/spam-corpus';
import { startWebhookReceiver, type WebhookReceiver } from '@test-support/webhook-receiver';
import { askChallenge, confirmFields, PROOF_FIELD, solve, untilFilled } from '../form-proof';
import { eventually } from '../instances-site';
import { CLEAN_SETTINGS, startNextServer, TEST_BUILD_DIR, type TestServer } from '../next-server';
import { untilConfirmable } from './forms';

const WEBHOOK_SECRET = 'spam-content-webhook-secret';
const AUTH_SECRET = 'spam-content-auth-secret-0123456789-abcdefgh';
/** Some sixty sends, each judged, and every enquiry's delivery. */
const CORPUS_TEST_MS = 120_000;
/** Spam of each kind sent on each path, and enquiries, so each path is a sample of the corpus. */
const PER_KIND = 2;
const ENQUIRIES_PER_PATH = 14;
const MIN_HELD_SHARE = 0.9;

/** A sample of the corpus: two of each spam kind, three repeats, and enquiries of each language. */
function sample(offset: number): CorpusMessage[] {
  const kinds = new Map<string, CorpusMessage[]>();
  for (const message of CORPUS)
    if (message.kind !== 'enquiry') kinds.set(message.kind, [...(kinds.get(message.kind) ?? []), message]);
  const spam = [...kinds.entries()].flatMap(([kind, messages]) =>
    kind === 'same text, many senders' ? messages.slice(0, 3) : messages.slice(offset, offset + PER_KIND),
  );
  const enquiries = ENQUIRIES.filter((_, index) => index % 2 === offset % 2).slice(0, ENQUIRIES_PER_PATH);
  return [...enquiries, ...spam];
}

/** Each sender from an address of its own (TRUST_PROXY=1: the server reads X-Forwarded-For). */
const addressOf = (path: string, index: number) => `198.51.${path === 'js' ? 100 : 101}.${index + 1}`;
const formFields = (message: CorpusMessage) => ({
  name: message.name,
  email: message.email,
  subject: message.subject,
  message: message.message,
  ...(message.language ? { language: message.language } : {}),
  website: '',
});

describe('spam judged by what it says', () => {
  let server: TestServer;
  let receiver: WebhookReceiver;
  let dir: string;
  let connection: Connection;
  let sqlite: string;

  beforeAll(async () => {
    receiver = await startWebhookReceiver(WEBHOOK_SECRET);
    dir = await mkdtemp(path.join(tmpdir(), 'spam-content-'));
    sqlite = path.join(dir, 'site.db');
    server = await startNextServer(TEST_BUILD_DIR, (origin) => ({
      ...CLEAN_SETTINGS,
      SQLITE_PATH: sqlite,
      BETTER_AUTH_SECRET: AUTH_SECRET,
      BETTER_AUTH_URL: origin,
      LEADS_WEBHOOK_URL: receiver.url,
      LEADS_WEBHOOK_SECRET: WEBHOOK_SECRET,
      TRUST_PROXY: '1',
    }));
    connection = connect({ engine: 'sqlite', file: sqlite });
  });

  afterAll(async () => {
    await server?.stop();
    await connection?.close();
    await receiver?.close();
    await rm(dir, { recursive: true, force: true });
  });

  const delivered = (leadPath: string, message: CorpusMessage) =>
    receiver.received.some(
      (hook) =>
        hook.body.path === leadPath &&
        hook.body.fields.message === message.message &&
        hook.body.fields.email === message.email,
    );
  const leadOf = async (leadPath: string, message: CorpusMessage): Promise<Lead | undefined> =>
    connection.db
      .selectFrom('leads')
      .selectAll()
      .where('path', '=', leadPath as Lead['path'])
      .where('email', '=', message.email)
      .where('message', '=', message.message)
      .executeTakeFirst();

  async function check(leadPath: string, sent: CorpusMessage[]) {
    const enquiries = sent.filter((message) => message.kind === 'enquiry');
    await eventually(`every enquiry on ${leadPath} delivered`, () =>
      enquiries.every((message) => delivered(leadPath, message)),
    );
    const results = [];
    for (const message of sent) {
      const lead = await leadOf(leadPath, message);
      expect(lead, message.email).toBeDefined();
      results.push({ message, held: lead!.status === 'spam', reason: lead!.spam_reason });
    }
    const table = corpusTable(results);
    console.log(`[spam-content] ${leadPath}\n${table}`);
    for (const { message, held, reason } of results)
      if (message.kind === 'enquiry') expect(held, `${message.email}: ${reason}`).toBe(false);
    const spam = results.filter(({ message }) => message.kind !== 'enquiry');
    expect(spam.filter(({ held }) => held).length / spam.length, table).toBeGreaterThanOrEqual(
      MIN_HELD_SHARE,
    );
    for (const { held, message } of spam)
      if (held) expect(delivered(leadPath, message), message.email).toBe(false);
  }

  test(
    'with JavaScript: a scripted sender that solves the proof at a person’s pace is judged by what it says',
    async () => {
      const messages = sample(0);
      // Every form token asked for at once, then the fill time waited out once, as many people at once.
      const challenges = await Promise.all(
        messages.map((_, index) =>
          askChallenge(server.origin, 'contact', { 'x-forwarded-for': addressOf('js', index) }),
        ),
      );
      const proofs = await Promise.all(challenges.map((challenge) => solve(challenge)));
      await Promise.all(challenges.map(untilFilled));
      for (const [index, message] of messages.entries()) {
        const body = new FormData();
        for (const [name, value] of Object.entries({
          ...sdkFields,
          ...formFields(message),
          [PROOF_FIELD]: proofs[index]!,
        }))
          body.append(name, value);
        const response = await fetch(`${server.origin}/api/v1.0/email/send-form`, {
          method: 'POST',
          body,
          headers: { 'x-forwarded-for': addressOf('js', index) },
        });
        // Answered as a person is, whatever the verdict.
        expect(response.status, message.email).toBe(200);
        await response.text();
      }
      await check('embedded', messages);
    },
    CORPUS_TEST_MS,
  );

  test(
    'without JavaScript: a scripted sender that confirms at a person’s pace is judged by what it says',
    async () => {
      const messages = sample(PER_KIND);
      const pages = [];
      for (const [index, message] of messages.entries()) {
        const headers = { 'x-forwarded-for': addressOf('no-js', index) };
        const posted = await fetch(`${server.origin}/api/contact`, {
          method: 'POST',
          body: new URLSearchParams(formFields(message)),
          headers: { ...headers, referer: `${server.origin}${message.language ? '/ur' : ''}/contact-us` },
          redirect: 'manual',
        });
        expect(posted.status, message.email).toBe(303);
        const location = posted.headers.get('location') ?? '';
        expect(location, message.email).toContain('/confirm?');
        const page = await fetch(new URL(location, server.origin), { headers });
        pages.push({ headers, fields: confirmFields(await page.text()) });
      }
      // Every confirmation page read at a person's pace, then its button pressed.
      await Promise.all(pages.map(({ fields }) => untilConfirmable(Number(fields.issued))));
      for (const { headers, fields } of pages) {
        const pressed = await fetch(`${server.origin}/api/contact/confirm`, {
          method: 'POST',
          body: new URLSearchParams(fields),
          headers,
          redirect: 'manual',
        });
        expect(pressed.status).toBe(303);
        expect(pressed.headers.get('location')).toMatch(/#contact-sent$/);
      }
      await check('no-script', messages);
    },
    CORPUS_TEST_MS,
  );

  test('one budget per visitor: five sends spread over the contact, subscribe and booking forms, not fifteen', async () => {
    const headers = { 'x-forwarded-for': '198.51.102.1' };
    const person = {
      name: 'Budget Visitor',
      email: 'budget@example.pk',
      subject: 'Budget',
      message: 'Budget test',
      website: '',
    };
    /** Each form's send, and whether the limit refused it (each form answers a refusal its own way). */
    const forms = {
      contact: async () => {
        const body = new FormData();
        for (const [name, value] of Object.entries({ ...sdkFields, ...person })) body.append(name, value);
        const response = await fetch(`${server.origin}/api/v1.0/email/send-form`, {
          method: 'POST',
          body,
          headers,
        });
        await response.text();
        return response.status === 429;
      },
      subscribe: async () => {
        const response = await fetch(`${server.origin}/api/contact?form=subscribe`, {
          method: 'POST',
          body: new URLSearchParams({ email: person.email, website: '' }),
          headers: { ...headers, referer: `${server.origin}/` },
          redirect: 'manual',
        });
        await response.text();
        return (response.headers.get('location') ?? '').includes('#subscribe-error');
      },
      booking: async () => {
        const response = await fetch(`${server.origin}/api/book`, {
          method: 'POST',
          body: new URLSearchParams({ name: person.name, email: person.email, website: '' }),
          headers: { ...headers, origin: server.origin },
          redirect: 'manual',
        });
        await response.text();
        return (response.headers.get('location') ?? '').includes('error=limit');
      },
    };
    const order = [
      'contact',
      'subscribe',
      'booking',
      'contact',
      'subscribe',
      'booking',
      'contact',
      'subscribe',
    ] as const;
    const refused = [];
    for (const form of order) refused.push(await forms[form]());
    expect(refused).toEqual([false, false, false, false, false, true, true, true]);
  });
});
