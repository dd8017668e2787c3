/**
 * Spam judged by what it says, taught by the team: a member's "not spam" allows the sender, "spam"
 * holds the sender and the text, and the owner sees each rule in Spam settings, shown as text
 * (never as the sender's markup), and undoes it there; a cross-site post changes nothing, and only
 * an owner may open the page. Messages are sent the way a scripted sender with JavaScript sends
 * (the page's form token asked for, its proof solved, the fill time waited out). One server of its
 * own on SQLite. The corpus's verdicts and the budget of sends per visitor are in
 * e2e/served/spam-content.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { connect, type Connection } from '../src/lib/db/connection';
import type { Lead } from '../src/lib/db/schema';
import { sdkFields } from '../test-support/email-sends';
import type { CorpusMessage } from '../test-support/spam-corpus';
import { startWebhookReceiver, type WebhookReceiver } from '../test-support/webhook-receiver';
import { askChallenge, PROOF_FIELD, solve, untilFilled } from './form-proof';
import { addMemberWithPasswordSet } from './team-member';
import { CLEAN_SETTINGS, startNextServer, TEST_BUILD_DIR, type TestServer } from './next-server';

const WEBHOOK_SECRET = 'spam-content-webhook-secret';
const AUTH_SECRET = 'spam-content-auth-secret-0123456789-abcdefgh';
const PASSWORD = 'a long enough test password';
const formFields = (message: CorpusMessage) => ({
  name: message.name,
  email: message.email,
  subject: message.subject,
  message: message.message,
  ...(message.language ? { language: message.language } : {}),
  website: '',
});

test.describe('spam judged by what it says', () => {
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

  const leadOf = async (leadPath: string, message: CorpusMessage): Promise<Lead | undefined> =>
    connection.db
      .selectFrom('leads')
      .selectAll()
      .where('path', '=', leadPath as Lead['path'])
      .where('email', '=', message.email)
      .where('message', '=', message.message)
      .executeTakeFirst();

  test('the team teaches it, and the owner sees and undoes it in Spam settings', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const hostile = '<img src=x onerror="window.__pwned=1">';
    const allowed: CorpusMessage = {
      kind: 'enquiry',
      name: 'Kamran',
      email: `kamran-${randomUUID().slice(0, 6)}@example.pk`,
      subject: 'Services',
      // Held by the classifier, by less than a sender the team allows takes off.
      message: 'We offer premium marketing services for your agency, reply for details today.',
    };
    const seller: CorpusMessage = {
      kind: 'enquiry',
      name: `Seller ${hostile}`,
      email: `seller-${randomUUID().slice(0, 6)}@example.com`,
      subject: 'Website',
      // Let through by the classifier.
      message: `Please call me about the website project ${hostile} we discussed last week.`,
    };
    let visitor = 0;
    /** One message through the JavaScript path, at a person's pace, from an address of its own. */
    const send = async (message: CorpusMessage) => {
      const from = { 'x-forwarded-for': `198.51.103.${(visitor += 1)}` };
      const challenge = await askChallenge(server.origin, 'contact', from);
      const [proof] = await Promise.all([solve(challenge), untilFilled(challenge)]);
      const body = new FormData();
      for (const [name, value] of Object.entries({
        ...sdkFields,
        ...formFields(message),
        [PROOF_FIELD]: proof,
      }))
        body.append(name, value);
      const response = await fetch(`${server.origin}/api/v1.0/email/send-form`, {
        method: 'POST',
        body,
        headers: from,
      });
      expect(response.status).toBe(200);
      await response.text();
      return (await leadOf('embedded', message))!;
    };
    const [held, delivered] = await Promise.all([send(allowed), send(seller)]);
    expect(held.status).toBe('spam');
    expect(delivered.status).toBe('new');

    const env = {
      ...CLEAN_SETTINGS,
      SQLITE_PATH: sqlite,
      BETTER_AUTH_SECRET: AUTH_SECRET,
      BETTER_AUTH_URL: server.origin,
    };
    const owner = `owner-${randomUUID().slice(0, 8)}@example.pk`;
    await addMemberWithPasswordSet(env, owner, PASSWORD, true);
    await signIn(page, owner);

    // The spam view names the words that weighed most, and the chance of spam, in words.
    await page.goto(`${server.origin}/admin/leads?status=spam`);
    await expect(page.getByText('Words that weighed most').filter({ visible: true }).first()).toBeVisible();
    await expect(
      page
        .getByText(/\d+ % like spam/)
        .filter({ visible: true })
        .first(),
    ).toBeVisible();
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
    await expect(section('Held texts')).toContainText('please call me about the website project');
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    await screenshots(page, 'spam-settings');

    // A cross-site post of the Undo form changes nothing.
    const undoFields = Object.fromEntries(
      await section('Held senders')
        .locator('form input[type="hidden"]')
        .evaluateAll((inputs) =>
          inputs.map((input) => [(input as HTMLInputElement).name, (input as HTMLInputElement).value]),
        ),
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
    // Under another name: the classifier learned the held seller's name's words from the team's "Spam".
    expect(
      (await send({ ...seller, name: 'Bilal', message: 'A third note, about something else entirely.' }))
        .status,
      'undone',
    ).toBe('new');

    // What the classifier learned from the team ("Not spam" on one lead, "Spam" on another), and the
    // owner's reset, confirmed on a page of its own.
    const learned = section('What the classifier learned');
    await expect(learned).toContainText('learned from 2 marks');
    await learned.getByRole('link', { name: /Forget what the team taught/ }).click();
    await expect(page).toHaveURL(/forget=confirm/);
    const forgetFields = Object.fromEntries(
      await learned
        .locator('form input[type="hidden"]')
        .evaluateAll((inputs) =>
          inputs.map((input) => [(input as HTMLInputElement).name, (input as HTMLInputElement).value]),
        ),
    ) as Record<string, string>;
    // A cross-site post of the confirmed form forgets nothing.
    await page.request.post(`${server.origin}/admin/spam`, {
      multipart: forgetFields,
      headers: { origin: 'https://evil.example', cookie },
      maxRedirects: 0,
    });
    await page.goto(`${server.origin}/admin/spam`);
    await expect(learned).toContainText('learned from 2 marks');
    await learned.getByRole('link', { name: /Forget what the team taught/ }).click();
    await learned.getByRole('button', { name: 'Yes, forget what the team taught' }).click();
    await expect(page.getByRole('status')).toHaveText('Forgotten: 2 marks.');
    await expect(learned).toContainText('learned nothing from the team yet');

    // Without a session: sign-in; a member who is not an owner: back to the leads.
    const stranger = await browser.newContext();
    const anonymous = await stranger.newPage();
    await anonymous.goto(`${server.origin}/admin/spam`);
    await expect(anonymous).toHaveURL(/\/admin\/sign-in/);
    const member = `member-${randomUUID().slice(0, 8)}@example.pk`;
    await addMemberWithPasswordSet(env, member, PASSWORD, false);
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
