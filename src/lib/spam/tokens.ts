/**
 * The words of a message as the classifier reads them: word unigrams (`w:`), pairs of words in a
 * row (`b:`), and the 3- and 4-letter pieces of each word (`c:`), so that Urdu script, Roman Urdu
 * and misspellings ("guarenteed", "backlinkz") share most of their pieces with the spelling the
 * model learned. Links are not words: each becomes a token of what it points to (`link:…`).
 * Each token counts once per message. Server only.
 */
import 'server-only';
import { LinkifyIt } from 'linkify-it';
import { parse } from 'tldts';

/**
 * One spelling of a text for matching: lower case, NFKC, marks dropped, the Arabic letters typed
 * for Urdu ones folded, anything not a letter or digit a space. Handed in rather than imported:
 * the site's own is the intake's `normaliseText` (src/lib/spam/judge/normalise.ts), and the
 * intake uses this folder, not the other way round.
 */
export type Normalise = (text: string) => string;

/** Longer "words" are encoded attachments, hashes or run-together junk, not words. */
const MAX_WORD_CHARS = 30;
/** Words shorter than this carry no pieces of their own beyond the word itself. */
const MIN_PIECE_WORD = 3;
const PIECE_SIZES = [3, 4] as const;
/** Marks where a word begins and ends in its pieces, so "_seo" (a word's start) differs from "seo". */
const EDGE = '_';

/** Arabic-Indic (٠–٩) and Urdu/Persian (۰–۹) digits, read as the digits 0–9. */
const EASTERN_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;
const DIGIT = /\d/g;
const NUMBER = /^\d+$/;
/** A number is read by its length ("0300 1234567" → "0000 0000000"): its digits say nothing. */
const numberShape = (word: string) => word.replace(DIGIT, '0');

export function foldDigits(text: string): string {
  return text.replace(EASTERN_DIGITS, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
  });
}

// Links as people type them too ("www.shop.pk", "45.77.10.3/setup.exe"), as the intake finds them.
const linkify = new LinkifyIt({ fuzzyLink: true, fuzzyIP: true });

/** A link's tokens: that a link is there, and the ending of the site it points to. */
function linkTokens(url: string, isEmail: boolean): string[] {
  if (isEmail) return ['link:email'];
  const parsed = parse(url);
  if (parsed.isIp) return ['link:any', 'link:ip'];
  return parsed.publicSuffix ? ['link:any', `link:domain:${parsed.publicSuffix}`] : ['link:any'];
}

/** The text without its links, and the links' tokens. */
function takeLinks(text: string): { rest: string; tokens: string[] } {
  const tokens: string[] = [];
  let rest = '';
  let from = 0;
  for (const match of linkify.match(text) ?? []) {
    tokens.push(...linkTokens(match.url, match.schema === 'mailto:'));
    rest += `${text.slice(from, match.index)} `;
    from = match.lastIndex;
  }
  return { rest: rest + text.slice(from), tokens };
}

/** The 3- and 4-letter pieces of `word`, its edges marked. */
export function wordPieces(word: string): string[] {
  if (word.length < MIN_PIECE_WORD || NUMBER.test(word)) return [];
  const letters = [...`${EDGE}${word}${EDGE}`];
  const pieces: string[] = [];
  for (const size of PIECE_SIZES)
    for (let start = 0; start + size <= letters.length; start += 1)
      pieces.push(letters.slice(start, start + size).join(''));
  return pieces;
}

/** The words of `text`, normalised, in order; numbers by their shape. */
export function textWords(text: string, normalise: Normalise): string[] {
  return normalise(foldDigits(text))
    .split(' ')
    .filter((word) => word.length > 0 && word.length <= MAX_WORD_CHARS)
    .map((word) => (NUMBER.test(word) ? numberShape(word) : word));
}

/** Every token of `text` once (links, words, pairs of words, pieces of words), and its words in order. */
export function readText(text: string, normalise: Normalise): { tokens: string[]; words: string[] } {
  const { rest, tokens } = takeLinks(text.normalize('NFKC'));
  const found = new Set(tokens);
  const words = textWords(rest, normalise);
  words.forEach((word, index) => {
    found.add(`w:${word}`);
    const next = words[index + 1];
    if (next !== undefined) found.add(`b:${word} ${next}`);
    for (const piece of wordPieces(word)) found.add(`c:${piece}`);
  });
  return { tokens: [...found], words };
}

/** Every token of `text` once: links, words, pairs of words, pieces of words. */
export const textTokens = (text: string, normalise: Normalise): string[] => readText(text, normalise).tokens;
