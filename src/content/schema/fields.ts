/**
 * One description of each content field, from which both checks are built: the zod schema the
 * loaders validate every file with at build time, and the Keystatic field the admin edits it
 * with. Writing the rule once keeps the admin's validation and the build's in step.
 *
 * Keystatic is only referenced as a type here: the admin's field is a function of Keystatic's
 * `fields` namespace, called by `keystatic.config.ts`, so public pages never load Keystatic.
 */
import { z } from 'zod';
import type { ComponentSchema, fields as keystaticFields } from '@keystatic/core';
import { slugRules, type SlugRule } from './slug';
import { countHint, withHint, type Described } from './field-hints';

export { image, pictureFocus, type PictureField } from './picture-fields';
export { optionalReference, reference, references } from './reference-fields';

export type AdminFields = typeof keystaticFields;

export interface Field<S extends z.ZodType = z.ZodType> {
  zod: S;
  admin: (fields: AdminFields) => ComponentSchema;
  /** The same text as the field that names a collection's entries (its slug is the file name). */
  slugAdmin?: (fields: AdminFields, rule: SlugRule) => ComponentSchema;
}

interface TextOptions extends Described {
  min?: number;
  max?: number;
  multiline?: boolean;
  pattern?: { regex: RegExp; message: string };
}

function lengthHint({ min = 1, max }: TextOptions): string | undefined {
  if (max === undefined) return min > 1 ? `At least ${min} characters.` : undefined;
  return min > 1 ? `${min} to ${max} characters.` : `Up to ${max} characters.`;
}

/** Required text: at least one character (or `min`), at most `max`. */
export function text(options: TextOptions): Field<z.ZodString> {
  const { label, description, min = 1, max, multiline, pattern } = options;
  let schema = z.string().min(min, `needs at least ${min} characters`);
  if (max !== undefined) schema = schema.max(max, `must be at most ${max} characters`);
  if (pattern) schema = schema.regex(pattern.regex, pattern.message);
  const hint = withHint(description, lengthHint(options));
  return {
    zod: schema,
    admin: (f) =>
      f.text({
        label,
        description: hint,
        multiline,
        validation: { isRequired: true, length: { min, max }, ...(pattern ? { pattern } : {}) },
      }),
    slugAdmin: (f, rule) =>
      f.slug({
        name: { label, description: hint, validation: { isRequired: true, length: { min, max } } },
        slug: {
          label: 'File name',
          description: 'Also the page address, where the entry has a page.',
          validation: { pattern: slugRules[rule] },
        },
      }),
  };
}

/**
 * Text that may be left empty; an empty value reads as `undefined`, and the data's type has the key as
 * optional (as the other optional fields do). A `pattern` applies when it is filled in.
 */
export function optionalText(options: Omit<TextOptions, 'min'>) {
  const { label, description, max, multiline, pattern } = options;
  return {
    zod: z
      .string()
      .max(max ?? Number.MAX_SAFE_INTEGER, `must be at most ${max} characters`)
      .refine((value) => !value || !pattern || pattern.regex.test(value), pattern?.message)
      .optional()
      .transform((value) => (value ? value : undefined))
      .optional(),
    admin: (f: AdminFields) =>
      f.text({
        label,
        description: withHint(description, lengthHint({ ...options, min: 0 })),
        multiline,
        // The admin checks its pattern against empty text too, so an empty value must match it.
        validation: {
          length: { max },
          ...(pattern ? { pattern: { ...pattern, regex: orEmpty(pattern.regex) } } : {}),
        },
      }),
  } satisfies Field;
}

/** `regex`, or nothing at all. */
function orEmpty(regex: RegExp): RegExp {
  return new RegExp(`^$|${regex.source}`, regex.flags);
}

/** A number field's words and the range its value must lie in. */
type Ranged = Described & { min: number; max: number };

/** `number` as a whole number from `min` to `max`, each bound's message saying it. */
function wholeIn(number: z.ZodNumber, min: number, max: number): z.ZodNumber {
  return number
    .int('must be a whole number')
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`);
}

export function integer({ label, description, min, max }: Ranged): Field<z.ZodNumber> {
  return {
    zod: wholeIn(
      z.number({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be a number') }),
      min,
      max,
    ),
    admin: (f) => f.integer({ label, description, validation: { isRequired: true, min, max } }),
  };
}

/** A whole number that may be left empty; an empty value reads as `undefined`. */
export function optionalInteger({ label, description, min, max }: Ranged) {
  return {
    zod: wholeIn(z.number(), min, max)
      .nullish()
      .transform((value) => value ?? undefined)
      .optional(),
    admin: (f: AdminFields) => f.integer({ label, description, validation: { min, max } }),
  } satisfies Field;
}

export function decimal({ label, description, min, max }: Ranged): Field<z.ZodNumber> {
  return {
    zod: z.number().min(min).max(max),
    admin: (f) => f.number({ label, description, validation: { isRequired: true, min, max } }),
  };
}

export function checkbox({ label, description }: Described) {
  return {
    zod: z
      .boolean()
      .optional()
      .transform((value) => value ?? false),
    admin: (f: AdminFields) => f.checkbox({ label, description }),
  } satisfies Field;
}

/** One value out of a fixed list; `labels` gives the name the admin shows for each. */
export function select<const V extends string>(
  { label, description }: Described,
  labels: Readonly<Record<V, string>>,
  defaultValue: NoInfer<V>,
): Field<z.ZodType<V>> {
  const values = Object.keys(labels) as [V, ...V[]];
  return {
    zod: z.enum(values) as unknown as z.ZodType<V>,
    admin: (f) =>
      f.select({
        label,
        description,
        options: values.map((value) => ({ value, label: labels[value] })),
        defaultValue,
      }),
  };
}

/** An absolute http(s) address. */
export function url({ label, description }: Described): Field<z.ZodURL> {
  return {
    zod: z.url({ protocol: /^https?$/, error: 'must be an http(s) address' }),
    admin: (f) => f.url({ label, description, validation: { isRequired: true } }),
  };
}

export function optionalUrl({ label, description }: Described) {
  return {
    zod: z
      .url({ protocol: /^https?$/, error: 'must be an http(s) address' })
      .nullish()
      .transform((v) => v ?? undefined)
      .optional(),
    admin: (f: AdminFields) => f.url({ label, description }),
  } satisfies Field;
}

/** A date written as YYYY-MM-DD; a new entry starts at today's date. */
export function date({ label, description }: Described): Field<z.ZodISODate> {
  return {
    zod: z.iso.date({ error: 'must be a date written YYYY-MM-DD' }),
    admin: (f) =>
      f.date({ label, description, defaultValue: { kind: 'today' }, validation: { isRequired: true } }),
  };
}

/** The alternative text that must accompany every picture. */
export function alt(label = 'Alternative text'): Field<z.ZodString> {
  return text({
    label,
    description: 'Describe what the picture shows, for people who cannot see it.',
    min: 5,
    max: 160,
  });
}

type Shape = Record<string, Field>;
type ZodShape<S extends Shape> = { [K in keyof S]: S[K]['zod'] };

export function object<S extends Shape>(shape: S, options?: Described): Field<z.ZodObject<ZodShape<S>>> {
  return {
    zod: z.strictObject(mapShape(shape, (field) => field.zod)) as z.ZodObject<ZodShape<S>>,
    admin: (f) =>
      f.object(
        mapShape(shape, (field) => field.admin(f)),
        options,
      ),
  };
}

interface ListOptions extends Described {
  min: number;
  max: number;
  /** The field of an item shown as its title in the admin's list. */
  itemLabel?: string;
}

export function list<F extends Field>(item: F, options: ListOptions): Field<z.ZodArray<F['zod']>> {
  const { label, description, min, max, itemLabel } = options;
  return {
    zod: z.array(item.zod).min(min, `needs at least ${min} items`).max(max, `takes at most ${max} items`),
    admin: (f) =>
      f.array(item.admin(f), {
        label,
        description: withHint(description, countHint(min, max)),
        validation: { length: { min, max } },
        itemLabel: (props) => previewText(props, itemLabel),
      }),
  };
}

/** The text an admin list shows for one item: the item itself, or one of its fields. */
function previewText(props: unknown, key: string | undefined): string {
  const record = props as { value?: unknown; fields?: Record<string, { value?: unknown }> };
  const value = key ? record.fields?.[key]?.value : record.value;
  return typeof value === 'string' && value ? value : '(empty)';
}

function mapShape<S extends Shape, T>(shape: S, fn: (field: Field) => T): { [K in keyof S]: T } {
  return Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, fn(field)])) as {
    [K in keyof S]: T;
  };
}

/** The type a field's value has after validation. */
export type ValueOf<F extends Field> = z.output<F['zod']>;
