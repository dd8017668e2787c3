/**
 * Reads the content files at build time and checks each with its zod schema. A file that does
 * not pass stops the build with the file and the field named, e.g.
 * `content/team/usman-raza.yaml: role: needs at least 1 characters`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import type { z } from 'zod';
import { readPictureFile } from './picture-file';
import { MAX_PICTURE_BYTES, pictureKinds, type PictureFocus, type PictureKindName } from './schema/pictures';
import { object, type Field } from './schema/fields';
import { slugProblem, slugRuleOf } from './schema/slug';
import { CONTENT_DIR, type CollectionModel, type SingletonModel } from './schema/model';
import type { ImageAsset } from './types';

export class ContentError extends Error {
  override name = 'ContentError';
}

type Shape = Record<string, Field>;
type Output<S extends Shape> = z.output<ReturnType<typeof object<S>>['zod']>;
/** What a singleton's file reads as once it is checked. */
export type SingletonData<M extends SingletonModel> = Output<M['fields']>;

const root = () => process.cwd();

/**
 * The absolute path of a file or folder of the content (`content/team` → …/content/team). The
 * paths are joined under the literal 'content' folder so that the server bundle's file tracing
 * takes that folder, not the whole project.
 */
export function contentPath(modelPath: string): string {
  const inside = modelPath.startsWith(`${CONTENT_DIR}/`)
    ? modelPath.slice(CONTENT_DIR.length + 1)
    : modelPath;
  return path.join(process.cwd(), 'content', inside);
}

function relative(file: string): string {
  return path.relative(root(), file).split(path.sep).join('/');
}

/** Checks `data` against `schema`; throws naming the file and every field that is wrong. */
export function validate<T>(file: string, schema: z.ZodType<T>, data: unknown): T {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const problems = result.error.issues.map(
    (issue) => `${issue.path.join('.') || '(whole file)'}: ${issue.message}`,
  );
  throw new ContentError(`${file}: ${problems.join('; ')}`);
}

function parseYamlFile(file: string, source: string): unknown {
  try {
    return parseYaml(source) ?? {};
  } catch (error) {
    throw new ContentError(`${relative(file)}: not valid YAML (${(error as Error).message})`);
  }
}

const FRONT_MATTER = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

/** Splits a Markdown file into its front matter and its body. */
export function parseMarkdownFile(file: string, source: string): { data: unknown; body: string } {
  const match = FRONT_MATTER.exec(source);
  if (!match) throw new ContentError(`${file}: front matter must open and close with '---'`);
  return { data: parseYamlFile(file, match[1] ?? ''), body: (match[2] ?? '').replace(/^\n+/, '') };
}

/** True when the singleton's file, or the collection's folder, is there. */
export function contentExists(
  model: SingletonModel | CollectionModel,
  kind: 'singleton' | 'collection',
): boolean {
  return existsSync(kind === 'singleton' ? `${contentPath(model.path)}.yaml` : contentPath(model.path));
}

export function loadSingleton<S extends Shape>(model: SingletonModel<S>): Output<S> {
  const file = `${contentPath(model.path)}.yaml`;
  if (!existsSync(file)) throw new ContentError(`${relative(file)}: missing (${model.label})`);
  return validate(relative(file), object(model.fields).zod, parseYamlFile(file, readFileSync(file, 'utf8')));
}

export type Entry<S extends Shape> = Output<S> & { slug: string };

function readEntries<S extends Shape, E extends Entry<S>>(
  model: CollectionModel<S>,
  extension: string,
  read: (file: string, slug: string, source: string) => E,
): E[] {
  const dir = contentPath(model.path);
  const entries = readdirSync(dir)
    .filter((name) => name.endsWith(extension))
    .map((name) => {
      const file = path.join(dir, name);
      const slug = name.slice(0, -extension.length);
      const problem = slugProblem(slug, slugRuleOf(model));
      if (problem) throw new ContentError(`${relative(file)}: ${problem}`);
      return read(file, slug, readFileSync(file, 'utf8'));
    });
  const position = (entry: E) => (entry as { order?: number }).order ?? 0;
  return entries.sort((a, b) => position(a) - position(b) || a.slug.localeCompare(b.slug));
}

/** Every entry of a collection, ordered by its `order` field (then slug). */
export function loadCollection<S extends Shape>(model: CollectionModel<S>): Entry<S>[] {
  const schema = object(model.fields).zod;
  return readEntries(model, '.yaml', (file, slug, source) => ({
    ...validate(relative(file), schema, parseYamlFile(file, source)),
    slug,
  }));
}

/**
 * The artwork generator (scripts/artwork) draws pictures the content names before they exist;
 * it allows missing pictures, which then read with a size of 0.
 */
export const missingPictures = { allowed: false };

/**
 * Every photo (raster picture) the loaded content names, by public path: the picture pipeline
 * (src/lib/images/build.ts) makes the resized copies of exactly these.
 */
export const photos = new Map<string, ImageAsset>();

interface PictureUse {
  /** What the picture is for; drawings of the site's own sections have none. */
  kind?: PictureKindName;
  focus?: PictureFocus;
}

/**
 * An image the content names, with its upright size read from the file in `public/`. A photo
 * that cannot be read, is over 20 MB or is narrower than its kind needs stops the build, naming
 * the file, the field and what to do.
 */
export function imageAsset(
  src: string,
  alt: string,
  where: string,
  { kind, focus }: PictureUse = {},
): ImageAsset {
  const file = path.join(process.cwd(), 'public', src);
  if (!existsSync(file)) {
    if (missingPictures.allowed) return { src, alt, width: 0, height: 0 };
    throw new ContentError(`${where}: the picture ${src} does not exist in public/`);
  }
  const picture = readPictureFile(file, { maxBytes: MAX_PICTURE_BYTES });
  if (picture === 'too-large') {
    throw new ContentError(
      `${where}: ${src} is larger than ${MAX_PICTURE_BYTES / 1024 / 1024} MB; export it smaller (a JPEG about 2,500 px wide is plenty)`,
    );
  }
  if (!picture) {
    throw new ContentError(
      `${where}: ${src} is not a picture the site can read; upload a JPEG, PNG, WebP, AVIF or SVG file`,
    );
  }
  const { width, height, digest } = picture;
  if (!digest) return { src, alt, width, height };
  if (!kind) throw new ContentError(`${where}: ${src} must be an SVG drawing`);
  const { minWidth, label } = pictureKinds[kind];
  if (width < minWidth) {
    throw new ContentError(`${where}: ${width} px wide; ${label} needs at least ${minWidth} px`);
  }
  const asset: ImageAsset = { src, alt, width, height, photo: { kind, focus: focus ?? 'centre', digest } };
  photos.set(src, asset);
  return asset;
}

/** Throws when an entry names a slug that its collection does not have. */
export function checkReference(
  where: string,
  field: string,
  slug: string,
  known: readonly { slug: string }[],
): void {
  if (!known.some((entry) => entry.slug === slug)) {
    throw new ContentError(`${where}: ${field}: no entry “${slug}”`);
  }
}
