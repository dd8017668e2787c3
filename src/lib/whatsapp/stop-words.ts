/**
 * Whether a visitor's WhatsApp reply asks the site to stop messaging them: the whole message, once
 * case, punctuation and emoji are set aside, is one of the usual opt-out words in English, Roman
 * Urdu or Urdu. A sentence that merely contains "stop" is a question for a person, not an opt-out.
 */

/** Said as the whole message (after normalising), each means "no more messages". */
const STOP_PHRASES_AS_WRITTEN = [
  // English, the SMS keywords people already know, less CANCEL (here it would mean the call).
  'stop',
  'stop all',
  'stopall',
  'stop it',
  'stop messages',
  'stop messaging',
  'stop sending',
  'stop msgs',
  'unsubscribe',
  'opt out',
  'optout',
  'end',
  'quit',
  'no more messages',
  // Roman Urdu.
  'band',
  'band karo',
  'band kro',
  'band karen',
  'band karein',
  'band kren',
  'band kar do',
  'band kardo',
  'band kar dein',
  'band kardein',
  'bund karo',
  'messages band karo',
  'message band karo',
  'mat bhejo',
  'mat bhejein',
  'message mat bhejo',
  'rok do',
  'rokein',
  'rukein',
  // Urdu.
  'بند',
  'بند کرو',
  'بند کریں',
  'بند کرے',
  'بند کر دو',
  'بند کردو',
  'بند کر دیں',
  'بند کردیں',
  'میسج بند کریں',
  'پیغام بند کریں',
  'مت بھیجو',
  'مت بھیجیں',
  'میسج مت بھیجیں',
  'رکیں',
  'روکیں',
  'روک دیں',
];

/** Polite words around the request, which do not change it ("please stop", "stop pls"). */
const COURTESIES_AS_WRITTEN = ['please', 'pls', 'plz', 'kindly', 'براہ کرم', 'برائے مہربانی', 'مہربانی'];

/**
 * Arabic keyboards' letters for Urdu's (ي ى→ی, ك→ک, ه→ہ), and what never changes a word:
 * diacritics, the tatweel, joiners and direction marks.
 */
function plainUrdu(text: string): string {
  return text
    .replace(/[\u064a\u0649]/g, '\u06cc')
    .replace(/\u0643/g, '\u06a9')
    .replace(/\u0647/g, '\u06c1')
    .replace(/[\u064b-\u065f\u0670\u0640\u200b-\u200f\u061c\u202a-\u202e\u2066-\u2069]/g, '');
}

function normalise(text: string): string {
  return plainUrdu(text.normalize('NFKC').toLowerCase())
    .replace(/[\p{P}\p{S}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Both lists read as a reply is, so a letter typed one way here matches it typed the other way there. */
const STOP_PHRASES = new Set(STOP_PHRASES_AS_WRITTEN.map(normalise));
const COURTESIES = COURTESIES_AS_WRITTEN.map(normalise);

function withoutCourtesies(text: string): string {
  let rest = text;
  for (const word of COURTESIES) {
    if (rest.startsWith(`${word} `)) rest = rest.slice(word.length + 1);
    if (rest.endsWith(` ${word}`)) rest = rest.slice(0, -word.length - 1);
  }
  return rest;
}

/** True when the reply, as a whole, asks for no more messages ("STOP", "Stop.", "band karo", "بند کریں"). */
export function isStopRequest(text: string): boolean {
  const said = normalise(text);
  return STOP_PHRASES.has(said) || STOP_PHRASES.has(withoutCourtesies(said));
}
