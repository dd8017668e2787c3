import { randomInt, randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { contactCopy } from '../src/content/pages';
import { startFakeEmailJs, type FakeEmailJs } from './fake-emailjs';
import { confirmNoScriptSend, storedLeads } from './form-sends';
import { CLEAN_SETTINGS, startNextServer, TEST_BUILD_DIR as DIST_DIR, type TestServer } from './next-server';

/**
 * Every lead is stored before anyone is told it arrived: a message sent without JavaScript is kept
 * in the server's store (a SQLite file of each server's own here) with the e-mail it is owed
 * queued for delivery from that copy, nothing is sent inline, and the form endpoints limit sends
 * per client address. The test build has no EmailJS keys, so this spec starts more servers from
 * that same build (no second build) with EmailJS settings given at run time, which the server
 * reads then. With JavaScript off the browser's built-in mode plays no part.
 */

/** FORM_RATE_LIMIT's default, which this spec's server runs with. */
const RATE_LIMIT = 5;

const EMAILJS = {
  publicKey: 'test-public-key',
  serviceId: 'test-service',
  contactTemplate: 'test-contact-template',
  subscribeTemplate: 'test-subscribe-template',
  privateKey: `test-private-key-${randomUUID()}`,
};
const SDK_FIELDS = { lib_version: '4.4.1', service_id: 'embedded', user_id: 'embedded' };

/** A client address of its own for each send sequence: the server trusts X-Forwarded-For here. */
const newAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/**
 * `next start` on the test build, with `env` on top of a clean mail set-up and a store of its own
 * in `dir` (SQLITE_PATH), unless `env` names one.
 */
function startServer(
  dir: string,
  env: Record<string, string>,
  waitFor: 'ready' | RegExp = 'ready',
): Promise<TestServer> {
  // Blank rather than absent (CLEAN_SETTINGS): Next.js fills absent variables from .env.local.
  return startNextServer(
    DIST_DIR,
    { ...CLEAN_SETTINGS, SQLITE_PATH: path.join(dir, 'site.db'), ...env },
    waitFor,
  );
}

let fake: FakeEmailJs;
let server: TestServer;
let storeDir: string;

/** The leads of this file's server, and the e-mail each is owed. */
function stored() {
  return storedLeads(path.join(storeDir, 'site.db'));
}

/** EmailJS mode at run time, sending to `emailJsOrigin`, trusting X-Forwarded-For. */
const emailJsEnv = (emailJsOrigin: string) => ({
  NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: EMAILJS.publicKey,
  NEXT_PUBLIC_EMAILJS_SERVICE_ID: EMAILJS.serviceId,
  NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: EMAILJS.contactTemplate,
  NEXT_PUBLIC_EMAILJS_SUBSCRIBE_TEMPLATE_ID: EMAILJS.subscribeTemplate,
  NEXT_PUBLIC_EMAILJS_ORIGIN: emailJsOrigin,
  TRUST_PROXY: '1',
});

const sample = (marker: string) => ({
  name: 'Ayesha Khan',
  email: 'ayesha@example.pk',
  subject: 'New clinic website, "soon"',
  message: `${marker}\nWe need a new website for our clinic in Gulberg.`,
});

/** What the server knows of where a lead sent from the contact page came from: that page. */
const fromContactPage = { landing_page: '/contact-us' };

/** A page with JavaScript off, as its own client address, on this spec's server. */
async function noScriptPage(browser: Browser, path = '/contact-us', address = newAddress()) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: server.origin,
    extraHTTPHeaders: { 'x-forwarded-for': address },
  });
  const page = await context.newPage();
  await page.goto(path);
  const form = page.locator('form#contact-form');
  const field = (name: string) => form.locator(`[name="${name}"]`);
  return {
    context,
    page,
    field,
    async send(values: Record<string, string>) {
      for (const [name, value] of Object.entries(values)) await field(name).fill(value);
      await form.getByRole('button', { name: contactCopy.submit }).click();
    },
  };
}

test.describe('leads sent without JavaScript, in EmailJS mode with the private key', () => {
  // One server for the file; its rate limits and store are shared by the tests in order.
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    fake = await startFakeEmailJs();
    storeDir = await mkdtemp(path.join(tmpdir(), 'leads-store-'));
    server = await startServer(storeDir, {
      ...emailJsEnv(fake.origin),
      EMAILJS_PRIVATE_KEY: EMAILJS.privateKey,
    });
  });

  test.afterAll(async () => {
    await server?.stop();
    await fake?.close();
    if (storeDir) await rm(storeDir, { recursive: true, force: true });
  });

  test.beforeEach(() => fake.answerWith(200));

  test('the server says at start-up where messages are stored and that it e-mails them', () => {
    expect(server.output()).toContain(
      `[email] messages sent without JavaScript are stored in SQLite (${path.join(storeDir, 'site.db')}), ` +
        `then e-mailed through EmailJS (${fake.origin}) by the server`,
    );
    expect(server.output()).not.toContain(EMAILJS.privateKey);
  });

  test('stores the message before the success note, then e-mails it once from the stored copy', async ({
    browser,
  }) => {
    const marker = `stored ${randomUUID()}`;
    const before = fake.sends.length;
    const visitor = await noScriptPage(browser);
    await visitor.send(sample(marker));
    await confirmNoScriptSend(visitor.page);
    await visitor.page.waitForURL(/\/contact-us#contact-sent$/);
    await expect(visitor.page.locator('#contact-sent')).toHaveText(contactCopy.success);
    await expect(visitor.page.locator('#contact-error')).toBeHidden();

    const mine = stored().filter((lead) => lead.fields.message?.startsWith(marker));
    expect(mine).toMatchObject([
      {
        template: 'contact',
        path: 'no-script',
        status: 'new',
        fields: { ...sample(marker), ...fromContactPage },
      },
    ]);
    // The delivery loop, woken by the stored lead, sends its e-mail from the stored copy: once.
    const mail = () => fake.sends.filter((send) => send.template_params?.message?.startsWith(marker));
    await expect.poll(() => mail().length, { timeout: 30_000 }).toBe(1);
    expect(mail()[0]?.template_params).toMatchObject(sample(marker));
    expect(fake.sends.length).toBe(before + 1);
    await visitor.context.close();
  });

  test('the lead carries what the server can know of where it came from: the form page and its campaign tags', async ({
    browser,
  }) => {
    const marker = `attributed ${randomUUID()}`;
    const visitor = await noScriptPage(
      browser,
      '/contact-us?utm_source=flyer&utm_medium=print&utm_campaign=eid',
    );
    await visitor.send(sample(marker));
    await confirmNoScriptSend(visitor.page);
    await visitor.page.waitForURL(/#contact-sent$/);
    expect(
      stored()
        .filter((lead) => lead.fields.message?.startsWith(marker))
        .map((lead) => lead.fields),
    ).toEqual([
      {
        ...sample(marker),
        utm_source: 'flyer',
        utm_medium: 'print',
        utm_campaign: 'eid',
        landing_page: '/contact-us',
      },
    ]);
    await visitor.context.close();
  });

  test(`/api/contact takes ${RATE_LIMIT} sends per address per 10 minutes, then keeps nothing and says so`, async ({
    playwright,
  }) => {
    const address = newAddress();
    const request: APIRequestContext = await playwright.request.newContext({
      baseURL: server.origin,
      maxRedirects: 0,
      extraHTTPHeaders: { 'x-forwarded-for': address },
    });
    const post = (marker: string) => request.post('/api/contact', { form: sample(marker) });
    const before = stored().length;
    for (let send = 0; send < RATE_LIMIT; send += 1) {
      const response = await post(`allowed ${send}`);
      expect(response.status()).toBe(303);
      // Held until its sender presses the confirmation page's button.
      expect(response.headers().location).toMatch(/^\/contact-us\/confirm\?lead=/);
    }
    expect(stored().length).toBe(before + RATE_LIMIT);

    const refused = await post('one too many');
    expect(refused.status()).toBe(303);
    const location = new URL(refused.headers().location ?? '', server.origin);
    expect(location.hash).toBe('#contact-error');
    expect(Object.fromEntries(location.searchParams)).toEqual(sample('one too many'));
    expect(stored().length).toBe(before + RATE_LIMIT);
    await request.dispose();
  });

  test('the private key never reaches a browser', async ({ request }) => {
    const html = await (await request.get(`${server.origin}/contact-us`)).text();
    expect(html).not.toContain(EMAILJS.privateKey);
    // Not even the variable's name is in the browser code: the server-only settings stay on the server.
    const chunks = path.join(process.cwd(), DIST_DIR, 'static');
    const files = (readdirSync(chunks, { recursive: true }) as string[]).filter((file) =>
      file.endsWith('.js'),
    );
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const full = path.join(chunks, file);
      if (statSync(full).isFile())
        expect(readFileSync(full, 'utf8'), file).not.toContain('EMAILJS_PRIVATE_KEY');
    }
  });

  // Last: it needs the contact form wired to typedValuesFromSearchParams (docs/forms-and-leads.md).
  test('after a refused send the form shows again, without JavaScript, everything the visitor typed', async ({
    browser,
    playwright,
  }) => {
    // The address has used up its sends: the visitor's is refused, and nothing is stored.
    const address = newAddress();
    const request = await playwright.request.newContext({
      baseURL: server.origin,
      maxRedirects: 0,
      extraHTTPHeaders: { 'x-forwarded-for': address },
    });
    for (let send = 0; send < RATE_LIMIT; send += 1)
      await request.post('/api/contact', { form: sample(`used ${send}`) });
    await request.dispose();
    const typed = sample(`typed back ${randomUUID()}`);
    const visitor = await noScriptPage(browser, '/contact-us', address);
    await visitor.send(typed);
    await visitor.page.waitForURL(/#contact-error$/);
    await expect(visitor.page.locator('#contact-error')).toHaveText(contactCopy.failure);
    for (const [name, value] of Object.entries(typed)) await expect(visitor.field(name)).toHaveValue(value);
    expect(stored().filter((lead) => lead.fields.message === typed.message)).toEqual([]);
    await visitor.context.close();
  });
});

test.describe('start-up', () => {
  test('a malformed FORM_RATE_LIMIT stops the server at once, naming the variable', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'leads-store-'));
    try {
      await expect(startServer(dir, { FORM_RATE_LIMIT: 'lots' })).rejects.toThrow(
        /exited \(1\)[\s\S]*\[config\] FORM_RATE_LIMIT must be a whole number from 1 to 1000, got "lots"/,
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  test('in EmailJS mode without the private key, the server warns that no-JavaScript messages are not e-mailed', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'leads-store-'));
    const warning =
      /\[email\] EMAILJS_PRIVATE_KEY not set: messages sent without JavaScript are stored in SQLite \((\S+)\) but not e-mailed; `npm run leads` lists them/;
    // Nothing is sent, so the EmailJS origin need not answer.
    const keyless = await startServer(dir, emailJsEnv('http://127.0.0.1:9'), warning);
    try {
      expect(warning.exec(keyless.output())?.[1]).toBe(path.join(dir, 'site.db'));
    } finally {
      await keyless.stop();
      await rm(dir, { recursive: true, force: true });
    }
  });

  test('an outbox file of an earlier version is moved into the store once, and kept renamed', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'leads-store-'));
    const outbox = path.join(dir, 'outbox.jsonl');
    const line = (marker: string) =>
      JSON.stringify({ receivedAt: '2026-01-02T03:04:05.000Z', template: 'contact', fields: sample(marker) });
    await writeFile(outbox, `${line('old one')}\n${line('old two')}\n`);
    const first = await startServer(dir, { OUTBOX_PATH: outbox }, /kept as \S+/);
    await first.stop();
    expect(first.output()).toContain("[leads] the outbox file's 2 message(s) are in the store (2 new)");
    expect(existsSync(outbox)).toBe(false);
    // The same file back again (say, restored from a backup): nothing is added twice.
    await writeFile(outbox, `${line('old one')}\n${line('old two')}\n`);
    const second = await startServer(dir, { OUTBOX_PATH: outbox }, /kept as \S+/);
    await second.stop();
    expect(second.output()).toContain('(0 new)');
    const leads = storedLeads(path.join(dir, 'site.db'));
    expect(leads.map((lead) => lead.fields.message?.split('\n')[0])).toEqual(['old one', 'old two']);
    await rm(dir, { recursive: true, force: true });
  });
});

test.describe('the SDK endpoint in embedded mode', () => {
  test(`answers the sixth send from one address 429 Too Many Requests, writing nothing`, async ({
    playwright,
  }) => {
    const dir = await mkdtemp(path.join(tmpdir(), 'leads-store-'));
    const file = path.join(dir, 'site.db');
    // No EmailJS settings: the endpoint exists and stores messages.
    const embedded = await startServer(dir, { TRUST_PROXY: '1' });
    const request = await playwright.request.newContext({ baseURL: embedded.origin });
    try {
      expect(embedded.output()).toContain(
        `[email] EmailJS keys not set: messages are stored in SQLite (${file})`,
      );
      const send = (address: string, marker: string) =>
        request.post('/api/v1.0/email/send-form', {
          headers: { 'x-forwarded-for': address },
          multipart: { ...sample(marker), ...SDK_FIELDS, template_id: 'embedded-contact' },
        });
      const address = newAddress();
      for (let index = 0; index < RATE_LIMIT; index += 1) {
        const response = await send(address, `sdk ${index}`);
        expect(response.status(), `send ${index + 1}`).toBe(200);
      }
      expect(storedLeads(file)).toHaveLength(RATE_LIMIT);
      const refused = await send(address, 'sdk one too many');
      expect(refused.status()).toBe(429);
      expect(await refused.text()).toBe('Too Many Requests');
      expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0);
      expect(storedLeads(file)).toHaveLength(RATE_LIMIT);

      // Another address is counted on its own.
      expect((await send(newAddress(), 'sdk other address')).status()).toBe(200);

      // The health check answers, and says nothing of the set-up.
      const health = await request.get('/api/health');
      expect(health.status()).toBe(200);
      expect(await health.text()).toBe('ok');
      expect(health.headers()['cache-control']).toContain('no-store');
    } finally {
      await request.dispose();
      await embedded.stop();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
