import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ServerEnv } from '@/env';
import { storeRateLimiter } from '@/lib/intake/rate-limit';
import { leadFields } from '@/lib/leads/store';
import { describeEachEngine } from '@test-support/engines';
import { contactMessage, memoryLimiter, sdkFields, testServerEnv } from '@test-support/email-sends';
import { receiveSdkSend } from './sdk-endpoint';

const server: ServerEnv = testServerEnv();
const sdk = sdkFields;
const contact = { ...contactMessage, subject: '' };

function multipart(address: string, fields: Record<string, string> = { ...contact, ...sdk }): Request {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return new Request('http://127.0.0.1/api/v1.0/email/send-form', {
    method: 'POST',
    body,
    headers: { 'x-forwarded-for': address },
  });
}

describeEachEngine('receiveSdkSend', (current) => {
  const deps = (overrides = {}) => ({
    server,
    mode: 'embedded' as const,
    limiter: storeRateLimiter(current, { limit: 5, endpoint: 'sdk-send' }),
    db: () => current().db,
    ...overrides,
  });
  const leads = () => current().db.selectFrom('leads').selectAll().execute();

  describe('rate limit', () => {
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-03-01T10:00:00.000Z'));
    });
    afterEach(() => vi.useRealTimers());

    it('answers the sixth send from one address in 10 minutes 429 Too Many Requests and writes nothing', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const endpoint = deps();
      for (let send = 0; send < 5; send += 1) {
        vi.setSystemTime(new Date(Date.now() + 60_000));
        expect((await receiveSdkSend(multipart('203.0.113.9'), endpoint)).status).toBe(200);
      }
      const refused = await receiveSdkSend(multipart('203.0.113.9'), endpoint);
      expect(refused.status).toBe(429);
      expect(await refused.text()).toBe('Too Many Requests');
      expect(refused.headers.get('content-type')).toMatch(/^text\/plain/);
      // The first send (at minute 1) opened the window, which ends at minute 11: 6 minutes from now.
      expect(refused.headers.get('retry-after')).toBe('360');
      expect(await leads()).toHaveLength(5);

      expect((await receiveSdkSend(multipart('198.51.100.4'), endpoint)).status).toBe(200);
      vi.setSystemTime(new Date(Date.now() + 6 * 60_000));
      expect((await receiveSdkSend(multipart('203.0.113.9'), endpoint)).status).toBe(200);
    });
  });

  it('stores the message as an embedded lead, without the SDK fields or the honeypot, then says OK', async () => {
    const response = await receiveSdkSend(
      multipart('203.0.113.9', { ...contact, website: '', utm_source: 'flyer', ...sdk }),
      deps(),
    );
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('OK');
    const [lead, ...rest] = await leads();
    expect(rest).toEqual([]);
    expect(lead).toMatchObject({
      form: 'contact',
      path: 'embedded',
      email: contact.email,
      utm_source: 'flyer',
    });
    expect(leadFields(lead!)).toEqual({ ...contact, utm_source: 'flyer' });
  });

  it('when the store cannot be reached: 503 with a clear text, no stack, nothing claimed', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const unreachable = () => {
      throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
    };
    for (const overrides of [
      { db: unreachable },
      { limiter: storeRateLimiter(unreachable, { limit: 5, endpoint: 'sdk-send' }) },
    ]) {
      const response = await receiveSdkSend(multipart('203.0.113.9'), deps(overrides));
      expect(response.status).toBe(503);
      const body = await response.text();
      expect(body).toBe('The message could not be stored. Please try again later.');
      expect(body).not.toMatch(/ECONNREFUSED|at /);
    }
    expect(await leads()).toEqual([]);
    // The log says what failed, never what the visitor wrote.
    const logged = error.mock.calls.flat().join(' ');
    expect(logged).toContain('ECONNREFUSED');
    expect(logged).not.toContain(contact.email);
    expect(logged).not.toContain(contact.name);
  });
});

describe('receiveSdkSend in EmailJS mode', () => {
  it('is not there (404) when EmailJS keys are built in, and counts nothing', async () => {
    const limiter = memoryLimiter(1);
    const deps = { server, limiter, mode: 'emailjs' as const };
    expect((await receiveSdkSend(multipart('203.0.113.9'), deps)).status).toBe(404);
    expect((await limiter.take('203.0.113.9')).allowed).toBe(true);
  });
});
