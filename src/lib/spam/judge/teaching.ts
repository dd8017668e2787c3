/**
 * What the team teaches the judgement, kept in `spam_rules`: "not spam" on a held message allows
 * its sender from then on; "spam" on a delivered lead holds its sender and its text. Each rule is
 * listed, with who made it and from which lead, in Spam settings, where an owner can undo it.
 * Server only.
 */
import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, Lead, SpamRuleKind, SpamRulesTable } from '@/lib/db/schema';
import type { Selectable } from 'kysely';
import { normaliseEmail, normaliseText, textPrint } from './normalise';

export type SpamRule = Selectable<SpamRulesTable>;

/** Spam settings shows this much of a held text. */
const SHOWN_TEXT_CHARS = 120;

export interface Taught {
  allowed: boolean;
  heldSender: boolean;
  heldText: boolean;
}

type LeadText = Pick<Lead, 'id' | 'email' | 'name' | 'subject' | 'message'>;

async function addRule(
  db: Kysely<Database>,
  rule: { kind: SpamRuleKind; value: string; shown: string; leadId: string; byName: string },
  now: Date,
): Promise<void> {
  await db
    .insertInto('spam_rules')
    .values({
      id: randomUUID(),
      kind: rule.kind,
      value: rule.value,
      shown: rule.shown,
      lead_id: rule.leadId,
      by_name: rule.byName,
      created_at: now.toISOString(),
    })
    .onConflict((conflict) => conflict.columns(['kind', 'value']).doNothing())
    .execute();
}

/** "Not spam" on a held lead: its sender is allowed, and no longer held. */
export async function learnNotSpam(db: Kysely<Database>, lead: LeadText, byName: string, now = new Date()) {
  const email = normaliseEmail(lead.email);
  if (!email) return;
  await db.deleteFrom('spam_rules').where('kind', '=', 'hold-sender').where('value', '=', email).execute();
  await addRule(db, { kind: 'allow-sender', value: email, shown: email, leadId: lead.id, byName }, now);
}

/** "Spam" on a delivered lead: its sender and its text are held from then on. */
export async function learnSpam(db: Kysely<Database>, lead: LeadText, byName: string, now = new Date()) {
  const email = normaliseEmail(lead.email);
  if (email) {
    await db.deleteFrom('spam_rules').where('kind', '=', 'allow-sender').where('value', '=', email).execute();
    await addRule(db, { kind: 'hold-sender', value: email, shown: email, leadId: lead.id, byName }, now);
  }
  // The message alone, as ./assess.ts fingerprints it.
  const print = textPrint(lead.message ?? '');
  if (print) {
    const shown = normaliseText(lead.message ?? '').slice(0, SHOWN_TEXT_CHARS);
    await addRule(db, { kind: 'hold-text', value: print, shown, leadId: lead.id, byName }, now);
  }
}

/** Every rule, newest first, for Spam settings. */
export function listRules(db: Kysely<Database>): Promise<SpamRule[]> {
  return db.selectFrom('spam_rules').selectAll().orderBy('created_at', 'desc').orderBy('id').execute();
}

/** Undoes one rule; false when it was already gone. */
export async function removeRule(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom('spam_rules').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
