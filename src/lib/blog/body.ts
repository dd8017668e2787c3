/**
 * What a post's body holds, read from its Markdoc tree when the posts are loaded (./posts.ts): the
 * tags it may use and what is wrong with it, its pictures, its words. Rendering is ./render.ts.
 */
import Markdoc, { type Config, type Node } from '@markdoc/markdoc';

/** The only Markdoc tags a post may use: the ones the admin's editor writes. */
export const TAGS = { table: Markdoc.tags.table } satisfies Config['tags'];

/** Parses a post's body. */
export function parsePostBody(source: string): Node {
  return Markdoc.parse(source);
}

/**
 * What is wrong with a body, one line each (`line 12: Undefined tag: 'callout'`): a tag the
 * editor does not write, a tag left open. Empty when the body is sound.
 */
export function bodyProblems(ast: Node): string[] {
  return Markdoc.validate(ast, { tags: TAGS })
    .filter(({ error }) => error.level === 'error' || error.level === 'critical')
    .map(({ lines, error }) => `line ${(lines[0] ?? 0) + 1}: ${error.message}`);
}

export interface BodyPicture {
  src: string;
  alt: string;
}

/** Every picture a body shows, in order, as the editor wrote it. */
export function bodyPictures(ast: Node): BodyPicture[] {
  return [...ast.walk()]
    .filter((node) => node.type === 'image')
    .map((node) => ({
      src: String(node.attributes.src ?? ''),
      alt: String(node.attributes.alt ?? ''),
    }));
}

/** The words of a post, for its reading time: text, code and table cells, no markup. */
export function bodyWords(ast: Node): number {
  return [...ast.walk()]
    .filter((node) => node.type === 'text' || node.type === 'code' || node.type === 'fence')
    .reduce(
      (sum, node) =>
        sum +
        String(node.attributes.content ?? '')
          .split(/\s+/)
          .filter(Boolean).length,
      0,
    );
}
