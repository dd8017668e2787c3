/**
 * The content admin (/keystatic). Its collections and singletons are built from the same field
 * descriptions the build validates the files with (src/content/schema), so the admin refuses what
 * the build would refuse.
 *
 * Local mode (the default, under `npm run dev`) writes the files in this checkout. GitHub mode
 * (when NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO and the GitHub app's variables are set) commits each save
 * to the repository, and the commit redeploys the site.
 */
import { collection, config, fields, singleton, type ComponentSchema } from '@keystatic/core';
import type { Field } from './src/content/schema/fields';
import { slugRuleOf, type SlugRule } from './src/content/schema/slug';
import { bodyPictureFilename } from './src/lib/blog/picture-names';
import {
  collections,
  singletons,
  translations,
  type AnyCollectionModel,
  type SingletonModel,
} from './src/content/schema/model';

type Repo = `${string}/${string}`;

function githubRepo(): Repo | undefined {
  const repo = process.env.NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO?.trim();
  return repo && /^[\w.-]+\/[\w.-]+$/.test(repo) ? (repo as Repo) : undefined;
}

function schemaOf(
  fieldsOf: Record<string, Field>,
  slug?: { field: string; rule: SlugRule },
): Record<string, ComponentSchema> {
  return Object.fromEntries(
    Object.entries(fieldsOf).map(([key, field]) => [
      key,
      key === slug?.field && field.slugAdmin ? field.slugAdmin(fields, slug.rule) : field.admin(fields),
    ]),
  );
}

/**
 * The body's editor. Its pictures go to `public/images/<folder>/<slug>/`, the folder of the
 * entry's cover, and the post names them `/images/<folder>/<slug>/<file>`: the build reads them
 * from public/ like every other picture of the content (src/content/load.ts) and serves them as
 * resized AVIF and WebP copies, while the post file itself stays plain text.
 */
function bodyEditor(body: NonNullable<AnyCollectionModel['markdown']>) {
  return fields.markdoc({
    label: body.label,
    extension: 'md',
    options: {
      image: {
        directory: `public/images/${body.pictures.folder}`,
        publicPath: `/images/${body.pictures.folder}/`,
        transformFilename: bodyPictureFilename,
        schema: {
          alt: fields.text({
            label: 'Alternative text',
            description: 'Describe what the picture shows, for people who cannot see it.',
            validation: { isRequired: true },
          }),
          title: fields.text({ label: 'Caption', description: 'Shown under the picture. Optional.' }),
        },
      },
    },
  });
}

function adminCollection(model: AnyCollectionModel) {
  const schema = schemaOf(model.fields, { field: model.slugField, rule: slugRuleOf(model) });
  if (model.markdown) schema[model.markdown.field] = bodyEditor(model.markdown);
  return collection({
    label: model.label,
    path: `${model.path}/*`,
    // The schema is built at run time, so Keystatic cannot check these names against it.
    slugField: model.slugField as never,
    columns: model.columns as never,
    entryLayout: model.markdown ? 'content' : 'form',
    format: model.markdown ? { contentField: model.markdown.field } : { data: 'yaml' },
    schema,
  });
}

function adminSingleton(model: SingletonModel) {
  return singleton({
    label: model.label,
    path: model.path,
    format: { data: 'yaml' },
    schema: schemaOf(model.fields),
  });
}

/**
 * The Urdu copy (content/ur/) in a group of its own, each file with the English file's fields:
 * `urHome` edits content/ur/pages/home.yaml as `home` edits content/pages/home.yaml.
 */
const urduKey = (key: string) => `ur${key[0]!.toUpperCase()}${key.slice(1)}`;
const urduSingletons = Object.entries(translations.ur.singletons).map(
  ([key, model]) => [urduKey(key), model] as const,
);
const urduCollections = Object.entries(translations.ur.collections).map(
  ([key, model]) => [urduKey(key), model] as const,
);

const repo = githubRepo();

export default config({
  storage: repo ? { kind: 'github', repo } : { kind: 'local' },
  ui: {
    brand: { name: 'Ravi Digital' },
    navigation: {
      Work: ['portfolio', 'projects', 'testimonials', 'clients'],
      Agency: ['services', 'team', 'blog'],
      Pages: [
        'meta',
        'shareCards',
        'home',
        'about',
        'servicesPage',
        'teamPage',
        'portfolioPage',
        'contact',
        'book',
        'footer',
        'notFound',
        'modernHome',
        'search',
        'blogPage',
        'common',
        'profile',
        'privacy',
      ],
      Settings: ['site', 'navigation', 'visuals', 'spamPhrases', 'whatsappMessages'],
      'اردو (Urdu)': [...urduCollections, ...urduSingletons].map(([key]) => key),
    },
  },
  collections: Object.fromEntries([
    ...Object.entries(collections).map(([key, model]) => [key, adminCollection(model)] as const),
    ...urduCollections.map(([key, model]) => [key, adminCollection(model)] as const),
  ]),
  singletons: Object.fromEntries([
    ...Object.entries(singletons).map(([key, model]) => [key, adminSingleton(model)] as const),
    ...urduSingletons.map(([key, model]) => [key, adminSingleton(model)] as const),
  ]),
});
