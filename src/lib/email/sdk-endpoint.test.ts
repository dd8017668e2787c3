import { describe, expect, it, vi } from 'vitest';
import type { ServerEnv } from '@/env';
import { createRateLimiter } from '@/lib/email/rate-limit';
import type { OutboxRecord } from './outbox';
import { receiveSdkSend } from './sdk-endpoint';
import { contactMessage, sdkFields, testServerEnv } from '@test-support/email-sends';

const server: ServerEnv = testServerEnv();
const sdk = sdkFields;
const contact = { ...contactMessage, subject: '' };

function multipart(address: string): Request {
  const body = new FormData();
  for (const [name, value] of Object.entries({ ...contact, ...sdk })) body.append(name, value);
  return new Request('http://127.0.0.1/api/v1.0/email/send-form', {
    method: 'POST',
    body,
    headers: { 'x-forwarded-for': address },
  });
}

describe('receiveSdkSend rate limit', () => {
  it('answers the sixth send from one address in 10 minutes 429 Too Many Requests and writes nothing', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let time = 0;
    const kept: OutboxRecord[] = [];
    const deps = {
      server,
      mode: 'embedded' as const,
      limiter: createRateLimiter({ limit: 5, now: () => time }),
      append: async (record: OutboxRecord) => {
        kept.push(record);
      },
    };
    for (let send = 0; send < 5; send += 1) {
      time += 60_000;
      expect((await receiveSdkSend(multipart('203.0.113.9'), deps)).status).toBe(200);
    }
    const refused = await receiveSdkSend(multipart('203.0.113.9'), deps);
    expect(refused.status).toBe(429);
    expect(await refused.text()).toBe('Too Many Requests');
    expect(refused.headers.get('content-type')).toMatch(/^text\/plain/);
    // The first send (at minute 1) leaves the window at minute 11: 6 minutes from now.
    expect(refused.headers.get('retry-after')).toBe('360');
    expect(kept).toHaveLength(5);

    expect((await receiveSdkSend(multipart('198.51.100.4'), deps)).status).toBe(200);
    time += 6 * 60_000;
    expect((await receiveSdkSend(multipart('203.0.113.9'), deps)).status).toBe(200);
  });

  it('is not there (404) when EmailJS keys are built in, and counts nothing', async () => {
    const limiter = createRateLimiter({ limit: 1 });
    const deps = { server, limiter, mode: 'emailjs' as const };
    expect((await receiveSdkSend(multipart('203.0.113.9'), deps)).status).toBe(404);
    expect(limiter.take('203.0.113.9').allowed).toBe(true);
  });
});
