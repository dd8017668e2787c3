import { testServerEnv } from '@test-support/email-sends';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ServerEnv } from '@/env';
import type { ServerEvent } from '@/lib/analytics/proxy';
import { createRateLimiter } from '@/lib/email/rate-limit';
import type { ForwardRequest, ForwardResult } from './forward';
import { receiveNoScript } from './no-script';
import type { OutboxRecord } from './outbox';

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

/** The handler with recording fakes for EmailJS and the outbox. */
function setup(answer: ForwardResult = { ok: true }, overrides: Partial<ServerEnv> = {}) {
  const forwarded: ForwardRequest[] = [];
  const kept: OutboxRecord[] = [];
  const deps = {
    server: server(overrides),
    limiter: createRateLimiter({ limit: overrides.formRateLimit ?? 5, now: () => 0 }),
    forward: async (request: ForwardRequest) => {
      forwarded.push(request);
      return answer;
    },
    append: async (record: OutboxRecord) => {
      kept.push(record);
    },
    now: () => new Date('2025-01-02T03:04:05.000Z'),
  };
  const send = async (request: Request) => {
    const response = await receiveNoScript(request, deps);
    expect(response.status).toBe(303);
    return response.headers.get('location');
  };
  return { send, forwarded, kept };
}

afterEach(() => vi.restoreAllMocks());

describe('receiveNoScript with the EmailJS private key', () => {
  it('forwards the message with the contact template and keeps no copy once EmailJS took it', async () => {
    const { send, forwarded, kept } = setup();
    expect(await send(post({ ...contact, website: '' }))).toBe('/contact-us#contact-sent');
    expect(forwarded).toEqual([
      { form: 'contact', fields: { ...contact, ...fromReferer }, settings: keys, privateKey: 'private' },
    ]);
    expect(kept).toEqual([]);
  });

  it('forwards a subscription with its own form and returns to its page', async () => {
    const { send, forwarded } = setup();
    expect(await send(post({ email: 'news@example.pk' }, { query: '?form=subscribe' }))).toBe(
      '/about-us#subscribe-sent',
    );
    expect(forwarded[0]).toMatchObject({ form: 'subscribe', fields: { email: 'news@example.pk' } });
  });

  it('when EmailJS fails: keeps the message marked undelivered, and the visitor gets the error with their text', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { send, kept } = setup({ ok: false, reason: 'EmailJS answered 500: boom' });
    expect(await send(post(contact))).toBe(`${typedBack}#contact-error`);
    expect(kept).toEqual([
      {
        receivedAt: '2025-01-02T03:04:05.000Z',
        template: 'contact',
        fields: { ...contact, ...fromReferer },
        delivered: false,
        reason: 'EmailJS answered 500: boom',
      },
    ]);
  });

  it('shows the error with the typed text even if the outbox cannot be written either', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const deps = {
      server: server(),
      limiter: createRateLimiter({ limit: 5 }),
      forward: async () => ({ ok: false, reason: 'timeout' }) as const,
      append: async () => {
        throw new Error('EROFS');
      },
    };
    const response = await receiveNoScript(post(contact), deps);
    expect(response.headers.get('location')).toBe(`${typedBack}#contact-error`);
    expect(error).toHaveBeenCalled();
  });

  it('sends nothing for a bot, yet shows it success', async () => {
    const { send, forwarded, kept } = setup();
    expect(await send(post({ ...contact, website: 'http://spam' }))).toBe('/contact-us#contact-sent');
    expect(forwarded).toEqual([]);
    expect(kept).toEqual([]);
  });
});

describe('receiveNoScript without the private key', () => {
  it('keeps the message in the outbox (EmailJS mode) and shows success', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const { send, forwarded, kept } = setup({ ok: true }, { emailjsPrivateKey: undefined });
    expect(await send(post(contact))).toBe('/contact-us#contact-sent');
    expect(forwarded).toEqual([]);
    expect(kept).toEqual([
      { receivedAt: '2025-01-02T03:04:05.000Z', template: 'contact', fields: { ...contact, ...fromReferer } },
    ]);
  });

  it('keeps the message in the outbox in embedded mode, even if a private key is set', async () => {
    const { send, forwarded, kept } = setup({ ok: true }, { emailjs: { origin: keys.origin } });
    expect(await send(post(contact))).toBe('/contact-us#contact-sent');
    expect(forwarded).toEqual([]);
    expect(kept).toHaveLength(1);
  });
});

describe('receiveNoScript: where the lead came from, and counting it', () => {
  const counting = (answer: ForwardResult = { ok: true }) => {
    const counted: ServerEvent[] = [];
    const forwarded: ForwardRequest[] = [];
    const deps = {
      server: server(),
      limiter: createRateLimiter({ limit: 5 }),
      forward: async (request: ForwardRequest) => {
        forwarded.push(request);
        return answer;
      },
      append: async () => undefined,
      count: (event: ServerEvent) => counted.push(event),
    };
    return { counted, forwarded, receive: (request: Request) => receiveNoScript(request, deps) };
  };

  it("fills the empty attribution fields with what the Referer tells: the form's page and its campaign tags", async () => {
    const { forwarded, receive } = counting();
    const empty = { utm_source: '', utm_medium: '', utm_campaign: '', landing_page: '', referrer_host: '' };
    await receive(
      post({ ...contact, ...empty }, { referer: 'http://127.0.0.1:3000/contact-us?utm_source=flyer&name=x' }),
    );
    expect(forwarded[0]?.fields).toEqual({ ...contact, utm_source: 'flyer', landing_page: '/contact-us' });
  });

  it('keeps attribution the browser sent, and learns nothing from another site or a missing Referer', async () => {
    const { forwarded, receive } = counting();
    const sent = { utm_source: 'google', landing_page: '/blog', referrer_host: 'www.google.com' };
    await receive(post({ ...contact, ...sent }));
    await receive(post(contact, { referer: 'https://evil.example/?utm_source=spam' }));
    await receive(post(contact, { referer: '' }));
    expect(forwarded.map((request) => request.fields)).toEqual([{ ...contact, ...sent }, contact, contact]);
  });

  it('counts a sent message as Contact Sent (mode no-js), a subscription as Subscribe; nothing for a failure or a bot', async () => {
    const { counted, receive } = counting();
    await receive(post(contact));
    await receive(post({ email: 'news@example.pk' }, { query: '?form=subscribe' }));
    await receive(post({ ...contact, website: 'http://spam' }));
    expect(counted).toEqual([
      { name: 'Contact Sent', page: '/contact-us', props: { mode: 'no-js' } },
      { name: 'Subscribe', page: '/about-us', props: {} },
    ]);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failing = counting({ ok: false, reason: 'EmailJS answered 500' });
    await failing.receive(post(contact));
    expect(failing.counted).toEqual([]);
  });

  it('still shows success when counting fails: the message has gone already', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const deps = {
      server: server(),
      limiter: createRateLimiter({ limit: 5 }),
      forward: async () => ({ ok: true }) as const,
      count: () => {
        throw new Error('after() outside a request');
      },
    };
    const response = await receiveNoScript(post(contact), deps);
    expect(response.headers.get('location')).toBe('/contact-us#contact-sent');
    expect(warn).toHaveBeenCalled();
  });
});

describe('receiveNoScript rate limit', () => {
  it('refuses the sixth send from one address: nothing forwarded or kept, the error note with the typed text', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { send, forwarded, kept } = setup({ ok: true }, { emailjsPrivateKey: undefined });
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    for (let index = 0; index < 5; index += 1)
      expect(await send(post(contact))).toBe('/contact-us#contact-sent');
    expect(await send(post(contact))).toBe(`${typedBack}#contact-error`);
    expect(kept).toHaveLength(5);
    expect(forwarded).toEqual([]);
    // Another address still gets through.
    expect(await send(post(contact, { address: '198.51.100.4' }))).toBe('/contact-us#contact-sent');
  });

  it('follows FORM_RATE_LIMIT', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { send, forwarded } = setup({ ok: true }, { formRateLimit: 2 });
    await send(post(contact));
    await send(post(contact));
    expect(await send(post(contact))).toBe(`${typedBack}#contact-error`);
    expect(forwarded).toHaveLength(2);
  });
});
