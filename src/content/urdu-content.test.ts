/**
 * The Urdu copy under `content/ur/` mirrors the English content files: each Urdu file is checked
 * with the schema of the English file at the same path (without `ur/`), has exactly the English
 * file's keys, keeps its structural values (addresses, pictures, icons, positions, dates), and is
 * written in Urdu script, with Urdu punctuation and the same placeholders and figures.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { validate } from './load';
import { object, type Field } from './schema/fields';
import { CONTENT_DIR, collections, serviceSlugs, translations } from './schema/model';

const root = path.resolve(__dirname, '../..');
const URDU_DIR = `${CONTENT_DIR}/ur`;

/** The Urdu files the site needs (the services collection is checked apart, slug by slug). */
const EXPECTED_SINGLETONS = [
  'pages/home',
  'pages/about',
  'pages/contact',
  'pages/services',
  'pages/pricing',
  'pages/privacy',
  'pages/book',
  'pages/not-found',
  'pages/common',
  'pages/footer',
  'pages/meta',
  'pages/search',
  'settings/navigation',
  'settings/visuals',
  'settings/site',
];

/** Values that are not copy: they stay exactly as in the English file. */
const FIXED_KEYS = new Set([
  'href',
  'image',
  'leftImage',
  'rightImage',
  'icon',
  'closing',
  'order',
  'updated',
  'requiredMark',
  'contactSocials',
  'footerSocials',
  // Figures and skill percentages: the words around them are translated, the numbers are not.
  'value',
  // A package's identifier, price, period and flags: the same package in every language.
  'id',
  'period',
]);

/** Latin words an Urdu string may contain: the brand name, and product or technical names. */
const LATIN_TOKENS = new Set([
  'Ravi',
  'Digital',
  'Next.js',
  'EmailJS',
  'GA4',
  'CMYK',
  'ROAS',
  'Inter',
  'BI',
  'III',
  '4K',
  'fps',
  'v1',
  // The word a visitor replies to end WhatsApp messages: Meta's opt-out keyword, typed as it is.
  'STOP',
  // The address of Jitsi Meet, where a video call without a link of the owner's happens.
  'meet.jit.si',
]);
/** Strings that may stay without Urdu script: the brand, addresses, e-mail and phone numbers. */
const BRAND = /^Ravi Digital$/;
const ADDRESS = /^(https?:\/\/\S+|\/\S*)$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[\d\s-]{7,}$/;

/** Terms of the glossary that are written in Urdu script, never in Latin letters, in Urdu copy. */
const GLOSSARY_IN_LATIN =
  /\b(SEO|UI|UX|WhatsApp|website|web development|social media|digital marketing|graphic design(ing)?|branding|video editing|content writing|e-?mail|portfolio|blog|Google|Facebook|Instagram|TikTok|LinkedIn|YouTube|WordPress|Shopify|WooCommerce|Figma)\b/i;
/** Other spellings of glossary terms, so each term is written one way everywhere. */
const OFF_GLOSSARY = [
  'ویبسائٹ',
  'ویب سایٹ',
  'ویب‌سائٹ',
  'واٹس اپ',
  'واٹساپ',
  'وٹس ایپ',
  'ایمیل',
  'ای-میل',
  'ڈیولپمنٹ',
  'ڈیویلپمنٹ',
  'مارکٹنگ',
  'ڈیجیٹیل',
  'سوشل میڈیہ',
  'پورٹفولیو',
  'ایس ای اُو',
  'SEO',
];

const URDU_SCRIPT = /[\u0600-\u06FF]/;
/** Arabic letters that look like Urdu ones (ي ك ه ى) but are the wrong characters in Urdu text. */
const ARABIC_LOOKALIKES = /[\u064A\u0643\u0647\u0649]/;
/** Arabic-Indic and Eastern Arabic-Indic digits: the files use 0–9; the pages decide how they show. */
const NON_WESTERN_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/;

type Leaf = { path: string; key: string; value: unknown };

function read(file: string): unknown {
  return parseYaml(readFileSync(path.join(root, file), 'utf8'));
}

/** Every file under `dir`, as paths from the repository root. */
function filesUnder(dir: string): string[] {
  return readdirSync(path.join(root, dir)).flatMap((name) => {
    const file = `${dir}/${name}`;
    return statSync(path.join(root, file)).isDirectory() ? filesUnder(file) : [file];
  });
}

/**
 * The English file of an Urdu one, and the fields both are checked with: the model the site
 * loads the Urdu file with (src/content/schema/model.ts, `translations.ur`), which may hold only
 * some of the English file's fields (the site settings' words).
 */
function englishModel(urduFile: string): { english: string; fields: Record<string, Field> } {
  const english = `${CONTENT_DIR}/${urduFile.slice(URDU_DIR.length + 1)}`;
  const singleton = Object.values(translations.ur.singletons).find(
    (model) => `${model.path}.yaml` === urduFile,
  );
  if (singleton) return { english, fields: singleton.fields };
  const { services } = translations.ur.collections;
  if (path.posix.dirname(urduFile) === services.path && urduFile.endsWith('.yaml')) {
    return { english, fields: collections.services.fields };
  }
  throw new Error(`${urduFile}: no Urdu content model has this path`);
}

/** The fields of `data` that `fields` describes. */
function only(data: unknown, fields: Record<string, Field>): unknown {
  if (data === null || typeof data !== 'object') return data;
  return Object.fromEntries(Object.entries(data).filter(([key]) => key in fields));
}

/** Every value that is not an object or a list, with its place in the file. */
function leaves(value: unknown, at = '', key = ''): Leaf[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, `${at}[${index}]`, key));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([name, item]) => leaves(item, at ? `${at}.${name}` : name, name));
  }
  return [{ path: at, key, value }];
}

/** Every key and list position of a value, e.g. `hero.heading` and `about.paragraphs[1]`. */
function structure(value: unknown, at = ''): string[] {
  if (Array.isArray(value)) {
    return [
      `${at}[]`,
      ...value.flatMap((item, index) => [`${at}[${index}]`, ...structure(item, `${at}[${index}]`)]),
    ];
  }
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([name, item]) => {
      const inner = at ? `${at}.${name}` : name;
      return [inner, ...structure(item, inner)];
    });
  }
  return [];
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
const figures = (text: string) => [...new Set(text.match(/\d+/g) ?? [])];
const latinWords = (text: string) =>
  (text.replace(/\{\w+\}/g, '').match(/[A-Za-z0-9][A-Za-z0-9./]*/g) ?? [])
    .map((word) => word.replace(/[./]+$/, ''))
    .filter((word) => /[A-Za-z]/.test(word));

/** What is wrong with one translated string, compared with its English original. */
function textProblems(urdu: string, english: string): string[] {
  if (BRAND.test(urdu) || ADDRESS.test(urdu) || EMAIL.test(urdu) || PHONE.test(urdu)) return [];
  const problems: string[] = [];
  if (!URDU_SCRIPT.test(urdu)) problems.push('has no Urdu script');
  const unknown = latinWords(urdu).filter((word) => !LATIN_TOKENS.has(word));
  if (unknown.length)
    problems.push(`has Latin words outside the brand and technical names: ${unknown.join(', ')}`);
  if (ARABIC_LOOKALIKES.test(urdu)) problems.push('uses Arabic ي، ك، ه or ى instead of the Urdu letters');
  if (NON_WESTERN_DIGITS.test(urdu)) problems.push('writes digits other than 0–9');
  if (/[,?;]|\.(\s|$)/.test(urdu)) problems.push('uses Latin punctuation instead of ، ؟ ؛ ۔');
  const glossary = GLOSSARY_IN_LATIN.exec(urdu.replace(/\{\w+\}/g, ''));
  if (glossary) problems.push(`writes “${glossary[0]}” in Latin letters`);
  const variant = OFF_GLOSSARY.find((spelling) => urdu.includes(spelling));
  if (variant) problems.push(`spells a glossary term “${variant}”`);
  if (/Ravi(?! Digital)|(?<!Ravi )Digital/.test(urdu)) problems.push('splits the brand name Ravi Digital');
  if (placeholders(urdu).join() !== placeholders(english).join()) {
    problems.push(
      `has the placeholders {${placeholders(urdu).join('}, {')}} instead of {${placeholders(english).join('}, {')}}`,
    );
  }
  const missing = figures(english).filter((figure) => !figures(urdu).includes(figure));
  if (missing.length) problems.push(`leaves out the figures ${missing.join(', ')}`);
  return problems;
}

const urduFiles = existsSync(path.join(root, URDU_DIR)) ? filesUnder(URDU_DIR).sort() : [];

describe('the Urdu content', () => {
  it('has every page file, the navigation and all nine services, under the English slugs', () => {
    for (const name of EXPECTED_SINGLETONS) expect(urduFiles, name).toContain(`${URDU_DIR}/${name}.yaml`);
    const urduSlugs = readdirSync(path.join(root, URDU_DIR, 'services')).map((name) =>
      name.replace(/\.yaml$/, ''),
    );
    const englishSlugs = readdirSync(path.join(root, collections.services.path)).map((name) =>
      name.replace(/\.yaml$/, ''),
    );
    expect(urduSlugs.sort()).toEqual(englishSlugs.sort());
    expect(urduSlugs.sort()).toEqual([...serviceSlugs].sort());
  });

  it.each(urduFiles)('%s matches its English file', (file) => {
    const { english, fields } = englishModel(file);
    const urdu = read(file);
    const original = only(read(english), fields);

    expect(() => validate(file, object(fields).zod, urdu)).not.toThrow();
    expect(structure(urdu).sort()).toEqual(structure(original).sort());

    const englishLeaves = new Map(leaves(original).map((leaf) => [leaf.path, leaf]));
    const problems: string[] = [];
    for (const leaf of leaves(urdu)) {
      const source = englishLeaves.get(leaf.path);
      if (!source) continue; // reported by the structure check
      if (FIXED_KEYS.has(leaf.key) || typeof leaf.value !== 'string' || typeof source.value !== 'string') {
        if (leaf.value !== source.value)
          problems.push(`${leaf.path}: must stay ${JSON.stringify(source.value)}`);
        continue;
      }
      for (const problem of textProblems(leaf.value, source.value)) problems.push(`${leaf.path}: ${problem}`);
    }
    expect(problems).toEqual([]);
  });
});
