import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ServerEnv } from '@/env';
import type { Lead } from '@/lib/db/schema';
import { describeEachEngine } from '@test-support/engines';
import { testServerEnv } from '@test-support/email-sends';
import { startFakeEmailJs, type FakeEmailJs } from '@test-support/fake-emailjs';
import { startWebhookReceiver, type WebhookReceiver } from '@test-support/webhook-receiver';
import { deliveriesFor } from './channels';
import { deliveryAttempts } from './deliveries';
import { getLead, saveLead } from './store';
import { LEAD_ID_HEADER, signWebhook, verifyWebhookSignature, webhookBody } from './webhook';
import { deliverDue } from './pass';
import { startDeliveryWorker } from './worker';

const SECRET = 'whsec-test';
const contact = {
  name: 'Ayesha Khan',
  email: 'ayesha@example.pk',
  subject: 'Clinic site',
  message: 'We need a site for three clinics.',
  language: 'ur',
  utm_source: 'facebook',
  utm_campaign: 'winter',
  landing_page: '/ur/services/web-development',
};

describe('the webhook signature', () => {
  it('is the HMAC-SHA256 of the raw body, checked in constant time by the receiver', () => {
    const raw = '{"id":"1"}';
    const signature = signWebhook(raw, SECRET);
    // As `printf '%s' '{"id":"1"}' | openssl dgst -sha256 -hmac whsec-test` gives it.
    expect(signature).toBe('sha256=1b0fbe4a73bc7146c9a478f4ace408834664038ab011b93644af193783affd05');
    expect(verifyWebhookSignature(raw, signature, SECRET)).toBe(true);
    expect(verifyWebhookSignature('{"id":"2"}', signature, SECRET)).toBe(false);
    expect(verifyWebhookSignature(raw, signature, 'another secret')).toBe(false);
    expect(verifyWebhookSignature(raw, undefined, SECRET)).toBe(false);
    expect(verifyWebhookSignature(raw, 'sha256=00', SECRET)).toBe(false);
  });
});

describeEachEngine('delivering stored leads', (current) => {
  let emailjs: FakeEmailJs;
  let receiver: WebhookReceiver;
  let server: ServerEnv;
  let logged: string[];

  beforeEach(async () => {
    emailjs = await startFakeEmailJs();
    receiver = await startWebhookReceiver(SECRET);
    server = testServerEnv({
      emailjs: {
        publicKey: 'public-key',
        serviceId: 'service_1',
        templateId: 'template_contact',
        subscribeTemplateId: 'template_subscribe',
        origin: emailjs.origin,
      },
      emailjsPrivateKey: 'private-key',
      leadsWebhookUrl: receiver.url,
      leadsWebhookSecret: SECRET,
    });
    logged = [];
    for (const level of ['log', 'info', 'warn', 'error'] as const) {
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
        logged.push(args.map(String).join(' '));
      });
    }
  });
  afterEach(async () => {
    await emailjs.close();
    await receiver.close();
  });

  async function save(form: 'contact' | 'subscribe', fields: Record<string, string>, now = new Date()) {
    const { id } = await saveLead(
      current().db,
      { form, path: 'no-script', fields },
      deliveriesFor('no-script', form, server),
      now,
    );
    return (await getLead(current().db, id)) as Lead;
  }

  it('sends the e-mail through EmailJS with the stored fields as the template parameters', async () => {
    const lead = await save('contact', contact);
    const subscriber = await save('subscribe', { email: 'reader@example.pk', language: 'en' });
    const result = await deliverDue(current(), { server });
    expect(result).toEqual({ claimed: 4, delivered: 4, retrying: 0, failed: 0 });
    expect(emailjs.sends).toHaveLength(2);
    expect(emailjs.sends).toContainEqual({
      service_id: 'service_1',
      template_id: 'template_contact',
      user_id: 'public-key',
      accessToken: 'private-key',
      template_params: contact,
    });
    expect(emailjs.sends).toContainEqual({
      service_id: 'service_1',
      template_id: 'template_subscribe',
      user_id: 'public-key',
      accessToken: 'private-key',
      template_params: { email: 'reader@example.pk', language: 'en' },
    });
    expect(await deliveryAttempts(current().db, lead.id, 'email')).toEqual([
      expect.objectContaining({ ok: 1, http_status: 200, error: null }),
    ]);
    expect(new Set(receiver.acceptedIds())).toEqual(new Set([lead.id, subscriber.id]));
  });

  it('posts the webhook signed, with every field, the attribution and the lead id', async () => {
    const now = new Date();
    const lead = await save('contact', contact, now);
    await deliverDue(current(), { server: { ...server, emailjsPrivateKey: undefined } });
    expect(receiver.received).toHaveLength(1);
    const [hook] = receiver.received;
    expect(hook?.signatureValid).toBe(true);
    expect(hook?.leadId).toBe(lead.id);
    expect(hook?.signature).toBe(signWebhook(hook!.raw, SECRET));
    expect(Number(hook?.timestamp)).toBe(Math.floor(new Date(hook!.body.sent_at).getTime() / 1000));
    expect(hook?.body).toEqual({
      ...webhookBody(lead, new Date(hook!.body.sent_at)),
      id: lead.id,
      form: 'contact',
      path: 'no-script',
      received_at: now.toISOString(),
      language: 'ur',
      fields: contact,
      attribution: {
        utm_source: 'facebook',
        utm_medium: null,
        utm_campaign: 'winter',
        landing_page: '/ur/services/web-development',
        referrer_host: null,
      },
    });
    expect(LEAD_ID_HEADER).toBe('X-Lead-Id');
  });

  it('retries what EmailJS or the receiver refused, and delivers it on a later pass', async () => {
    const t0 = new Date();
    const lead = await save('contact', contact, t0);
    emailjs.answerNext(503);
    receiver.answerNext(500);
    const first = await deliverDue(current(), { server, now: () => t0 });
    expect(first).toMatchObject({ delivered: 0, retrying: 2 });
    // Nothing is due before the first back-off has passed.
    expect(await deliverDue(current(), { server, now: () => new Date(t0.getTime() + 59_000) })).toMatchObject(
      { claimed: 0 },
    );
    const later = await deliverDue(current(), { server, now: () => new Date(t0.getTime() + 60_000) });
    expect(later).toMatchObject({ claimed: 2, delivered: 2 });
    expect(emailjs.sends).toHaveLength(2);
    expect(receiver.acceptedIds()).toEqual([lead.id]);
    const attempts = await deliveryAttempts(current().db, lead.id);
    expect(attempts.map(({ channel, ok, http_status }) => [channel, ok, http_status]).sort()).toEqual([
      ['email', 0, 503],
      ['email', 1, 200],
      ['webhook', 0, 500],
      ['webhook', 1, 204],
    ]);
    expect(attempts.find((attempt) => attempt.channel === 'email' && !attempt.ok)?.error).toBe(
      'EmailJS answered 503: Fake EmailJS failure',
    );
    // The log names ids and counts, never what the visitor wrote.
    expect(logged.join('\n')).not.toMatch(/ayesha|Ayesha|clinics/);
  });

  it('records an unreachable receiver as a failed attempt', async () => {
    const gone = await startWebhookReceiver(SECRET);
    await gone.close();
    server = { ...server, emailjsPrivateKey: undefined, leadsWebhookUrl: gone.url };
    const lead = await save('contact', contact);
    const result = await deliverDue(current(), { server });
    expect(result).toMatchObject({ claimed: 1, retrying: 1 });
    const [attempt] = await deliveryAttempts(current().db, lead.id, 'webhook');
    expect(attempt).toMatchObject({ ok: 0, http_status: null });
    expect(attempt?.error).toMatch(/^webhook could not be reached/);
  });

  it('runs as a worker: a wake-up after a save delivers at once, and stop ends it', async () => {
    const worker = startDeliveryWorker(current(), { server, intervalMs: 60_000 });
    await worker.idle();
    const lead = await save('contact', contact);
    worker.wake();
    await worker.idle();
    expect(receiver.acceptedIds()).toEqual([lead.id]);
    expect(emailjs.sends).toHaveLength(1);
    await worker.stop();
    await save('subscribe', { email: 'late@example.pk' });
    worker.wake();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(receiver.acceptedIds()).toHaveLength(1);
  });
});
