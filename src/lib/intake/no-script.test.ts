import { memoryLimiter, testServerEnv } from '@test-support/email-sends';
import { describeEachEngine } from '@test-support/engines';
import { describe, expect, it, vi } from 'vitest';
import type { ServerEnv } from '@/env';
import type { ServerEvent } from '@/lib/analytics/proxy';
import { storeRateLimiter } from '@/lib/intake/rate-limit';
import { leadFields } from '@/lib/leads/store';
import { receiveNoScript, type NoScriptDeps } from './no-script';

const keys = {
  publicKey: 'pk',
  serviceId: 'svc',
  templateId: 'tpl',
  subscribeTemplateId: 'sub',
  origin: 'http://127.0.0.1:9',
};
const contact = { name: 'Ayesha Khan', email: 'ayesha@example.pk', subject: 'Clinic', message: 'Hello' };
/** What the server knows of the lead's origin from the Referer of `post` (the page the form was on). */
const fromReferer = { landing_page: '/about-us' };
const typedBack = '/contact-us?name=Ayesha+Khan&email=ayesha%40example.pk&subject=Clinic&message=Hello';
const NOW = new Date('2025-01-02T03:04:05.000Z');

function server(overrides: Partial<ServerEnv> = {}): ServerEnv {
  return testServerEnv({ emailjs: keys, emailjsPrivateKey: 'private', ...overrides });
}

function post(
  fields: Record<string, string>,
  { query = '', address = '203.0.113.9', referer = 'http://127.0.0.1:3000/about-us' } = {},
): Request {
  return new Request(`http://127.0.0.1:3000/api/contact${query}`, {
    method: 'POST',
    body: new URLSearchParams(fields).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      host: '127.0.0.1:3000',
      referer,
      'x-forwarded-for': address,
    },
  });
}

const unreachable = () => {
  throw new Error('SQLITE_CANTOPEN: unable to open database file');
};

describeEachEngine('receiveNoScript', (current) => {
  /** The handler on the test's store, with a recording analytics counter. */
  function setup(overrides: Partial<ServerEnv> = {}, deps: Partial<NoScriptDeps> = {}) {
    const counted: ServerEvent[] = [];
    const settings = server(overrides);
    const all: NoScriptDeps = {
      server: settings,
      limiter: storeRateLimiter(current, { limit: settings.formRateLimit, endpoint: 'no-script' }),
      db: () => current().db,
      now: () => NOW,
      count: (event) => counted.push(event),
      ...deps,
    };
    const send = async (request: Request) => {
      const response = await receiveNoScript(request, all);
      expect(response.status).toBe(303);
      return response.headers.get('location');
    };
    const leads = () => current().db.selectFrom('leads').selectAll().orderBy('received_at').execute();
    const deliveries = () => current().db.selectFrom('deliveries').selectAll().execute();
    return { send, counted, leads, deliveries };
  }

  it('stores the message, queues the e-mail the server owes it, and shows success: nothing is sent inline', async () => {
    const { send, leads, deliveries } = setup();
    expect(await send(post({ ...contact, website: '' }))).toBe('/contact-us#contact-sent');
    const [lead] = await leads();
    expect(lead).toMatchObject({ form: 'contact', path: 'no-script', received_at: NOW.toISOString() });
    expect(leadFields(lead!)).toEqual({ ...contact, ...fromReferer });
    expect(await deliveries()).toMatchObject([
      { lead_id: lead!.id, channel: 'email', status: 'pending', next_attempt_at: NOW.toISOString() },
    ]);
  });

  it('stores a subscription with its own form and returns to its page', async () => {
    const { send, leads } = setup();
    expect(await send(post({ email: 'news@example.pk' }, { query: '?form=subscribe' }))).toBe(
      '/about-us#subscribe-sent',
    );
    expect(await leads()).toMatchObject([{ form: 'subscribe', email: 'news@example.pk', name: null }]);
  });

  it('without the private key (or in embedded mode) stores the message, owed no e-mail', async () => {
    for (const overrides of [{ emailjsPrivateKey: undefined }, { emailjs: { origin: keys.origin } }]) {
      const { send } = setup(overrides);
      expect(await send(post(contact, { address: `198.51.100.${Object.keys(overrides).length}` }))).toBe(
        '/contact-us#contact-sent',
      );
    }
    const { leads, deliveries } = setup();
    expect(await leads()).toHaveLength(2);
    expect(await deliveries()).toEqual([]);
  });

  it('when the store cannot be reached: the error note with the typed text, nothing stored or counted', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const down = setup({}, { db: unreachable });
    expect(await down.send(post(contact))).toBe(`${typedBack}#contact-error`);
    const noLimit = setup(
      {},
      { limiter: storeRateLimiter(unreachable, { limit: 5, endpoint: 'no-script' }) },
    );
    expect(await noLimit.send(post(contact))).toBe(`${typedBack}#contact-error`);
    expect(await down.leads()).toEqual([]);
    expect([...down.counted, ...noLimit.counted]).toEqual([]);
    const logged = error.mock.calls.flat().join(' ');
    expect(logged).toContain('SQLITE_CANTOPEN');
    expect(logged).not.toContain(contact.email);
  });

  it('keeps nothing for a bot, yet shows it success', async () => {
    const { send, leads, counted } = setup();
    expect(await send(post({ ...contact, website: 'http://spam' }))).toBe('/contact-us#contact-sent');
    expect(await leads()).toEqual([]);
    expect(counted).toEqual([]);
  });

  it("fills the empty attribution fields with what the Referer tells: the form's page and its campaign tags", async () => {
    const { send, leads } = setup();
    const empty = { utm_source: '', utm_medium: '', utm_campaign: '', landing_page: '', referrer_host: '' };
    await send(
      post({ ...contact, ...empty }, { referer: 'http://127.0.0.1:3000/contact-us?utm_source=flyer&name=x' }),
    );
    expect(leadFields((await leads())[0]!)).toEqual({
      ...contact,
      utm_source: 'flyer',
      landing_page: '/contact-us',
    });
  });

  it('keeps attribution the browser sent, and learns nothing from another site or a missing Referer', async () => {
    const { send, leads } = setup();
    const sent = { utm_source: 'google', landing_page: '/blog', referrer_host: 'www.google.com' };
    await send(post({ ...contact, ...sent, message: 'one' }));
    await send(post({ ...contact, message: 'two' }, { referer: 'https://evil.example/?utm_source=spam' }));
    await send(post({ ...contact, message: 'three' }, { referer: '' }));
    const byMessage = Object.fromEntries((await leads()).map((lead) => [lead.message, leadFields(lead)]));
    expect(byMessage).toEqual({
      one: { ...contact, ...sent, message: 'one' },
      two: { ...contact, message: 'two' },
      three: { ...contact, message: 'three' },
    });
  });

  it('counts a stored message as Contact Sent (mode no-js), a subscription as Subscribe; nothing for a failure or a bot', async () => {
    const { send, counted } = setup();
    await send(post(contact));
    await send(post({ email: 'news@example.pk' }, { query: '?form=subscribe' }));
    await send(post({ ...contact, website: 'http://spam' }));
    await send(post({ ...contact, email: 'nope' }));
    expect(counted).toEqual([
      { name: 'Contact Sent', page: '/contact-us', props: { mode: 'no-js' } },
      { name: 'Subscribe', page: '/about-us', props: {} },
    ]);
  });

  it('still shows success when counting fails: the message is stored already', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { send, leads } = setup(
      {},
      {
        count: () => {
          throw new Error('after() outside a request');
        },
      },
    );
    expect(await send(post(contact))).toBe('/contact-us#contact-sent');
    expect(await leads()).toHaveLength(1);
    expect(warn).toHaveBeenCalled();
  });

  it('refuses the sixth send from one address: nothing stored, the error note with the typed text', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { send, leads } = setup();
    for (let index = 0; index < 5; index += 1)
      expect(await send(post(contact))).toBe('/contact-us#contact-sent');
    expect(await send(post(contact))).toBe(`${typedBack}#contact-error`);
    expect(await leads()).toHaveLength(5);
    // Another address still gets through.
    expect(await send(post(contact, { address: '198.51.100.4' }))).toBe('/contact-us#contact-sent');
  });

  it('follows FORM_RATE_LIMIT', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { send, leads } = setup({ formRateLimit: 2 });
    await send(post(contact));
    await send(post(contact));
    expect(await send(post(contact))).toBe(`${typedBack}#contact-error`);
    expect(await leads()).toHaveLength(2);
  });
});

describe('receiveNoScript, a rejected message', () => {
  it('goes back to the error note with what was typed, whatever the store', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const response = await receiveNoScript(post({ ...contact, email: 'nope' }), {
      server: server(),
      limiter: memoryLimiter(5),
      db: unreachable,
    });
    expect(response.headers.get('location')).toBe(
      '/contact-us?name=Ayesha+Khan&email=nope&subject=Clinic&message=Hello#contact-error',
    );
  });
});
