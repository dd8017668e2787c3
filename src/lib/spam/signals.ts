/**
 * The rules' signs as features: what the intake's detectors found in a message (links, a
 * disposable address, a foreign script, the phrases of known spam kinds, the same text from other
 * addresses) becomes pseudo-tokens (`sig:…`) beside its words, so that each sign's weight is
 * learned from the corpus rather than set by hand.
 *
 * The findings are handed in, shaped like the detectors' own results (src/lib/spam/judge:
 * `findLinks`, `isDisposableAddress`, `foreignScript`, `matchPhrases`): the intake uses this folder,
 * so this folder does not import the intake. Server only.
 */
import 'server-only';

export interface MessageFindings {
  /** `findLinks(written, ownDomains)`: links to other sites, shortened, to IP addresses, files. */
  links: { count: number; shortened: number; toAddresses: number; files: readonly string[] };
  /** `isDisposableAddress(email)`. */
  disposable: boolean;
  /** `foreignScript(written)`. */
  foreignScript?: { script: string };
  /** `matchPhrases(normaliseText(written), phrases)`: the kinds found. */
  phrases: readonly { kind: string }[];
  /** Other addresses that sent the same text within the hour (the intake's fingerprints). */
  repeats?: number;
}

/** No findings: a message with no links, no phrases, nothing else. */
export const NO_FINDINGS: MessageFindings = {
  links: { count: 0, shortened: 0, toAddresses: 0, files: [] },
  disposable: false,
  phrases: [],
};

/** From this many links on, the count is "a list of links". */
const LIST_OF_LINKS = 4;

const slug = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-');

export function signalTokens(findings: MessageFindings): string[] {
  const { links } = findings;
  const tokens: string[] = [];
  if (links.count > 0) tokens.push(links.count >= LIST_OF_LINKS ? 'sig:links4+' : `sig:links${links.count}`);
  if (links.shortened > 0) tokens.push('sig:shortener');
  if (links.toAddresses > 0) tokens.push('sig:ip-link');
  if (links.files.length > 0) tokens.push('sig:file-link');
  if (findings.disposable) tokens.push('sig:disposable');
  if (findings.foreignScript)
    tokens.push('sig:foreign-script', `sig:script:${slug(findings.foreignScript.script)}`);
  for (const { kind } of findings.phrases) tokens.push(`sig:phrase:${slug(kind)}`);
  if (findings.repeats) tokens.push('sig:repeated');
  return [...new Set(tokens)];
}

const SHOWN: Record<string, string> = {
  'sig:links1': 'a link to another site',
  'sig:links2': '2 links',
  'sig:links3': '3 links',
  'sig:links4+': '4 or more links',
  'sig:shortener': 'a link to a URL shortener',
  'sig:ip-link': 'a link to an IP address',
  'sig:file-link': 'a link to a program or archive',
  'sig:disposable': 'a disposable e-mail address',
  'sig:foreign-script': 'mostly in a script the agency does not serve',
  'sig:repeated': 'the same text from other addresses within the hour',
  'sig:other-language': 'mostly in a language the agency does not serve',
  'sig:phone': 'a phone number',
  'sig:phone-whatsapp': 'a phone number for WhatsApp',
  'sig:money': 'an amount of money',
  'sig:hurry': 'a push to act at once',
};

/** A signal token in words, as the inbox shows it. */
export function describeSignal(token: string): string {
  const known = SHOWN[token];
  if (known) return known;
  if (token.startsWith('sig:phrase:'))
    return `phrases of ${token.slice('sig:phrase:'.length).replace(/-/g, ' ')}`;
  if (token.startsWith('sig:script:')) return `${token.slice('sig:script:'.length)} script`;
  return token.slice('sig:'.length);
}
