/**
 * Spam judged by what it says, through the real endpoints, sent the way a scripted sender sends:
 * with JavaScript (the page's form token asked for, its proof solved, the fill time waited out),
 * and without (the form posted, the confirmation page opened and its button pressed at a person's
 * pace). A sample of every spam kind of the corpus (test-support/spam-corpus.ts) and real enquiries
 * go through each path: every enquiry reaches the CRM webhook, at least 90 % of the spam is held.
 * Then one budget of sends per visitor across the contact, subscribe and booking forms, and the
 * team's teaching with the owner's Spam settings page. One server of its own on SQLite.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { connect, type Connection } from '../src/lib/db/connection';
import type { Lead } from '../src/lib/db/schema';
import { sdkFields } from '../test-support/email-sends';
import { CORPUS, corpusTable, ENQUIRIES, type CorpusMessage } from '../test-support/spam-corpus';
import { startWebhookReceiver, type WebhookReceiver } from '../test-support/webhook-receiver';
import { askChallenge, CONFIRM_READING_MS, confirmFields, PROOF_FIELD, solve } from './form-proof';
import { eventually } from './instances-site';
import { addMemberWithPassword } from './team-member';
import { CLEAN_SETTINGS, startNextServer, TEST_BUILD_DIR, type TestServer } from './next-server';
import { MIN_FILL_MS } from '../src/lib/validation/fields';

const WEBHOOK_SECRET = 'spam-content-webhook-secret';
const AUTH_SECRET = 'spam-content-auth-secret-0123456789-abcdefgh';
const PASSWORD = 'a long enough test password';
/** Past the fill time the site asks of a form token: a person's pace. */
const FILL_MS = MIN_FILL_MS + 500;
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

test.describe('spam judged by what it says', () => {
  test.describe.configure({ mode: 'serial' });
  let server: TestServer;
  let receiver: WebhookReceiver;
  let dir: string;
  let connection: Connection;
  let sqlite: string;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
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

  test.afterAll(async () => {
    await server?.stop();
    await connection?.close();
    await receiver?.close();
    await rm(dir, { recursive: true, force: true });
  });

  const delivered = (leadPath: string, message: CorpusMessage) =>
    receiver.received.some(
      (hook) => hook.body.path === leadPath && hook.body.fields.message === message.message && hook.body.fields.email === message.email,
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
    await eventually(`every enquiry on ${leadPath} delivered`, () => enquiries.every((message) => delivered(leadPath, message)));
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
    expect(spam.filter(({ held }) => held).length / spam.length, table).toBeGreaterThanOrEqual(MIN_HELD_SHARE);
    for (const { held, message } of spam) if (held) expect(delivered(leadPath, message), message.email).toBe(false);
  }

  test('with JavaScript: a scripted sender that solves the proof at a person’s pace is judged by what it says', async () => {
    test.setTimeout(120_000);
    const messages = sample(0);
    // Every form token asked for at once, then the fill time waited out once, as many people at once.
    const challenges = await Promise.all(
      messages.map((_, index) => askChallenge(server.origin, 'contact', { 'x-forwarded-for': addressOf('js', index) })),
    );
    const proofs = await Promise.all(challenges.map((challenge) => solve(challenge)));
    await new Promise((resolve) => setTimeout(resolve, FILL_MS));
    for (const [index, message] of messages.entries()) {
      const body = new FormData();
      for (const [name, value] of Object.entries({ ...sdkFields, ...formFields(message), [PROOF_FIELD]: proofs[index]! }))
        body.append(name, value);
      const response = await fetch(`${server.origin}/api/v1.0/email/send-form`, {
        method: 'POST',
        body,
        headers: { 'x-forwarded-for': addressOf('js', index) },
      });
      // Answered as a person is, whatever the verdict.
      expect(response.status, message.email).toBe(200);
      await response.body?.cancel();
    }
    await check('embedded', messages);
  });

  test('without JavaScript: a scripted sender that confirms at a person’s pace is judged by what it says', async () => {
    test.setTimeout(120_000);
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
    await new Promise((resolve) => setTimeout(resolve, CONFIRM_READING_MS));
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
  });

  test('one budget per visitor: five sends spread over the contact, subscribe and booking forms, not fifteen', async () => {
    const headers = { 'x-forwarded-for': '198.51.102.1' };
    const person = { name: 'Budget Visitor', email: 'budget@example.pk', subject: 'Budget', message: 'Budget test', website: '' };
    /** Each form's send, and whether the limit refused it (each form answers a refusal its own way). */
    const forms = {
      contact: async () => {
        const body = new FormData();
        for (const [name, value] of Object.entries({ ...sdkFields, ...person })) body.append(name, value);
        const response = await fetch(`${server.origin}/api/v1.0/email/send-form`, { method: 'POST', body, headers });
        await response.body?.cancel();
        return response.status === 429;
      },
      subscribe: async () => {
        const response = await fetch(`${server.origin}/api/contact?form=subscribe`, {
          method: 'POST',
          body: new URLSearchParams({ email: person.email, website: '' }),
          headers: { ...headers, referer: `${server.origin}/` },
          redirect: 'manual',
        });
        await response.body?.cancel();
        return (response.headers.get('location') ?? '').includes('#subscribe-error');
      },
      booking: async () => {
        const response = await fetch(`${server.origin}/api/book`, {
          method: 'POST',
          body: new URLSearchParams({ name: person.name, email: person.email, website: '' }),
          headers: { ...headers, origin: server.origin },
          redirect: 'manual',
        });
        await response.body?.cancel();
        return (response.headers.get('location') ?? '').includes('error=limit');
      },
    };
    const order = ['contact', 'subscribe', 'booking', 'contact', 'subscribe', 'booking', 'contact', 'subscribe'] as const;
    const refused = [];
    for (const form of order) refused.push(await forms[form]());
    expect(refused).toEqual([false, false, false, false, false, true, true, true]);
  });

  test('the team teaches it, and the owner sees and undoes it in Spam settings', async ({ page, browser }) => {
    test.setTimeout(120_000);
    const hostile = '<img src=x onerror="window.__pwned=1">';
    const allowed: CorpusMessage = {
      kind: 'enquiry',
      name: 'Kamran',
      email: `kamran-${randomUUID().slice(0, 6)}@example.pk`,
      subject: 'Followers',
      message: 'Our shop wants 10k followers, can you get us instant followers and more sales on Instagram?',
    };
    const seller: CorpusMessage = {
      kind: 'enquiry',
      name: `Seller ${hostile}`,
      email: `seller-${randomUUID().slice(0, 6)}@example.com`,
      subject: 'Services',
      message: `We offer premium marketing services for your agency ${hostile}, reply for details today.`,
    };
    let visitor = 0;
    /** One message through the JavaScript path, at a person's pace, from an address of its own. */
    const send = async (message: CorpusMessage) => {
      const from = { 'x-forwarded-for': `198.51.103.${(visitor += 1)}` };
      const proof = await solve(await askChallenge(server.origin, 'contact', from));
      await new Promise((resolve) => setTimeout(resolve, FILL_MS));
      const body = new FormData();
      for (const [name, value] of Object.entries({ ...sdkFields, ...formFields(message), [PROOF_FIELD]: proof })) body.append(name, value);
      const response = await fetch(`${server.origin}/api/v1.0/email/send-form`, { method: 'POST', body, headers: from });
      expect(response.status).toBe(200);
      await response.body?.cancel();
      return (await leadOf('embedded', message))!;
    };
    const [held, delivered] = await Promise.all([send(allowed), send(seller)]);
    expect(held.status).toBe('spam');
    expect(delivered.status).toBe('new');

    const env = { ...CLEAN_SETTINGS, SQLITE_PATH: sqlite, BETTER_AUTH_SECRET: AUTH_SECRET, BETTER_AUTH_URL: server.origin };
    const owner = `owner-${randomUUID().slice(0, 8)}@example.pk`;
    await addMemberWithPassword(page, env, owner, PASSWORD, true);
    await signIn(page, owner);

    // The spam view names the reasons.
    await page.goto(`${server.origin}/admin/leads?status=spam`);
    await expect(page.getByText('phrases: 10k followers, instant followers').filter({ visible: true }).first()).toBeVisible();
    await expect(page.getByText('score 8').filter({ visible: true }).first()).toBeVisible();
    await screenshots(page, 'spam-view');

    // "Not spam" releases it and allows the sender.
    await page.goto(`${server.origin}/admin/leads/${held.id}`);
    await page.getByRole('button', { name: 'Not spam: deliver it' }).click();
    await expect(page.getByText('Status saved.')).toBeVisible();
    // "Spam" on the delivered lead holds its sender and its text.
    await page.goto(`${server.origin}/admin/leads/${delivered.id}`);
    await page.getByLabel('Change to').selectOption('spam');
    await page.getByRole('button', { name: 'Save status' }).click();
    await expect(page.getByText('Status saved.')).toBeVisible();

    const [again, sameSender, sameText] = await Promise.all([
      send({ ...allowed, message: `${allowed.message} Second try.` }),
      send({ ...seller, message: 'Hello again, any interest in what we do?' }),
      send({ ...seller, email: `other-${randomUUID().slice(0, 6)}@example.org` }),
    ]);
    expect(again.status, 'allowed sender').toBe('new');
    expect(sameSender.status, 'held sender').toBe('spam');
    expect(sameText.status, 'held text').toBe('spam');

    await page.goto(`${server.origin}/admin/spam`);
    const section = (name: string) => page.locator('section', { has: page.getByRole('heading', { name }) });
    await expect(section('Allowed senders')).toContainText(allowed.email);
    await expect(section('Held senders')).toContainText(seller.email);
    // What the sender wrote is shown as text, never as markup.
    await expect(section('Held texts')).toContainText('we offer premium marketing services');
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    await screenshots(page, 'spam-settings');

    // A cross-site post of the Undo form changes nothing.
    const undoFields = Object.fromEntries(
      await section('Held senders')
        .locator('form input[type="hidden"]')
        .evaluateAll((inputs) => inputs.map((input) => [(input as HTMLInputElement).name, (input as HTMLInputElement).value])),
    ) as Record<string, string>;
    const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    await page.request.post(`${server.origin}/admin/spam`, {
      multipart: undoFields,
      headers: { origin: 'https://evil.example', cookie },
      maxRedirects: 0,
    });
    await page.reload();
    await expect(section('Held senders')).toContainText(seller.email);

    // Undo: the sender is no longer held.
    await section('Held senders').getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByRole('status')).toHaveText('Undone.');
    await expect(section('Held senders')).toContainText('No sender is held.');
    expect((await send({ ...seller, message: 'A third note, about something else entirely.' })).status, 'undone').toBe('new');

    // Without a session: sign-in; a member who is not an owner: back to the leads.
    const stranger = await browser.newContext();
    const anonymous = await stranger.newPage();
    await anonymous.goto(`${server.origin}/admin/spam`);
    await expect(anonymous).toHaveURL(/\/admin\/sign-in/);
    const member = `member-${randomUUID().slice(0, 8)}@example.pk`;
    await addMemberWithPassword(anonymous, env, member, PASSWORD, false);
    await signIn(anonymous, member);
    await anonymous.goto(`${server.origin}/admin/spam`);
    await expect(anonymous).toHaveURL(/\/admin\/leads/);
    await expect(anonymous.getByRole('link', { name: 'Spam settings' })).toHaveCount(0);
    await stranger.close();
  });

  async function signIn(page: Page, email: string) {
    const signedIn = await page.request.post(`${server.origin}/api/auth/sign-in/email`, {
      data: { email, password: PASSWORD },
      headers: { origin: server.origin },
    });
    expect(signedIn.status()).toBe(200);
  }
});

/** With SPAM_SCREENSHOTS set to a folder, the page at a phone's and a desktop's width, for a person to look at. */
async function screenshots(page: Page, name: string) {
  const folder = process.env.SPAM_SCREENSHOTS;
  if (!folder) return;
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(folder, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}
