/**
 * The phrases of known spam kinds (content/settings/spam-phrases.yaml, edited in the admin),
 * compiled once into their normalised spelling (./normalise.ts) and matched on whole words.
 * Server only.
 */
import 'server-only';
import { normaliseText } from './normalise';

export interface PhraseKind {
  kind: string;
  weight: number;
  phrases: readonly string[];
}

export interface PhraseBook {
  holdAt: number;
  kinds: readonly PhraseKind[];
}

/** A phrase list ready to match: each phrase in the spelling the text is matched in. */
export interface CompiledPhrases {
  holdAt: number;
  kinds: { kind: string; weight: number; phrases: { shown: string; words: string }[] }[];
}

export function compilePhrases(book: PhraseBook): CompiledPhrases {
  return {
    holdAt: book.holdAt,
    kinds: book.kinds.map(({ kind, weight, phrases }) => ({
      kind,
      weight,
      phrases: phrases
        .map((shown) => ({ shown, words: normaliseText(shown) }))
        .filter((phrase) => phrase.words.length > 0),
    })),
  };
}

export interface PhraseMatch {
  kind: string;
  weight: number;
  /** The phrases found, as the content writes them. */
  found: string[];
}

/** Reasons name at most this many phrases of a kind: enough to see why. */
const MAX_NAMED = 2;

/** The kinds whose phrases `normalised` (./normalise.ts) contains, each counted once. */
export function matchPhrases(normalised: string, compiled: CompiledPhrases): PhraseMatch[] {
  const padded = ` ${normalised} `;
  const matches: PhraseMatch[] = [];
  for (const { kind, weight, phrases } of compiled.kinds) {
    const found: string[] = [];
    for (const phrase of phrases) {
      if (padded.includes(` ${phrase.words} `)) {
        found.push(phrase.shown);
        if (found.length === MAX_NAMED) break;
      }
    }
    if (found.length > 0) matches.push({ kind, weight, found });
  }
  return matches;
}
