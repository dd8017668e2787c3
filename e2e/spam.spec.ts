/**
 * Spam is held for review, never delivered: a corpus of bots posts straight to the form endpoints
 * (no hidden field, the hidden field filled, no form token, an expired or reused token, an
 * instant fill, a post without JavaScript left unconfirmed or confirmed at once), and people send
 * the contact form in a real browser, with and without JavaScript, in English and Urdu. Every
 * person reaches the CRM webhook; no bot does; every bot's message is kept with status spam and
 * its reason, answered like a person's; a member's "not spam" delivers it. On SQLite and on
 * PostgreSQL, each with a server of its own on the test build.
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { copyOf } from '../src/content/localized';
import type { Locale } from '../src/content/locales';
import { connect, type Connection } from '../src/lib/db/connection';
import type { DatabaseConfig } from '../src/lib/db/config';
import type { Lead } from '../src/lib/db/schema';
import { signedChallenge } from '../src/lib/intake/challenge';
import { createDatabase } from '../test-support/postgres';
import { sdkFields } from '../test-support/email-sends';
import { startWebhookReceiver, type WebhookReceiver } from '../test-support/webhook-receiver';
import { askChallenge, confirmFields, personsProof, PROOF_FIELD, solve } from './form-proof';
import { contactFormOf, openContactForm } from './form-sends';
import { eventually, testCluster } from './instances-site';
import { addMemberWithPassword } from './team-member';
import { CLEAN_SETTINGS, startNextServer, TEST_BUILD_DIR, type TestServer } from './next-server';

const WEBHOOK_SECRET = 'spam-spec-webhook-secret';
const AUTH_SECRET = 'spam-spec-auth-secret-0123456789-abcdefghijkl';
const PASSWORD = 'a long enough test password';
const HOUR_MS = 60 * 60 * 1000;
/** Longer than the confirmation page's minimum: a person reads it before pressing the button. */
const READING_MS = 2_500;
/** Typing delay per key: a person's pace, not an instant fill. */
const KEY_DELAY_MS = 15;

const message = (marker: string) => ({
  name: 'Test Visitor',
  email: 'visitor@example.pk',
  subject: 'Spam corpus',
  message: marker,
});

/** The embedded endpoint's multipart body, as the SDK sends it, with what a test adds or leaves out. */
function sdkBody(fields: Record<string, string | undefined>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries({ ...sdkFields, ...fields }))
    if (value !== undefined) body.append(name, value);
  return body;
}

for (const engine of ['sqlite', 'postgres'] as const) {
  test.describe(`spam held for review on ${engine}`, () => {
    test.describe.configure({ mode: 'serial' });
    let server: TestServer;
    let receiver: WebhookReceiver;
    let dir: string;
    let store: DatabaseConfig;
    let connection: Connection;

    test.beforeAll(async () => {
      test.setTimeout(120_000);
      receiver = await startWebhookReceiver(WEBHOOK_SECRET);
      dir = await mkdtemp(path.join(tmpdir(), 'spam-spec-'));
      store =
        engine === 'sqlite'
          ? { engine, file: path.join(dir, 'site.db') }
          : { engine, url: await createDatabase((await testCluster()).url, 'spam') };
      server = await startNextServer(TEST_BUILD_DIR, (origin) => ({
        ...CLEAN_SETTINGS,
        ...storeEnv(store),
        BETTER_AUTH_SECRET: AUTH_SECRET,
        BETTER_AUTH_URL: origin,
        LEADS_WEBHOOK_URL: receiver.url,
        LEADS_WEBHOOK_SECRET: WEBHOOK_SECRET,
        // Every send here comes from 127.0.0.1: the limit is not what this spec tests.
        FORM_RATE_LIMIT: '200',
      }));
      connection = connect(store);
    });

    test.afterAll(async () => {
      await server?.stop();
      await connection?.close();
      await receiver?.close();
      await rm(dir, { recursive: true, force: true });
    });

    const delivered = (marker: string) =>
      receiver.received.some((hook) => hook.body.fields.message === marker);
    const leadOf = async (marker: string): Promise<Lead | undefined> =>
      (await connection.db.selectFrom('leads').selectAll().execute()).find((lead) => lead.message === marker);

    test('bots are answered like people, kept as spam with the reason, and never delivered', async () => {
      test.setTimeout(90_000);
      const origin = server.origin;
      const embedded = (fields: Record<string, string | undefined>) =>
        fetch(`${origin}/api/v1.0/email/send-form`, { method: 'POST', body: sdkBody(fields) });
      const noScript = (fields: Record<string, string>) =>
        fetch(`${origin}/api/contact`, {
          method: 'POST',
          body: new URLSearchParams(fields),
          headers: { referer: `${origin}/contact-us` },
          redirect: 'manual',
        });

      // A person's send first: its proof is then replayed by a bot.
      const person = `person ${randomUUID()}`;
      const personProof = await personsProof(origin, 'contact');
      expect((await embedded({ ...message(person), website: '', [PROOF_FIELD]: personProof })).status).toBe(
        200,
      );

      // Signed with the server's own key, but issued three hours ago.
      const expired = await signedChallenge('contact', AUTH_SECRET, Date.now() - 3 * HOUR_MS);
      const expiredSolution = await solveChallenge({ challenge: expired, deriveKey });
      const expiredProof = Buffer.from(
        JSON.stringify({
          challenge: expired,
          solution: { counter: expiredSolution!.counter, derivedKey: expiredSolution!.derivedKey },
        }),
      ).toString('base64');

      const bots: {
        kind: string;
        marker: string;
        reason: RegExp;
        send: (marker: string) => Promise<Response>;
      }[] = [
        {
          kind: 'no hidden field',
          marker: `bot no-honeypot ${randomUUID()}`,
          reason: /hidden field is missing/,
          send: async (marker) =>
            embedded({ ...message(marker), [PROOF_FIELD]: await personsProof(origin, 'contact') }),
        },
        {
          kind: 'hidden field filled',
          marker: `bot honeypot ${randomUUID()}`,
          reason: /hidden field was filled in/,
          send: async (marker) =>
            embedded({
              ...message(marker),
              website: 'https://spam.example',
              [PROOF_FIELD]: await personsProof(origin, 'contact'),
            }),
        },
        {
          kind: 'no token',
          marker: `bot no-token ${randomUUID()}`,
          reason: /no form token/,
          send: (marker) => embedded({ ...message(marker), website: '' }),
        },
        {
          kind: 'reused token',
          marker: `bot reused ${randomUUID()}`,
          reason: /used before/,
          send: (marker) => embedded({ ...message(marker), website: '', [PROOF_FIELD]: personProof }),
        },
        {
          kind: 'expired token',
          marker: `bot expired ${randomUUID()}`,
          reason: /expired/,
          send: (marker) => embedded({ ...message(marker), website: '', [PROOF_FIELD]: expiredProof }),
        },
        {
          kind: 'instant fill',
          marker: `bot instant ${randomUUID()}`,
          reason: /filled in under 3 seconds/,
          send: async (marker) =>
            embedded({
              ...message(marker),
              website: '',
              [PROOF_FIELD]: await solve(await askChallenge(origin, 'contact')),
            }),
        },
        {
          kind: 'no JavaScript, never confirmed',
          marker: `bot no-js ${randomUUID()}`,
          reason: /not confirmed/,
          send: (marker) => noScript({ ...message(marker), website: '' }),
        },
        {
          kind: 'no JavaScript, confirmed at once',
          marker: `bot no-js-fast ${randomUUID()}`,
          reason: /not confirmed/,
          send: async (marker) => {
            const posted = await noScript({ ...message(marker), website: '' });
            const page = await (await fetch(new URL(posted.headers.get('location')!, origin))).text();
            return fetch(`${origin}/api/contact/confirm`, {
              method: 'POST',
              body: new URLSearchParams(confirmFields(page)),
              redirect: 'manual',
            });
          },
        },
      ];
      for (const bot of bots) {
        const response = await bot.send(bot.marker);
        // Answered as a person is: 200 from the SDK's endpoint, a 303 onwards without JavaScript.
        expect([200, 303], bot.kind).toContain(response.status);
        if (response.status === 303) expect(response.headers.get('location'), bot.kind).not.toMatch(/error/);
      }

      await eventually('the person delivered', () => delivered(person));
      const rows: {
        kind: string;
        delivered: boolean;
        status: string | undefined;
        reason: string | null | undefined;
      }[] = [];
      for (const bot of bots) {
        const lead = await leadOf(bot.marker);
        rows.push({
          kind: bot.kind,
          delivered: delivered(bot.marker),
          status: lead?.status,
          reason: lead?.spam_reason,
        });
        expect(lead?.status, bot.kind).toBe('spam');
        expect(lead?.spam_reason, bot.kind).toMatch(bot.reason);
        const deliveries = await connection.db
          .selectFrom('deliveries')
          .select('id')
          .where('lead_id', '=', lead!.id)
          .execute();
        expect(deliveries, bot.kind).toHaveLength(0);
      }
      // Time for a delivery that should not happen.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      for (const bot of bots) expect(delivered(bot.marker), bot.kind).toBe(false);
      expect((await leadOf(person))?.status).toBe('new');
      // `npm run leads -- --json` shows each held message as spam, with its reason.
      const listed = execFileSync(
        process.execPath,
        [path.resolve('node_modules/tsx/dist/cli.mjs'), '--conditions=react-server', 'scripts/leads.ts', '--json'],
        {
          env: { ...process.env, ...CLEAN_SETTINGS, ...storeEnv(store) },
          encoding: 'utf8',
        },
      )
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as Lead);
      for (const bot of bots) {
        expect(
          listed.find((lead) => lead.message === bot.marker),
          bot.kind,
        ).toMatchObject({
          status: 'spam',
          spam_reason: expect.stringMatching(bot.reason),
        });
      }
      console.log(
        `[spam ${engine}] person delivered; bots:\n${rows.map((row) => `  ${row.kind}: delivered ${row.delivered}, ${row.status} (${row.reason})`).join('\n')}`,
      );
    });

    for (const locale of ['en', 'ur'] as const satisfies readonly Locale[]) {
      const contact = copyOf(locale, 'contact');
      const words = { formHeading: contact.formHeading, labels: contact.labels, submit: contact.submit };
      const contactPath = locale === 'en' ? '/contact-us' : '/ur/contact-us';

      test(`a person with JavaScript is delivered (${locale})`, async ({ page }) => {
        const marker = `person js ${locale} ${randomUUID()}`;
        const fields = await openContactForm(page, `${server.origin}${contactPath}`, words);
        await fields.name.pressSequentially('Ayesha Khan', { delay: KEY_DELAY_MS });
        await fields.email.pressSequentially('ayesha@example.pk', { delay: KEY_DELAY_MS });
        await fields.message.pressSequentially(marker, { delay: KEY_DELAY_MS });
        await fields.submit.click();
        await expect(fields.status).toHaveText(contact.success, { timeout: 15_000 });
        await eventually(`${marker} delivered`, () => delivered(marker));
        expect((await leadOf(marker))?.status).toBe('new');
      });

      test(`a person without JavaScript confirms once and is delivered (${locale})`, async ({ browser }) => {
        const marker = `person no-js ${locale} ${randomUUID()}`;
        const page = await noScriptPage(browser);
        await page.goto(`${server.origin}${contactPath}`);
        const fields = contactFormOf(page, words);
        await fields.name.fill('Bilal Ahmed');
        await fields.email.fill('bilal@example.pk');
        await fields.message.fill(marker);
        await fields.submit.click();
        await expect(page).toHaveURL(new RegExp(`${contactPath}/confirm\\?`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(contact.confirm.heading);
        expect((await leadOf(marker))?.status, 'held until confirmed').toBe('spam');
        await page.waitForTimeout(READING_MS);
        await page.getByRole('button', { name: contact.confirm.button }).click();
        await expect(page).toHaveURL(new RegExp(`${contactPath}#contact-sent$`));
        await expect(page.locator('#contact-sent')).toHaveText(contact.success);
        await eventually(`${marker} delivered`, () => delivered(marker));
        expect((await leadOf(marker))?.status).toBe('new');
        await page.context().close();
      });
    }

    test('a forged confirmation link shows the note and holds nothing back', async ({ browser }) => {
      const page = await noScriptPage(browser);
      await page.goto(
        `${server.origin}/contact-us/confirm?lead=${randomUUID()}&form=contact&back=%2Fcontact-us&sig=forged`,
      );
      await expect(page.getByRole('alert')).toHaveText(copyOf('en', 'contact').confirm.invalid);
      await expect(page.getByRole('button', { name: copyOf('en', 'contact').confirm.button })).toHaveCount(0);
      await page.context().close();
    });

    test('"not spam" in the inbox delivers a held message', async ({ page }) => {
      test.setTimeout(90_000);
      const marker = `held then released ${randomUUID()}`;
      const response = await fetch(`${server.origin}/api/v1.0/email/send-form`, {
        method: 'POST',
        body: sdkBody({ ...message(marker), website: '' }),
      });
      expect(response.status).toBe(200);
      const held = await leadOf(marker);
      expect(held?.status).toBe('spam');

      const email = `owner-${randomUUID().slice(0, 8)}@example.pk`;
      await addMember(page, server, store, email);
      const signedIn = await page.request.post(`${server.origin}/api/auth/sign-in/email`, {
        data: { email, password: PASSWORD },
        headers: { origin: server.origin },
      });
      expect(signedIn.status()).toBe(200);
      await page.goto(`${server.origin}/admin/leads?status=spam`);
      await expect(page.getByRole('link', { name: /Test Visitor/ }).first()).toBeVisible();
      await page.goto(`${server.origin}/admin/leads/${held!.id}`);
      await expect(page.getByText('Held as spam, not delivered:')).toBeVisible();
      await expect(page.getByRole('listitem').filter({ hasText: /^no form token/ })).toBeVisible();
      await page.getByRole('button', { name: 'Not spam: deliver it' }).click();
      await expect(page.getByText('Status saved.')).toBeVisible();
      await eventually(`${marker} delivered`, () => delivered(marker));
      expect((await leadOf(marker))?.status).toBe('new');
    });
  });
}

/** The setting that points a server or a command at `store`. */
function storeEnv(store: DatabaseConfig): Record<string, string> {
  return store.engine === 'sqlite' ? { SQLITE_PATH: store.file } : { DATABASE_URL: store.url };
}

async function noScriptPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  return context.newPage();
}

/** An inbox owner made with `npm run team -- add` against the server's store, with a password set. */
function addMember(page: Page, server: TestServer, store: DatabaseConfig, email: string): Promise<void> {
  const env = {
    ...CLEAN_SETTINGS,
    ...storeEnv(store),
    BETTER_AUTH_SECRET: AUTH_SECRET,
    BETTER_AUTH_URL: server.origin,
  };
  return addMemberWithPassword(page, env, email, PASSWORD, true);
}
