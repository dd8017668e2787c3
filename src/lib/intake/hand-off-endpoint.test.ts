import { randomUUID } from 'node:crypto';
import { expect, it, vi } from 'vitest';
import { storeRateLimiter } from '@/lib/intake/rate-limit';
import { describeEachEngine } from '@test-support/engines';
import { contactMessage, emailJsKeys, testServerEnv } from '@test-support/email-sends';
import { receiveHandOff, receiveOutcome } from './hand-off-endpoint';
import { getLead, leadFields } from '@/lib/leads/store';

const keys = emailJsKeys;
const server = testServerEnv({ emailjs: keys, emailjsPrivateKey: 'private' });
const attribution = { utm_source: 'facebook', landing_page: '/services', referrer_host: 'l.facebook.com' };
const sameSite = { 'sec-fetch-site': 'same-origin', 'x-forwarded-for': '203.0.113.9' };

function handOff(
  fields: Record<string, string>,
  headers: Record<string, string> = sameSite,
  query = '?form=contact',
) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return new Request(`http://127.0.0.1:3000/api/leads${query}`, { method: 'POST', body, headers });
}

function outcome(id: string, said: string, headers: Record<string, string> = sameSite) {
  return new Request(`http://127.0.0.1:3000/api/leads/${id}/outcome`, {
    method: 'POST',
    body: said,
    headers: { 'content-type': 'text/plain', ...headers },
  });
}

describeEachEngine('the browser hand-off in EmailJS mode', (current) => {
  const deps = (limit = 5) => ({
    server,
    mode: 'emailjs' as const,
    limiter: storeRateLimiter(current, { limit, endpoint: 'leads' }),
    db: () => current().db,
  });
  const leads = () => current().db.selectFrom('leads').selectAll().execute();

  it('stores every field and its attribution under the browser id, once however often it is handed over', async () => {
    const id = randomUUID();
    const fields = { ...contactMessage, ...attribution, website: '', lead_id: id };
    const endpoint = deps(10);
    const answers = await Promise.all([1, 2, 3].map(() => receiveHandOff(handOff(fields), endpoint)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const lead = await getLead(current().db, id);
    expect(lead).toMatchObject({
      path: 'emailjs',
      form: 'contact',
      browser_outcome: 'pending',
      utm_source: 'facebook',
    });
    expect(leadFields(lead!)).toEqual({ ...contactMessage, ...attribution });
    expect(await leads()).toHaveLength(1);
    const deliveries = await current().db.selectFrom('deliveries').selectAll().execute();
    expect(deliveries.map((delivery) => delivery.channel)).toEqual(['email']);
  });

  it('records what EmailJS answered: sent marks the e-mail delivered, failed leaves it due', async () => {
    const sentId = randomUUID();
    const failedId = randomUUID();
    for (const id of [sentId, failedId])
      await receiveHandOff(handOff({ ...contactMessage, lead_id: id }), deps());
    expect((await receiveOutcome(outcome(sentId, 'sent'), sentId, deps())).status).toBe(204);
    expect((await receiveOutcome(outcome(failedId, 'failed'), failedId, deps())).status).toBe(204);
    expect(await getLead(current().db, sentId)).toMatchObject({ browser_outcome: 'sent' });
    expect(await getLead(current().db, failedId)).toMatchObject({ browser_outcome: 'failed' });
    const status = Object.fromEntries(
      (await current().db.selectFrom('deliveries').select(['lead_id', 'status']).execute()).map((row) => [
        row.lead_id,
        row.status,
      ]),
    );
    expect(status).toEqual({ [sentId]: 'delivered', [failedId]: 'pending' });
  });

  it('logs a message that reached EmailJS without a copy here, naming only its id', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const id = randomUUID();
    expect((await receiveOutcome(outcome(id, 'sent'), id, deps())).status).toBe(404);
    expect(warn).toHaveBeenCalledWith(
      `[leads] message ${id} went to EmailJS (sent) without a copy on the site`,
    );
  });

  it('refuses other sites, scripts, bad ids, bad outcomes and rejected fields, storing nothing', async () => {
    const id = randomUUID();
    const fields = { ...contactMessage, lead_id: id };
    const cases: [Request, number][] = [
      [handOff(fields, { 'sec-fetch-site': 'cross-site' }), 403],
      [handOff(fields, { origin: 'https://evil.example', host: '127.0.0.1:3000' }), 403],
      [handOff(fields, {}), 403],
      [handOff({ ...fields, lead_id: "1'; drop table leads; --" }), 400],
      [handOff({ ...fields, lead_id: '' }), 400],
      [handOff({ ...fields, email: 'nope' }), 400],
      [handOff({ ...fields, message: 'x'.repeat(70 * 1024) }), 413],
    ];
    for (const [request, status] of cases)
      expect((await receiveHandOff(request, deps(20))).status).toBe(status);
    // A same-origin browser that sends Origin but no Sec-Fetch-Site is let in.
    expect(
      (
        await receiveHandOff(
          handOff(fields, { origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' }),
          deps(20),
        )
      ).status,
    ).toBe(200);
    await current().db.deleteFrom('deliveries').execute();
    await current().db.deleteFrom('leads').execute();
    expect(
      (await receiveOutcome(outcome(id, 'sent', { 'sec-fetch-site': 'cross-site' }), id, deps())).status,
    ).toBe(403);
    expect((await receiveOutcome(outcome('x', 'sent'), 'x', deps())).status).toBe(404);
    expect((await receiveOutcome(outcome(id, 'delivered'), id, deps())).status).toBe(400);
    expect((await receiveOutcome(outcome(id, 'sent'.repeat(10)), id, deps())).status).toBe(413);
    expect(await leads()).toEqual([]);
  });

  it('takes FORM_RATE_LIMIT hand-offs per address, then 429', async () => {
    const endpoint = deps(2);
    for (let send = 0; send < 2; send += 1)
      expect(
        (await receiveHandOff(handOff({ ...contactMessage, lead_id: randomUUID() }), endpoint)).status,
      ).toBe(200);
    const refused = await receiveHandOff(handOff({ ...contactMessage, lead_id: randomUUID() }), endpoint);
    expect(refused.status).toBe(429);
    expect(await leads()).toHaveLength(2);
  });

  it('answers 503 with a clear text when the store is down, and is not there in embedded mode', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const down = () => {
      throw new Error('connect ECONNREFUSED');
    };
    const request = handOff({ ...contactMessage, lead_id: randomUUID() });
    const response = await receiveHandOff(request, { ...deps(), db: down });
    expect(response.status).toBe(503);
    expect(await response.text()).toBe('The message could not be stored. Please try again later.');
    const embedded = await receiveHandOff(handOff({ ...contactMessage, lead_id: randomUUID() }), {
      ...deps(),
      mode: 'embedded',
    });
    expect(embedded.status).toBe(404);
  });
});
