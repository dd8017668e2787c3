/**
 * Where the Urdu pages' font is served from: a file named after its content (the source font and
 * the characters kept), so it is cached for good and a changed subset gets a new address. The
 * build makes the file (./nastaliq.ts); the Urdu pages link it. Relative imports: next.config.ts
 * loads this module through ./nastaliq.ts.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** The font's Arabic-script file, regular weight: the only one the pages load (headings too). */
export const NASTALIQ_SOURCE =
  'node_modules/@fontsource/noto-nastaliq-urdu/files/noto-nastaliq-urdu-arabic-400-normal.woff2';
/** The folder under public/ the cut-down font is written to (git-ignored), served at /_fonts/. */
export const NASTALIQ_DIR = 'public/_fonts';
/** The family name the Urdu pages' CSS asks for (globals.css). */
export const NASTALIQ_FAMILY = 'Noto Nastaliq Urdu';
/** At most this much Urdu font on a first load of an Urdu page. */
export const NASTALIQ_MAX_BYTES = 120 * 1024;

/** The folder of the Urdu content, whose every character is kept. */
const URDU_CONTENT = 'content/ur';

/**
 * The whole Urdu alphabet with its marks and punctuation, kept whatever the content holds: visitors
 * type Urdu into the forms, and a letter missing from the font would be drawn from another one in
 * the middle of a joined word. Zero-width (non-)joiners keep or break a join, as the content's
 * 'یو آئی' does.
 */
const URDU_ALPHABET =
  'ءآأؤإئابةتثجحخدذرزسشصضطظعغفقلمنوىيٹپچڈڑژکگںھہۂۃیےۓ' +
  '\u064B\u064C\u064D\u064E\u064F\u0650\u0651\u0652\u0654\u0655\u0656\u0670' +
  '،؛؟۔٪٫٬' +
  '\u200C\u200D';

/** Latin letters and digits are drawn by the Latin faces after Nastaliq in the font stack. */
const LATIN = /[A-Za-z0-9]/;

/** Every file under `dir`, recursively, in a stable order. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const file = path.join(dir, name);
      return statSync(file).isDirectory() ? filesUnder(file) : [file];
    });
}

/** The characters to keep, sorted: every one in `text` but Latin letters and digits, and the alphabet. */
export function subsetCharacters(text: string): string {
  const kept = new Set([...text, ...URDU_ALPHABET].filter((char) => !LATIN.test(char) && char.trim() !== ''));
  return [...kept, ' '].sort().join('');
}

/** The characters of the Urdu content under `root`. */
export function urduContentText(root = process.cwd()): string {
  return filesUnder(path.join(root, URDU_CONTENT))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
}

export interface NastaliqFile {
  /** The characters kept. */
  characters: string;
  /** Its name in NASTALIQ_DIR, e.g. noto-nastaliq-urdu.3f9c0a1b2c4d.woff2. */
  name: string;
}

/** The subset the content under `root` needs, and the file it is served as. */
export function nastaliqFile(root = process.cwd()): NastaliqFile {
  const characters = subsetCharacters(urduContentText(root));
  const digest = createHash('sha256')
    .update(readFileSync(path.join(root, NASTALIQ_SOURCE)))
    .update(characters)
    .digest('hex');
  return { characters, name: `noto-nastaliq-urdu.${digest.slice(0, 12)}.woff2` };
}

const urls = new Map<string, string>();

/** The address the Urdu pages load the font from (worked out once per build). */
export function nastaliqUrl(root = process.cwd()): string {
  let url = urls.get(root);
  if (!url) {
    url = `/_fonts/${nastaliqFile(root).name}`;
    urls.set(root, url);
  }
  return url;
}
