import { memoryLimiter, testServerEnv } from '@test-support/email-sends';
import { describeEachEngine } from '@test-support/engines';
import { formPost, type PostedFrom } from '@test-support/form-post';
import { describe, expect, it, vi } from 'vitest';
import type { ServerEnv } from '@/env';
import type { ServerEvent } from '@/lib/analytics/proxy';
import { storeRateLimiter } from '@/lib/http/rate-limit';
import { leadFields } from '@/lib/leads/store';
import { MIN_CONFIRM_MS, pageToken, readLink, type HeldMessage } from './confirm';
import { receiveConfirmation } from './confirm-endpoint';
import { receiveNoScript, type NoScriptDeps } from './no-script';
import { SPAM_REASONS } from './spam';

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
/** When the sender presses the confirmation page's button: shown at NOW, read for a moment. */
const CONFIRMED_AT = new Date(NOW.getTime() + MIN_CONFIRM_MS + 500);

/** The held message a Location to the confirmation page names, and the page's path; throws for any other. */
function confirmationPage(location: string | null): HeldMessage & { path: string } {
  const url = new URL(location ?? '', 'http://site.invalid');
  const held = readLink(Object.fromEntries(url.searchParams));
  if (!held) throw new Error(`not a signed confirmation link: ${location}`);
  return { ...held, path: url.pathname };
}

function server(overrides: Partial<ServerEnv> = {}): ServerEnv {
  return testServerEnv({ emailjs: keys, emailjsPrivateKey: 'private', ...overrides });
}

/** The form posted to /api/contact, `query` after the path. */
const post = (
  fields: Record<string, string>,
  { query = '', ...from }: PostedFrom & { query?: string } = {},
) => formPost(`http://127.0.0.1:3000/api/contact${query}`, fields, from);

const unreachable = () => {
  throw new Error('SQLITE_CANTOPEN: unable to open database file');
};

describeEachEngine('receiveNoScript', (current) => {
  /** The handler on the test's store. */
  function setup(overrides: Partial<ServerEnv> = {}, deps: Partial<NoScriptDeps> = {}) {
    const settings = server(overrides);
    const all: NoScriptDeps = {
      server: settings,
      limiter: storeRateLimiter(current, { limit: settings.formRateLimit, endpoint: 'no-script' }),
      db: () => current().db,
      now: () => NOW,
      ...deps,
    };
    const send = async (request: Request) => {
      const response = await receiveNoScript(request, all);
      expect(response.status).toBe(303);
      return response.headers.get('location');
    };
    /** The sender presses the confirmation page's button (src/lib/intake/confirm-endpoint.ts). */
    const confirm = async (location: string | null) => {
      const { lead, form, back } = confirmationPage(location);
      const { sig = '' } = Object.fromEntries(new URL(location ?? '', 'http://site.invalid').searchParams);
      const issued = NOW.getTime();
      const fields = { lead, form, back, sig, issued: String(issued), token: pageToken(lead, issued) };
      const request = new Request('http://127.0.0.1:3000/api/contact/confirm', {
        method: 'POST',
        body: new URLSearchParams(fields).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '203.0.113.9' },
      });
      const response = await receiveConfirmation(request, { ...all, now: () => CONFIRMED_AT });
      return response.headers.get('location');
    };
    const leads = () => current().db.selectFrom('leads').selectAll().orderBy('received_at').execute();
    const deliveries = () => current().db.selectFrom('deliveries').selectAll().execute();
    return { send, confirm, leads, deliveries };
  }

  it('stores the message held and sends the visitor to the confirmation page: nothing is queued or sent yet', async () => {
    const { send, leads, deliveries } = setup();
    const location = await send(post({ ...contact, website: '' }));
    const [lead] = await leads();
    expect(lead).toMatchObject({
      form: 'contact',
      path: 'no-script',
      received_at: NOW.toISOString(),
      status: 'spam',
      spam_reason: SPAM_REASONS.unconfirmed,
    });
    expect(leadFields(lead!)).toEqual({ ...contact, ...fromReferer });
    expect(confirmationPage(location)).toEqual({
      path: '/contact-us/confirm',
      lead: lead!.id,
      form: 'contact',
      back: '/contact-us#contact-sent',
    });
    expect(await deliveries()).toEqual([]);
  });

  it('queues the e-mail the server owes the message once its sender confirms it, and shows success', async () => {
    const { send, confirm, leads, deliveries } = setup();
    expect(await confirm(await send(post({ ...contact, website: '' })))).toBe('/contact-us#contact-sent');
    const [lead] = await leads();
    expect(lead).toMatchObject({ status: 'new', spam_reason: null });
    expect(await deliveries()).toMatchObject([
      { lead_id: lead!.id, channel: 'email', status: 'pending', next_attempt_at: CONFIRMED_AT.toISOString() },
    ]);
  });

  it('stores a subscription with its own form, whose confirmation returns to its page', async () => {
    const { send, leads } = setup();
    const location = await send(
      post({ email: 'news@example.pk', website: '' }, { query: '?form=subscribe' }),
    );
    expect(confirmationPage(location)).toMatchObject({
      path: '/contact-us/confirm',
      form: 'subscribe',
      back: '/about-us#subscribe-sent',
    });
    expect(await leads()).toMatchObject([
      { form: 'subscribe', email: 'news@example.pk', name: null, status: 'spam' },
    ]);
  });

  it('sends a message written in Urdu to the Urdu confirmation page, which returns to the Urdu contact page', async () => {
    const { send } = setup();
    expect(confirmationPage(await send(post({ ...contact, website: '', language: 'ur' })))).toMatchObject({
      path: '/ur/contact-us/confirm',
      back: '/ur/contact-us#contact-sent',
    });
  });

  it('without the private key (or in embedded mode) a confirmed message is owed no e-mail', async () => {
    for (const overrides of [{ emailjsPrivateKey: undefined }, { emailjs: { origin: keys.origin } }]) {
      const { send, confirm } = setup(overrides);
      const address = `198.51.100.${Object.keys(overrides).length}`;
      expect(await confirm(await send(post({ ...contact, website: '' }, { address })))).toBe(
        '/contact-us#contact-sent',
      );
    }
    const { leads, deliveries } = setup();
    expect(await leads()).toMatchObject([{ status: 'new' }, { status: 'new' }]);
    expect(await deliveries()).toEqual([]);
  });

  it('when the store cannot be reached: the error note with the typed text, nothing stored', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const down = setup({}, { db: unreachable });
    expect(await down.send(post(contact))).toBe(`${typedBack}#contact-error`);
    const noLimit = setup(
      {},
      { limiter: storeRateLimiter(unreachable, { limit: 5, endpoint: 'no-script' }) },
    );
    expect(await noLimit.send(post(contact))).toBe(`${typedBack}#contact-error`);
    expect(await down.leads()).toEqual([]);
    const logged = error.mock.calls.flat().join(' ');
    expect(logged).toContain('SQLITE_CANTOPEN');
    expect(logged).not.toContain(contact.email);
  });

  it('keeps a bot’s message (the hidden field filled, or left out) as spam, owed nothing, yet answers it like a person', async () => {
    const { send, leads, deliveries } = setup();
    const filled = confirmationPage(await send(post({ ...contact, website: 'http://spam' })));
    const leftOut = confirmationPage(await send(post(contact)));
    expect(filled).toMatchObject({ path: '/contact-us/confirm', back: '/contact-us#contact-sent' });
    expect(leftOut).toMatchObject({ path: '/contact-us/confirm', back: '/contact-us#contact-sent' });
    const reasons = Object.fromEntries((await leads()).map((lead) => [lead.id, lead.spam_reason]));
    expect(reasons).toEqual({
      [filled.lead]: `${SPAM_REASONS.honeypotFilled}; ${SPAM_REASONS.unconfirmed}`,
      [leftOut.lead]: `${SPAM_REASONS.honeypotMissing}; ${SPAM_REASONS.unconfirmed}`,
    });
    expect(await deliveries()).toEqual([]);
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

  it('counts nothing at the post, though the route hands it a counter: the conversion is counted at confirmation', async () => {
    const counted: ServerEvent[] = [];
    const settings = server();
    // As src/app/api/contact/route.ts calls it (src/lib/intake/form-endpoint.ts): with a counter.
    const routeDeps: NoScriptDeps & { count: (event: ServerEvent) => void } = {
      server: settings,
      limiter: memoryLimiter(5),
      db: () => current().db,
      now: () => NOW,
      count: (event) => counted.push(event),
    };
    await receiveNoScript(post({ ...contact, website: '' }), routeDeps);
    await receiveNoScript(
      post({ email: 'news@example.pk', website: '' }, { query: '?form=subscribe' }),
      routeDeps,
    );
    expect(counted).toEqual([]);
  });

  it('refuses the sixth send from one address: nothing stored, the error note with the typed text', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { send, leads } = setup();
    for (let index = 0; index < 5; index += 1)
      expect(confirmationPage(await send(post(contact))).path).toBe('/contact-us/confirm');
    expect(await send(post(contact))).toBe(`${typedBack}#contact-error`);
    expect(await leads()).toHaveLength(5);
    // Another address still gets through.
    expect(confirmationPage(await send(post(contact, { address: '198.51.100.4' }))).path).toBe(
      '/contact-us/confirm',
    );
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
