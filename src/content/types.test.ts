import type { ComponentSchema } from '@keystatic/core';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { z } from 'zod';
import keystaticConfig from '../../keystatic.config';
import type { Entry, SingletonData } from './load';
import type { CopyOf } from './localized';
import { collections, singletons } from './schema/model';
import type {
  CaseStudyResult,
  CaseStudyStep,
  ClientLogo,
  ContactFormCopy,
  ImageAsset,
  MenuCopy,
  NavLink,
  PageCopy,
  PortfolioItem,
  ProcessSteps,
  Project,
  SearchCopy,
  Service,
  ServiceSlug,
  Skill,
  TeamMember,
  Testimonial,
  ValidityMessages,
} from './types';
import { processStepKeys } from './types';

/*
 * Keystatic keeps most fields' descriptions inside the field's editor, out of reach; the admin is
 * built here with field makers that note the description each field was made with.
 */
const descriptions = vi.hoisted(() => new WeakMap<object, string>());

vi.mock('@keystatic/core', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@keystatic/core')>();
  const noted = Object.fromEntries(
    Object.entries(actual.fields).map(([name, make]) => [
      name,
      (...args: unknown[]) => {
        const field = (make as (...a: unknown[]) => object)(...args);
        // The options come last (an array's follow its element); a slug field's text is under `name`.
        const options = args.at(-1) as { description?: string; name?: { description?: string } } | undefined;
        const description = options?.description ?? options?.name?.description;
        if (description) descriptions.set(field, description);
        return field;
      },
    ]),
  );
  return { ...actual, fields: noted };
});

type Schema = Record<string, ComponentSchema>;

function adminSchemaOf(kind: 'collections' | 'singletons', key: string): Schema {
  const models = keystaticConfig[kind] as Record<string, { schema: Schema } | undefined> | undefined;
  const model = models?.[key];
  if (!model) throw new Error(`the admin has no ${kind} ${key}`);
  return model.schema;
}

function descriptionOf(field: ComponentSchema): string {
  return (
    ('description' in field && typeof field.description === 'string'
      ? field.description
      : descriptions.get(field)) ?? ''
  );
}

type Def = z.core.$ZodTypeDef & {
  innerType?: z.core.$ZodType;
  in?: z.core.$ZodType;
  element?: z.core.$ZodType;
  shape?: Record<string, z.core.$ZodType>;
  checks?: z.core.$ZodCheck[];
};
const defOf = (schema: z.core.$ZodType) => schema._zod.def as Def;

/** The schema under optional, default and transform wrappers. */
function unwrap(schema: z.core.$ZodType): z.core.$ZodType {
  const def = defOf(schema);
  const inner = def.type === 'pipe' ? def.in : def.innerType;
  return inner && ['optional', 'nullable', 'default', 'pipe'].includes(def.type) ? unwrap(inner) : schema;
}

/** What the admin must say for a text's or a list's length as the build checks it, e.g. '70 to 160 characters.'. */
function limitHint(schema: z.core.$ZodType): string | undefined {
  const def = defOf(unwrap(schema));
  if (def.type !== 'string' && def.type !== 'array') return undefined;
  let min = 0;
  let max: number | undefined;
  for (const check of def.checks ?? []) {
    const bound = check._zod.def as { check: string; minimum?: number; maximum?: number };
    if (bound.check === 'min_length') min = bound.minimum ?? 0;
    // A text left optional without a limit is checked against the largest safe integer.
    if (bound.check === 'max_length' && bound.maximum !== Number.MAX_SAFE_INTEGER) max = bound.maximum;
  }
  if (def.type === 'array') {
    if (max === undefined) return min > 0 ? `At least ${min} items.` : undefined;
    return min === max ? `Exactly ${min} items.` : `${min} to ${max} items.`;
  }
  if (max === undefined) return min > 1 ? `At least ${min} characters.` : undefined;
  return min > 1 ? `${min} to ${max} characters.` : `Up to ${max} characters.`;
}

interface Pair {
  where: string;
  admin: ComponentSchema;
  zod: z.core.$ZodType;
}

/** Each field of the admin with the zod schema the build checks the same value with, objects and lists entered. */
function* pairs(where: string, admin: ComponentSchema, zod: z.core.$ZodType): Generator<Pair> {
  yield { where, admin, zod };
  const def = defOf(unwrap(zod));
  if (admin.kind === 'object' && def.shape) {
    for (const [key, field] of Object.entries(admin.fields)) {
      const inner = def.shape[key];
      if (inner) yield* pairs(`${where}.${key}`, field, inner);
    }
  }
  if (admin.kind === 'array' && def.element) yield* pairs(`${where}[]`, admin.element, def.element);
}

function* modelPairs(): Generator<Pair> {
  const models = [
    ...Object.entries(collections).map(([key, model]) => ['collections', key, model] as const),
    ...Object.entries(singletons).map(([key, model]) => ['singletons', key, model] as const),
  ];
  for (const [kind, key, model] of models) {
    const schema = adminSchemaOf(kind, key);
    for (const [name, field] of Object.entries(model.fields)) {
      const admin = schema[name];
      if (!admin) throw new Error(`the admin's ${key} has no field ${name}`);
      yield* pairs(`${model.path}: ${name}`, admin, field.zod);
    }
  }
}

describe("the admin's field descriptions", () => {
  it('state each length limit the build checks, as the schema sets it', () => {
    let limits = 0;
    for (const { where, admin, zod } of modelPairs()) {
      const hint = limitHint(zod);
      if (!hint) continue;
      limits += 1;
      expect(descriptionOf(admin), where).toContain(hint);
    }
    expect(limits).toBeGreaterThan(100);
  });

  it('give the meta description’s characters and the lists’ counts', () => {
    const service = adminSchemaOf('collections', 'services');
    expect(descriptionOf(service.metaDescription!)).toContain('70 to 160 characters.');
    expect(descriptionOf(service.firstFeatures!)).toContain('3 to 6 items.');
    expect(descriptionOf(service.keywords!)).toContain('0 to 12 items.');
    const study = adminSchemaOf('collections', 'portfolio');
    expect(descriptionOf(study.services!)).toContain('1 to 4 items.');
    expect(descriptionOf(study.results!)).toContain('2 to 4 items.');
    const meta = adminSchemaOf('singletons', 'meta').home!;
    expect(meta.kind === 'object' && descriptionOf(meta.fields.description!)).toContain(
      '70 to 160 characters.',
    );
  });
});

type Fields<K extends keyof typeof collections> = Entry<(typeof collections)[K]['fields']>;

describe('the content types', () => {
  it('are what the schema reads, with the pictures read as ImageAssets', () => {
    expectTypeOf<Service['metaDescription']>().toEqualTypeOf<string>();
    expectTypeOf<PortfolioItem['metaDescription']>().toEqualTypeOf<string>();
    expectTypeOf<PageCopy['description']>().toEqualTypeOf<string>();

    type ServicePictures = 'image' | 'leftImage' | 'rightImage';
    expectTypeOf<Service>().branded.toEqualTypeOf<
      Omit<
        Fields<'services'>,
        'slug' | 'order' | 'imageFocus' | ServicePictures | `${ServicePictures}Alt`
      > & {
        slug: ServiceSlug;
      } & Record<ServicePictures, ImageAsset>
    >();
    expectTypeOf<ProcessSteps>().toEqualTypeOf<Fields<'services'>['process']>();
    expectTypeOf<(typeof processStepKeys)[number]>().toEqualTypeOf<keyof ProcessSteps>();

    expectTypeOf<PortfolioItem>().branded.toEqualTypeOf<
      Omit<Fields<'portfolio'>, 'order' | 'product' | 'imageAlt' | 'image' | 'gallery' | 'services'> & {
        image: ImageAsset;
        gallery: ImageAsset[];
        services: ServiceSlug[];
        href: string;
      }
    >();
    expectTypeOf<CaseStudyStep>().toEqualTypeOf<Fields<'portfolio'>['approach'][number]>();
    expectTypeOf<CaseStudyResult>().toEqualTypeOf<Fields<'portfolio'>['results'][number]>();

    expectTypeOf<Project>().branded.toEqualTypeOf<
      Pick<Fields<'projects'>, 'slug' | 'title' | 'subtitle'> & { image: ImageAsset; href: string }
    >();
    expectTypeOf<TeamMember>().branded.toEqualTypeOf<
      Pick<Fields<'team'>, 'slug' | 'name' | 'role'> & { image: ImageAsset }
    >();
    expectTypeOf<Testimonial>().branded.toEqualTypeOf<
      Pick<Fields<'testimonials'>, 'slug' | 'name' | 'role' | 'quote' | 'rating'> & { image: ImageAsset }
    >();
    expectTypeOf<ClientLogo>().branded.toEqualTypeOf<
      Pick<Fields<'clients'>, 'slug' | 'name'> & { logo: ImageAsset }
    >();
  });

  it('of the copy are the copy files’ fields', () => {
    expectTypeOf<PageCopy>().toEqualTypeOf<CopyOf<'meta'>['home']>();
    expectTypeOf<Omit<NavLink, 'hrefLang'>>().toEqualTypeOf<CopyOf<'navigation'>['mainNav'][number]>();
    expectTypeOf<Skill>().toEqualTypeOf<SingletonData<typeof singletons.site>['aboutSkills'][number]>();
    expectTypeOf<MenuCopy>().toEqualTypeOf<Pick<CopyOf<'common'>['menu'], keyof MenuCopy>>();
    expectTypeOf<SearchCopy>().toEqualTypeOf<Pick<CopyOf<'search'>, keyof SearchCopy>>();
    expectTypeOf<ContactFormCopy>().toEqualTypeOf<Pick<CopyOf<'contact'>, keyof ContactFormCopy>>();
    expectTypeOf<ValidityMessages>().toEqualTypeOf<CopyOf<'contact'>['validation']>();
  });
});
