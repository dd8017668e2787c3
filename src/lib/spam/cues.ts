/**
 * Signs of spam that do not depend on the language a message is in, read from its text as
 * signal tokens (`sig:…`) beside the rules' signs (./signals.ts), so that what one language's spam
 * teaches (a phone number to call, money, hurry) counts for the others too:
 * - `sig:other-language`: a message mostly in a language the agency does not serve (Indonesian,
 *   Arabic, Spanish…), told by how few of its words are the small words every English, Roman Urdu
 *   or Urdu sentence is made of ("the", "ke", "ہے"); a foreign script (the rules' `foreignScript`)
 *   counts too.
 * - `sig:phone`, `sig:phone-whatsapp`: a phone number in the text, and one given for WhatsApp.
 * - `sig:money`: an amount of money (Rs 5,000, $200, 2 lakh, 50 ہزار روپے).
 * - `sig:hurry`: a push to act at once ("urgent", "today only", "فوری", "jaldi").
 * Each sign's weight is learned from the corpus like a word's. Server only.
 */
import 'server-only';
import type { Normalise } from './tokens';

/**
 * The small words of English, Roman Urdu (as people spell it: "hai", "hy", "k") and Urdu. A
 * sentence of any of them is made of these for a good share of its words; Indonesian, Arabic or
 * Spanish are not.
 */
const COMMON_WORDS = [
  // English
  'a an the and or but of to in on for with at by from as if so than then this that these those it its',
  'is are was were be been being am do does did have has had will would can could should may might must',
  'i me my we us our you your he she they them their his her who what which when where why how',
  'not no yes all any some more most also just only very about into over after before there here',
  'please hi hello dear thanks thank regards need want like get',
  // Roman Urdu
  'hai hain hay hy he ho hon hoon hun tha thi thay the ka ki ke ko se mein me main mai men par pe pr',
  'aur or ya bhi b bi nahi nahin nai na kya kia kaise kese kaisay kitna kitne kitni kab kahan kaun koi kuch',
  'hum ham hamara hamari hamare humara humari humare aap ap apka apki apke aapka aapki aapke apna apni apne',
  'mujhe mujhay mjhe mera meri mere yeh ye woh wo is us in un jo jis jab tak liye lye liay k sy',
  'karna karni karne krna krni kar kr karo karein karen kren karwana karwani karwane dein den dain',
  'chahiye chahye chahte chahta chahti sakte sakta sakti skte hoga hogi honge raha rahi rahe',
  'ji jee bhai sir sahab please plz shukriya salam assalam aoa',
  // Urdu
  'ہے ہیں ہو ہوں تھا تھی تھے کا کی کے کو سے میں پر نے اور یا بھی نہیں نہ کیا کیسے کتنا کتنی کتنے',
  'کب کہاں کون کوئی کچھ ہم ہمارا ہماری ہمارے آپ آپکا اپنا اپنی اپنے مجھے میرا میری میرے یہ وہ',
  'اس ان جو جس جب تک لیے لئے کر کریں کرنا کرنی کرنے چاہیے چاہئے سکتے سکتا سکتی گا گی گے جی',
].join(' ');
const WHATSAPP = 'whatsapp whatsap watsapp watsap wtsapp واٹس وٹس واٹساپ';
/** Money's units, read beside a number ("Rs 500", "500 روپے", "20 dollars"). */
const CURRENCIES = 'rs pkr usd aed sar inr dollar dollars rupee rupees rupay rupaye روپے روپیہ روپئے ڈالر';
/** Words that make a number an amount in Pakistani writing ("2 lakh", "80 hazar", "پچاس ہزار روپے"). */
const MAGNITUDES = 'thousand million hazar hazaar lakh lakhs lac crore karor ہزار لاکھ کروڑ';
/** A push to act at once: words, and phrases of two or three words. */
const HURRY = 'urgent urgently immediately hurry fori foran fauran jaldi jaldee فوری فوراً جلدی محدود';
const HURRY_PHRASES = [
  'right now',
  'act now',
  'today only',
  'last chance',
  'limited time',
  'limited offer',
  'limited seats',
  'expires today',
  'expires soon',
  'within 24 hours',
  'within 48 hours',
  'aaj hi',
  'akhri mauqa',
  'آج ہی',
  'آخری موقع',
  'آخری تاریخ',
];

/** Fewer words than this say too little to tell a language by. */
const MIN_WORDS_FOR_LANGUAGE = 12;
/** Below this share of small words, a message is taken as in another language. */
const MIN_COMMON_SHARE = 0.12;
/**
 * A phone number's digits, in at most four numbers in a row ("+92 300 0000518" is three); more
 * numbers in a row are a date and a time or a list of figures.
 */
const PHONE_DIGITS = { min: 10, max: 15, parts: 4 } as const;

const NUMBER = /^\d+$/;
/** "50k", "10K": a number of thousands in one word. */
const THOUSANDS = /^\d+k$/;
/** Currency signs, which the words do not keep. */
const CURRENCY_SIGN = /[$€£₹]\s?\d/u;
const WA_LINK = 'wa.me';

interface CueWords {
  common: Set<string>;
  whatsapp: Set<string>;
  currencies: Set<string>;
  magnitudes: Set<string>;
  hurry: Set<string>;
}

/** The lists in the spelling the words are read in (numbers by their shape, as ./tokens.ts reads them). */
const spelt = new WeakMap<Normalise, CueWords>();
function cueWords(normalise: Normalise): CueWords {
  let found = spelt.get(normalise);
  if (!found) {
    const set = (items: readonly string[]) =>
      new Set(items.map((item) => normalise(item).replace(/\d/g, '0')).filter(Boolean));
    const words = (list: string) => set(list.split(' '));
    found = {
      common: words(COMMON_WORDS),
      whatsapp: words(WHATSAPP),
      currencies: words(CURRENCIES),
      magnitudes: words(MAGNITUDES),
      hurry: set([...HURRY.split(' '), ...HURRY_PHRASES]),
    };
    spelt.set(normalise, found);
  }
  return found;
}

/** Whether `words` are mostly not the small words of the site's languages. */
export function inOtherLanguage(words: readonly string[], common: ReadonlySet<string>): boolean {
  let lettered = 0;
  let small = 0;
  for (const word of words) {
    if (NUMBER.test(word)) continue;
    lettered += 1;
    if (common.has(word)) small += 1;
  }
  return lettered >= MIN_WORDS_FOR_LANGUAGE && small / lettered < MIN_COMMON_SHARE;
}

/** Whether numbers in a row (`words` as read) add up to a phone number's digits. */
function hasPhone(words: readonly string[]): boolean {
  let digits = 0;
  let parts = 0;
  for (const word of words) {
    const number = NUMBER.test(word);
    digits = number ? digits + word.length : 0;
    parts = number ? parts + 1 : 0;
    if (parts <= PHONE_DIGITS.parts && digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max) return true;
  }
  return false;
}

function hasMoney(written: string, words: readonly string[], cue: CueWords): boolean {
  if (CURRENCY_SIGN.test(written)) return true;
  return words.some((word, index) => {
    const next = words[index + 1] ?? '';
    const amount = NUMBER.test(word) || cue.magnitudes.has(word);
    return (
      THOUSANDS.test(word) ||
      (amount && cue.currencies.has(next)) ||
      (NUMBER.test(word) && cue.magnitudes.has(next)) ||
      (cue.currencies.has(word) && NUMBER.test(next))
    );
  });
}

function hasHurry(words: readonly string[], cue: CueWords): boolean {
  return words.some((word, index) => {
    const next = words[index + 1];
    if (cue.hurry.has(word)) return true;
    if (next === undefined) return false;
    const pair = `${word} ${next}`;
    return cue.hurry.has(pair) || cue.hurry.has(`${pair} ${words[index + 2] ?? ''}`);
  });
}

/**
 * The language-independent signs of a message: `written` is its name, subject and text as
 * written, `words` its words as ./tokens.ts reads them (`readText`), `foreignScript` whether the
 * rules found it mostly in a foreign script.
 */
export function cueTokens(
  written: string,
  words: readonly string[],
  foreignScript: boolean,
  normalise: Normalise,
): string[] {
  const cue = cueWords(normalise);
  const tokens: string[] = [];
  if (foreignScript || inOtherLanguage(words, cue.common)) tokens.push('sig:other-language');
  if (hasPhone(words)) {
    const whatsapp = written.includes(WA_LINK) || words.some((word) => cue.whatsapp.has(word));
    tokens.push(whatsapp ? 'sig:phone-whatsapp' : 'sig:phone');
  }
  if (hasMoney(written, words, cue)) tokens.push('sig:money');
  if (hasHurry(words, cue)) tokens.push('sig:hurry');
  return tokens;
}
