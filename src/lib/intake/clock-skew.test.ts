/**
 * An instance whose clock is five minutes behind the database's takes a message in EmailJS mode:
 * the lead is received, and its e-mail falls due, on the database's clock, so the browser keeps
 * its whole grace to report its own send and the e-mail goes out once, from the browser.
 */
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { readDbTime } from '@/lib/db/clock';
import { storeRateLimiter } from '@/lib/http/rate-limit';
import { BROWSER_REPORT_GRACE_MS } from '@/lib/leads/channels';
import { claimDueDeliveries } from '@/lib/leads/deliveries';
import { deliverDue } from '@/lib/leads/pass';
import { describeEachEngine } from '@test-support/engines';
import { contactMessage, emailJsKeys, testServerEnv } from '@test-support/email-sends';
import { startFakeEmailJs, type FakeEmailJs } from '@test-support/fake-emailjs';
import { PROOF_FIELD, solvedProof } from '@test-support/form-proof';
import { receiveHandOff, receiveOutcome } from './hand-off-endpoint';

const MINUTE = 60_000;
const BEHIND_MS = 5 * MINUTE;
/** How far apart two reads of one clock may be on a busy machine. */
const SLACK_MS = 10_000;
const sameSite = { 'sec-fetch-site': 'same-origin', 'x-forwarded-for': '203.0.113.40' };

function post(url: string, body: BodyInit, headers: Record<string, string> = {}) {
  return new Request(`http://127.0.0.1:3000${url}`, {
    method: 'POST',
    body,
    headers: { ...sameSite, ...headers },
  });
}

describeEachEngine('an instance whose clock is five minutes behind the database’s', (current, engine) => {
  let emailjs: FakeEmailJs;
  const db = () => current().db;
  const dbNow = async () => Date.parse(await readDbTime(db()));

  beforeEach(async () => {
    emailjs = await startFakeEmailJs();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() - BEHIND_MS);
  });
  afterEach(async () => {
    vi.useRealTimers();
    await emailjs.close();
  });

  it('keeps the browser’s whole grace for its EmailJS send, and the e-mail goes out once', async () => {
    const server = testServerEnv({
      emailjs: { ...emailJsKeys, origin: emailjs.origin },
      emailjsPrivateKey: 'private-key',
    });
    const deps = {
      server,
      mode: 'emailjs' as const,
      limiter: storeRateLimiter(current, { limit: 5, endpoint: 'leads' }),
      db,
    };
    const before = await dbNow();
    expect(before - Date.now()).toBeGreaterThan(BEHIND_MS - SLACK_MS);

    const id = randomUUID();
    const form = new FormData();
    const fields = {
      ...contactMessage,
      website: '',
      lead_id: id,
      [PROOF_FIELD]: await solvedProof('contact'),
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    expect((await receiveHandOff(post('/api/leads?form=contact', form), deps)).status).toBe(200);

    const lead = await db().selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const email = await db()
      .selectFrom('deliveries')
      .selectAll()
      .where('lead_id', '=', id)
      .executeTakeFirstOrThrow();
    // Received at the database's time, not five minutes earlier by the instance's.
    expect(Date.parse(lead.received_at)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(lead.received_at)).toBeLessThan(before + SLACK_MS);
    expect(Date.parse(email.next_attempt_at!)).toBe(Date.parse(lead.received_at) + BROWSER_REPORT_GRACE_MS);

    // Any instance looking now, by the database's clock, finds nothing due: the browser is still sending.
    expect(await claimDueDeliveries(db(), engine)).toEqual([]);
    expect(await deliverDue(current(), { server })).toMatchObject({ claimed: 0 });
    const said = await receiveOutcome(
      post(`/api/leads/${id}/outcome`, 'sent', { 'content-type': 'text/plain' }),
      id,
      deps,
    );
    expect(said.status).toBe(204);

    // Long after the grace, nothing is left to send: EmailJS was asked once, by the browser.
    const later = () => new Date(before + BROWSER_REPORT_GRACE_MS + MINUTE);
    expect(await deliverDue(current(), { server, now: later })).toMatchObject({ claimed: 0 });
    expect(emailjs.sends).toEqual([]);
    const after = await db()
      .selectFrom('deliveries')
      .selectAll()
      .where('lead_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(after.status).toBe('delivered');
  });
});
