import { randomUUID } from 'node:crypto';
import { expect, it, vi } from 'vitest';
import { storeRateLimiter } from '@/lib/http/rate-limit';
import { describeEachEngine } from '@test-support/engines';
import { contactMessage, emailJsKeys, testServerEnv } from '@test-support/email-sends';
import { PROOF_FIELD, solvedProof } from '@test-support/form-proof';
import { receiveHandOff, receiveOutcome } from './hand-off-endpoint';
import { PROOF_FAILURES } from './proof';
import { SPAM_REASONS } from './spam';
import { getLead, leadFields } from '@/lib/leads/store';

const keys = emailJsKeys;
const server = testServerEnv({ emailjs: keys, emailjsPrivateKey: 'private' });
const attribution = { utm_source: 'facebook', landing_page: '/services', referrer_host: 'l.facebook.com' };
const sameSite = { 'sec-fetch-site': 'same-origin', 'x-forwarded-for': '203.0.113.9' };

/** What the page's form hands over for a person: the hidden field empty and a solved proof. */
async function asAPerson(fields: Record<string, string>): Promise<Record<string, string>> {
  return { ...fields, website: '', [PROOF_FIELD]: await solvedProof('contact') };
}

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
    const fields = await asAPerson({ ...contactMessage, ...attribution, lead_id: id });
    // Enough copies at once that, judged apart from the save, one that lost the race for the proof
    // would store the message first, as a replay.
    const copies = 20;
    const endpoint = deps(copies);
    const answers = await Promise.all(
      Array.from({ length: copies }, () => receiveHandOff(handOff(fields), endpoint)),
    );
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([200]));
    const lead = await getLead(current().db, id);
    // Every copy but one carries a proof another has spent: the message is still a person's.
    expect(lead).toMatchObject({
      path: 'emailjs',
      form: 'contact',
      browser_outcome: 'pending',
      utm_source: 'facebook',
      status: 'new',
      spam_reason: null,
    });
    expect(leadFields(lead!)).toEqual({ ...contactMessage, ...attribution });
    expect(await leads()).toHaveLength(1);
    const deliveries = await current().db.selectFrom('deliveries').selectAll().execute();
    expect(deliveries.map((delivery) => delivery.channel)).toEqual(['email']);
  });

  it('a retry of a stored message (same id) is answered OK and changes nothing, its proof not judged again', async () => {
    const id = randomUUID();
    const fields = await asAPerson({ ...contactMessage, lead_id: id });
    expect((await receiveHandOff(handOff(fields), deps())).status).toBe(200);
    // The browser's retry carries the same words and id, with whatever proof it has (none here).
    const { [PROOF_FIELD]: _spent, ...retry } = fields;
    expect((await receiveHandOff(handOff(retry), deps())).status).toBe(200);
    expect(await getLead(current().db, id)).toMatchObject({ status: 'new', spam_reason: null });
    expect(await current().db.selectFrom('deliveries').select('channel').execute()).toEqual([
      { channel: 'email' },
    ]);
  });

  it('keeps a copy without a valid proof, or with the hidden field filled or left out, as spam: owed nothing, answered OK', async () => {
    const held = {
      noToken: { fields: { ...contactMessage, website: '' }, reason: PROOF_FAILURES.missing },
      filled: {
        fields: { ...(await asAPerson(contactMessage)), website: 'http://spam.example' },
        reason: SPAM_REASONS.honeypotFilled,
      },
      leftOut: {
        fields: { ...contactMessage, [PROOF_FIELD]: await solvedProof('contact') },
        reason: SPAM_REASONS.honeypotMissing,
      },
      otherForm: {
        fields: { ...contactMessage, website: '', [PROOF_FIELD]: await solvedProof('subscribe') },
        reason: PROOF_FAILURES.otherForm,
      },
    };
    const ids: Record<string, string> = {};
    for (const [name, { fields }] of Object.entries(held)) {
      ids[name] = randomUUID();
      const answer = await receiveHandOff(handOff({ ...fields, lead_id: ids[name] }), deps(10));
      expect(answer.status).toBe(200);
      expect(await answer.text()).toBe('OK');
    }
    for (const [name, { reason }] of Object.entries(held))
      expect(await getLead(current().db, ids[name]!)).toMatchObject({ status: 'spam', spam_reason: reason });
    expect(await current().db.selectFrom('deliveries').selectAll().execute()).toEqual([]);
    // The browser still reports its own send of a held message; nothing is owed by that either.
    expect((await receiveOutcome(outcome(ids.noToken!, 'failed'), ids.noToken!, deps())).status).toBe(204);
    expect(await getLead(current().db, ids.noToken!)).toMatchObject({
      status: 'spam',
      browser_outcome: 'failed',
    });
    expect(await current().db.selectFrom('deliveries').selectAll().execute()).toEqual([]);
  });

  it('holds the second message that carries an already spent proof', async () => {
    const person = await asAPerson(contactMessage);
    const first = randomUUID();
    const replay = randomUUID();
    await receiveHandOff(handOff({ ...person, lead_id: first }), deps());
    expect(
      (await receiveHandOff(handOff({ ...person, message: 'Again', lead_id: replay }), deps())).status,
    ).toBe(200);
    expect(await getLead(current().db, first)).toMatchObject({ status: 'new' });
    expect(await getLead(current().db, replay)).toMatchObject({
      status: 'spam',
      spam_reason: PROOF_FAILURES.reused,
    });
  });

  it('records what EmailJS answered: sent marks the e-mail delivered, failed leaves it due', async () => {
    const sentId = randomUUID();
    const failedId = randomUUID();
    for (const id of [sentId, failedId])
      await receiveHandOff(handOff(await asAPerson({ ...contactMessage, lead_id: id })), deps());
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

  it('records the first report only, and limits reports per address', async () => {
    const id = randomUUID();
    await receiveHandOff(handOff(await asAPerson({ ...contactMessage, lead_id: id })), deps());
    const limited = { ...deps(), limiter: storeRateLimiter(current, { limit: 2, endpoint: 'outcome' }) };
    expect((await receiveOutcome(outcome(id, 'failed'), id, limited)).status).toBe(204);
    // A later "sent" (a replay, or a retry after the first report) is not written over the first.
    expect((await receiveOutcome(outcome(id, 'sent'), id, limited)).status).toBe(204);
    expect(await getLead(current().db, id)).toMatchObject({ browser_outcome: 'failed' });
    expect((await receiveOutcome(outcome(id, 'sent'), id, limited)).status).toBe(429);
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
    expect((await receiveOutcome(outcome(id, 'delivered'), id, deps(50))).status).toBe(400);
    expect((await receiveOutcome(outcome(id, 'sent'.repeat(10)), id, deps(50))).status).toBe(413);
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
