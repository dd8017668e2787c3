/**
 * One spelling of a message for matching phrases and spotting the same text sent again: the
 * letters and digits only, in lower case, with the look-alike forms folded together (full-width
 * Latin, Arabic letters typed for Urdu ones), so "G.u.a.r.a.n.t.e.e.d  PROFIT!!" and
 * "guaranteed profit" read alike. Server only.
 */
import 'server-only';
import { createHash } from 'node:crypto';

/** Arabic letters that keyboards type for the Urdu ones the phrases are written with. */
const URDU_FOLDS: Record<string, string> = { ي: 'ی', ى: 'ی', ك: 'ک', ه: 'ہ', ة: 'ہ', ۀ: 'ہ', أ: 'ا', إ: 'ا', آ: 'ا' };
const FOLDABLE = new RegExp(`[${Object.keys(URDU_FOLDS).join('')}]`, 'gu');
/** Marks (vowel signs, accents) and anything not a letter or digit. */
const MARKS = /\p{M}/gu;
const NOT_WORD = /[^\p{L}\p{N}]+/gu;
/** Letters split by dots or spaces to dodge a filter ("c.a.s.i.n.o"): joined back. */
const SPELLED_OUT = /\b(?:\p{L}[ .\-_*]){3,}\p{L}\b/gu;
const SPELLING_GAPS = /[ .\-_*]/g;

export function normaliseText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(SPELLED_OUT, (word) => word.replace(SPELLING_GAPS, ''))
    .normalize('NFD')
    .replace(MARKS, '')
    .replace(FOLDABLE, (letter) => URDU_FOLDS[letter] ?? letter)
    .replace(NOT_WORD, ' ')
    .trim();
}

/** Shorter texts ("hi", "call me") are too common to say a message was sent again. */
export const MIN_PRINT_CHARS = 24;

/** A fingerprint of a text for "the same text again", or undefined for a text too short to tell. */
export function textPrint(text: string): string | undefined {
  const normalised = normaliseText(text);
  if (normalised.length < MIN_PRINT_CHARS) return undefined;
  return createHash('sha256').update(normalised).digest('base64url');
}

/** An e-mail address as the team's lists keep it: trimmed, lower case. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();
