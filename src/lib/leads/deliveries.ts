/**
 * The deliveries queue: each row of `deliveries` is one channel (e-mail, webhook) a stored lead is
 * owed. Instances take due rows by claiming them (a lease in `claimed_until`, the claim told apart by its `claim_id`), send, and record
 * the attempt; a failure is retried later on a fixed back-off, and a claim whose instance died
 * runs out and the row is due again. Server only; the worker (./worker.ts) drives it.
 *
 * The claim is one statement on both engines: an UPDATE of the rows a sub-select finds due. On
 * PostgreSQL the sub-select locks its rows `FOR UPDATE SKIP LOCKED`, so instances claiming at the
 * same moment take disjoint rows without waiting on each other (and a row another instance claimed
 * meanwhile is checked again and left out); SQLite lets one writer at a time into the file, so
 * the statement alone is enough there.
 */
import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Engine } from '@/lib/db/connection';
import { timeAt } from '@/lib/db/clock';
import type { Database, Delivery, Lead } from '@/lib/db/schema';

/**
 * How long a claim holds its rows. Far longer than a batch takes to send (each send gives up after
 * 10 seconds), so only a claim whose instance stopped mid-way runs out.
 */
export const CLAIM_LEASE_MS = 2 * 60_000;

/** Rows one claim takes at most. */
export const CLAIM_BATCH = 20;

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
    .set({ claimed_until: timeAt(db, now, leaseMs), claim_id: randomUUID(), updated_at: at })
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

/**
 * Just before a send: renews the claim's lease from now, if the claim is still this one's (its
 * lease not run out and taken by another instance meanwhile). A batch's later rows wait for the
 * earlier ones' sends, which a slow relay makes long: each send starts with a whole lease, and a
 * row another instance has taken is not sent twice. False when the claim is lost.
 */
export async function renewClaim(
  db: Kysely<Database>,
  delivery: Delivery,
  { now, leaseMs = CLAIM_LEASE_MS }: Pick<ClaimOptions, 'now' | 'leaseMs'> = {},
): Promise<boolean> {
  const at = timeAt(db, now);
  const renewed = await db
    .updateTable('deliveries')
    .set({ claimed_until: timeAt(db, now, leaseMs) })
    .where('id', '=', delivery.id)
    .where('status', '=', 'pending')
    .where('claim_id', '=', delivery.claim_id)
    .where('claimed_until', '>', at)
    .executeTakeFirst();
  return Number(renewed.numUpdatedRows) === 1;
}

/** Gives back claimed rows that were never tried (the instance is stopping), so another takes them now. */
export async function releaseClaims(db: Kysely<Database>, claimed: readonly Delivery[]): Promise<void> {
  for (const delivery of claimed) {
    await db
      .updateTable('deliveries')
      .set({ claimed_until: null, claim_id: null })
      .where('id', '=', delivery.id)
      .where('status', '=', 'pending')
      .where('claim_id', '=', delivery.claim_id)
      .execute();
  }
}

export { deliveryAttempts, deliveryCounts } from './delivery-history';
export { finishDelivery, type AttemptOutcome, type FinishResult } from './record-attempt';
export { MAX_ATTEMPTS, nextAttemptAt, RETRY_DELAYS_MS, retryDelayMs } from './retry';
