import { createHmac } from 'node:crypto';
import { verify as verifyGitHubStyle } from '@octokit/webhooks-methods';
import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it } from 'vitest';
import type { Lead } from '@/lib/db/schema';
import { startWebhookReceiver, type ReceivedWebhook } from '@test-support/webhook-receiver';
import { postWebhook, webhookBody } from './webhook';

/** A Standard Webhooks secret: `whsec_` and 24 bytes in base64 (the spec's own example). */
const WHSEC = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
/** A LEADS_WEBHOOK_SECRET as sites have set it so far: any string. */
const RAW = 'lahore-leads-webhook-secret';
/** A raw secret beyond ASCII: its key is its UTF-8 bytes, not one byte per character. */
const RAW_URDU = 'راز-lahore-secret';
/** The package's tolerance for a timestamp (standardwebhooks/dist/index.js). */
const TOLERANCE_S = 5 * 60;

const fields = {
  name: 'Ayesha Khan',
  email: 'ayesha@example.pk',
  subject: 'Clinic site',
  message: 'تین کلینک کے لیے ویب سائٹ',
  language: 'ur',
};
const lead: Lead = {
  id: '5d0f3a6e-2c4b-4f7e-9a1d-3b8c6e2f9a10',
  received_at: '2026-11-26T10:12:03.000Z',
  form: 'contact',
  path: 'no-script',
  name: fields.name,
  email: fields.email,
  subject: fields.subject,
  message: fields.message,
  language: 'ur',
  utm_source: 'facebook',
  utm_medium: null,
  utm_campaign: null,
  landing_page: '/ur/services/web-development',
  referrer_host: null,
  fields: JSON.stringify(fields),
  browser_outcome: null,
  status: 'new',
  spam_reason: null,
  spam_check: null,
};

const unixSeconds = (at: Date) => String(Math.floor(at.getTime() / 1000));
const closing: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closing.splice(0).map((close) => close()));
});

/** Posts `lead` to a receiver on 127.0.0.1 that holds `receiverSecret`, once per entry of `attempts`. */
async function deliver(
  secret: string | undefined,
  { attempts = [new Date()], receiverSecret = secret ?? RAW, answers = [] as number[] } = {},
) {
  const receiver = await startWebhookReceiver(receiverSecret);
  closing.push(receiver.close);
  receiver.answerNext(...answers);
  const outcomes = [];
  for (const now of attempts) outcomes.push(await postWebhook({ url: receiver.url, secret, lead, now }));
  return { outcomes, hooks: receiver.received };
}

async function deliverOnce(secret: string, now = new Date()): Promise<ReceivedWebhook> {
  const { outcomes, hooks } = await deliver(secret, { attempts: [now] });
  expect(outcomes).toEqual([{ ok: true, httpStatus: 204 }]);
  expect(hooks).toHaveLength(1);
  return hooks[0]!;
}

describe('the webhook as a Standard Webhooks receiver checks it', () => {
  it.each([
    ['a whsec_ secret, whose key is the base64 after the prefix', WHSEC, new Webhook(WHSEC)],
    ['a raw secret, whose key is its text', RAW, new Webhook(RAW, { format: 'raw' })],
    [
      'a raw non-ASCII secret, whose key is its UTF-8 bytes',
      RAW_URDU,
      new Webhook(Buffer.from(RAW_URDU, 'utf8'), { format: 'raw' }),
    ],
  ])('is verified by standardwebhooks with %s', async (_, secret, verifier) => {
    const now = new Date();
    const hook = await deliverOnce(secret, now);
    expect(hook.headers).toMatchObject({
      'webhook-id': lead.id,
      'webhook-timestamp': unixSeconds(now),
      'x-webhook-timestamp': unixSeconds(now),
      'x-lead-id': lead.id,
    });
    expect(hook.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
    const verified = verifier.verify(hook.raw, hook.headers);
    // The event type is new at the top; every field a receiver already read is still there.
    expect(verified).toEqual({ ...webhookBody(lead, now), type: 'lead.created' });
    expect(verified).toMatchObject({ id: lead.id, form: 'contact', fields, sent_at: now.toISOString() });
    expect(hook.standardValid).toBe(true);
    expect(hook.webhookId).toBe(lead.id);
  });

  it('signs HMAC-SHA256 of "id.timestamp.body" with the key bytes the docs name, as a no-code tool computes it', async () => {
    const now = new Date();
    for (const [secret, key] of [
      [WHSEC, Buffer.from(WHSEC.slice('whsec_'.length), 'base64')],
      [RAW_URDU, Buffer.from(RAW_URDU, 'utf8')],
    ] as const) {
      const hook = await deliverOnce(secret, now);
      const signed = `${lead.id}.${unixSeconds(now)}.${hook.raw}`;
      expect(hook.headers['webhook-signature']).toBe(
        `v1,${createHmac('sha256', key).update(signed).digest('base64')}`,
      );
    }
    // So a tool that takes only whsec_ secrets checks a raw one given as whsec_ and its base64.
    const hook = await deliverOnce(RAW_URDU, now);
    const asWhsec = `whsec_${Buffer.from(RAW_URDU, 'utf8').toString('base64')}`;
    expect(() => new Webhook(asWhsec).verify(hook.raw, hook.headers)).not.toThrow();
  });

  it('reads a whsec_ secret that is not base64 as a raw one', async () => {
    const secret = 'whsec_not-base64!';
    const sent: { headers: Headers; raw: string }[] = [];
    const outcome = await postWebhook(
      { url: 'https://hooks.example.com/leads', secret, lead },
      {
        fetch: async (_, init) => {
          sent.push({ headers: new Headers(init?.headers), raw: String(init?.body) });
          return new Response(null, { status: 204 });
        },
      },
    );
    expect(outcome).toEqual({ ok: true, httpStatus: 204 });
    const [{ headers, raw }] = sent as [(typeof sent)[number]];
    const verifier = new Webhook(Buffer.from(secret, 'utf8'), { format: 'raw' });
    expect(() => verifier.verify(raw, Object.fromEntries(headers.entries()))).not.toThrow();
  });

  it('refuses a body changed on the way, for both signatures', async () => {
    const hook = await deliverOnce(WHSEC);
    const changed = hook.raw.replace('Ayesha', 'Ahmed');
    expect(changed).not.toBe(hook.raw);
    expect(() => new Webhook(WHSEC).verify(changed, hook.headers)).toThrow('No matching signature found');
    expect(await verifyGitHubStyle(WHSEC, changed, hook.headers['x-signature-256']!)).toBe(false);
  });

  it('refuses a delivery checked with another secret', async () => {
    const hook = await deliverOnce(RAW);
    const other = new Webhook('lahore-leads-webhook-secreT', { format: 'raw' });
    expect(() => other.verify(hook.raw, hook.headers)).toThrow('No matching signature found');
    expect(() => new Webhook(WHSEC).verify(hook.raw, hook.headers)).toThrow('No matching signature found');
    expect(await verifyGitHubStyle(`${RAW}x`, hook.raw, hook.headers['x-signature-256']!)).toBe(false);
  });

  it('refuses an attempt older than the tolerance, and an old body given a fresh timestamp', async () => {
    const old = new Date(Date.now() - (TOLERANCE_S + 60) * 1000);
    const hook = await deliverOnce(WHSEC, old);
    expect(() => new Webhook(WHSEC).verify(hook.raw, hook.headers)).toThrow('Message timestamp too old');
    expect(hook.standardValid).toBe(false);
    const refreshed = { ...hook.headers, 'webhook-timestamp': unixSeconds(new Date()) };
    expect(() => new Webhook(WHSEC).verify(hook.raw, refreshed)).toThrow('No matching signature found');
  });

  it('gives every attempt of one lead the same webhook-id, each with its own timestamp and signature', async () => {
    const second = new Date();
    const first = new Date(second.getTime() - 60_000);
    const { outcomes, hooks } = await deliver(WHSEC, { attempts: [first, second], answers: [500] });
    expect(outcomes).toEqual([
      { ok: false, httpStatus: 500, error: 'webhook answered 500' },
      { ok: true, httpStatus: 204 },
    ]);
    expect(hooks.map((hook) => hook.webhookId)).toEqual([lead.id, lead.id]);
    expect(hooks.map((hook) => hook.headers['webhook-timestamp'])).toEqual([
      unixSeconds(first),
      unixSeconds(second),
    ]);
    expect(hooks[0]!.headers['webhook-signature']).not.toBe(hooks[1]!.headers['webhook-signature']);
    for (const hook of hooks) expect(new Webhook(WHSEC).verify(hook.raw, hook.headers)).toBeTruthy();
  });

  it('sends the id and timestamp but no signature without a secret', async () => {
    const { outcomes, hooks } = await deliver(undefined);
    // The test receiver, like any careful one, refuses what is unsigned.
    expect(outcomes).toEqual([{ ok: false, httpStatus: 401, error: 'webhook answered 401' }]);
    expect(hooks[0]?.headers).toMatchObject({ 'webhook-id': lead.id, 'x-lead-id': lead.id });
    expect(hooks[0]?.headers).not.toHaveProperty('webhook-signature');
    expect(hooks[0]?.headers).not.toHaveProperty('x-signature-256');
    expect(hooks[0]?.standardValid).toBe(false);
  });
});

describe('the GitHub-style signature beside it', () => {
  it.each([WHSEC, RAW_URDU])(
    'stays sha256= the HMAC of the body alone with the secret string as given (%s), as @octokit/webhooks-methods checks it',
    async (secret) => {
      const hook = await deliverOnce(secret);
      expect(hook.signatureValid).toBe(true);
      expect(await verifyGitHubStyle(secret, hook.raw, hook.headers['x-signature-256']!)).toBe(true);
      expect(hook.headers['x-signature-256']).toBe(
        `sha256=${createHmac('sha256', secret).update(hook.raw).digest('hex')}`,
      );
    },
  );
});
