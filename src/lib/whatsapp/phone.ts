/**
 * A phone number as a Pakistani visitor types it, made into the E.164 digits the Cloud API's `to`
 * takes. Pure, so the form's own check in a browser and the server agree.
 */

/** Urdu's digits (۰–۹, Extended Arabic-Indic) and Arabic's (٠–٩), each read as 0–9. */
const URDU_ZERO = 0x06f0;
const ARABIC_ZERO = 0x0660;
const OTHER_DIGITS = /[\u06f0-\u06f9\u0660-\u0669]/g;
/** What people put between digits: spaces, dashes of every width, brackets, dots. */
const SEPARATORS = /[\s\-\u2010-\u2015\u2212().[\]]/g;
/** Direction marks that a number copied from Urdu text carries, invisible but there. */
const DIRECTION_MARKS = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g;
/** `+44 (0)20 …`: the bracketed trunk 0 means "leave it out when dialling from abroad". */
const BRACKETED_TRUNK_ZERO = /\(\s*0\s*\)/g;

/** E.164: a whole number is at most 15 digits; fewer than 8 is no one's mobile. */
const MIN_DIGITS = 8;
const MAX_DIGITS = 15;
/** Longer than any number however it is spaced: not read at all. */
const MAX_INPUT_LENGTH = 64;

const PAKISTAN = '92';
/** A Pakistani mobile after 92: 3, the network's two digits, seven more (300 1234567). */
const PAKISTANI_MOBILE = /^3\d{9}$/;
/** A Pakistani landline after 92: an area code (42 for Lahore, 51, 21, …) and the line, 9–10 digits. */
const PAKISTANI_LANDLINE = /^[124-9]\d{8,9}$/;

/** The two-digit country codes (ITU-T E.164's list); 1 and 7 are one digit, all others three. */
const TWO_DIGIT_CODES = new Set(
  '20 27 30 31 32 33 34 36 39 40 41 43 44 45 46 47 48 49 51 52 53 54 55 56 57 58 60 61 62 63 64 65 66 81 82 84 86 90 91 92 93 94 95 98'.split(
    ' ',
  ),
);
/** Countries whose numbers keep a leading 0 after the code: Italy, Côte d'Ivoire, San Marino. */
const KEEPS_LEADING_ZERO = new Set(['39', '225', '378']);

function countryCodeLength(digits: string): number {
  if (digits.startsWith('1') || digits.startsWith('7')) return 1;
  return TWO_DIGIT_CODES.has(digits.slice(0, 2)) ? 2 : 3;
}

/** 92 and the national number, its trunk 0 dropped (`0300 …`, or `+92 0300 …` as people write it). */
function pakistani(national: string): string | null {
  const rest = national.startsWith('0') ? national.slice(1) : national;
  return PAKISTANI_MOBILE.test(rest) || PAKISTANI_LANDLINE.test(rest) ? PAKISTAN + rest : null;
}

/** A number given with its country code; Pakistan's by Pakistan's rules, any other by E.164's. */
function international(digits: string): string | null {
  if (digits.startsWith(PAKISTAN)) return pakistani(digits.slice(PAKISTAN.length));
  if (digits.length < MIN_DIGITS || digits.length > MAX_DIGITS || digits.startsWith('0')) return null;
  const code = digits.slice(0, countryCodeLength(digits));
  if (digits[code.length] === '0' && !KEEPS_LEADING_ZERO.has(code)) return null;
  return digits;
}

/**
 * The number in E.164 as the Cloud API's `to` wants it: digits only, no `+` (923001234567), or
 * null for what is not a phone number (letters, too short, too long, a wrong Pakistani mobile).
 * Read as Pakistani unless told otherwise: `0300-1234567`, `300 1234567` and `92 300 1234567`
 * all give 923001234567; another country needs its code after `+` or `00`.
 */
export function toE164(input: string): string | null {
  if (input.length > MAX_INPUT_LENGTH) return null;
  const text = input
    .replace(OTHER_DIGITS, (digit) => {
      const code = digit.charCodeAt(0);
      return String(code - (code >= URDU_ZERO ? URDU_ZERO : ARABIC_ZERO));
    })
    .replace(DIRECTION_MARKS, '')
    .replace(BRACKETED_TRUNK_ZERO, '')
    .replace(SEPARATORS, '');
  const match = /^(\+?)(\d+)$/.exec(text);
  if (!match) return null;
  const digits = match[2]!;
  if (match[1]) return international(digits);
  if (digits.startsWith('00')) return international(digits.slice(2));
  // Pakistani: national with its trunk 0 (0300 1234567), a mobile without it, or 92 without the +.
  if (digits.startsWith('0')) return pakistani(digits);
  if (PAKISTANI_MOBILE.test(digits)) return PAKISTAN + digits;
  if (digits.startsWith(PAKISTAN)) return pakistani(digits.slice(PAKISTAN.length));
  return null;
}
