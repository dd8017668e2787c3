/**
 * The content judgement of one message: the rules' detectors read its signs (links, a disposable
 * address, a foreign script, the phrases of known spam kinds), each named in words ("3 links to a
 * URL shortener"), and hand them to the learned classifier as features (../signals.ts); the
 * classifier's verdict decides. What the team taught and a flood of one text still hold by rule.
 * Pure and synchronous: what it needs from the store (the team's rules, texts seen lately, the
 * model with the team's marks) is looked up before (./assess.ts). Server only.
 */
import 'server-only';
import { classifyMessage, explainVerdict } from '../classify';
import type { Contribution } from '../explain';
import type { SpamModel } from '../model';
import type { MessageFindings } from '../signals';
import { findLinks } from './links';
import { matchPhrases, type CompiledPhrases } from './phrases';
import { foreignScript } from './scripts';
import { normaliseText } from './normalise';

/**
 * From this chance of spam up, a message the classifier lets through is "unsure": Akismet, when
 * set, is asked. On the own corpus only the three most spam-like real enquiries reach it.
 */
export const UNSURE_FROM_PROBABILITY = 0.3;
/**
 * What a sender allowed by the team takes off a message's log-odds: the odds of spam divided by
 * about 55. Enough to let through a message with a sign or two against it; not enough for one
 * whose links and phrases are spam several times over, since the address is only what the form says.
 */
export const ALLOWED_SENDER_LOG_ODDS = 4;
/** A held message's reasons name at most this many words and this many signs. */
const WORDS_NAMED = 5;
const SIGNS_NAMED = 4;
const THREE_LINKS = 3;

export interface MessageText {
  email: string;
  name?: string;
  subject?: string;
  message?: string;
}

/** What the store and the settings know, for judging one message. */
export interface JudgeContext {
  phrases: CompiledPhrases;
  ownDomains: ReadonlySet<string>;
  isDisposable: (email: string) => boolean;
  /** The classifier: the trained model with the team's marks added (../learning.ts). */
  model: SpamModel;
  /** The team's word on this sender or this text (./teaching.ts). */
  taught?: { allowed: boolean; heldSender: boolean; heldText: boolean };
  /** Other addresses that sent this same text within the hour. */
  repeats?: number;
}

export type Verdict = 'pass' | 'unsure' | 'hold';

export interface ContentJudgement {
  /** The classifier's chance that it is spam, in per cent (after an allowed sender's discount). */
  score: number;
  reasons: string[];
  verdict: Verdict;
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** The fields the judgement reads, in one text. */
export const writtenOf = (text: MessageText) =>
  [text.name, text.subject, text.message].filter(Boolean).join('\n');

/** The detectors' findings for the classifier, and each sign named in words. */
export function readSigns(
  text: MessageText,
  context: Pick<JudgeContext, 'phrases' | 'ownDomains' | 'isDisposable' | 'repeats'>,
): { findings: MessageFindings; signs: string[] } {
  const written = writtenOf(text);
  const links = findLinks(written, context.ownDomains);
  const disposable = context.isDisposable(text.email);
  const script = foreignScript(written);
  const phrases = matchPhrases(normaliseText(written), context.phrases);
  const signs: string[] = [];
  if (links.shortened > 0) signs.push(`${plural(links.shortened, 'link')} to a URL shortener`);
  if (links.toAddresses > 0) signs.push(`${plural(links.toAddresses, 'link')} to an IP address`);
  if (links.files.length > 0) signs.push(`a link to a ${links.files.join(', ')} file`);
  if (links.count >= THREE_LINKS) signs.push(`${links.count} links`);
  if (disposable) signs.push('a disposable e-mail address');
  if (script) signs.push(`mostly in ${script.script} script`);
  for (const match of phrases)
    signs.push(`${match.found.length > 1 ? 'phrases' : 'phrase'}: ${match.found.join(', ')}`);
  return {
    findings: { links, disposable, foreignScript: script, phrases, repeats: context.repeats ?? 0 },
    signs,
  };
}

// Reasons are joined with "; " when stored (./assess.ts), so none may hold one.
const shown = (items: Contribution[]) => items.map((item) => item.shown.replace(/;\s*/g, ', ')).join(', ');

/** What weighed most toward spam, in words: "words: casino, free spins" and "signs: 3 links". */
export function weighedMost(model: SpamModel, features: string[]): string[] {
  const { spam } = explainVerdict(model, { features }, WORDS_NAMED + SIGNS_NAMED);
  // A number is read by its shape (0300 → 0000): no word a person would recognise, so not named.
  const words = spam
    .filter((item) => (item.kind === 'word' || item.kind === 'words') && /\p{L}/u.test(item.shown))
    .slice(0, WORDS_NAMED);
  const signs = spam.filter((item) => item.kind !== 'word' && item.kind !== 'words').slice(0, SIGNS_NAMED);
  return [
    ...(words.length > 0 ? [`words: ${shown(words)}`] : []),
    ...(signs.length > 0 ? [`signs: ${shown(signs)}`] : []),
  ];
}

export function judgeContent(text: MessageText, context: JudgeContext): ContentJudgement {
  const { findings, signs } = readSigns(text, context);
  const allowed = context.taught?.allowed ?? false;
  const ruled: string[] = [];
  if (context.taught?.heldSender) ruled.push('sender marked as spam by the team');
  if (context.taught?.heldText) ruled.push('text marked as spam by the team');
  // A flood of one text is held by design, whatever the classifier thinks of the text.
  if (context.repeats)
    ruled.push(
      `the same text came from ${plural(context.repeats, 'other address', 'other addresses')} within an hour`,
    );
  const taught = [...(allowed ? ['sender allowed by the team'] : []), ...ruled];
  // Nothing written but a name (a booking without a note): the classifier would read only the name
  // and the address's ending, which say nothing of an offer; the rules alone decide.
  if (!text.message?.trim() && !text.subject?.trim())
    return { score: 0, reasons: [...taught, ...signs], verdict: ruled.length > 0 ? 'hold' : 'pass' };

  const classified = classifyMessage(context.model, text, findings, normaliseText);
  const logOdds = classified.logOdds - (allowed ? ALLOWED_SENDER_LOG_ODDS : 0);
  const probability = 1 / (1 + Math.exp(-logOdds));
  const held = ruled.length > 0 || logOdds >= context.model.threshold;
  const verdict: Verdict = held ? 'hold' : probability >= UNSURE_FROM_PROBABILITY ? 'unsure' : 'pass';
  const reasons = [
    ...taught,
    // Held or unsure: what weighed most toward spam; passed: the signs found, if any.
    ...(verdict === 'pass' ? signs : weighedMost(context.model, classified.features)),
  ];
  return { score: Math.round(probability * 100), reasons, verdict };
}
