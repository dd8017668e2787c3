import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ServerEnv } from '@/env';
import { storeRateLimiter } from '@/lib/http/rate-limit';
import { leadFields } from '@/lib/leads/store';
import { describeEachEngine } from '@test-support/engines';
import { contactMessage, memoryLimiter, sdkFields, testServerEnv } from '@test-support/email-sends';
import { PROOF_FIELD, solvedProof } from '@test-support/form-proof';
import { PROOF_FAILURES } from './proof';
import { receiveSdkSend } from './sdk-endpoint';
import { SPAM_REASONS } from './spam';

const server: ServerEnv = testServerEnv();
/** Embedded mode owes no e-mail; with the webhook set, a person's message is owed that. */
const withWebhook: ServerEnv = testServerEnv({ leadsWebhookUrl: 'http://127.0.0.1:9/hooks/leads' });
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

  const deliveries = () => current().db.selectFrom('deliveries').select(['lead_id', 'channel']).execute();

  it('stores a person’s message as a new embedded lead, without the SDK fields, the honeypot or the proof, then says OK', async () => {
    const proof = await solvedProof('contact');
    const response = await receiveSdkSend(
      multipart('203.0.113.9', {
        ...contact,
        website: '',
        [PROOF_FIELD]: proof,
        utm_source: 'flyer',
        ...sdk,
      }),
      deps({ server: withWebhook }),
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
      status: 'new',
      spam_reason: null,
    });
    expect(leadFields(lead!)).toEqual({ ...contact, utm_source: 'flyer' });
    expect(await deliveries()).toEqual([{ lead_id: lead!.id, channel: 'webhook' }]);
  });

  it('keeps a bot’s message as spam with its reason, owed nothing, and tells it OK like a person', async () => {
    const person = { ...contact, website: '', ...sdk };
    const reused = await solvedProof('contact');
    await receiveSdkSend(
      multipart('203.0.113.9', { ...person, [PROOF_FIELD]: reused }),
      deps({ server: withWebhook }),
    );
    const bots = {
      [SPAM_REASONS.honeypotFilled]: {
        ...person,
        website: 'http://spam',
        [PROOF_FIELD]: await solvedProof('contact'),
      },
      [SPAM_REASONS.honeypotMissing]: { ...contact, ...sdk, [PROOF_FIELD]: await solvedProof('contact') },
      [PROOF_FAILURES.missing]: person,
      [PROOF_FAILURES.reused]: { ...person, message: 'Again', [PROOF_FIELD]: reused },
      [PROOF_FAILURES.tooFast]: { ...person, [PROOF_FIELD]: await solvedProof('contact', Date.now()) },
    };
    for (const fields of Object.values(bots)) {
      const response = await receiveSdkSend(
        multipart('198.51.100.7', fields),
        deps({ server: withWebhook, limiter: memoryLimiter(10) }),
      );
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('OK');
    }
    const held = (await leads()).filter((lead) => lead.status === 'spam');
    expect(held.map((lead) => lead.spam_reason).sort()).toEqual(Object.keys(bots).sort());
    // Only the person's message (the first) is owed the webhook.
    expect(await deliveries()).toHaveLength(1);
    expect(held.map((lead) => lead.id)).not.toContain((await deliveries())[0]?.lead_id);
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
