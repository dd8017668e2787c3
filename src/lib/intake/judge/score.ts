/**
 * The content judgement's score: what a message says and who sends it, added up with a named
 * reason for each part ("3 links to a URL shortener; phrase: guaranteed profit"). Pure and
 * synchronous: what it needs from the store (the team's lists, texts seen lately) is looked up
 * before (./assess.ts). Server only.
 */
import 'server-only';
import { findLinks } from './links';
import { matchPhrases, type CompiledPhrases } from './phrases';
import { foreignScript } from './scripts';
import { normaliseText } from './normalise';

/** From this score up a message is "unsure": Akismet, when set, is asked. */
export const UNSURE_FROM = 3;

/** Points per sign; a phrase's points are its kind's weight in the content. */
export const POINTS = {
  /** Two links to other sites: more than a person's own site, not yet a list. */
  twoLinks: 1,
  threeLinks: 3,
  /** Four or more: a list of links, which no enquiry is. */
  listOfLinks: 5,
  shortener: 3,
  ipAddress: 3,
  file: 5,
  disposable: 3,
  foreignScript: 5,
} as const;
const THREE_LINKS = 3;
const LIST_OF_LINKS = 4;

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
  /** The team's word on this sender or this text (./teaching.ts). */
  taught?: { allowed: boolean; heldSender: boolean; heldText: boolean };
  /** Other addresses that sent this same text within the hour. */
  repeats?: number;
}

export type Verdict = 'pass' | 'unsure' | 'hold';

export interface ContentJudgement {
  score: number;
  reasons: string[];
  verdict: Verdict;
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

export function judgeContent(text: MessageText, context: JudgeContext): ContentJudgement {
  const { holdAt } = context.phrases;
  const reasons: string[] = [];
  let score = 0;
  const add = (points: number, reason: string) => {
    score += points;
    reasons.push(reason);
  };
  if (context.taught?.heldSender) add(holdAt, 'sender marked as spam by the team');
  if (context.taught?.heldText) add(holdAt, 'text marked as spam by the team');
  if (context.repeats)
    add(
      holdAt,
      `the same text came from ${plural(context.repeats, 'other address', 'other addresses')} within an hour`,
    );

  const written = [text.name, text.subject, text.message].filter(Boolean).join('\n');
  const links = findLinks(written, context.ownDomains);
  if (links.shortened > 0) add(POINTS.shortener, `${plural(links.shortened, 'link')} to a URL shortener`);
  if (links.toAddresses > 0) add(POINTS.ipAddress, `${plural(links.toAddresses, 'link')} to an IP address`);
  if (links.files.length > 0) add(POINTS.file, `a link to a ${links.files.join(', ')} file`);
  if (links.count >= LIST_OF_LINKS) add(POINTS.listOfLinks, `${links.count} links`);
  else if (links.count === THREE_LINKS) add(POINTS.threeLinks, '3 links');
  else if (links.count === 2) add(POINTS.twoLinks, '2 links');

  if (context.isDisposable(text.email)) add(POINTS.disposable, 'a disposable e-mail address');
  const script = foreignScript(written);
  if (script) add(POINTS.foreignScript, `mostly in ${script.script} script`);
  for (const match of matchPhrases(normaliseText(written), context.phrases))
    // A kind's weight once per phrase found, for up to two: one phrase may be a person's words.
    add(
      match.weight * match.found.length,
      `${match.found.length > 1 ? 'phrases' : 'phrase'}: ${match.found.join(', ')}`,
    );

  // The team's word on a sender outweighs one hold's worth of signals, not more (and nothing less
  // is left unsure): the address is only what the form says, so links and phrases are still read,
  // and a message with two holds' worth is held whoever it says it is from.
  if (context.taught?.allowed) {
    score = Math.max(0, score - holdAt);
    reasons.unshift('sender allowed by the team');
    return { score, reasons, verdict: score >= holdAt ? 'hold' : 'pass' };
  }
  const verdict: Verdict = score >= holdAt ? 'hold' : score >= UNSURE_FROM ? 'unsure' : 'pass';
  return { score, reasons, verdict };
}
