import { describe, expect, it } from 'vitest';
import { EMAILJS_SEND_PATH, forwardToEmailJs, type ForwardRequest } from './forward';

const settings = {
  publicKey: 'public-key',
  serviceId: 'service',
  templateId: 'contact-template',
  subscribeTemplateId: 'subscribe-template',
  origin: 'https://api.emailjs.test',
};
const fields = { name: 'Ayesha Khan', email: 'ayesha@example.pk', subject: 'Clinic', message: 'Hello' };
const request: ForwardRequest = { form: 'contact', fields, settings, privateKey: 'private-key' };

/** A `fetch` that records its calls and answers with `answer`. */
function fakeFetch(answer: (init: RequestInit) => Promise<Response> | Response) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = (async (url: URL | RequestInfo, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return answer(init ?? {});
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

describe('forwardToEmailJs', () => {
  it("posts EmailJS's JSON body, with the private key, to <origin>/api/v1.0/email/send", async () => {
    const { fetch, calls } = fakeFetch(() => new Response('OK'));
    expect(await forwardToEmailJs(request, { fetch })).toEqual({ ok: true });
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call?.url).toBe(`https://api.emailjs.test${EMAILJS_SEND_PATH}`);
    expect(call?.init.method).toBe('POST');
    expect(new Headers(call?.init.headers).get('content-type')).toBe('application/json');
    expect(JSON.parse(String(call?.init.body))).toEqual({
      service_id: 'service',
      template_id: 'contact-template',
      user_id: 'public-key',
      accessToken: 'private-key',
      template_params: fields,
    });
  });

  it('uses the subscribe template for the subscribe form', async () => {
    const { fetch, calls } = fakeFetch(() => new Response('OK'));
    await forwardToEmailJs({ ...request, form: 'subscribe', fields: { email: 'a@b.pk' } }, { fetch });
    expect(JSON.parse(String(calls[0]?.init.body))).toMatchObject({
      template_id: 'subscribe-template',
      template_params: { email: 'a@b.pk' },
    });
  });

  it('fails on any answer that is not 2xx, with the status and what EmailJS said', async () => {
    const { fetch } = fakeFetch(() => new Response('The Private Key is invalid', { status: 403 }));
    expect(await forwardToEmailJs(request, { fetch })).toEqual({
      ok: false,
      reason: 'EmailJS answered 403: The Private Key is invalid',
    });
    const redirect = fakeFetch(() => new Response(null, { status: 302 }));
    expect(await forwardToEmailJs(request, { fetch: redirect.fetch })).toEqual({
      ok: false,
      reason: 'EmailJS answered 302',
    });
  });

  it('cuts a long error body short', async () => {
    const { fetch } = fakeFetch(() => new Response('x'.repeat(10_000), { status: 500 }));
    const result = await forwardToEmailJs(request, { fetch });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason.length).toBeLessThan(250);
  });

  it('fails, without throwing, when the network does', async () => {
    const { fetch } = fakeFetch(() => {
      throw new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED 127.0.0.1:9') });
    });
    expect(await forwardToEmailJs(request, { fetch })).toEqual({
      ok: false,
      reason: 'EmailJS could not be reached: fetch failed (connect ECONNREFUSED 127.0.0.1:9)',
    });
  });

  it('gives up after the timeout when EmailJS does not answer', async () => {
    const { fetch } = fakeFetch(
      (init) =>
        new Promise<Response>((_, reject) => {
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    const started = Date.now();
    expect(await forwardToEmailJs(request, { fetch, timeoutMs: 30 })).toEqual({
      ok: false,
      reason: 'EmailJS did not answer within 30 ms',
    });
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
