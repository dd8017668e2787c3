import { afterEach, beforeEach, expect, it } from 'vitest';
import { connect } from '@/lib/db/connection';
import type { DeliveryChannel } from '@/lib/db/schema';
import { describeEachEngine } from '@test-support/engines';
import { testServerEnv } from '@test-support/email-sends';
import { startWebhookReceiver, type WebhookReceiver } from '@test-support/webhook-receiver';
import {
  renewClaim,
  CLAIM_LEASE_MS,
  claimDueDeliveries,
  deliveryAttempts,
  finishDelivery,
  MAX_ATTEMPTS,
  nextAttemptAt,
  RETRY_DELAYS_MS,
} from './deliveries';
import { saveLead } from './store';
import { deliverDue } from './pass';

const T0 = new Date('2026-11-26T10:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const fields = (n: number) => ({
  name: `Lead ${n}`,
  email: `lead${n}@example.pk`,
  subject: 'A site',
  message: 'Hello',
  language: 'en',
});

it('retries after 1 minute, 5 minutes, 30 minutes, 2 hours and 12 hours, then gives up', () => {
  expect(RETRY_DELAYS_MS).toEqual([MINUTE, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 12 * HOUR]);
  expect(MAX_ATTEMPTS).toBe(6);
  const delays = [1, 2, 3, 4, 5, 6].map((attempts) => nextAttemptAt(attempts, T0)?.getTime() ?? null);
  expect(delays).toEqual([...RETRY_DELAYS_MS.map((delay) => T0.getTime() + delay), null]);
});

describeEachEngine('the deliveries queue', (current, engine, currentConfig) => {
  async function queueLead(n: number, channel: DeliveryChannel = 'webhook', dueAt = T0) {
    const { id } = await saveLead(
      current().db,
      { form: 'contact', path: 'no-script', fields: fields(n) },
      [{ channel, dueAt }],
      T0,
    );
    return id;
  }
  const claim = (now: Date, limit?: number) => claimDueDeliveries(current().db, engine, { now, limit });

  it('hands out what is due, oldest first, and nothing twice while it is claimed', async () => {
    const late = await queueLead(1, 'webhook', at(2 * MINUTE));
    const second = await queueLead(2, 'email', at(-MINUTE));
    const first = await queueLead(3, 'webhook', at(-2 * MINUTE));
    const claimed = await claim(T0);
    expect(claimed.map(({ lead }) => lead.id)).toEqual([first, second]);
    expect(claimed[0]?.lead.email).toBe('lead3@example.pk');
    expect(claimed[0]?.delivery.claimed_until).toBe(at(CLAIM_LEASE_MS).toISOString());
    expect(claimed[0]?.delivery.claim_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await claim(at(MINUTE))).toEqual([]);
    // Due now, and nobody holds it.
    expect((await claim(at(2 * MINUTE))).map(({ lead }) => lead.id)).toEqual([late]);
  });

  it('takes at most the batch size in one claim', async () => {
    for (let n = 0; n < 5; n += 1) await queueLead(n);
    expect(await claim(T0, 3)).toHaveLength(3);
    expect(await claim(T0, 3)).toHaveLength(2);
  });

  it('marks a delivery delivered on success and records the attempt', async () => {
    const id = await queueLead(1);
    const [claimed] = await claim(T0);
    const finished = await finishDelivery(
      current().db,
      claimed!.delivery,
      { ok: true, httpStatus: 204 },
      at(1_000),
    );
    expect(finished).toEqual({ status: 'delivered', attempts: 1, stillClaimed: true });
    const delivery = await current().db.selectFrom('deliveries').selectAll().executeTakeFirstOrThrow();
    expect(delivery).toMatchObject({
      status: 'delivered',
      attempts: 1,
      next_attempt_at: null,
      claimed_until: null,
      claim_id: null,
    });
    expect(await deliveryAttempts(current().db, id)).toEqual([
      expect.objectContaining({
        channel: 'webhook',
        ok: 1,
        http_status: 204,
        error: null,
        at: at(1_000).toISOString(),
      }),
    ]);
    expect(await claim(at(HOUR))).toEqual([]);
  });

  it('retries a failure on the back-off, and marks it failed after the last attempt', async () => {
    const id = await queueLead(1, 'email');
    let now = T0;
    const dueTimes: (string | null)[] = [];
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      // Not due a millisecond early.
      if (attempt > 1) expect(await claim(new Date(now.getTime() - 1))).toEqual([]);
      const [claimed] = await claim(now);
      expect(claimed?.delivery.attempts).toBe(attempt - 1);
      const outcome = { ok: false, httpStatus: 503, error: 'EmailJS answered 503: busy' };
      const finished = await finishDelivery(current().db, claimed!.delivery, outcome, now);
      const row = await current().db.selectFrom('deliveries').selectAll().executeTakeFirstOrThrow();
      dueTimes.push(row.next_attempt_at);
      expect(finished.status).toBe(attempt < MAX_ATTEMPTS ? 'pending' : 'failed');
      if (row.next_attempt_at) now = new Date(row.next_attempt_at);
    }
    expect(dueTimes).toEqual([
      at(MINUTE).toISOString(),
      at(6 * MINUTE).toISOString(),
      at(36 * MINUTE).toISOString(),
      at(2 * HOUR + 36 * MINUTE).toISOString(),
      at(14 * HOUR + 36 * MINUTE).toISOString(),
      null,
    ]);
    const row = await current().db.selectFrom('deliveries').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'failed', attempts: 6, last_error: 'EmailJS answered 503: busy' });
    const attempts = await deliveryAttempts(current().db, id, 'email');
    expect(attempts).toHaveLength(6);
    expect(attempts.every((attempt) => attempt.ok === 0 && attempt.http_status === 503)).toBe(true);
    expect(await claim(at(30 * 24 * HOUR))).toEqual([]);
  });

  it('renews a claim just before its send, and leaves a row whose claim ran out and was taken', async () => {
    await queueLead(1);
    await queueLead(2);
    const [first, second] = await claim(T0);
    // The first send took most of the lease; the second starts with a whole lease of its own.
    expect(await renewClaim(current().db, second!.delivery, { now: at(CLAIM_LEASE_MS - 1_000) })).toBe(true);
    expect(await claim(at(CLAIM_LEASE_MS + 1))).toMatchObject([{ delivery: { id: first!.delivery.id } }]);
    // The first's lease ran out and another instance took it: this one does not send it.
    expect(await renewClaim(current().db, first!.delivery, { now: at(CLAIM_LEASE_MS + 2) })).toBe(false);
  });

  it('takes up again a claim that ran out (its instance was killed), and ignores the late finish', async () => {
    await queueLead(1);
    const [lost] = await claim(T0);
    expect(await claim(at(CLAIM_LEASE_MS))).toEqual([]);
    const [retaken] = await claim(at(CLAIM_LEASE_MS + 1));
    expect(retaken?.delivery.id).toBe(lost?.delivery.id);
    // The first instance wakes up and finishes: its attempt is kept, the row is not its own any more.
    const late = await finishDelivery(
      current().db,
      lost!.delivery,
      { ok: false, error: 'timed out' },
      at(CLAIM_LEASE_MS + 2),
    );
    expect(late.stillClaimed).toBe(false);
    const done = await finishDelivery(
      current().db,
      retaken!.delivery,
      { ok: true, httpStatus: 200 },
      at(CLAIM_LEASE_MS + 3),
    );
    expect(done).toMatchObject({ status: 'delivered', stillClaimed: true });
    const row = await current().db.selectFrom('deliveries').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'delivered', attempts: 1, last_error: null });
  });

  it('never hands one row to two claims made at the same moment, from two connections', async () => {
    const LEADS = 200;
    for (let n = 0; n < LEADS; n += 1) await queueLead(n);
    const other = connect(currentConfig());
    try {
      const taken: string[] = [];
      // Eight claimers on each connection, each claiming until nothing is left: they meet often.
      const claimer = async (connection: typeof other) => {
        for (;;) {
          const batch = await claimDueDeliveries(connection.db, engine, { now: T0, limit: 5 });
          if (batch.length === 0) return;
          taken.push(...batch.map(({ delivery }) => delivery.id));
        }
      };
      await Promise.all(
        [current(), other].flatMap((connection) => Array.from({ length: 8 }, () => claimer(connection))),
      );
      expect(taken).toHaveLength(LEADS);
      expect(new Set(taken).size).toBe(LEADS);
    } finally {
      await other.close();
    }
  }, 60_000);

  describeRace();

  function describeRace() {
    let receiver: WebhookReceiver;
    const secret = 'race-secret';
    beforeEach(async () => {
      receiver = await startWebhookReceiver(secret);
    });
    afterEach(async () => {
      await receiver.close();
    });

    it('two instances on their own connections, claiming at once, deliver each of 200 leads once', async () => {
      const LEADS = 200;
      const ids: string[] = [];
      for (let n = 0; n < LEADS; n += 1) ids.push(await queueLead(n, 'webhook', new Date()));
      const other = connect(currentConfig());
      try {
        const server = testServerEnv({ leadsWebhookUrl: receiver.url, leadsWebhookSecret: secret });
        // Small batches, so the two claim many times over and meet often.
        const options = { server, limit: 7 };
        const [a, b] = await Promise.all([deliverDue(current(), options), deliverDue(other, options)]);
        expect(a.delivered + b.delivered).toBe(LEADS);
        // Both did part of the work.
        expect(a.delivered).toBeGreaterThan(0);
        expect(b.delivered).toBeGreaterThan(0);
        const accepted = receiver.acceptedIds();
        expect(accepted).toHaveLength(LEADS);
        expect(new Set(accepted)).toEqual(new Set(ids));
        expect(receiver.received.every((hook) => hook.signatureValid)).toBe(true);
        const attempts = await current().db.selectFrom('delivery_attempts').select('id').execute();
        expect(attempts).toHaveLength(LEADS);
        const pending = await current()
          .db.selectFrom('deliveries')
          .select('id')
          .where('status', '!=', 'delivered')
          .execute();
        expect(pending).toEqual([]);
      } finally {
        await other.close();
      }
    }, 60_000);
  }
});
