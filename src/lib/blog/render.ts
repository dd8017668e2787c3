import Markdoc, { Tag, type Config, type Node, type RenderableTreeNode, type Schema } from '@markdoc/markdoc';
import type { ImageAsset } from '../../content/types';
import { parsePostBody, TAGS } from './body';

/**
 * A post's body as the admin's editor writes it (Markdoc: Markdown plus the `{% table %}` tag), turned
 * into a tree that a server component renders with React at build time; nothing of it reaches the
 * browser as script. The posts live in the repository, but their text is still treated as
 * untrusted: raw HTML in it is shown as text (the parser never reads HTML, React escapes text),
 * links keep only safe schemes, class and id annotations are ignored, and only the tags the editor
 * offers are accepted. Headings get ids for anchors and a table of contents; external links open
 * without giving the other site access to this one.
 */

/** Tag names the post body component maps to components (see blog-post-body.tsx). */
export const POST_COMPONENTS = { picture: 'PostPicture' } as const;

/** 'Start with your Google Business Profile' -> 'start-with-your-google-business-profile'. */
export function slugify(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/\p{M}+/gu, '')
      .toLowerCase()
      .replace(/&[a-z0-9#]+;/g, ' ')
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '') || 'section'
  );
}

const SAFE_URL = /^(?:https?:|mailto:|tel:|\/(?!\/)|#|\.{0,2}\/)/i;

function isExternal(href: string): boolean {
  return /^(?:https?:)?\/\//i.test(href);
}

/** The text a reader sees in a node (a heading's words, for its id and the contents). */
function plainText(node: Node): string {
  return [...node.walk()]
    .filter((child) => child.type === 'text' || child.type === 'code')
    .map((child) => String(child.attributes.content ?? ''))
    .join('');
}

export interface PostHeading {
  id: string;
  text: string;
  depth: number;
}

export interface RenderedPost {
  /** Rendered by the post body component with React (blog-post-body.tsx). */
  content: RenderableTreeNode;
  /** The h2 to h6 headings with their ids, in order (for a table of contents). */
  headings: PostHeading[];
}

/** A post's pictures by the address the body names them with (posts.ts reads and checks them). */
export type PostPictures = ReadonlyMap<string, ImageAsset>;

function nodesFor(pictures: PostPictures, headings: PostHeading[]): Config['nodes'] {
  const usedIds = new Map<string, number>();
  const children = (node: Node, config: Config) => node.transformChildren(config);

  const heading: Schema = {
    transform(node, config) {
      // The page's title is the only h1, so headings in a post start at h2.
      const depth = Math.min(Math.max(Number(node.attributes.level), 2), 6);
      const text = plainText(node).trim();
      const base = slugify(text);
      const seen = usedIds.get(base) ?? 0;
      usedIds.set(base, seen + 1);
      const id = seen ? `${base}-${seen + 1}` : base;
      headings.push({ id, text, depth });
      return new Tag(`h${depth}`, { id }, children(node, config));
    },
  };

  const link: Schema = {
    transform(node, config) {
      const href = String(node.attributes.href ?? '').trim();
      const inner = children(node, config);
      // An unsafe address (javascript:, data:, …) keeps its words and loses the link.
      if (!SAFE_URL.test(href)) return inner;
      const title = node.attributes.title ? String(node.attributes.title) : undefined;
      return new Tag(
        'a',
        { href, ...(title ? { title } : {}), ...(isExternal(href) ? { rel: 'noopener noreferrer' } : {}) },
        inner,
      );
    },
  };

  const image: Schema = {
    transform(node) {
      const src = String(node.attributes.src ?? '');
      const picture = pictures.get(src);
      // posts.ts reads every picture a body names before it renders, so this is a programming error.
      if (!picture) throw new Error(`The picture ${src} was not read with its post`);
      return new Tag(POST_COMPONENTS.picture, { image: picture });
    },
  };

  const paragraph: Schema = {
    transform(node, config) {
      // A picture on a line of its own is a figure; the title the editor gives it is its caption.
      const inline = node.children[0];
      const only = inline?.type === 'inline' && inline.children.length === 1 ? inline.children[0] : undefined;
      if (only?.type === 'image') {
        const caption = only.attributes.title ? String(only.attributes.title) : '';
        return new Tag('figure', {}, [
          ...children(inline!, config),
          ...(caption ? [new Tag('figcaption', {}, [caption])] : []),
        ]);
      }
      return new Tag('p', {}, children(node, config));
    },
  };

  const fence: Schema = {
    transform(node) {
      // The code as written: Markdoc tags inside a code block are shown, not run.
      const language = node.attributes.language ? String(node.attributes.language) : undefined;
      return new Tag('pre', language ? { 'data-language': language } : {}, [
        new Tag('code', {}, [String(node.attributes.content ?? '')]),
      ]);
    },
  };

  const table: Schema = {
    transform(node, config) {
      // A wide table scrolls inside its own box on a phone; the box is named and can take focus,
      // so a keyboard can scroll it too.
      const header = [...node.walk()].find((child) => child.type === 'thead');
      const columns = header ? [...header.walk()].filter((child) => child.type === 'th').map(plainText) : [];
      const label = columns.length ? `Table: ${columns.join(', ')}` : 'Table';
      return new Tag('div', { className: 'post-table', role: 'region', 'aria-label': label, tabIndex: 0 }, [
        new Tag('table', {}, children(node, config)),
      ]);
    },
  };

  const plain = (name: string): Schema => ({
    transform: (node, config) => new Tag(name, {}, children(node, config)),
  });

  return {
    // The page wraps the post in its own <article>.
    document: { transform: (node, config) => children(node, config) },
    heading,
    paragraph,
    link,
    image,
    fence,
    table,
    // No class or id from annotations (`{% .class #id %}`) on anything else either.
    blockquote: plain('blockquote'),
    list: {
      transform: (node, config) => new Tag(node.attributes.ordered ? 'ol' : 'ul', {}, children(node, config)),
    },
    item: plain('li'),
    thead: plain('thead'),
    tbody: plain('tbody'),
    tr: plain('tr'),
    th: plain('th'),
    td: plain('td'),
  };
}

/** Renders a post's body; `pictures` holds every picture it names (see posts.ts). */
export function renderPost(source: string | Node, pictures: PostPictures = new Map()): RenderedPost {
  const ast = typeof source === 'string' ? parsePostBody(source) : source;
  const headings: PostHeading[] = [];
  const content = Markdoc.transform(ast, { tags: TAGS, nodes: nodesFor(pictures, headings) });
  return { content, headings };
}
