/**
 * The content judgement of one message or booking note, run before it is stored, beside the
 * bot signals (src/lib/intake/spam.ts): what the team taught about its sender and text, whether the
 * same text came from other addresses within the hour, the classifier with the team's marks, then
 * the verdict (./score.ts); Akismet, when set, is asked only when the classifier is unsure. The
 * store is only read here: the text's fingerprint is written with the lead, in its transaction
 * (`rememberPrint`). Server only.
 */
import 'server-only';
import { appNow } from '@/lib/time/clock';
import type { Kysely } from 'kysely';
import type { ServerEnv } from '@/env';
import type { Database } from '@/lib/db/schema';
import { clientAddress } from '@/lib/http/client-address';
import { learnedModel } from '../learning';
import { askAkismet, type AkismetAnswer } from './akismet';
import { textPrint } from './normalise';
import { judgeContent, type ContentJudgement, type JudgeContext, type MessageText } from './score';
import { judgeSettings } from './settings';
import { storeSignals } from './signals';

/** Who sent it, as Akismet needs to know (kept with the lead only while Akismet is set, to report the team's verdict). */
export interface Visitor {
  ip: string;
  userAgent: string;
  referrer?: string;
}

export interface Assessment extends ContentJudgement {
  /** The text's fingerprint, when it is long enough to have one. */
  print?: string;
  akismet?: AkismetAnswer;
  /** Kept for reporting back to Akismet; only when it is set. */
  visitor?: Visitor;
}

export { judgeSettings } from './settings';

/** The text of a lead's fields the judgement reads. */
export function messageText(fields: Record<string, string>): MessageText {
  return { email: fields.email ?? '', name: fields.name, subject: fields.subject, message: fields.message };
}

export interface AssessOptions {
  server: ServerEnv;
  visitor?: Visitor;
  now?: Date;
}

/**
 * Starts judging `text`: the store's read begins now, beside whatever the caller does next, and
 * the returned function waits for it and gives the verdict. On PostgreSQL that read is a round
 * trip of its own; begun before the lead's transaction, it runs on another of the pool's
 * connections while the transaction takes its first steps, so a send hardly waits for it.
 */
export function beginAssessment(
  db: Kysely<Database>,
  text: MessageText,
  { server, visitor, now = appNow() }: AssessOptions,
): () => Promise<Assessment> {
  // The message alone: a sender varies its name and subject more cheaply than its offer.
  const print = textPrint(text.message ?? '');
  const signals = storeSignals(db, text.email, print, now).then(async (known) => ({
    ...known,
    // The team's marks are read again only when they changed (../learning.ts).
    model: await learnedModel(db, known.learned),
  }));
  // Awaited by the verdict below; until then a failure must not count as unhandled.
  signals.catch(() => undefined);
  let verdict: Promise<Assessment> | undefined;
  return () => (verdict ??= signals.then((known) => finishAssessment(text, known, print, server, visitor)));
}

async function finishAssessment(
  text: MessageText,
  { taught, repeats, model }: Pick<JudgeContext, 'taught' | 'repeats' | 'model'>,
  print: string | undefined,
  server: ServerEnv,
  visitor: Visitor | undefined,
): Promise<Assessment> {
  const judged: Assessment = { ...judgeContent(text, { ...judgeSettings(), taught, repeats, model }), print };
  if (judged.verdict !== 'unsure' || !server.akismet || !visitor) return judged;
  judged.visitor = visitor;
  judged.akismet = await askAkismet(server.akismet, {
    ...visitor,
    email: text.email,
    name: text.name,
    content: [text.subject, text.message].filter(Boolean).join('\n'),
  });
  if (judged.akismet === 'spam') {
    judged.verdict = 'hold';
    judged.reasons.push('Akismet: spam');
  } else if (judged.akismet === 'unavailable')
    judged.reasons.push('Akismet did not answer: judged by the site alone');
  else judged.reasons.push('Akismet: not spam');
  return judged;
}

/** Judges `text` at once (./score.ts, the store's signals, Akismet when unsure and set). */
export function assessMessage(
  db: Kysely<Database>,
  text: MessageText,
  options: AssessOptions,
): Promise<Assessment> {
  return beginAssessment(db, text, options)();
}

/** True when Akismet may be asked about `visitor`'s message: then it is waited on apart from the store. */
export function mayAskAkismet(server: ServerEnv, visitor: Visitor | undefined): boolean {
  return Boolean(server.akismet && visitor);
}

/** The reason a held message gives for its content, or undefined when its content passes. */
export function contentHoldReason(assessment: ContentJudgement): string | undefined {
  return assessment.verdict === 'hold'
    ? `spam chance ${assessment.score} %: ${assessment.reasons.join('; ')}`
    : undefined;
}

/** The sender of `request`, as the rate limit counts them (../client-address.ts). */
export function visitorOf(request: Request, server: Pick<ServerEnv, 'trustProxy'>): Visitor {
  const referrer = request.headers.get('referer') ?? undefined;
  return {
    ip: clientAddress(request.headers, server.trustProxy),
    userAgent: request.headers.get('user-agent') ?? '',
    ...(referrer ? { referrer } : {}),
  };
}

export interface NoteJudgement {
  /** The booking form's own reasons joined to what the note says, or undefined when both pass. */
  spamReason: string | undefined;
  /** The note's fingerprint, kept with the booking's lead (`rememberPrint` in its transaction). */
  print: string | undefined;
}

/**
 * A booking's note judged like a message (src/lib/booking/pages/intake.ts), begun now so the store's read
 * runs beside the booking's own look at the calendar; the function returned gives the reasons,
 * joined to the booking form's `own`.
 */
export function beginNoteJudgement(
  db: Kysely<Database>,
  fields: { email: string; name: string; message?: string },
  options: AssessOptions,
): (own: string | undefined) => Promise<NoteJudgement> {
  const verdict = beginAssessment(db, fields, options);
  return async (own) => {
    const assessment = await verdict();
    const reasons = [own, contentHoldReason(assessment)].filter(Boolean);
    return { spamReason: reasons.length > 0 ? reasons.join('; ') : undefined, print: assessment.print };
  };
}
