/**
 * Spam is held for review, never delivered, and people are not: a person sends the contact form in
 * a real browser with JavaScript (the page solves the proof of work), in English and Urdu, and
 * reaches the CRM webhook; a message held as spam is delivered once a member of the inbox says
 * "not spam". On SQLite and on PostgreSQL, each with a server of its own on the test build. The
 * bots' corpus and the sends without JavaScript are in e2e/served/spam.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { copyOf } from '../src/content/localized';
import type { Locale } from '../src/content/locales';
import { connect, type Connection } from '../src/lib/db/connection';
import type { DatabaseConfig } from '../src/lib/db/config';
import type { Lead } from '../src/lib/db/schema';
import { createDatabase } from '../test-support/postgres';
import { sdkBody } from '../test-support/email-sends';
import { startWebhookReceiver, type WebhookReceiver } from '../test-support/webhook-receiver';
import { openContactForm } from './form-sends';
import { eventually, testCluster } from './instances-site';
import { addMemberWithPasswordSet } from './team-member';
import { CLEAN_SETTINGS, startNextServer, TEST_BUILD_DIR, type TestServer } from './next-server';

const WEBHOOK_SECRET = 'spam-spec-webhook-secret';
const AUTH_SECRET = 'spam-spec-auth-secret-0123456789-abcdefghijkl';
const PASSWORD = 'a long enough test password';
/** Typing delay per key: a person's pace, not an instant fill. */
const KEY_DELAY_MS = 15;

const message = (marker: string) => ({
  name: 'Test Visitor',
  email: 'visitor@example.pk',
  subject: 'Spam corpus',
  message: marker,
});

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
    }

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
      await addMember(server, store, email);
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

/** An inbox owner made with `npm run team -- add` against the server's store, with a password set. */
function addMember(server: TestServer, store: DatabaseConfig, email: string): Promise<void> {
  const env = {
    ...CLEAN_SETTINGS,
    ...storeEnv(store),
    BETTER_AUTH_SECRET: AUTH_SECRET,
    BETTER_AUTH_URL: server.origin,
  };
  return addMemberWithPasswordSet(env, email, PASSWORD, true);
}
