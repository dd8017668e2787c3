import { Marked, type Tokens } from 'marked';

/**
 * Markdown to HTML for the blog, at build time (server only: import it from server
 * components, never from a client component). The posts live in the repository, but the
 * output is still treated as untrusted: raw HTML in the Markdown is escaped, never passed
 * through; links keep only safe schemes; headings get ids for anchors; external links open
 * without giving the other site access to this one.
 */

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

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

/** Plain text of inline tokens (for heading ids). */
function plainText(tokens: readonly Tokens.Generic[]): string {
  return tokens
    .map((token) =>
      Array.isArray(token.tokens) ? plainText(token.tokens as Tokens.Generic[]) : String(token.text ?? ''),
    )
    .join('');
}

export interface RenderedMarkdown {
  html: string;
  /** The h2 and h3 headings with their ids, in order (for a table of contents). */
  headings: { id: string; text: string; depth: number }[];
}

export function renderMarkdown(markdown: string): RenderedMarkdown {
  const headings: RenderedMarkdown['headings'] = [];
  const usedIds = new Map<string, number>();
  const marked = new Marked({
    gfm: true,
    async: false,
    renderer: {
      // Raw HTML, block or inline, is shown as text.
      html(token) {
        const text = escapeHtml(token.text);
        return 'block' in token && token.block ? `<p>${text.trim()}</p>\n` : text;
      },
      heading({ tokens, depth }) {
        // The page's title is the only h1, so Markdown headings start at h2.
        const level = Math.min(Math.max(depth, 2), 6);
        const text = plainText(tokens);
        const base = slugify(text);
        const seen = usedIds.get(base) ?? 0;
        usedIds.set(base, seen + 1);
        const id = seen ? `${base}-${seen + 1}` : base;
        headings.push({ id, text, depth: level });
        return `<h${level} id="${escapeHtml(id)}">${this.parser.parseInline(tokens)}</h${level}>\n`;
      },
      link({ href, title, tokens }) {
        const text = this.parser.parseInline(tokens);
        if (!SAFE_URL.test(href.trim())) return text;
        const titleAttr = title ? ` title="${escapeHtml(title)}"` : '';
        const rel = isExternal(href) ? ' rel="noopener noreferrer"' : '';
        return `<a href="${escapeHtml(href.trim())}"${titleAttr}${rel}>${text}</a>`;
      },
      image({ href, title, text }) {
        if (!SAFE_URL.test(href.trim())) return escapeHtml(text);
        const titleAttr = title ? ` title="${escapeHtml(title)}"` : '';
        return `<img src="${escapeHtml(href.trim())}" alt="${escapeHtml(text)}"${titleAttr} loading="lazy" decoding="async">`;
      },
    },
  });
  const html = marked.parse(markdown, { async: false });
  return { html, headings };
}
