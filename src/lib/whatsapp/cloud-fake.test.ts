import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeServer } from '@test-support/fake-emailjs';
import { startFakeCloudApi, type FakeCloudApi } from '@test-support/whatsapp-cloud-fake';
import { GRAPH_API_VERSION } from './cloud-api';
import { parseWebhook, SIGNATURE_HEADER, verifySignature, type WebhookEvent } from './webhook';

/**
 * The stand-in itself (test-support/ has no tests of its own under this config): its checks of a
 * send, and its webhook posts read by this folder's own verifySignature and parseWebhook, the way
 * the route will read them.
 */
const TOKEN = 'EAAG-fake-token';
const PHONE_NUMBER_ID = '106540352242922';
const APP_SECRET = 'meta-app-secret';
const PATH = `/${GRAPH_API_VERSION}/${PHONE_NUMBER_ID}/messages`;

interface Received {
  raw: string;
  events: WebhookEvent[];
}

let fake: FakeCloudApi;
let receiver: Server;
let url: string;
const received: Received[] = [];

beforeEach(async () => {
  received.length = 0;
  fake = await startFakeCloudApi({
    token: TOKEN,
    phoneNumberId: PHONE_NUMBER_ID,
    appSecret: APP_SECRET,
    templates: { call_booked: { en: 2, ur: 2 } },
  });
  receiver = createServer((request, response) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const raw = Buffer.concat(chunks);
      const header = request.headers[SIGNATURE_HEADER];
      if (!verifySignature(raw, typeof header === 'string' ? header : null, APP_SECRET)) {
        response.writeHead(401).end('bad signature');
        return;
      }
      received.push({ raw: raw.toString('utf8'), events: parseWebhook(JSON.parse(raw.toString('utf8'))) });
      response.writeHead(200).end('EVENT_RECEIVED');
    })();
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/whatsapp`;
});
afterEach(async () => {
  await fake.close();
  await closeServer(receiver);
});

const post = (body: unknown, { token = TOKEN, path = PATH, method = 'POST' } = {}) =>
  fetch(`${fake.origin}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: method === 'GET' ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });

const send = (template: Record<string, unknown>) => ({
  messaging_product: 'whatsapp',
  recipient_type: 'individual',
  to: '923001234567',
  type: 'template',
  template,
});
const params = (...texts: string[]) => [
  { type: 'body', parameters: texts.map((text) => ({ type: 'text', text })) },
];

describe('the Cloud API stand-in', () => {
  it('answers a good send as Meta does and records it', async () => {
    const response = await post(
      send({ name: 'call_booked', language: { code: 'en' }, components: params('Ayesha', 'Thu 3 pm') }),
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as { contacts: unknown; messages: Array<{ id: string }> };
    expect(body).toMatchObject({
      messaging_product: 'whatsapp',
      contacts: [{ input: '923001234567', wa_id: '923001234567' }],
    });
    expect(body.messages[0]!.id).toBe(fake.sent[0]!.messageId);
    expect(fake.sent[0]).toMatchObject({ path: PATH, status: 200 });
  });

  it('refuses a wrong token (401, 190), path (400, 100) and body (400, 100) in Meta’s error shape', async () => {
    const good = send({ name: 'call_booked', language: { code: 'en' }, components: params('a', 'b') });
    const wrongToken = await post(good, { token: 'other' });
    expect(wrongToken.status).toBe(401);
    expect(await wrongToken.json()).toMatchObject({
      error: { code: 190, type: 'OAuthException', fbtrace_id: expect.any(String) },
    });
    expect((await post(good, { path: `/v1.0/${PHONE_NUMBER_ID}/messages` })).status).toBe(400);
    expect((await post(good, { method: 'GET' })).status).toBe(400);
    for (const bad of [
      'not json',
      { ...good, messaging_product: 'sms' },
      { ...good, to: '+92 300 1234567' },
      { ...good, type: 'text' },
      send({ language: { code: 'en' } }),
      send({ name: 'call_booked', language: {} }),
      send({
        name: 'call_booked',
        language: { code: 'en' },
        components: [{ type: 'body', parameters: [{ type: 'text' }] }],
      }),
    ]) {
      const response = await post(bad);
      expect(response.status, JSON.stringify(bad)).toBe(400);
      expect(await response.json()).toMatchObject({
        error: {
          code: 100,
          message: '(#100) Invalid parameter',
          error_data: { details: expect.any(String) },
        },
      });
    }
  });

  it('knows its templates: 404 132001 for an unknown one or language, 400 132000 for a wrong count', async () => {
    const unknown = await post(
      send({ name: 'call_moved', language: { code: 'en' }, components: params('a', 'b') }),
    );
    expect([unknown.status, ((await unknown.json()) as { error: { code: number } }).error.code]).toEqual([
      404, 132001,
    ]);
    const language = await post(
      send({ name: 'call_booked', language: { code: 'ar' }, components: params('a', 'b') }),
    );
    expect(language.status).toBe(404);
    const count = await post(
      send({ name: 'call_booked', language: { code: 'ur' }, components: params('a') }),
    );
    expect([count.status, ((await count.json()) as { error: { code: number } }).error.code]).toEqual([
      400, 132000,
    ]);
  });

  it('fails the next N requests as told, then answers again', async () => {
    fake.failNext(503, 131016, 2);
    const good = send({ name: 'call_booked', language: { code: 'en' }, components: params('a', 'b') });
    expect((await post(good)).status).toBe(503);
    expect((await post(good)).status).toBe(503);
    expect((await post(good)).status).toBe(200);
    expect(fake.sent.map((request) => request.status)).toEqual([503, 503, 200]);
  });

  it('posts a status signed with the app secret, which verifies and parses', async () => {
    const at = new Date('2025-11-26T10:00:00Z');
    const answer = await fake.postStatus(url, {
      messageId: 'wamid.x',
      status: 'delivered',
      recipient: '923001234567',
      at,
    });
    expect(answer).toEqual({ status: 200, body: 'EVENT_RECEIVED' });
    expect(received[0]!.events).toEqual([
      { kind: 'status', messageId: 'wamid.x', status: 'delivered', at, recipient: '923001234567' },
    ]);
  });

  it('posts a failed status with Meta’s error', async () => {
    await fake.postStatus(url, {
      messageId: 'wamid.y',
      status: 'failed',
      recipient: '923001234567',
      error: { code: 131026, title: 'Message undeliverable', details: 'Message Undeliverable.' },
    });
    expect(received[0]!.events[0]).toMatchObject({
      status: 'failed',
      error: { code: 131026, title: 'Message undeliverable', details: 'Message Undeliverable.' },
    });
  });

  it('posts a reply in Urdu with its letters escaped as Meta sends them, and a button tap', async () => {
    await fake.postReply(url, { from: '923001234567', text: 'بند کریں' });
    expect(received[0]!.raw).toContain('\\u0628\\u0646\\u062f');
    expect(received[0]!.events).toEqual([
      expect.objectContaining({ kind: 'message', from: '923001234567', text: 'بند کریں' }),
    ]);
    await fake.postReply(url, { from: '923001234567', text: 'STOP', button: true, replyTo: 'wamid.x' });
    expect(received[1]!.events).toEqual([expect.objectContaining({ kind: 'message', text: 'STOP' })]);
  });

  it('can sign wrongly or not at all, and then the receiver refuses the post', async () => {
    const status = { messageId: 'wamid.z', status: 'read', recipient: '923001234567' } as const;
    expect((await fake.postStatus(url, status, { signing: 'wrong' })).status).toBe(401);
    expect(
      (await fake.postReply(url, { from: '923001234567', text: 'STOP' }, { signing: 'none' })).status,
    ).toBe(401);
    expect(received).toHaveLength(0);
  });
});
