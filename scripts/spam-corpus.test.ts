/**
 * The spam corpus the learned classifier is trained on (data/spam/own-corpus.json) and the set it is
 * measured on and never trained on (data/spam/held-out.json), read as data: each message has the
 * shape the classifier expects, each file has enough of each label in each language (about half
 * English, a quarter Roman Urdu, a quarter Urdu script), each sender writes once, no message of the
 * held-out set is one of the corpus's, and the messages marked `"browser": true` are exactly those
 * test-support/spam-corpus.ts gives the judgement's tests and the browser tests.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CORPUS, type CorpusMessage } from '@test-support/spam-corpus';

const root = path.resolve(__dirname, '..');
const LABELS = ['spam', 'ham'] as const;
const LANGUAGES = ['en', 'roman-ur', 'ur'] as const;
type Label = (typeof LABELS)[number];
type Language = (typeof LANGUAGES)[number];
interface Entry {
  kind: string;
  label: Label;
  language: Language;
  name: string;
  email: string;
  subject: string;
  message: string;
  browser?: true;
}

const FIELDS = ['kind', 'label', 'language', 'name', 'email', 'subject', 'message'];
/** Messages per label, and per label in each language, each file must have at least. */
const MINIMUMS = {
  'own-corpus.json': { label: 170, en: 75, 'roman-ur': 38, ur: 38 },
  'held-out.json': { label: 45, en: 20, 'roman-ur': 10, ur: 10 },
} as const;
/** The one kind whose messages share a text: the same text from several senders. */
const SAME_TEXT = 'same text, many senders';

function read(file: keyof typeof MINIMUMS): Entry[] {
  const parsed: unknown = JSON.parse(readFileSync(path.join(root, 'data/spam', file), 'utf8'));
  if (!Array.isArray(parsed)) throw new Error(`${file} is not an array`);
  return parsed as Entry[];
}

/** What is wrong with one entry's shape; empty when nothing is. */
function shapeProblems(entry: Entry, browserAllowed: boolean): string[] {
  const found: string[] = [];
  const keys = Object.keys(entry);
  for (const key of keys) if (!FIELDS.includes(key) && key !== 'browser') found.push(`unknown field ${key}`);
  for (const field of FIELDS) {
    const value = (entry as unknown as Record<string, unknown>)[field];
    if (typeof value !== 'string' || value.trim() === '') found.push(`${field} missing or empty`);
  }
  if (!LABELS.includes(entry.label)) found.push(`label ${entry.label}`);
  if (!LANGUAGES.includes(entry.language)) found.push(`language ${entry.language}`);
  if (!/^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i.test(entry.email)) found.push(`email ${entry.email}`);
  if ('browser' in entry && (!browserAllowed || entry.browser !== true)) found.push('browser field');
  return found;
}

/** The text two messages share when they say the same thing, spacing, case and hidden marks aside. */
const normalised = (text: string) =>
  text
    .normalize('NFKC')
    .replace(/[\u200b-\u200d\u2060\ufeff]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

const duplicates = (values: string[]) => values.filter((value, index) => values.indexOf(value) !== index);

/** Pakistani mobile numbers in a text whose subscriber part does not start 000 (so may be real). */
function realLookingNumbers(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/(?:\+92|\b0092|\b0)[\s-]?(3\d{2})[\s-]?(\d[\d\s-]{5,8}\d)/g)) {
    const subscriber = match[2]!.replace(/\D/g, '');
    if (subscriber.length === 7 && !subscriber.startsWith('000')) found.push(match[0]);
  }
  return found;
}

const ARABIC_SCRIPT = /[\u0600-\u06ff]/g;
const LETTERS = /\p{L}/gu;

const FILES = ['own-corpus.json', 'held-out.json'] as const;
const own = read('own-corpus.json');
const heldOut = read('held-out.json');
const entriesOf = { 'own-corpus.json': own, 'held-out.json': heldOut };

describe('the spam corpus and its held-out set', () => {
  for (const file of FILES) {
    const entries = entriesOf[file];

    it(`${file}: every message has the classifier's shape`, () => {
      const problems = entries.flatMap((entry, index) =>
        shapeProblems(entry, file === 'own-corpus.json').map(
          (problem) => `#${index} ${entry.email}: ${problem}`,
        ),
      );
      expect(problems).toEqual([]);
    });

    it(`${file}: enough spam and real enquiries, in each of the three languages`, () => {
      const minimums = MINIMUMS[file];
      const counts = Object.fromEntries(
        LABELS.map((label) => [
          label,
          Object.fromEntries(
            LANGUAGES.map((language) => [
              language,
              entries.filter((entry) => entry.label === label && entry.language === language).length,
            ]),
          ),
        ]),
      ) as Record<Label, Record<Language, number>>;
      for (const label of LABELS) {
        const total = LANGUAGES.reduce((sum, language) => sum + counts[label][language], 0);
        expect(total, `${label} in ${file}`).toBeGreaterThanOrEqual(minimums.label);
        for (const language of LANGUAGES)
          expect(counts[label][language], `${label} in ${language} in ${file}`).toBeGreaterThanOrEqual(
            minimums[language],
          );
      }
    });

    it(`${file}: each sender once, and each text once but for the same text from several senders`, () => {
      expect(duplicates(entries.map((entry) => entry.email.toLowerCase()))).toEqual([]);
      const texts = entries
        .filter((entry) => entry.kind !== SAME_TEXT)
        .map((entry) => normalised(entry.message));
      expect(duplicates(texts)).toEqual([]);
    });

    it(`${file}: Urdu in Urdu script, Roman Urdu in Latin letters`, () => {
      const wrong = entries.flatMap((entry) => {
        const letters = entry.message.match(LETTERS)?.length ?? 0;
        const arabic = entry.message.match(ARABIC_SCRIPT)?.length ?? 0;
        if (entry.language === 'ur' && arabic < letters * 0.6) return [`${entry.email}: not in Urdu script`];
        if (entry.language === 'roman-ur' && arabic > 0)
          return [`${entry.email}: Roman Urdu with Urdu script`];
        return [];
      });
      expect(wrong).toEqual([]);
    });

    it(`${file}: no phone number that could be someone's (the browser tests' own messages aside)`, () => {
      const found = entries
        .filter((entry) => entry.browser !== true)
        .flatMap((entry) => realLookingNumbers(entry.message).map((number) => `${entry.email}: ${number}`));
      expect(found).toEqual([]);
    });
  }

  it('shares no message text between the corpus and the held-out set', () => {
    const trained = new Set(own.map((entry) => normalised(entry.message)));
    expect(
      heldOut.filter((entry) => trained.has(normalised(entry.message))).map((entry) => entry.email),
    ).toEqual([]);
  });

  it('holds out spam of kinds the corpus does not teach', () => {
    const taught = new Set(own.filter((entry) => entry.label === 'spam').map((entry) => entry.kind));
    const kinds = [...new Set(heldOut.filter((entry) => entry.label === 'spam').map((entry) => entry.kind))];
    expect(kinds.filter((kind) => taught.has(kind))).toEqual([]);
  });

  it('marks "browser" exactly the messages test-support/spam-corpus.ts exports', () => {
    const asSent = (entry: Entry): CorpusMessage => ({
      kind: entry.kind as CorpusMessage['kind'],
      name: entry.name,
      email: entry.email,
      subject: entry.subject,
      message: entry.message,
      ...(entry.label === 'ham' && entry.language === 'ur' ? { language: 'ur' as const } : {}),
    });
    const byEmail = (a: CorpusMessage, b: CorpusMessage) => a.email.localeCompare(b.email);
    const browser = own.filter((entry) => entry.browser === true);
    expect(browser.map(asSent).sort(byEmail)).toEqual([...CORPUS].sort(byEmail));
    // Real enquiries are exactly the browser tests' enquiries, and every spam kind they send is spam.
    for (const entry of browser) expect(entry.kind === 'enquiry', entry.email).toBe(entry.label === 'ham');
  });
});
