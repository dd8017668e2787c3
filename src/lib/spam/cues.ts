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
import { foldDigits } from './tokens';

/**
 * The small words of English, Roman Urdu (as people spell it: "hai", "hy", "k") and Urdu. A
 * sentence of any of them is made of these for a good share of its words; Indonesian, Arabic or
 * Spanish are not.
 */
const COMMON_WORDS = new Set(
  [
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
    // Urdu, as the intake's spelling writes it (Arabic letters typed for Urdu ones folded)
    'ہے ہیں ہو ہوں تھا تھی تھے کا کی کے کو سے میں پر نے اور یا بھی نہیں نہ کیا کیسے کتنا کتنی کتنے',
    'کب کہاں کون کوئی کچھ ہم ہمارا ہماری ہمارے آپ اپ آپکا اپنا اپنی اپنے مجھے میرا میری میرے یہ وہ',
    'اس ان جو جس جب تک لیے لئے کر کریں کرنا کرنی کرنے چاہیے چاہئے سکتے سکتا سکتی گا گی گے جی',
  ]
    .join(' ')
    .split(' '),
);

const NUMBER = /^\d+$/;
/** Fewer words than this say too little to tell a language by. */
const MIN_WORDS_FOR_LANGUAGE = 12;
/** Below this share of small words, a message is taken as in another language. */
const MIN_COMMON_SHARE = 0.12;

/** A phone number: ten digits or more in a row, spaces, dots and dashes between them allowed. */
const PHONE = /(?:\+|\b00)?\d(?:[\s.\-()]{0,2}\d){9,14}\b/u;
/** Phone numbers and money need a digit: most messages are skipped with one cheap test. */
const ANY_DIGIT = /\d/;
const WHATSAPP = /whats\s?app|wh?atsap|\bwa\.me\b|واٹس ?ایپ|وٹس ?ایپ|واٹساپ|واٹس اپ/iu;
/** A currency next to a number, either side ("Rs 500", "500 روپے", "$20", "2 lakh"). */
const MONEY = new RegExp(
  [
    String.raw`(?:rs\.?|pkr|usd|aed|sar|inr|\$|€|£|₹)\s?\d`,
    String.raw`\d[\d,.]*\s?(?:k\b|rs\b|pkr\b|usd\b|dollars?\b|rupees?\b|lakh|lac\b|crore|karor|hazar|hazaar|thousand|million|روپے|روپیہ|روپئے|لاکھ|کروڑ|ہزار|ڈالر)`,
  ].join('|'),
  'iu',
);
const HURRY = new RegExp(
  [
    String.raw`\burgent(?:ly)?\b|\bimmediately\b|\bright now\b|\bact now\b|\btoday only\b|\blast chance\b`,
    String.raw`\blimited (?:time|offer|seats|slots)\b|\bwithin (?:24|48) hours\b|\bexpires? (?:today|soon)\b|\bhurry\b`,
    String.raw`\bfori\b|\bforan\b|\bfauran\b|\bjaldi\b|\bjaldee\b|\baaj hi\b|\bakhri mauqa\b`,
    String.raw`فوری|فوراً|فورا|جلدی|آج ہی|آخری موقع|آخری تاریخ|محدود`,
  ].join('|'),
  'iu',
);

/** Whether `words` (the intake's spelling) are mostly not the small words of the site's languages. */
export function inOtherLanguage(words: readonly string[]): boolean {
  const lettered = words.filter((word) => !NUMBER.test(word));
  if (lettered.length < MIN_WORDS_FOR_LANGUAGE) return false;
  const common = lettered.filter((word) => COMMON_WORDS.has(word)).length;
  return common / lettered.length < MIN_COMMON_SHARE;
}

/**
 * The language-independent signs of `written` (name, subject and message, as written), its `words`
 * as ./tokens.ts reads them, and whether the rules found it mostly in a foreign script.
 */
export function cueTokens(written: string, words: readonly string[], foreignScript: boolean): string[] {
  const text = foldDigits(written);
  const tokens: string[] = [];
  if (foreignScript || inOtherLanguage(words)) tokens.push('sig:other-language');
  if (ANY_DIGIT.test(text)) {
    if (PHONE.test(text)) tokens.push(WHATSAPP.test(text) ? 'sig:phone-whatsapp' : 'sig:phone');
    if (MONEY.test(text)) tokens.push('sig:money');
  }
  if (HURRY.test(text)) tokens.push('sig:hurry');
  return tokens;
}
