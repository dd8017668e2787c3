// Relative imports: next.config.ts loads this module (through lib/images/build.ts), where aliases do not resolve.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { contentPath, imageAsset, parseMarkdownFile, validate } from '../../content/load';
import type { ImageAsset } from '../../content/types';
import { object } from '../../content/schema/fields';
import { collections } from '../../content/schema/model';
import { slugProblem, slugRuleOf } from '../../content/schema/slug';
import { BODY_PICTURE_FILE } from './picture-names';
import { bodyPictures, bodyProblems, bodyWords, parsePostBody } from './body';
import type { PostPictures } from './render';

/** Posts are Markdown (Markdoc) files in content/blog, one per post, named by their slug. */
const POSTS_DIR = contentPath(collections.blog.path);
const WORDS_PER_MINUTE = 200;

const frontMatterSchema = object(collections.blog.fields).zod;

export type PostFrontMatter = z.infer<typeof frontMatterSchema>;

export interface ParsedPost extends PostFrontMatter {
  slug: string;
  /** The body as the admin's editor writes it: Markdown and Markdoc's `{% table %}` (render.ts). */
  body: string;
  readingMinutes: number;
}

export interface Post extends ParsedPost {
  /** The cover as the pages show it: its size read from the file, a photo's copies named. */
  coverImage: ImageAsset;
  /** The pictures the body shows, by the address it names them with, read and checked like the cover. */
  pictures: PostPictures;
}

export type PostSummary = Omit<Post, 'body' | 'pictures'>;

/** Minutes at 200 words a minute, counting what a reader reads (no markup, no tags). */
export function readingMinutes(markdown: string): number {
  return Math.max(1, Math.ceil(bodyWords(parsePostBody(markdown)) / WORDS_PER_MINUTE));
}

/** Parses and validates one post file; throws with the file name when it is wrong. */
export function parsePost(fileName: string, source: string): ParsedPost {
  const slug = fileName.replace(/\.md$/, '');
  const problem = slugProblem(slug, slugRuleOf(collections.blog));
  if (problem) throw new Error(`${fileName}: ${problem}`);
  const { data, body } = parseMarkdownFile(fileName, source);
  const frontMatter = validate(`${fileName} (front matter)`, frontMatterSchema, data);
  if (!body.trim()) throw new Error(`${fileName}: the post has no body`);
  const problems = bodyProblems(parsePostBody(body));
  if (problems.length) throw new Error(`${fileName}: ${problems.join('; ')}`);
  return { ...frontMatter, slug, body, readingMinutes: readingMinutes(body) };
}

const BODY_PICTURES = (() => {
  const body = collections.blog.markdown;
  if (!body) throw new Error('The blog collection has no Markdown body');
  return body.pictures;
})();

/**
 * Reads every picture a post's body shows from the post's own folder under public/, as the cover
 * is read: a picture that is missing, unreadable, too small or named elsewhere stops the build,
 * naming the post and the file.
 */
export function readBodyPictures(post: Pick<ParsedPost, 'slug' | 'body'>): PostPictures {
  const file = `${collections.blog.path}/${post.slug}.md`;
  const folder = `/images/${BODY_PICTURES.folder}/${post.slug}/`;
  const pictures = new Map<string, ImageAsset>();
  for (const { src, alt } of bodyPictures(parsePostBody(post.body))) {
    const where = `${file}: picture ${src}`;
    const name = src.startsWith(folder) ? src.slice(folder.length) : '';
    if (!BODY_PICTURE_FILE.test(name)) {
      throw new Error(
        `${where}: a post shows only pictures uploaded in its editor, which are kept in ${folder}`,
      );
    }
    if (!alt.trim()) throw new Error(`${where}: the picture needs alternative text (what it shows)`);
    pictures.set(src, imageAsset(src, alt, where, { kind: BODY_PICTURES.kind }));
  }
  return pictures;
}

let cache: Post[] | undefined;

/** Every post, newest first. Read once per process (at build time, for prerendering). */
export function getAllPosts(): Post[] {
  cache ??= readdirSync(POSTS_DIR)
    .filter((file) => file.endsWith('.md'))
    .map((file) => parsePost(file, readFileSync(path.join(POSTS_DIR, file), 'utf8')))
    .map((post) => ({
      ...post,
      coverImage: imageAsset(post.cover, post.coverAlt, `${collections.blog.path}/${post.slug}.md: cover`, {
        kind: collections.blog.fields.cover.kind,
        focus: post.coverFocus,
      }),
      pictures: readBodyPictures(post),
    }))
    .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
  return cache;
}

export function getLatestPosts(count: number): PostSummary[] {
  return getAllPosts()
    .slice(0, count)
    .map(({ body: _body, pictures: _pictures, ...summary }) => summary);
}

export function getPost(slug: string): Post | undefined {
  return getAllPosts().find((post) => post.slug === slug);
}
