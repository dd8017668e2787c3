import { describe, expect, it, vi } from 'vitest';
import { socketAddressHeader, installSocketAddressHeader } from '@/lib/http/socket-address';
import { NO_PROXY } from '@/lib/http/trust-proxy';
import {
  createEventLimiter,
  EVENT_WINDOW_SECONDS,
  EVENTS_PER_WINDOW,
  forwardEvent,
  isOwnEvent,
  MAX_EVENT_BYTES,
  sendServerEvent,
  visitorHeaders,
  type EventLimit,
  type PlausibleTarget,
} from './proxy';

const target: PlausibleTarget = {
  domain: 'ravidigital.pk',
  origin: 'https://stats.example',
  trustProxy: { kind: 'hops', hops: 1 },
};
const pageview = JSON.stringify({
  n: 'pageview',
  u: 'https://ravidigital.pk/',
  d: 'ravidigital.pk',
  r: null,
});
const CHROME = 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile Safari/537.36';
/** The limit is tested on its own below; the other tests never reach it. */
const unlimited: EventLimit = async () => true;
const MS_PER_SECOND = 1000;

function event(body: string, headers: Record<string, string> = {}): Request {
  return new Request('http://127.0.0.1:3000/api/event', {
    method: 'POST',
    body,
    headers: {
      'content-type': 'text/plain',
      'user-agent': CHROME,
      'x-forwarded-for': '203.0.113.7',
      ...headers,
    },
  });
}

/** A fetch that records what it was asked and answers like Plausible. */
function plausible(answer: () => Promise<Response> = async () => new Response('ok', { status: 202 })) {
  const calls: { url: string; init: RequestInit }[] = [];
  const send = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return answer();
  });
  return { calls, send: send as unknown as typeof fetch };
}

describe('visitorHeaders', () => {
  installSocketAddressHeader();
  const oneProxy = { kind: 'hops', hops: 1 } as const;

  it("passes on the visitor's user agent and, behind one proxy, the address that proxy appended", () => {
    const headers = new Headers({
      'user-agent': CHROME,
      'x-forwarded-for': '198.51.100.9, 203.0.113.7:5120',
      [socketAddressHeader()!]: '10.0.0.1',
    });
    expect(visitorHeaders(headers, oneProxy)).toEqual({
      'content-type': 'text/plain',
      'user-agent': CHROME,
      'x-forwarded-for': '203.0.113.7',
    });
    expect(
      visitorHeaders(
        new Headers({ 'x-forwarded-for': '[2001:db8::1]:443', [socketAddressHeader()!]: '10.0.0.1' }),
        oneProxy,
      ),
    ).toMatchObject({ 'x-forwarded-for': '2001:db8::1' });
  });

  it("without a proxy, passes on the connection's own address, never one the visitor wrote", () => {
    const headers = new Headers({
      'x-forwarded-for': '203.0.113.7',
      [socketAddressHeader()!]: '::ffff:198.51.100.4',
    });
    expect(visitorHeaders(headers, NO_PROXY)).toMatchObject({ 'x-forwarded-for': '198.51.100.4' });
    expect(
      visitorHeaders(
        new Headers({ 'x-forwarded-for': 'evil', [socketAddressHeader()!]: '10.0.0.1' }),
        oneProxy,
      ),
    ).not.toHaveProperty('x-forwarded-for');
  });
});

describe('isOwnEvent', () => {
  it("accepts the tracker's events for this site only", () => {
    expect(isOwnEvent(pageview, 'ravidigital.pk')).toBe(true);
    expect(isOwnEvent(pageview, 'other.example')).toBe(false);
    expect(isOwnEvent(JSON.stringify({ n: '', u: 'x', d: 'ravidigital.pk' }), 'ravidigital.pk')).toBe(false);
    expect(isOwnEvent(JSON.stringify({ n: 'pageview', d: 'ravidigital.pk' }), 'ravidigital.pk')).toBe(false);
    expect(isOwnEvent('[]', 'ravidigital.pk')).toBe(false);
    expect(isOwnEvent('not json', 'ravidigital.pk')).toBe(false);
  });
});

describe('forwardEvent (POST /api/event)', () => {
  it('passes the event on to <PLAUSIBLE_ORIGIN>/api/event unchanged, with the visitor headers, and answers as Plausible did', async () => {
    const { calls, send } = plausible();
    const response = await forwardEvent(event(pageview), target, unlimited, send);
    expect(response.status).toBe(202);
    expect(await response.text()).toBe('ok');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('https://stats.example/api/event');
    expect(calls[0]!.init).toMatchObject({
      method: 'POST',
      body: pageview,
      headers: { 'content-type': 'text/plain', 'user-agent': CHROME, 'x-forwarded-for': '203.0.113.7' },
    });
  });

  it('answers 404 and sends nothing when the site was built without analytics', async () => {
    const { calls, send } = plausible();
    const response = await forwardEvent(event(pageview), { ...target, domain: undefined }, unlimited, send);
    expect(response.status).toBe(404);
    expect(calls).toEqual([]);
  });

  it("refuses another site's event (400) and an oversized body (413), sending nothing", async () => {
    const { calls, send } = plausible();
    const foreign = JSON.stringify({ n: 'pageview', u: 'https://x.example/', d: 'x.example' });
    expect((await forwardEvent(event(foreign), target, unlimited, send)).status).toBe(400);
    const huge = JSON.stringify({
      n: 'pageview',
      u: `https://ravidigital.pk/${'a'.repeat(MAX_EVENT_BYTES)}`,
      d: 'ravidigital.pk',
    });
    expect((await forwardEvent(event(huge), target, unlimited, send)).status).toBe(413);
    expect(calls).toEqual([]);
  });

  it('answers 502 when Plausible cannot be reached, and says so once, not for every event', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { send } = plausible(async () => {
      throw new TypeError('fetch failed');
    });
    expect((await forwardEvent(event(pageview), target, unlimited, send)).status).toBe(502);
    expect((await forwardEvent(event(pageview), target, unlimited, send)).status).toBe(502);
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]![0]).toContain(
      '[analytics] Plausible (https://stats.example) could not be reached',
    );
    // Reachable again: the next failure is reported again.
    await forwardEvent(event(pageview), target, unlimited, plausible().send);
    await forwardEvent(event(pageview), target, unlimited, send);
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

describe('the limit on /api/event', () => {
  it(`passes on ${EVENTS_PER_WINDOW} events a minute from one visitor address, then answers 429 and passes on nothing`, async () => {
    const allow = createEventLimiter();
    const { calls, send } = plausible();
    for (let sent = 0; sent < EVENTS_PER_WINDOW; sent += 1) {
      expect((await forwardEvent(event(pageview), target, allow, send)).status).toBe(202);
    }
    const refused = await forwardEvent(event(pageview), target, allow, send);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(calls).toHaveLength(EVENTS_PER_WINDOW);
    // Another visitor is counted on their own.
    const other = event(pageview, { 'x-forwarded-for': '198.51.100.4' });
    expect((await forwardEvent(other, target, allow, send)).status).toBe(202);
  });

  it('counts by the address rule: behind one proxy the address it appended, else the connection, never the text on the left', async () => {
    const allow = createEventLimiter({ points: 1 });
    const { calls, send } = plausible();
    const forged = (left: string) => event(pageview, { 'x-forwarded-for': `${left}, 203.0.113.7` });
    expect((await forwardEvent(forged('192.0.2.1'), target, allow, send)).status).toBe(202);
    expect((await forwardEvent(forged('192.0.2.2'), target, allow, send)).status).toBe(429);
    // Without TRUST_PROXY, a visitor's own X-Forwarded-For earns no fresh count.
    const direct = { ...target, trustProxy: NO_PROXY };
    const fromSocket = (claimed: string) =>
      event(pageview, { 'x-forwarded-for': claimed, [socketAddressHeader()!]: '198.51.100.9' });
    expect((await forwardEvent(fromSocket('192.0.2.3'), direct, allow, send)).status).toBe(202);
    expect((await forwardEvent(fromSocket('192.0.2.4'), direct, allow, send)).status).toBe(429);
    expect(calls).toHaveLength(2);
  });

  it('forgets a count when its minute is over', async () => {
    vi.useFakeTimers();
    try {
      const allow = createEventLimiter({ points: 2 });
      expect([await allow('203.0.113.7'), await allow('203.0.113.7'), await allow('203.0.113.7')]).toEqual([
        true,
        true,
        false,
      ]);
      vi.advanceTimersByTime(EVENT_WINDOW_SECONDS * MS_PER_SECOND);
      expect(await allow('203.0.113.7')).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('counts nothing with analytics off: 404 first', async () => {
    const refuseAll = vi.fn<EventLimit>(async () => false);
    const response = await forwardEvent(event(pageview), { ...target, domain: undefined }, refuseAll);
    expect(response.status).toBe(404);
    expect(refuseAll).not.toHaveBeenCalled();
  });
});

describe('sendServerEvent', () => {
  it("sends the event for the page's canonical address, without its query, on the visitor's behalf", async () => {
    const { calls, send } = plausible();
    const visitor = new Headers({ 'user-agent': CHROME, 'x-forwarded-for': '198.51.100.4' });
    await sendServerEvent(
      target,
      visitor,
      { name: 'Contact Sent', page: '/contact-us?name=Ayesha&utm_source=news', props: { mode: 'no-js' } },
      send,
    );
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('https://stats.example/api/event');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({
      name: 'Contact Sent',
      url: 'http://localhost:3000/contact-us?utm_source=news',
      domain: 'ravidigital.pk',
      props: { mode: 'no-js' },
    });
    expect(calls[0]!.init.headers).toMatchObject({ 'user-agent': CHROME, 'x-forwarded-for': '198.51.100.4' });
  });

  it('sends nothing when the site was built without analytics', async () => {
    const { calls, send } = plausible();
    await sendServerEvent(
      { ...target, domain: undefined },
      new Headers(),
      { name: 'Subscribe', page: '/', props: {} },
      send,
    );
    expect(calls).toEqual([]);
  });
});
