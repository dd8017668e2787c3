import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BlogPostBody } from '@/components/sections/blog-post-body';
import type { ImageAsset } from '@/content/types';
import { heightCappedSizes, pictureSlots } from '@/lib/images/slots';
import { bodyPictureFilename, BODY_PICTURE_FILE } from './picture-names';
import { getAllPosts } from './posts';
import { bodyPictures, bodyProblems, parsePostBody } from './body';
import { renderPost, slugify, type PostPictures } from './render';

/** The post's HTML as the page serves it: the tree rendered by the server component. */
function html(body: string, pictures?: PostPictures): string {
  return renderToStaticMarkup(<BlogPostBody content={renderPost(body, pictures).content} />);
}

const photo: ImageAsset = {
  src: '/images/blog/a-post/shop-front.jpg',
  alt: 'The shop front on MM Alam Road',
  width: 2000,
  height: 1500,
  photo: { kind: 'postPicture', focus: 'centre', digest: '0123456789abcdef' },
};
const pictures: PostPictures = new Map([[photo.src, photo]]);
const source0 = (sources: RegExpMatchArray[]) => sources[0]?.[3] ?? '';

/** A table as the admin's editor writes it. */
const editorTable = [
  '{% table %}',
  '- What',
  '- Landing page',
  '- Full website',
  '---',
  '- Pages',
  '- One',
  '- **Five** to fifteen',
  '---',
  '- Time',
  '- [Two weeks](/services)',
  '- *Six* to ten weeks',
  '{% /table %}',
].join('\n');

describe('renderPost: what the editor writes, the page shows', () => {
  it('gives headings ids, unique within the post, and never an h1', () => {
    const body = '# Title\n\n## Start *here*\n\ntext\n\n## Start here\n\n### Q&A: `costs`';
    const out = html(body);
    expect(out).toContain('<h2 id="title">Title</h2>');
    expect(out).toContain('<h2 id="start-here">Start <em>here</em></h2>');
    expect(out).toContain('<h2 id="start-here-2">Start here</h2>');
    expect(out).toContain('<h3 id="q-a-costs">Q&amp;A: <code>costs</code></h3>');
    expect(out).not.toContain('<h1');
  });

  it('lists the headings with their ids and levels for a table of contents', () => {
    const { headings } = renderPost('## One\n\n### One, in detail\n\n## Two');
    expect(headings).toEqual([
      { id: 'one', text: 'One', depth: 2 },
      { id: 'one-in-detail', text: 'One, in detail', depth: 3 },
      { id: 'two', text: 'Two', depth: 2 },
    ]);
  });

  it('renders bold, italic, struck-out text and inline code', () => {
    expect(html('Some **bold**, *italic*, ~~old~~ and `npm run build`.')).toBe(
      '<div><p>Some <strong>bold</strong>, <em>italic</em>, <s>old</s> and <code>npm run build</code>.</p></div>',
    );
  });

  it('renders bulleted and numbered lists, quotes and rules', () => {
    const out = html('- one\n- two\n\n1. first\n2. second\n\n> A quote, **strong**.\n\n---\n\nEnd');
    expect(out).toContain('<ul><li>one</li><li>two</li></ul>');
    expect(out).toContain('<ol><li>first</li><li>second</li></ol>');
    expect(out).toContain('<blockquote><p>A quote, <strong>strong</strong>.</p></blockquote>');
    expect(out).toContain('<hr/>');
  });

  it('renders a code block as written, with its language, Markdoc tags and HTML shown as text', () => {
    const out = html("```ts\nconst tag = '<b>';\nif (a < b) run();\n```");
    expect(out).toContain(
      '<pre data-language="ts"><code>const tag = &#x27;&lt;b&gt;&#x27;;\nif (a &lt; b) run();\n</code></pre>',
    );
  });

  it('renders the editor’s {% table %} as a real table in a scrollable, focusable, labelled region', () => {
    const out = html(editorTable);
    expect(out).not.toContain('{%');
    expect(out).toContain(
      '<div class="post-table" role="region" aria-label="Table: What, Landing page, Full website" tabindex="0"><table>',
    );
    expect(out).toContain('<thead><tr><th>What</th><th>Landing page</th><th>Full website</th></tr></thead>');
    expect(out).toContain('<tr><td>Pages</td><td>One</td><td><strong>Five</strong> to fifteen</td></tr>');
    expect(out).toContain('<td><a href="/services">Two weeks</a></td><td><em>Six</em> to ten weeks</td>');
  });

  it('renders a Markdown pipe table the same way', () => {
    const out = html('| Plan | Price |\n|---|---|\n| Basic | Rs 40,000 |');
    expect(out).toContain(
      '<div class="post-table" role="region" aria-label="Table: Plan, Price" tabindex="0">',
    );
    expect(out).toContain('<td>Basic</td><td>Rs 40,000</td>');
  });

  it('shows a picture through the picture pipeline: AVIF and WebP copies for the post column, sized', () => {
    const out = html(`Before.\n\n![${photo.alt}](${photo.src})\n\nAfter.`, pictures);
    expect(out).toMatch(/^<div><p>Before\.<\/p><figure><picture><source type="image\/avif" srcSet="[^"]+"/);
    const sources = [...out.matchAll(/<source type="([^"]+)" srcSet="([^"]+)" sizes="([^"]+)"\/>/g)];
    expect(sources.map((match) => match[1])).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]![2]).toMatch(
      /^\/_img\/blog\/a-post\/shop-front\.[0-9a-f]{16}\.320\.avif 320w, .* 1344w$/,
    );
    // The post column's sizes, each capped where a tall picture would pass 80 % of the screen's height.
    for (const source of sources)
      expect(source[3]).toBe(heightCappedSizes(pictureSlots.postBody, 1.3333, 80));
    expect(source0(sources)).toMatch(/^\(min-width: 736px\) min\(672px, 107vh\)/);
    expect(out).toMatch(
      /<img alt="The shop front on MM Alam Road" src="\/_img\/blog\/a-post\/shop-front\.[0-9a-f]{16}\.1080\.jpg" width="2000" height="1500" loading="lazy" decoding="async"/,
    );
    expect(out).not.toContain(`src="${photo.src}"`);
    expect(out).toContain('</picture></figure><p>After.</p>');
  });

  it('captions a picture with the title the editor gives it', () => {
    const out = html(`![${photo.alt}](${photo.src} "Our new shop front")`, pictures);
    expect(out).toMatch(/<\/picture><figcaption>Our new shop front<\/figcaption><\/figure>/);
  });

  it('refuses to render a picture that was not read with its post', () => {
    expect(() => html('![x](/images/blog/a-post/other.jpg)', pictures)).toThrow(/other\.jpg/);
  });
});

describe('renderPost: safety', () => {
  it('escapes raw HTML instead of passing it through', () => {
    const out = html(
      '<script>alert(1)</script>\n\nHello <img src=x onerror=alert(1)> and <b onclick="x()">bold</b>\n\n<iframe src="https://evil.example"></iframe>',
    );
    expect(out).not.toMatch(/<script|<img|<b |<iframe/i);
    expect(out).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(out).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('marks external links noopener noreferrer and leaves internal ones alone', () => {
    const out = html(
      '[Google](https://www.google.com/maps) and [our services](/services) and <https://example.com> and [top](#faq)',
    );
    expect(out).toContain('<a href="https://www.google.com/maps" rel="noopener noreferrer">Google</a>');
    expect(out).toContain('<a href="/services">our services</a>');
    expect(out).toContain('<a href="https://example.com" rel="noopener noreferrer">https://example.com</a>');
    expect(out).toContain('<a href="#faq">top</a>');
  });

  it('drops links with unsafe schemes but keeps their text', () => {
    const out = html(
      '[click](javascript:alert(1)) [shout](JAVASCRIPT:alert(1)) [data](data:text/html,hi) [vb](vbscript:x) [ftp](ftp://files.example.com) [app](skype:agency) [ok](mailto:hello@example.com) [call](tel:+924235781200)',
    );
    expect(out).not.toMatch(/href="(?!mailto:|tel:)/);
    for (const text of ['click', 'shout', 'data', 'vb', 'ftp', 'app']) expect(out).toContain(text);
    expect(out).toContain('<a href="mailto:hello@example.com">ok</a>');
    expect(out).toContain('<a href="tel:+924235781200">call</a>');
  });

  it('escapes attribute values', () => {
    const out = html('[x](https://example.com/?a=1&b="2" "a \\"title\\"")');
    expect(out).not.toContain('"2"');
    expect(out).toContain('&amp;');
    expect(out).toContain('title="a &quot;title&quot;"');
  });

  it('ignores class and id annotations, so a post cannot borrow the site’s classes or ids', () => {
    const out = html('## Heading {% #main .sr-only %}\n\nText {% .hidden #site-header %}\n\n- item {% .x %}');
    expect(out).not.toMatch(/class="|main|site-header|sr-only|hidden/);
    expect(out).toMatch(/<h2 id="heading">Heading\s?<\/h2>/);
  });

  it('accepts only the tags the editor writes: any other tag is a problem named by its line', () => {
    expect(bodyProblems(parsePostBody(editorTable))).toEqual([]);
    expect(bodyProblems(parsePostBody('Text\n\n{% callout %}\nHi\n{% /callout %}'))).toEqual([
      "line 3: Undefined tag: 'callout'",
    ]);
    expect(bodyProblems(parsePostBody('{% partial file="secrets.md" /%}'))).toEqual([
      expect.stringMatching(/^line 1: Partial `secrets.md` not found/),
    ]);
    expect(bodyProblems(parsePostBody('{% table %}\n- a\n'))).not.toEqual([]);
  });

  it('lists the pictures a body shows, as written', () => {
    expect(
      bodyPictures(parsePostBody(`Text ![A](/images/blog/p/a.png)\n\n![B](/images/blog/p/b.jpg "Cap")`)),
    ).toEqual([
      { src: '/images/blog/p/a.png', alt: 'A' },
      { src: '/images/blog/p/b.jpg', alt: 'B' },
    ]);
  });

  it('renders every post with headings, real tables and no raw HTML or literal tags', () => {
    for (const post of getAllPosts()) {
      const { headings } = renderPost(post.body, post.pictures);
      const out = html(post.body, post.pictures);
      expect(headings.length, post.slug).toBeGreaterThan(0);
      expect(out, post.slug).not.toMatch(/<(script|iframe|style|h1|article)\b/i);
      expect(out, post.slug).not.toContain('{%');
    }
    expect(getAllPosts().some((post) => html(post.body, post.pictures).includes('<table>'))).toBe(true);
  });
});

describe('slugify', () => {
  it('makes URL-safe ids', () => {
    expect(slugify('Keep your NAP consistent everywhere')).toBe('keep-your-nap-consistent-everywhere');
    expect(slugify('Crème brûlée!')).toBe('creme-brulee');
    expect(slugify('???')).toBe('section');
  });
});

describe('bodyPictureFilename', () => {
  it('names an upload in lower-case dashed words, never as the cover', () => {
    expect(bodyPictureFilename('Shop Front (1).JPG')).toBe('shop-front-1.jpg');
    expect(bodyPictureFilename('Café menu.webp')).toBe('cafe-menu.webp');
    expect(bodyPictureFilename('cover.png')).toBe('cover-picture.png');
    expect(bodyPictureFilename('???.png')).toBe('picture.png');
    for (const name of ['Shop Front (1).JPG', 'Café menu.webp', 'cover.png', '???.png']) {
      expect(bodyPictureFilename(name)).toMatch(BODY_PICTURE_FILE);
    }
  });
});
