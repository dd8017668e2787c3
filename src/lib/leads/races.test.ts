/**
 * The queue where two things happen at once: the browser reporting its own EmailJS send while an
 * instance holds the e-mail, a worker stopped mid-batch, a claim whose instance died, and machines
 * whose clocks disagree. Everything runs on the database's clock unless a case says otherwise.
 */
import { sql, type Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dbTime, readDbTime } from '@/lib/db/clock';
import { connect } from '@/lib/db/connection';
import type { Database, DeliveryChannel } from '@/lib/db/schema';
import { describeEachEngine } from '@test-support/engines';
import { emailJsKeys, testServerEnv } from '@test-support/email-sends';
import { startSlowReceiver, type SlowReceiver } from '@test-support/slow-receiver';
import { BROWSER_REPORT_GRACE_MS, deliveriesFor } from './channels';
import {
  CLAIM_LEASE_MS,
  claimDueDeliveries,
  deliveryAttempts,
  finishDelivery,
  releaseClaims,
  RETRY_DELAYS_MS,
} from './deliveries';
import { getLead, recordBrowserOutcome, saveLead } from './store';
import { startDeliveryWorker } from './worker';

const MINUTE = 60_000;
/** How far the process's clock is moved from the database's in the clock cases. */
const SKEW_MS = 5 * MINUTE;
/** Slower than a stop's grace in the time-out case, quick enough to keep the run short. */
const SLOW_ANSWER_MS = 500;
const QUICK_ANSWER_MS = 20;
/** More than one worker sends at once (4), fewer than one claim takes (20). */
const WEBHOOK_LEADS = 10;
const GRACE_MS = 5_000;
const SHORT_GRACE_MS = 50;
const WAIT = { timeout: 10_000, interval: 10 };
const ISO_UTC_MS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** A site in EmailJS mode: the browser sends the e-mail, the server only if it does not hear back. */
const emailJsServer = testServerEnv({ emailjs: emailJsKeys, emailjsPrivateKey: 'private-key' });

const fields = (n: number) => ({ name: `Lead ${n}`, email: `lead${n}@example.pk`, message: 'Hello' });

async function deliveryOf(db: Kysely<Database>, leadId: string, channel: DeliveryChannel) {
  return db
    .selectFrom('deliveries')
    .selectAll()
    .where('lead_id', '=', leadId)
    .where('channel', '=', channel)
    .executeTakeFirstOrThrow();
}

describeEachEngine('the queue under races', (current, engine, currentConfig) => {
  const db = () => current().db;
  /** The database's time now, `offsetMs` on, as a Date (what the tests queue against). */
  const dbNow = async (offsetMs = 0) => new Date(Date.parse(await readDbTime(db())) + offsetMs);

  /** A message sent in EmailJS mode whose e-mail the server is due to send now, by the database's clock. */
  async function emailJsLead(n: number): Promise<string> {
    const receivedAt = await dbNow(-BROWSER_REPORT_GRACE_MS);
    const owed = deliveriesFor('emailjs', 'contact', emailJsServer);
    expect(owed.map(({ channel }) => channel)).toEqual(['email']);
    const { id } = await saveLead(
      db(),
      { form: 'contact', path: 'emailjs', fields: fields(n) },
      owed,
      receivedAt,
    );
    return id;
  }

  async function webhookLead(n: number, dueAt: Date): Promise<string> {
    const { id } = await saveLead(
      db(),
      { form: 'contact', path: 'no-script', fields: fields(n) },
      [{ channel: 'webhook', dueAt }],
      dueAt,
    );
    return id;
  }

  describe('the browser reports "sent" while a worker holds the e-mail', () => {
    async function claimedEmail() {
      const id = await emailJsLead(1);
      const [claimed, ...more] = await claimDueDeliveries(db(), engine);
      expect(more).toEqual([]);
      expect(claimed?.delivery).toMatchObject({ lead_id: id, channel: 'email' });
      expect(await recordBrowserOutcome(db(), id, 'sent')).toBe(true);
      // Left to the worker: still pending, still its claim.
      expect(await deliveryOf(db(), id, 'email')).toMatchObject({
        status: 'pending',
        attempts: 0,
        claimed_until: claimed!.delivery.claimed_until,
      });
      expect((await getLead(db(), id))?.browser_outcome).toBe('sent');
      return { id, claimed: claimed!.delivery };
    }

    it('records the worker’s successful send as delivered, once', async () => {
      const { id, claimed } = await claimedEmail();
      const finished = await finishDelivery(db(), claimed, { ok: true, httpStatus: 200 });
      expect(finished).toEqual({ status: 'delivered', attempts: 1, stillClaimed: true });
      expect(await deliveryOf(db(), id, 'email')).toMatchObject({
        status: 'delivered',
        attempts: 1,
        next_attempt_at: null,
        claimed_until: null,
        claim_id: null,
      });
      expect(await deliveryAttempts(db(), id, 'email')).toEqual([
        expect.objectContaining({ ok: 1, http_status: 200 }),
      ]);
      // The same finish again (a retried write) no longer holds the row and moves nothing.
      const again = await finishDelivery(db(), claimed, { ok: true, httpStatus: 200 });
      expect(again.stillClaimed).toBe(false);
      expect((await deliveryOf(db(), id, 'email')).attempts).toBe(1);
      expect(await claimDueDeliveries(db(), engine, { now: await dbNow(30 * 24 * 60 * MINUTE) })).toEqual([]);
    });

    it('marks the worker’s failed send delivered instead of retrying it: the browser sent the e-mail', async () => {
      const { id, claimed } = await claimedEmail();
      const failure = { ok: false, httpStatus: 503, error: 'EmailJS answered 503: busy' };
      const finished = await finishDelivery(db(), claimed, failure);
      expect(finished).toEqual({ status: 'delivered', attempts: 1, stillClaimed: true });
      expect(await deliveryOf(db(), id, 'email')).toMatchObject({
        status: 'delivered',
        next_attempt_at: null,
        claimed_until: null,
        claim_id: null,
        last_error: 'EmailJS answered 503: busy',
      });
      // The failed attempt is kept for the lead's history.
      expect(await deliveryAttempts(db(), id, 'email')).toEqual([
        expect.objectContaining({ ok: 0, http_status: 503 }),
      ]);
      const pastEveryRetry = await dbNow(RETRY_DELAYS_MS.reduce((sum, delay) => sum + delay, MINUTE));
      expect(await claimDueDeliveries(db(), engine, { now: pastEveryRetry })).toEqual([]);
    });
  });

  it('ends the retries when "sent" is reported after a failed server attempt', async () => {
    const reported = await emailJsLead(1);
    const unreported = await emailJsLead(2);
    const claimed = await claimDueDeliveries(db(), engine);
    expect(claimed).toHaveLength(2);
    for (const { delivery } of claimed) {
      const finished = await finishDelivery(db(), delivery, { ok: false, error: 'EmailJS answered 502' });
      expect(finished).toEqual({ status: 'pending', attempts: 1, stillClaimed: true });
    }
    const waiting = await deliveryOf(db(), reported, 'email');
    expect(waiting).toMatchObject({ status: 'pending', claimed_until: null });
    expect(waiting.next_attempt_at).not.toBeNull();

    expect(await recordBrowserOutcome(db(), reported, 'sent')).toBe(true);
    expect(await deliveryOf(db(), reported, 'email')).toMatchObject({
      status: 'delivered',
      attempts: 1,
      next_attempt_at: null,
    });
    // Past both retries, only the lead whose browser said nothing is sent again.
    const retryAt = (await deliveryOf(db(), unreported, 'email')).next_attempt_at;
    const pastRetry = new Date(Math.max(Date.parse(waiting.next_attempt_at!), Date.parse(retryAt!)) + 1);
    const retried = await claimDueDeliveries(db(), engine, { now: pastRetry });
    expect(retried.map(({ lead }) => lead.id)).toEqual([unreported]);
  });

  describe('the browser’s report is written once', () => {
    it('keeps "failed" when "sent" follows, and the server still sends the e-mail', async () => {
      const id = await emailJsLead(1);
      expect(await recordBrowserOutcome(db(), id, 'failed')).toBe(true);
      expect(await recordBrowserOutcome(db(), id, 'sent')).toBe(true);
      expect((await getLead(db(), id))?.browser_outcome).toBe('failed');
      expect(await deliveryOf(db(), id, 'email')).toMatchObject({ status: 'pending', attempts: 0 });
      const claimed = await claimDueDeliveries(db(), engine);
      expect(claimed.map(({ lead }) => lead.id)).toEqual([id]);
    });

    it('keeps "sent" when "failed" follows, and the e-mail stays delivered', async () => {
      const id = await emailJsLead(1);
      expect(await recordBrowserOutcome(db(), id, 'sent')).toBe(true);
      expect(await recordBrowserOutcome(db(), id, 'failed')).toBe(true);
      expect((await getLead(db(), id))?.browser_outcome).toBe('sent');
      expect(await deliveryOf(db(), id, 'email')).toMatchObject({ status: 'delivered', attempts: 0 });
      expect(await claimDueDeliveries(db(), engine)).toEqual([]);
    });
  });

  describe('a worker told to stop', () => {
    let receiver: SlowReceiver;
    beforeEach(async () => {
      receiver = await startSlowReceiver(SLOW_ANSWER_MS);
      vi.spyOn(console, 'log').mockImplementation(() => undefined);
    });
    afterEach(async () => {
      await receiver.close();
    });
    const webhookServer = () => testServerEnv({ leadsWebhookUrl: receiver.url });

    async function queueWebhooks(): Promise<string[]> {
      const dueAt = await dbNow(-MINUTE);
      const ids: string[] = [];
      for (let n = 0; n < WEBHOOK_LEADS; n += 1) ids.push(await webhookLead(n, dueAt));
      return ids;
    }

    it('records its sends in flight, gives back the rest, and another worker sends those once', async () => {
      const ids = await queueWebhooks();
      const worker = startDeliveryWorker(current(), { server: webhookServer() });
      // Sends are on their way (each waits SLOW_ANSWER_MS for its answer) when the stop comes.
      await vi.waitFor(() => expect(receiver.arrived.length).toBeGreaterThan(0), WAIT);
      expect(await worker.stop(GRACE_MS)).toBe('stopped');
      // Stopped only once every send under way was answered and recorded; none began after.
      expect(receiver.answered).toHaveLength(receiver.arrived.length);
      expect(receiver.arrived.length).toBeLessThan(WEBHOOK_LEADS);
      const sentBeforeStop = receiver.arrived.length;
      const rows = await db().selectFrom('deliveries').selectAll().execute();
      const delivered = rows.filter((row) => row.status === 'delivered');
      expect(delivered.map((row) => row.lead_id).sort()).toEqual([...receiver.answered].sort());
      expect(delivered.every((row) => row.attempts === 1)).toBe(true);
      const givenBack = rows.filter((row) => row.status !== 'delivered');
      expect(givenBack).toHaveLength(WEBHOOK_LEADS - sentBeforeStop);
      for (const row of givenBack) {
        expect(row).toMatchObject({ status: 'pending', attempts: 0, claimed_until: null });
      }

      await new Promise((resolve) => setTimeout(resolve, SLOW_ANSWER_MS));
      expect(receiver.arrived).toHaveLength(sentBeforeStop);

      // Another instance takes them at once, without waiting out a lease.
      receiver.answerAfter(QUICK_ANSWER_MS);
      const other = connect(currentConfig());
      try {
        const next = startDeliveryWorker(other, { server: webhookServer() });
        await vi.waitFor(() => expect(receiver.answered).toHaveLength(WEBHOOK_LEADS), WAIT);
        expect(await next.stop(GRACE_MS)).toBe('stopped');
      } finally {
        await other.close();
      }
      expect([...receiver.arrived].sort()).toEqual([...ids].sort());
      const after = await db().selectFrom('deliveries').selectAll().execute();
      expect(after.every((row) => row.status === 'delivered' && row.attempts === 1)).toBe(true);
      const attempts = await db().selectFrom('delivery_attempts').select('id').execute();
      expect(attempts).toHaveLength(WEBHOOK_LEADS);
    });

    it('says "timed out" when a send outlasts the grace, and still records it afterwards', async () => {
      await queueWebhooks();
      const worker = startDeliveryWorker(current(), { server: webhookServer() });
      await vi.waitFor(() => expect(receiver.arrived.length).toBeGreaterThan(0), WAIT);
      const started = performance.now();
      expect(await worker.stop(SHORT_GRACE_MS)).toBe('timed out');
      expect(performance.now() - started).toBeLessThan(SLOW_ANSWER_MS);
      expect(receiver.answered).toEqual([]);
      // The process lives on here (it would exit in the server): the pass finishes by itself.
      await worker.idle();
      const rows = await db().selectFrom('deliveries').selectAll().execute();
      expect(rows.filter((row) => row.status === 'delivered')).toHaveLength(receiver.answered.length);
      expect(rows.filter((row) => row.status === 'pending' && row.claimed_until === null)).toHaveLength(
        WEBHOOK_LEADS - receiver.answered.length,
      );
    });
  });

  it('finishes a delivery that vanished while it was being sent (a reminder taken back by a cancel) without failing', async () => {
    const id = await webhookLead(1, await dbNow(-MINUTE));
    const [claimed] = await claimDueDeliveries(db(), engine);
    await db().deleteFrom('deliveries').where('id', '=', claimed!.delivery.id).execute();
    const finished = await finishDelivery(db(), claimed!.delivery, { ok: true, httpStatus: 204 });
    expect(finished.stillClaimed).toBe(false);
    expect(await deliveryAttempts(db(), id)).toEqual([]);
  });

  it('takes up again a claim whose worker died, and ignores that worker’s late finish', async () => {
    const dueAt = await dbNow(-60 * MINUTE);
    const id = await webhookLead(1, dueAt);
    // The first worker claimed an hour ago, on the database's clock, and was never heard of again.
    const [lost] = await claimDueDeliveries(db(), engine, { now: dueAt });
    expect(lost?.delivery.claimed_until).toBe(new Date(dueAt.getTime() + CLAIM_LEASE_MS).toISOString());
    const [retaken, ...more] = await claimDueDeliveries(db(), engine);
    expect(more).toEqual([]);
    expect(retaken?.delivery.id).toBe(lost?.delivery.id);
    const held = await deliveryOf(db(), id, 'webhook');
    expect(held.claimed_until).toBe(retaken?.delivery.claimed_until);
    // While the second holds it, nobody else takes it.
    expect(await claimDueDeliveries(db(), engine)).toEqual([]);

    const late = await finishDelivery(db(), lost!.delivery, { ok: true, httpStatus: 204 });
    expect(late.stillClaimed).toBe(false);
    expect(await deliveryOf(db(), id, 'webhook')).toEqual(held);

    const done = await finishDelivery(db(), retaken!.delivery, { ok: true, httpStatus: 204 });
    expect(done).toEqual({ status: 'delivered', attempts: 1, stillClaimed: true });
    // Both attempts are in the lead's history: the late one did reach the receiver.
    expect(await deliveryAttempts(db(), id)).toHaveLength(2);
  });

  it('takes up again a claim whose lease ran out by the database’s clock', async () => {
    const id = await webhookLead(1, await dbNow(-MINUTE));
    const [lost] = await claimDueDeliveries(db(), engine);
    expect(await claimDueDeliveries(db(), engine)).toEqual([]);
    await db()
      .updateTable('deliveries')
      .set({ claimed_until: dbTime(db(), -1) })
      .where('lead_id', '=', id)
      .execute();
    // At once: a claim is told apart from the one before by its own id, not by when its lease ends.
    const [retaken] = await claimDueDeliveries(db(), engine);
    expect(retaken?.delivery.id).toBe(lost?.delivery.id);
    const held = await deliveryOf(db(), id, 'webhook');
    const late = await finishDelivery(db(), lost!.delivery, { ok: false, error: 'timed out' });
    expect(late.stillClaimed).toBe(false);
    expect(await deliveryOf(db(), id, 'webhook')).toEqual(held);
  });

  describe('one clock', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    for (const [label, skew] of [
      ['ahead', SKEW_MS],
      ['behind', -SKEW_MS],
    ] as const) {
      it(`claims what the database says is due with the process's clock 5 minutes ${label}`, async () => {
        const now = await dbNow();
        const due = await webhookLead(1, now);
        await webhookLead(2, new Date(now.getTime() + MINUTE));
        vi.useFakeTimers({ toFake: ['Date'] });
        vi.setSystemTime(Date.now() + skew);
        const claimed = await claimDueDeliveries(db(), engine);
        expect(claimed.map(({ lead }) => lead.id)).toEqual([due]);
        // The lease too is the database's: two minutes from its now, not the process's.
        const until = Date.parse(claimed[0]!.delivery.claimed_until!);
        const dbAfter = Date.parse(await readDbTime(db()));
        expect(until).toBeGreaterThan(dbAfter);
        expect(until).toBeLessThanOrEqual(dbAfter + CLAIM_LEASE_MS);
        await releaseClaims(
          db(),
          claimed.map(({ delivery }) => delivery),
        );
      });
    }

    it('reads the database’s time as ISO 8601 UTC with milliseconds, comparable with toISOString()', async () => {
      const before = new Date().toISOString();
      const read = await readDbTime(db());
      expect(read).toMatch(ISO_UTC_MS);
      expect(new Date(read).toISOString()).toBe(read);
      // Same machine here: the database's clock and the process's agree to within a second or two.
      expect(Math.abs(Date.parse(read) - Date.parse(before))).toBeLessThan(5_000);

      const processEarlier = new Date(Date.now() - SKEW_MS).toISOString();
      const processLater = new Date(Date.now() + SKEW_MS).toISOString();
      const { rows } = await sql<{ earlier: string; now: string; later: string; sorted: number | boolean }>`
        select ${dbTime(db(), -SKEW_MS)} as earlier, ${dbTime(db())} as now,
          ${dbTime(db(), CLAIM_LEASE_MS)} as later,
          (${dbTime(db())} > ${processEarlier} and ${dbTime(db())} < ${processLater}) as sorted
      `.execute(db());
      const [row] = rows;
      for (const text of [row!.earlier, row!.now, row!.later]) expect(text).toMatch(ISO_UTC_MS);
      const now = Date.parse(row!.now);
      // clock_timestamp() moves on between the expressions of one PostgreSQL statement.
      expect(Date.parse(row!.earlier) - now).toBeGreaterThan(-SKEW_MS - 1_000);
      expect(Date.parse(row!.earlier) - now).toBeLessThanOrEqual(-SKEW_MS + 1_000);
      expect(Date.parse(row!.later) - now).toBeGreaterThanOrEqual(CLAIM_LEASE_MS - 1_000);
      expect(Date.parse(row!.later) - now).toBeLessThan(CLAIM_LEASE_MS + 1_000);
      // Compared in SQL with times the process wrote, as a claim compares the stored ones.
      expect(Boolean(row!.sorted)).toBe(true);
    });
  });
});
