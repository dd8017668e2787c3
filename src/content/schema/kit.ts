/**
 * What the content model is written with: shorthands for the fields pages share (a line, a
 * paragraph, a page's title and description, a share card), the patterns text must match, and
 * the shape of a collection or singleton.
 */
import { integer, list, object, optionalText, select, text, type Field } from './fields';
import type { PictureKindName } from './pictures';
import type { SlugRule } from './slug';

/** The folder, at the repository root, that holds every content file. */
export const CONTENT_DIR = 'content';

export const PATH = {
  regex: /^(\/[A-Za-z0-9._~%-]*)+$|^https:\/\/\S+$/,
  message: 'a site path such as /about-us, or an https address',
};
export const E164 = {
  regex: /^\+[1-9]\d{7,14}$/,
  message: 'international format: + and the digits, e.g. +924235781200',
};
/** An international number as people write it: + and 8 to 15 digits, single spaces or dashes between. */
export const INTERNATIONAL_NUMBER = {
  regex: /^\+[1-9](?:[ -]?\d){7,14}$/,
  message: 'international format: + and the country code, e.g. +92 300 1234567',
};
/** Copy that must name a value where it is shown, such as 'Ask about {service} on WhatsApp'. */
export const placeholder = (name: string) => ({
  regex: new RegExp(`\\{${name}\\}`),
  message: `must contain {${name}}`,
});

// Small shorthands for page copy.
export const line = (label: string, max = 120, description?: string) => text({ label, max, description });
export const paragraph = (label: string, max = 700, description?: string) =>
  text({ label, max, multiline: true, description });
export const metaDescription = () =>
  text({
    label: 'Meta description',
    description: 'Shown under the title in search results and share cards.',
    min: 70,
    max: 160,
    multiline: true,
  });
export const order = () =>
  integer({
    label: 'Position',
    description: 'Where this entry appears in lists: lower numbers first.',
    min: 0,
    max: 999,
  });
const withHint = (description: string | undefined, hint: string) =>
  description ? `${description} ${hint}` : hint;
export const template = (label: string, name: string, max = 120, description?: string) =>
  text({
    label,
    max,
    description: withHint(description, `{${name}} is replaced.`),
    pattern: placeholder(name),
  });
export const whatsappMessage = (label: string, description: string) =>
  optionalText({ label, max: 200, description: `${description} Leave empty to open an empty chat.` });
export const heading = () => line('Heading');
export const eyebrow = () => line('Eyebrow', 40, 'The small label above the heading.');
export const linkList = (label: string) =>
  list(object({ label: line('Label', 40), href: text({ label: 'Address', max: 200, pattern: PATH }) }), {
    label,
    min: 1,
    max: 10,
    itemLabel: 'label',
  });
export const skills = (label: string) =>
  list(object({ label: line('Skill', 40), value: integer({ label: 'Percentage', min: 0, max: 100 }) }), {
    label,
    min: 1,
    max: 8,
    itemLabel: 'label',
  });
export const figure = (label: string) =>
  object({ value: line('Figure', 12), label: line('Label', 40) }, { label });
export const pageMeta = (label: string) =>
  object(
    {
      title: line('Title', 70, 'Without the agency name, which is added after it.'),
      description: metaDescription(),
    },
    { label },
  );
/** The share card's lime shape at the right edge, so neighbouring pages' cards look related but not identical. */
export const shareCardAccent = () =>
  select(
    { label: 'Shape', description: 'The lime shape at the right edge of the card.' },
    { orbit: 'Rings', arc: 'Arc', bars: 'Bars' },
    'orbit',
  );
export const shareCardEyebrow = () => line('Kicker', 60, 'The small lime label above the title.');
export const shareCard = (label: string) =>
  object(
    {
      eyebrow: shareCardEyebrow(),
      title: line('Title', 90),
      subtitle: paragraph('Text', 300, 'Under the title; cut at a word near 150 characters.'),
      accent: shareCardAccent(),
    },
    { label },
  );

export interface Model<S extends Record<string, Field>> {
  label: string;
  /** Path of the file (singleton) or folder (collection) under the repository root, without extension. */
  path: string;
  fields: S;
}

export interface CollectionModel<S extends Record<string, Field> = Record<string, Field>> extends Model<S> {
  /** The field whose value names the entry; the file name is its slug. */
  slugField: keyof S & string;
  /** How its file names are written (src/content/schema/slug.ts); lower case when left out. */
  slugRule?: SlugRule;
  /** Markdown body (blog posts): the file is `.md` with the fields as front matter. */
  markdown?: MarkdownBody;
  /** Fields shown as columns in the admin's list. */
  columns?: (keyof S & string)[];
}

/** Any collection, for code that walks them all (the admin's configuration). */
export interface AnyCollectionModel extends Model<Record<string, Field>> {
  slugField: string;
  slugRule?: SlugRule;
  markdown?: MarkdownBody;
  columns?: string[];
}

/**
 * A Markdown body field. Pictures placed in it are kept in `public/images/<folder>/<entry slug>/`,
 * beside the entry's other pictures, and served through the picture pipeline as `kind`.
 */
export interface MarkdownBody {
  field: string;
  label: string;
  pictures: { folder: string; kind: PictureKindName };
}

export type SingletonModel<S extends Record<string, Field> = Record<string, Field>> = Model<S>;

export function collection<S extends Record<string, Field>>(model: CollectionModel<S>) {
  return model;
}
export function singleton<S extends Record<string, Field>>(model: SingletonModel<S>) {
  return model;
}
