import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeCloudApi, type FakeCloudApi } from '@test-support/whatsapp-cloud-fake';
import { GRAPH_API_VERSION, messagesUrl, sendTemplate, shouldRetry, type TemplateSend } from './cloud-api';
import type { WhatsAppSettings } from './settings';

const TOKEN = 'EAAG-test-token-do-not-leak';
const PHONE_NUMBER_ID = '106540352242922';
const APP_SECRET = 'meta-app-secret';

const booked: TemplateSend = {
  to: '923001234567',
  template: {
    name: 'call_booked',
    language: 'ur',
    bodyParameters: ['عائشہ', 'جمعرات 27 نومبر، 3:00 بجے', 'https://agency.pk/calls/x'],
  },
};

let fake: FakeCloudApi;
let settings: WhatsAppSettings;

beforeEach(async () => {
  fake = await startFakeCloudApi({ token: TOKEN, phoneNumberId: PHONE_NUMBER_ID, appSecret: APP_SECRET });
  settings = {
    token: TOKEN,
    phoneNumberId: PHONE_NUMBER_ID,
    appSecret: APP_SECRET,
    verifyToken: 'v',
    apiOrigin: fake.origin,
  };
});
afterEach(() => fake.close());

describe('sendTemplate', () => {
  it('posts the template to the pinned version’s messages path with the bearer token and returns Meta’s id', async () => {
    const result = await sendTemplate(settings, booked);
    expect(fake.sent).toHaveLength(1);
    const [request] = fake.sent;
    expect(request).toMatchObject({
      method: 'POST',
      path: `/${GRAPH_API_VERSION}/${PHONE_NUMBER_ID}/messages`,
      authorization: `Bearer ${TOKEN}`,
      status: 200,
    });
    expect(request!.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '923001234567',
      type: 'template',
      template: {
        name: 'call_booked',
        language: { code: 'ur' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'عائشہ' },
              { type: 'text', text: 'جمعرات 27 نومبر، 3:00 بجے' },
              { type: 'text', text: 'https://agency.pk/calls/x' },
            ],
          },
        ],
      },
    });
    expect(result).toEqual({ ok: true, messageId: request!.messageId });
    expect(request!.messageId).toMatch(/^wamid\.[A-Za-z0-9+/=]+$/);
    expect(GRAPH_API_VERSION).toMatch(/^v\d+\.0$/);
    expect(messagesUrl(settings)).toBe(`${fake.origin}/${GRAPH_API_VERSION}/${PHONE_NUMBER_ID}/messages`);
  });

  it('is refused with code 190, not retried, when the token is wrong, and never repeats the token', async () => {
    const result = await sendTemplate({ ...settings, token: 'EAAG-revoked' }, booked);
    expect(result).toMatchObject({ ok: false, status: 401, code: 190, retry: false });
    expect(JSON.stringify(result)).not.toContain('EAAG-revoked');
  });

  it('is refused with code 100 when the phone number id is another', async () => {
    const result = await sendTemplate({ ...settings, phoneNumberId: '999' }, booked);
    expect(result).toMatchObject({ ok: false, status: 400, code: 100, retry: false });
  });

  it.each([
    [429, 130429, 'Meta’s throughput limit'],
    [429, 4, 'the app’s call limit'],
    [400, 80007, 'the account’s rate limit'],
    [400, 130429, 'a rate limit sent as 400'],
    [500, 131000, 'something went wrong'],
    [503, 131016, 'service unavailable'],
    [400, 131016, 'service unavailable sent as 400'],
  ])('retries a %i with code %i (%s)', async (status, code) => {
    fake.failNext(status, code);
    const result = await sendTemplate(settings, booked);
    expect(result).toMatchObject({ ok: false, status, code, retry: true });
  });

  it.each([
    [400, 131026, 'undeliverable'],
    [400, 131047, 'outside the 24-hour window'],
    [400, 132000, 'parameter count'],
    [404, 132001, 'no such template'],
    [400, 131051, 'unsupported type'],
    [400, 100, 'invalid parameter'],
    [401, 190, 'token expired'],
    [500, 190, 'token expired, whatever the status'],
    [503, 131026, 'undeliverable, whatever the status'],
  ])('does not retry a %i with code %i (%s)', async (status, code) => {
    fake.failNext(status, code);
    const result = await sendTemplate(settings, booked);
    expect(result).toMatchObject({ ok: false, status, code, retry: false });
  });

  it('puts Meta’s message and details in the error', async () => {
    fake.failNext(400, 131047, 1, 'Message failed to send because more than 24 hours have passed');
    const result = await sendTemplate(settings, booked);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error).toContain('(#131047) Re-engagement message');
      expect(result.error).toContain('more than 24 hours have passed');
    }
  });

  it('decides by status when the answer is not Meta’s JSON', async () => {
    const answer = (status: number, text: string) => async () => new Response(text, { status });
    await expect(
      sendTemplate(settings, booked, { fetch: answer(502, '<html>Bad gateway</html>') }),
    ).resolves.toEqual({
      ok: false,
      error: 'Cloud API answered 502',
      retry: true,
      status: 502,
    });
    await expect(sendTemplate(settings, booked, { fetch: answer(404, 'no') })).resolves.toMatchObject({
      retry: false,
      status: 404,
    });
    expect(shouldRetry(429, undefined)).toBe(true);
    expect(shouldRetry(400, undefined)).toBe(false);
    expect(shouldRetry(400, 131056)).toBe(true);
  });

  it('does not retry a 2xx without a message id, which may have been sent', async () => {
    const result = await sendTemplate(settings, booked, {
      fetch: async () => Response.json({ messaging_product: 'whatsapp' }),
    });
    expect(result).toMatchObject({ ok: false, status: 200, retry: false });
  });

  it('reports no answer within the timeout as retryable, with no status', async () => {
    fake.holdNext();
    const result = await sendTemplate(settings, booked, { timeoutMs: 200 });
    expect(result).toEqual({
      ok: false,
      error: 'Cloud API did not answer within 200 ms',
      retry: true,
      status: undefined,
    });
  });

  it('reports an unreachable API as retryable', async () => {
    // Port 1 on loopback: nothing listens there, so the connection is refused.
    const result = await sendTemplate({ ...settings, apiOrigin: 'http://127.0.0.1:1' }, booked);
    expect(result).toMatchObject({ ok: false, retry: true, status: undefined });
  });

  it('never returns the token, even when an answer or an error repeats it', async () => {
    const echo = async () =>
      Response.json(
        { error: { message: `bad token ${TOKEN}`, code: 190, error_data: { details: TOKEN } } },
        { status: 401 },
      );
    const refused = await sendTemplate(settings, booked, { fetch: echo });
    expect(refused).toMatchObject({ ok: false, code: 190 });
    expect(JSON.stringify(refused)).not.toContain(TOKEN);
    const thrown = await sendTemplate(settings, booked, {
      fetch: async () => {
        throw new TypeError(`fetch failed for ${TOKEN}`);
      },
    });
    expect(thrown).toMatchObject({ ok: false, retry: true });
    expect(JSON.stringify(thrown)).not.toContain(TOKEN);
  });

  it('refuses, unsent, a number that is not E.164 digits', async () => {
    for (const to of ['+923001234567', '0300 1234567', '03001234567', '']) {
      expect(await sendTemplate(settings, { ...booked, to }), to).toMatchObject({ ok: false, retry: false });
    }
    expect(fake.sent).toHaveLength(0);
  });
});
