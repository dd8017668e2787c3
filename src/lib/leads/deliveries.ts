/**
 * The deliveries queue: each row of `deliveries` is one channel (e-mail, webhook) a stored lead is
 * owed. Instances take due rows by claiming them (a lease in `claimed_until`), send, and record
 * the attempt; a failure is retried later on a fixed back-off, and a claim whose instance died
 * runs out and the row is due again. Server only; the worker (./worker.ts) drives it.
 *
 * The claim is one statement on both engines: an UPDATE of the rows a sub-select finds due. On
 * PostgreSQL the sub-select locks its rows `FOR UPDATE SKIP LOCKED`, so instances claiming at the
 * same moment take disjoint rows without waiting on each other (and a row another instance claimed
 * meanwhile is checked again and left out); SQLite lets one writer at a time into the file, so
 * the statement alone is enough there.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Engine } from '@/lib/db/connection';
import { readDbTime, timeAt } from '@/lib/db/clock';
import type { Database, Delivery, DeliveryChannel, Lead } from '@/lib/db/schema';

/** How long a failed delivery waits before each retry: after the 1st failure 1 minute, and so on. */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 60 * 60_000, 12 * 60 * 60_000] as const;

/** The first attempt and one per retry; a delivery that fails the last is marked `failed`. */
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/**
 * How long a claim holds its rows. Far longer than a batch takes to send (each send gives up after
 * 10 seconds), so only a claim whose instance stopped mid-way runs out.
 */
export const CLAIM_LEASE_MS = 2 * 60_000;

/** Rows one claim takes at most. */
export const CLAIM_BATCH = 20;

/** The longest error text kept with an attempt. */
const MAX_ERROR_CHARS = 500;

/** A claimed delivery and the lead it is for, ready to send. */
export interface ClaimedDelivery {
  delivery: Delivery;
  lead: Lead;
}

export interface ClaimOptions {
  /** A test's own clock; otherwise the database's (src/lib/db/clock.ts), the one every instance shares. */
  now?: Date;
  limit?: number;
  leaseMs?: number;
}

/**
 * Claims up to `limit` due deliveries (pending, due by `now`, not held by a live claim), oldest
 * first, for `leaseMs`, and returns them with their leads. Rows whose lead is gone (erased while
 * queued) come back without it and are skipped by the caller.
 */
export async function claimDueDeliveries(
  db: Kysely<Database>,
  engine: Engine,
  { now, limit = CLAIM_BATCH, leaseMs = CLAIM_LEASE_MS }: ClaimOptions = {},
): Promise<ClaimedDelivery[]> {
  const at = timeAt(db, now);
  const due = db
    .selectFrom('deliveries')
    .select('id')
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', at)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', at)]))
    .orderBy('next_attempt_at')
    .limit(limit);
  // The only difference between the engines: PostgreSQL's row locks (SQLite has none, and needs none).
  const rows = engine === 'postgres' ? due.forUpdate().skipLocked() : due;
  const claimed = await db
    .updateTable('deliveries')
    .set({ claimed_until: timeAt(db, now, leaseMs), updated_at: at })
    .where('id', 'in', rows)
    .returningAll()
    .execute();
  if (claimed.length === 0) return [];
  const leads = await db
    .selectFrom('leads')
    .selectAll()
    .where(
      'id',
      'in',
      claimed.map((delivery) => delivery.lead_id),
    )
    .execute();
  const byId = new Map(leads.map((lead) => [lead.id, lead]));
  return claimed
    .sort((a, b) => (a.next_attempt_at ?? '').localeCompare(b.next_attempt_at ?? ''))
    .flatMap((delivery) => {
      const lead = byId.get(delivery.lead_id);
      return lead ? [{ delivery, lead }] : [];
    });
}

/** What one attempt to deliver came to. */
export interface AttemptOutcome {
  ok: boolean;
  /** The receiver's HTTP status, when it answered. */
  httpStatus?: number;
  /** Why it failed, in words (never the lead's fields). */
  error?: string;
}

/** How long a delivery that has now failed `attempts` times waits, or undefined when it has no retry left. */
export function retryDelayMs(attempts: number): number | undefined {
  return attempts < MAX_ATTEMPTS ? RETRY_DELAYS_MS[attempts - 1] : undefined;
}

/** When a delivery that has now failed `attempts` times is next due, or null when it has no retry left. */
export function nextAttemptAt(attempts: number, now: Date): Date | null {
  const delay = retryDelayMs(attempts);
  return delay === undefined ? null : new Date(now.getTime() + delay);
}

export interface FinishResult {
  /** The delivery's status afterwards. */
  status: Delivery['status'];
  attempts: number;
  /** False when this claim had run out and another instance had taken the row meanwhile. */
  stillClaimed: boolean;
}

/**
 * Records an attempt on a delivery this instance claimed, and moves the delivery on: delivered,
 * due again after its back-off, or failed after the last attempt. The attempt is kept in any case;
 * the delivery changes only while the claim (its `claimed_until`, as claimed) is still this one's.
 * An e-mail whose send failed here but which the browser has meanwhile reported sent through
 * EmailJS is delivered: it is not retried.
 */
export async function finishDelivery(
  db: Kysely<Database>,
  claimed: Delivery,
  outcome: AttemptOutcome,
  now?: Date,
): Promise<FinishResult> {
  const attempts = claimed.attempts + 1;
  const error = outcome.ok ? null : (outcome.error ?? 'failed').slice(0, MAX_ERROR_CHARS);
  return db.transaction().execute(async (trx) => {
    const at = now?.toISOString() ?? (await readDbTime(trx));
    const sentByBrowser =
      !outcome.ok &&
      claimed.channel === 'email' &&
      (
        await trx
          .selectFrom('leads')
          .select('browser_outcome')
          .where('id', '=', claimed.lead_id)
          .executeTakeFirst()
      )?.browser_outcome === 'sent';
    const delay = outcome.ok || sentByBrowser ? undefined : retryDelayMs(attempts);
    const status: Delivery['status'] =
      outcome.ok || sentByBrowser ? 'delivered' : delay !== undefined ? 'pending' : 'failed';
    await trx
      .insertInto('delivery_attempts')
      .values({
        id: randomUUID(),
        delivery_id: claimed.id,
        lead_id: claimed.lead_id,
        channel: claimed.channel,
        ok: outcome.ok ? 1 : 0,
        http_status: outcome.httpStatus ?? null,
        error,
        at,
      })
      .execute();
    const updated = await trx
      .updateTable('deliveries')
      .set({
        status,
        attempts,
        next_attempt_at: delay === undefined ? null : new Date(Date.parse(at) + delay).toISOString(),
        claimed_until: null,
        last_error: error,
        updated_at: at,
      })
      .where('id', '=', claimed.id)
      .where('status', '=', 'pending')
      .where('claimed_until', '=', claimed.claimed_until)
      .executeTakeFirst();
    return { status, attempts, stillClaimed: Number(updated.numUpdatedRows) === 1 };
  });
}

/** Gives back claimed rows that were never tried (the instance is stopping), so another takes them now. */
export async function releaseClaims(db: Kysely<Database>, claimed: readonly Delivery[]): Promise<void> {
  for (const delivery of claimed) {
    await db
      .updateTable('deliveries')
      .set({ claimed_until: null })
      .where('id', '=', delivery.id)
      .where('status', '=', 'pending')
      .where('claimed_until', '=', delivery.claimed_until)
      .execute();
  }
}

/** A delivery's attempts, oldest first (the lead's history). */
export function deliveryAttempts(db: Kysely<Database>, leadId: string, channel?: DeliveryChannel) {
  let query = db.selectFrom('delivery_attempts').selectAll().where('lead_id', '=', leadId);
  if (channel) query = query.where('channel', '=', channel);
  return query.orderBy('at').execute();
}

/** How many deliveries are in each status, for the start-up line and the health check. */
export async function deliveryCounts(db: Kysely<Database>): Promise<Record<Delivery['status'], number>> {
  const rows = await db
    .selectFrom('deliveries')
    .select(['status', (eb) => eb.fn.countAll<number | string | bigint>().as('count')])
    .groupBy('status')
    .execute();
  const counts = { pending: 0, delivered: 0, failed: 0 };
  for (const row of rows) counts[row.status] = Number(row.count);
  return counts;
}
