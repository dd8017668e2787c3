/**
 * Messages the forms' spam judgement is measured on (src/lib/spam/judge/corpus.test.ts and
 * e2e/spam-content.spec.ts): real enquiries, in English, Urdu and Roman Urdu, across every service,
 * with the hard cases (SEO, Google ranking, Instagram, prices, one link to their own site), and spam
 * of every kind the site holds. Every real enquiry must be delivered, and at least 90 % of the spam held.
 * They are the messages marked `"browser": true` in data/spam/own-corpus.json, the corpus the learned
 * spam classifier is trained on (its held-out set is data/spam/held-out.json).
 */
import ownCorpus from '../data/spam/own-corpus.json';

export type CorpusKind =
  | 'enquiry'
  | 'link selling'
  | 'guest posts'
  | 'crypto and forex'
  | 'casino'
  | 'pharma'
  | 'lottery'
  | 'loans'
  | 'fake invoices and warnings'
  | 'offshore outsourcing'
  | 'follower selling'
  | 'reply STOP'
  | 'bad links'
  | 'foreign script'
  | 'same text, many senders';

export interface CorpusMessage {
  kind: CorpusKind;
  name: string;
  email: string;
  subject: string;
  message: string;
  language?: 'ur';
}

/** One message of data/spam/own-corpus.json, as written there. */
interface CorpusEntry {
  kind: string;
  label: 'spam' | 'ham';
  language: 'en' | 'ur' | 'roman-ur';
  name: string;
  email: string;
  subject: string;
  message: string;
  browser?: true;
}

/** Every kind a browser message may have: the file's other messages have kinds of their own. */
const KINDS = {
  enquiry: true,
  'link selling': true,
  'guest posts': true,
  'crypto and forex': true,
  casino: true,
  pharma: true,
  lottery: true,
  loans: true,
  'fake invoices and warnings': true,
  'offshore outsourcing': true,
  'follower selling': true,
  'reply STOP': true,
  'bad links': true,
  'foreign script': true,
  'same text, many senders': true,
} satisfies Record<CorpusKind, true>;
const isCorpusKind = (kind: string): kind is CorpusKind => Object.hasOwn(KINDS, kind);

/**
 * The messages the browser tests send: those of the file marked `"browser": true`, in its order.
 * `language: 'ur'` is the form's language field, sent with the enquiries written in Urdu script.
 */
const BROWSER: CorpusMessage[] = (ownCorpus as CorpusEntry[])
  .filter((entry) => entry.browser === true)
  .map(({ kind, label, language, name, email, subject, message }) => {
    if (!isCorpusKind(kind) || (kind === 'enquiry') !== (label === 'ham'))
      throw new Error(
        `data/spam/own-corpus.json: ${email} is sent by the browser tests, and its kind ${kind} (${label}) is not one they know`,
      );
    return {
      kind,
      name,
      email,
      subject,
      message,
      ...(label === 'ham' && language === 'ur' ? { language } : {}),
    };
  });

/** Real enquiries: every one must be delivered. */
export const ENQUIRIES: CorpusMessage[] = BROWSER.filter(({ kind }) => kind === 'enquiry');

/** Spam of every kind: at least 90 % must be held. */
export const SPAM: CorpusMessage[] = BROWSER.filter(
  ({ kind }) => kind !== 'enquiry' && kind !== 'same text, many senders',
);

/** The same text from several addresses: held after the first (counted from the second on). */
export const REPEATED_TEXT =
  'Hello dear friend, our company offers premium marketing services for your business, contact us today for details.';
export const REPEATS: CorpusMessage[] = BROWSER.filter(({ kind }) => kind === 'same text, many senders');
for (const { email, message } of REPEATS)
  if (message !== REPEATED_TEXT)
    throw new Error(`data/spam/own-corpus.json: ${email} is a repeat with another text`);

/** Every message in the order sent: enquiries and spam interleaved, the repeats last. */
export const CORPUS: CorpusMessage[] = [...ENQUIRIES, ...SPAM, ...REPEATS];

/** A table of sent, held and delivered per kind, for the report and the test's failure message. */
export function corpusTable(results: { message: CorpusMessage; held: boolean }[]): string {
  const rows = new Map<CorpusKind, { sent: number; held: number }>();
  for (const { message, held } of results) {
    const row = rows.get(message.kind) ?? { sent: 0, held: 0 };
    row.sent += 1;
    if (held) row.held += 1;
    rows.set(message.kind, row);
  }
  const lines = ['| kind | sent | held | delivered |', '|---|---|---|---|'];
  for (const [kind, { sent, held }] of rows) lines.push(`| ${kind} | ${sent} | ${held} | ${sent - held} |`);
  return lines.join('\n');
}
