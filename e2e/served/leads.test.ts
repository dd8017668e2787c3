/**
 * Every lead is stored before anyone is told it arrived: a message sent without JavaScript is kept
 * in the server's store (a SQLite file of each server's own here) with the e-mail it is owed
 * queued for delivery from that copy, nothing is sent inline, and the form endpoints limit sends
 * per client address. The test build has no EmailJS keys, so this file starts more servers from
 * that same build (no second build) with EmailJS settings given at run time, which the server
 * reads then. A visitor without JavaScript is played in plain HTTP: the form as served, posted as
 * the browser posts it, the confirmation page's button pressed.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { contactCopy } from '@/content/pages';
import { parsePage, textOf } from '@test-support/served';
import { startFakeEmailJs, type FakeEmailJs } from '../fake-emailjs';
import { CLEAN_SETTINGS, startNextServer, TEST_BUILD_DIR as DIST_DIR, type TestServer } from '../next-server';
import { confirmAsPerson, newClientAddress, openForm, storedLeads } from './forms';

/** FORM_RATE_LIMIT's default, which this file's server runs with. */
const RATE_LIMIT = 5;

const EMAILJS = {
  publicKey: 'test-public-key',
  serviceId: 'test-service',
  contactTemplate: 'test-contact-template',
  subscribeTemplate: 'test-subscribe-template',
  privateKey: `test-private-key-${randomUUID()}`,
};
const SDK_FIELDS = { lib_version: '4.4.1', service_id: 'embedded', user_id: 'embedded' };

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

/** The contact form on this file's server, as a visitor without JavaScript at `address` gets it. */
function contactForm(page = '/contact-us', address = newClientAddress()) {
  const headers = { 'x-forwarded-for': address };
  return { headers, open: () => openForm(`${server.origin}${page}`, '#contact-form', headers) };
}

/** The page a redirect leads to on this file's server, parsed. */
async function landOn(location: string, headers: Record<string, string>) {
  const address = new URL(location, server.origin);
  const response = await fetch(address, { headers });
  return { address, document: parsePage(await response.text()) };
}

/**
 * The contact page's notes show through `:target` alone: hidden unless the address names them,
 * which is what a browser without JavaScript shows.
 */
const hiddenUntilTargeted = (note: Element | null) => /(^|\s)hidden(\s|$)/.test(note?.className ?? '');

describe('leads sent without JavaScript, in EmailJS mode with the private key', () => {
  // One server for the file; its rate limits and store are shared by the tests in order.
  beforeAll(async () => {
    fake = await startFakeEmailJs();
    storeDir = await mkdtemp(path.join(tmpdir(), 'leads-store-'));
    server = await startServer(storeDir, {
      ...emailJsEnv(fake.origin),
      EMAILJS_PRIVATE_KEY: EMAILJS.privateKey,
    });
  });

  afterAll(async () => {
    await server?.stop();
    await fake?.close();
    if (storeDir) await rm(storeDir, { recursive: true, force: true });
  });

  beforeEach(() => fake.answerWith(200));

  test('the server says at start-up where messages are stored and that it e-mails them', () => {
    expect(server.output()).toContain(
      `[email] messages sent without JavaScript are stored in SQLite (${path.join(storeDir, 'site.db')}), ` +
        `then e-mailed through EmailJS (${fake.origin}) by the server`,
    );
    expect(server.output()).not.toContain(EMAILJS.privateKey);
  });

  test('stores the message before the success note, then e-mails it once from the stored copy', async () => {
    const marker = `stored ${randomUUID()}`;
    const before = fake.sends.length;
    const visitor = contactForm();
    const posted = await (await visitor.open()).submit(sample(marker));
    expect(posted.location).toMatch(/^\/contact-us\/confirm\?/);
    const confirmed = await confirmAsPerson(server.origin, posted.location, visitor.headers);
    const landing = await landOn(confirmed.location, visitor.headers);
    expect(landing.address.pathname + landing.address.hash).toBe('/contact-us#contact-sent');
    expect(textOf(landing.document.getElementById('contact-sent'))).toBe(contactCopy.success);
    expect(hiddenUntilTargeted(landing.document.getElementById('contact-error'))).toBe(true);

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
  });

  test('the lead carries what the server can know of where it came from: the form page and its campaign tags', async () => {
    const marker = `attributed ${randomUUID()}`;
    const visitor = contactForm('/contact-us?utm_source=flyer&utm_medium=print&utm_campaign=eid');
    const posted = await (await visitor.open()).submit(sample(marker));
    const confirmed = await confirmAsPerson(server.origin, posted.location, visitor.headers);
    expect(confirmed.location).toMatch(/#contact-sent$/);
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
  });

  test(`/api/contact takes ${RATE_LIMIT} sends per address per 10 minutes, then keeps nothing and says so`, async () => {
    const address = newClientAddress();
    const post = (marker: string) =>
      fetch(`${server.origin}/api/contact`, {
        method: 'POST',
        body: new URLSearchParams(sample(marker)),
        headers: { 'x-forwarded-for': address },
        redirect: 'manual',
      });
    const before = stored().length;
    for (let send = 0; send < RATE_LIMIT; send += 1) {
      const response = await post(`allowed ${send}`);
      expect(response.status).toBe(303);
      // Held until its sender presses the confirmation page's button.
      expect(response.headers.get('location')).toMatch(/^\/contact-us\/confirm\?lead=/);
    }
    expect(stored().length).toBe(before + RATE_LIMIT);

    const refused = await post('one too many');
    expect(refused.status).toBe(303);
    const location = new URL(refused.headers.get('location') ?? '', server.origin);
    expect(location.hash).toBe('#contact-error');
    expect(Object.fromEntries(location.searchParams)).toEqual(sample('one too many'));
    expect(stored().length).toBe(before + RATE_LIMIT);
  });

  test('the private key never reaches a browser', async () => {
    const html = await (await fetch(`${server.origin}/contact-us`)).text();
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
  test('after a refused send the form shows again, without JavaScript, everything the visitor typed', async () => {
    // The address has used up its sends: the visitor's is refused, and nothing is stored.
    const address = newClientAddress();
    for (let send = 0; send < RATE_LIMIT; send += 1) {
      const used = await fetch(`${server.origin}/api/contact`, {
        method: 'POST',
        body: new URLSearchParams(sample(`used ${send}`)),
        headers: { 'x-forwarded-for': address },
        redirect: 'manual',
      });
      await used.text();
    }
    const typed = sample(`typed back ${randomUUID()}`);
    const visitor = contactForm('/contact-us', address);
    const posted = await (await visitor.open()).submit(typed);
    const landing = await landOn(posted.location, visitor.headers);
    expect(landing.address.hash).toBe('#contact-error');
    expect(textOf(landing.document.getElementById('contact-error'))).toBe(contactCopy.failure);
    const form = landing.document.getElementById('contact-form')!;
    const valueOf = (name: string) => {
      const field = form.querySelector(`[name="${name}"]`);
      return field?.tagName.toLowerCase() === 'textarea' ? field.textContent : field?.getAttribute('value');
    };
    for (const [name, value] of Object.entries(typed)) expect(valueOf(name), name).toBe(value);
    expect(stored().filter((lead) => lead.fields.message === typed.message)).toEqual([]);
  });
});

describe('start-up', () => {
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
  }, 120_000);
});

describe('the SDK endpoint in embedded mode', () => {
  test(`answers the sixth send from one address 429 Too Many Requests, writing nothing`, async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'leads-store-'));
    const file = path.join(dir, 'site.db');
    // No EmailJS settings: the endpoint exists and stores messages.
    const embedded = await startServer(dir, { TRUST_PROXY: '1' });
    try {
      expect(embedded.output()).toContain(
        `[email] EmailJS keys not set: messages are stored in SQLite (${file})`,
      );
      const send = (address: string, marker: string) => {
        const body = new FormData();
        for (const [name, value] of Object.entries({
          ...sample(marker),
          ...SDK_FIELDS,
          template_id: 'embedded-contact',
        }))
          body.append(name, value);
        return fetch(`${embedded.origin}/api/v1.0/email/send-form`, {
          method: 'POST',
          body,
          headers: { 'x-forwarded-for': address },
        });
      };
      const address = newClientAddress();
      for (let index = 0; index < RATE_LIMIT; index += 1) {
        const response = await send(address, `sdk ${index}`);
        await response.text();
        expect(response.status, `send ${index + 1}`).toBe(200);
      }
      expect(storedLeads(file)).toHaveLength(RATE_LIMIT);
      const refused = await send(address, 'sdk one too many');
      expect(refused.status).toBe(429);
      expect(await refused.text()).toBe('Too Many Requests');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(storedLeads(file)).toHaveLength(RATE_LIMIT);

      // Another address is counted on its own.
      const other = await send(newClientAddress(), 'sdk other address');
      await other.text();
      expect(other.status).toBe(200);

      // The health check answers, and says nothing of the set-up.
      const health = await fetch(`${embedded.origin}/api/health`);
      expect(health.status).toBe(200);
      expect(await health.text()).toBe('ok');
      expect(health.headers.get('cache-control')).toContain('no-store');
    } finally {
      await embedded.stop();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
