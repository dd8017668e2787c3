/**
 * What the team's changes teach the spam judgement, and an owner's reset of it (server only).
 * Called inside the transaction of the change that teaches, so a status is never changed without
 * its lesson, nor a lesson kept for a change that failed.
 */
import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { MemberRole } from '@/lib/auth/options';
import type { Database, Lead, LeadStatus } from '@/lib/db/schema';
import { learnNotSpam, learnSpam } from '@/lib/spam/judge/teaching';
import { forgetMarks, markLead } from '@/lib/spam/learning';

/**
 * A lead let through after it was held allows its sender from then on; a lead marked spam holds
 * its sender and its text (src/lib/spam/judge/teaching.ts). Either way, and whenever the team takes
 * a lead out of spam, the classifier counts the message as a mark, the earlier one taken back
 * (src/lib/spam/learning.ts).
 */
export async function teachSpamJudgement(
  trx: Kysely<Database>,
  leadId: string,
  { from, to, released }: { from: LeadStatus; to: LeadStatus; released: Lead | undefined },
  byName: string,
  now: Date,
): Promise<void> {
  if (released) {
    await learnNotSpam(trx, released, byName, now);
    await markLead(trx, released, 'ham', byName, now);
    return;
  }
  if (from !== 'spam' && to !== 'spam') return;
  const lead = await trx.selectFrom('leads').selectAll().where('id', '=', leadId).executeTakeFirst();
  if (!lead) return;
  if (to === 'spam') await learnSpam(trx, lead, byName, now);
  // Out of spam without a release: a lead the team marked spam by hand, and now not.
  await markLead(trx, lead, to === 'spam' ? 'spam' : 'ham', byName, now);
}

/** What came of a reset: how many marks were forgotten, or refused (only an owner resets). */
export type ForgetOutcome = { forgotten: number } | 'refused';

/**
 * An owner's "Forget what the team taught": the classifier is the trained model again on every
 * instance, and the audit's row says who did it and when, in the same transaction. The team's
 * allowed and held senders and texts stay: each is undone on its own in Spam settings.
 */
export async function forgetLearningBy(
  db: Kysely<Database>,
  by: { userId: string; name: string; role: MemberRole },
  now = new Date(),
): Promise<ForgetOutcome> {
  if (by.role !== 'owner') return 'refused';
  return db.transaction().execute(async (trx) => {
    const forgotten = await forgetMarks(trx);
    await trx
      .insertInto('inbox_audit')
      .values({
        id: randomUUID(),
        action: 'spam-learning-forgotten',
        // No lead: the row is about the whole site's classifier.
        lead_id: '',
        by_user_id: by.userId,
        by_name: by.name,
        at: now.toISOString(),
      })
      .execute();
    return { forgotten };
  });
}
