/**
 * What the team teaches the classifier: each "Spam" or "Not spam" in the inbox adds the lead's
 * message to the model's counts as a mark (./counts.ts `markDelta`), kept as per-token count
 * deltas in `spam_learning`, which every instance shares and which an upsert adds to atomically.
 * A change of mind takes the earlier mark back exactly (its tokens are kept in `spam_marks`).
 *
 * The model with the marks is built once per process and database, and rebuilt only when the
 * table's `:version` row, read with every message beside the team's rules (./judge/signals.ts),
 * says the marks changed. Server only.
 */
import 'server-only';
import { sql, type Kysely } from 'kysely';
import type { Database, Lead } from '@/lib/db/schema';
import { markDelta, sumDeltas, withDelta, type CountsDelta } from './counts';
import { messageFeatures } from './features';
import { judgeSettings } from './judge/settings';
import { normaliseText } from './judge/normalise';
import { readSigns } from './judge/score';
import { spamModel } from './load';
import type { Label, SpamModel } from './model';

/** The table's own rows: the messages counted per label, and the counter every change bumps. */
export const DOCS_ROW = ':docs';
export const VERSION_ROW = ':version';
/** Rows per insert: well under either engine's limit of bound values. */
const ROWS_PER_INSERT = 400;

type LeadText = Pick<Lead, 'id' | 'email' | 'name' | 'subject' | 'message'>;

/** The tokens a lead's message gives the classifier, read as the forms read it. */
export function leadFeatures(lead: Omit<LeadText, 'id'>): string[] {
  const text = {
    email: lead.email,
    name: lead.name ?? undefined,
    subject: lead.subject ?? undefined,
    message: lead.message ?? undefined,
  };
  return messageFeatures(text, readSigns(text, judgeSettings()).findings, normaliseText);
}

/** Adds `delta` to the table and bumps its version, in the caller's transaction. */
async function addDelta(db: Kysely<Database>, delta: CountsDelta): Promise<void> {
  const rows = [
    { token: DOCS_ROW, spam: delta.docs.spam, ham: delta.docs.ham },
    { token: VERSION_ROW, spam: 1, ham: 0 },
    ...delta.tokens.filter((row) => row.spam !== 0 || row.ham !== 0),
  ];
  // One order for every writer, so two marks at once on PostgreSQL wait for each other, never deadlock.
  rows.sort((a, b) => (a.token < b.token ? -1 : a.token > b.token ? 1 : 0));
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT)
    await db
      .insertInto('spam_learning')
      .values(rows.slice(start, start + ROWS_PER_INSERT))
      .onConflict((conflict) =>
        conflict.column('token').doUpdateSet({
          spam: sql`spam_learning.spam + excluded.spam`,
          ham: sql`spam_learning.ham + excluded.ham`,
        }),
      )
      .execute();
}

/**
 * The team's "Spam" (`spam`) or "Not spam" (`ham`) on a lead, counted once: the same mark again
 * adds nothing, the other one takes the earlier back first. Run in the lead's status change's
 * transaction (src/lib/inbox/changes.ts).
 */
export async function markLead(
  db: Kysely<Database>,
  lead: LeadText,
  label: Label,
  byName: string,
  now = new Date(),
): Promise<void> {
  const model = spamModel();
  const earlier = await db
    .selectFrom('spam_marks')
    .select(['label', 'features'])
    .where('lead_id', '=', lead.id)
    .executeTakeFirst();
  if (earlier?.label === label) return;
  const features = leadFeatures(lead);
  const deltas = [markDelta(model, features, label)];
  if (earlier)
    deltas.push(markDelta(model, JSON.parse(earlier.features) as string[], earlier.label, { undo: true }));
  await addDelta(db, sumDeltas(deltas));
  const mark = { label, features: JSON.stringify(features), by_name: byName, marked_at: now.toISOString() };
  await db
    .insertInto('spam_marks')
    .values({ lead_id: lead.id, ...mark })
    .onConflict((conflict) => conflict.column('lead_id').doUpdateSet(mark))
    .execute();
}

/** How many leads the site's classifier has learned from (Spam settings). */
export async function countMarks(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('spam_marks')
    .select((eb) => eb.fn.countAll<number | string>().as('marks'))
    .executeTakeFirst();
  return Number(row?.marks ?? 0);
}

/**
 * Forgets every mark: the classifier is the trained model again, on every instance at its next
 * message (the version goes on counting, so no instance mistakes the empty table for its cache).
 * Gives how many marks were forgotten. Run in the caller's transaction, beside its audit row.
 */
export async function forgetMarks(db: Kysely<Database>): Promise<number> {
  // The version first: its rows are the ones every mark takes first, so a mark made meanwhile on
  // PostgreSQL waits for this reset instead of holding a token row it would need.
  await addDelta(db, { docs: { spam: 0, ham: 0 }, tokens: [] });
  const marks = await countMarks(db);
  await db.deleteFrom('spam_marks').execute();
  await db.deleteFrom('spam_learning').where('token', '!=', VERSION_ROW).execute();
  return marks;
}

/** The marks of an erased lead: its tokens go, what they taught stays (counts, no text). */
export async function dropMark(db: Kysely<Database>, leadId: string): Promise<void> {
  await db.deleteFrom('spam_marks').where('lead_id', '=', leadId).execute();
}

/** Marks whose lead is gone (erased by the daily sweep): their tokens go, their counts stay. */
export async function dropOrphanMarks(db: Kysely<Database>): Promise<number> {
  const result = await db
    .deleteFrom('spam_marks')
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('leads').select('id').whereRef('leads.id', '=', 'spam_marks.lead_id'))),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The deltas as the table holds them, summed. */
export async function readDeltas(db: Kysely<Database>): Promise<CountsDelta> {
  const rows = await db.selectFrom('spam_learning').select(['token', 'spam', 'ham']).execute();
  const docs = rows.find((row) => row.token === DOCS_ROW);
  return sumDeltas([
    {
      docs: { spam: Number(docs?.spam ?? 0), ham: Number(docs?.ham ?? 0) },
      tokens: rows
        .filter((row) => !row.token.startsWith(':'))
        .map(({ token, spam, ham }) => ({ token, spam: Number(spam), ham: Number(ham) })),
    },
  ]);
}

const built = new WeakMap<Kysely<Database>, { version: number; model: Promise<SpamModel> }>();

/**
 * The trained model with the site's marks, for `version` (the table's counter, read with the
 * message): built once and kept per database until the counter moves. Version 0 is no mark ever.
 */
export function learnedModel(db: Kysely<Database>, version: number): Promise<SpamModel> {
  if (version === 0) return Promise.resolve(spamModel());
  const cached = built.get(db);
  if (cached?.version === version) return cached.model;
  const model = readDeltas(db).then((delta) =>
    delta.tokens.length === 0 && delta.docs.spam === 0 && delta.docs.ham === 0
      ? spamModel()
      : withDelta(spamModel(), delta),
  );
  // A failed read is not kept: the next message tries again.
  model.catch(() => built.delete(db));
  built.set(db, { version, model });
  return model;
}

/** The marks' version now: 0 before the first mark. */
export async function learnedVersion(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('spam_learning')
    .select('spam')
    .where('token', '=', VERSION_ROW)
    .executeTakeFirst();
  return Number(row?.spam ?? 0);
}

/** The site's classifier now, for a caller that has not read the version with other signals. */
export async function siteModel(db: Kysely<Database>): Promise<SpamModel> {
  return learnedModel(db, await learnedVersion(db));
}
