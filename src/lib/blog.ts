// Relative imports: next.config.ts loads this module (through lib/images/build.ts), where aliases do not resolve.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { contentPath, imageAsset, parseMarkdownFile, validate } from '../content/load';
import type { ImageAsset } from '../content/types';
import { object } from '../content/schema/fields';
import { collections } from '../content/schema/model';

/** Posts are Markdown files in content/blog, one per post, named by their slug. */
const POSTS_DIR = contentPath(collections.blog.path);
const WORDS_PER_MINUTE = 200;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const frontMatterSchema = object(collections.blog.fields).zod;

export type PostFrontMatter = z.infer<typeof frontMatterSchema>;

export interface ParsedPost extends PostFrontMatter {
  slug: string;
  /** Markdown body. */
  body: string;
  readingMinutes: number;
}

export interface Post extends ParsedPost {
  /** The cover as the pages show it: its size read from the file, a photo's copies named. */
  coverImage: ImageAsset;
}

export type PostSummary = Omit<Post, 'body'>;

export function readingMinutes(markdown: string): number {
  const words = markdown.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** Parses and validates one post file; throws with the file name when it is wrong. */
export function parsePost(fileName: string, source: string): ParsedPost {
  const slug = fileName.replace(/\.md$/, '');
  if (!SLUG.test(slug)) throw new Error(`${fileName}: the file name must be a lower-case slug`);
  const { data, body } = parseMarkdownFile(fileName, source);
  const frontMatter = validate(`${fileName} (front matter)`, frontMatterSchema, data);
  if (!body.trim()) throw new Error(`${fileName}: the post has no body`);
  return { ...frontMatter, slug, body, readingMinutes: readingMinutes(body) };
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
    }))
    .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
  return cache;
}

export function getLatestPosts(count: number): PostSummary[] {
  return getAllPosts()
    .slice(0, count)
    .map(({ body: _body, ...summary }) => summary);
}

export function getPost(slug: string): Post | undefined {
  return getAllPosts().find((post) => post.slug === slug);
}
