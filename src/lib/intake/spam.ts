/**
 * The spam verdict on a message, before anything is delivered: signals a bot cannot cheaply fake.
 * - the hidden field (honeypot) is there and empty: a bot that posts without loading the form
 *   leaves it out, one that fills every field fills it in;
 * - with JavaScript, the form token and proof of work (./proof.ts): loaded from this site, solved,
 *   filled in at a person's pace, used once;
 * - without JavaScript no proof is possible, so the message is held until its sender confirms it
 *   on a page of the site (./confirm.ts), which a person does with one press of a button.
 * A held message is stored with status `spam` and the reasons, never e-mailed or posted to the
 * webhook, and answered exactly like any other, so a bot learns nothing. Server only.
 */
import 'server-only';
import { appNow, appNowMs } from '@/lib/time/clock';
import type { Kysely } from 'kysely';
import type { Database } from '@/lib/db/schema';
import { HONEYPOT_FIELD, PROOF_FIELD } from '@/lib/validation/fields';
import { checkProof, PROOF_FAILURES, type ProofForm } from './proof';
import type { Visitor } from '@/lib/spam/judge/assess';

export const SPAM_REASONS = {
  honeypotMissing: 'the hidden field is missing (not sent from the page’s form)',
  honeypotFilled: 'the hidden field was filled in',
  unconfirmed: 'sent without JavaScript and not confirmed yet',
} as const;

/** Reasons are joined with this in the stored text. */
const SEPARATOR = '; ';

/** How a message reached the site: with the page's script (a proof is due) or without it. */
export type Arrival = 'script' | 'no-script';

/** Marks a proof as spent; false when it was spent before (a replay). */
async function spendProof(db: Kysely<Database>, nonce: string, expiresAt: Date): Promise<boolean> {
  const inserted = await db
    .insertInto('form_proofs_used')
    .values({ nonce, expires_at: expiresAt.toISOString() })
    .onConflict((conflict) => conflict.column('nonce').doNothing())
    .returning('nonce')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Forgets the spent proofs that have expired anyway (they can no longer pass). */
export async function deleteExpiredProofs(db: Kysely<Database>, now = appNow()): Promise<number> {
  const result = await db
    .deleteFrom('form_proofs_used')
    .where('expires_at', '<', now.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export interface Judged {
  form: ProofForm;
  /** Every field as posted, before checking: the hidden field and the proof are read from here. */
  raw: Record<string, string>;
  arrival: Arrival;
  now?: number;
  /** The sender's address and browser, for Akismet when the content judgement is unsure (./judge/assess.ts). */
  visitor?: Visitor;
}

/**
 * Why `message` is spam, or undefined when it is a person's. Rejects only when the store cannot be
 * reached (the proof could not be marked as spent): the caller then stores nothing either.
 */
export async function spamReason(
  db: Kysely<Database>,
  { form, raw, arrival, now = appNowMs() }: Judged,
): Promise<string | undefined> {
  const reasons: string[] = [];
  if (!(HONEYPOT_FIELD in raw)) reasons.push(SPAM_REASONS.honeypotMissing);
  else if (raw[HONEYPOT_FIELD]?.trim()) reasons.push(SPAM_REASONS.honeypotFilled);
  if (arrival === 'no-script') reasons.push(SPAM_REASONS.unconfirmed);
  else {
    const proof = await checkProof(raw[PROOF_FIELD], form, now);
    if (!proof.ok) {
      reasons.push(proof.reason);
      if (proof.spend) await spendProof(db, proof.spend.nonce, proof.spend.expiresAt);
    } else if (!(await spendProof(db, proof.nonce, proof.expiresAt))) reasons.push(PROOF_FAILURES.reused);
  }
  return reasons.length > 0 ? reasons.join(SEPARATOR) : undefined;
}

/** True when the only thing against a message is that its sender has not confirmed it yet. */
export function onlyUnconfirmed(reason: string | null): boolean {
  return reason === SPAM_REASONS.unconfirmed;
}
