import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getAllPosts, parsePost, readBodyPictures, readingMinutes } from './posts';

const valid = [
  '---',
  'title: Local SEO for Lahore businesses',
  'date: 2026-05-04',
  'summary: How a clinic or restaurant in Lahore can show up in Google Maps and local results, step by step.',
  'cover: /images/blog/local-seo-lahore.svg',
  'coverAlt: Illustration of a map pin over a search results page',
  'tags: [SEO, Local search]',
  '---',
  'Body text here.',
].join('\n');

describe('blog posts', () => {
  it('parses a valid post and names it by its file', () => {
    const post = parsePost('local-seo-lahore.md', valid);
    expect(post.slug).toBe('local-seo-lahore');
    expect(post.tags).toEqual(['SEO', 'Local search']);
    expect(post.readingMinutes).toBe(1);
  });

  it('rejects a bad date, a missing field or a bad file name, naming the file', () => {
    expect(() => parsePost('x.md', valid.replace('2026-05-04', '4 May 2026'))).toThrow(/x.md.*date/);
    expect(() => parsePost('y.md', valid.replace(/^summary:.*$/m, ''))).toThrow(/y.md.*summary/);
    expect(() => parsePost('Bad Name.md', valid)).toThrow(
      /Bad Name.md: the file name “Bad Name” must be lower-case/,
    );
  });

  it('estimates reading time at 200 words a minute', () => {
    expect(readingMinutes('word '.repeat(200))).toBe(1);
    expect(readingMinutes('word '.repeat(201))).toBe(2);
  });

  it('counts the words a reader reads, not the markup of a table', () => {
    // Four words a table: 50 tables are 200 words.
    const table = '{% table %}\n- Plan\n- Price\n---\n- Basic\n- Free\n{% /table %}\n\n';
    expect(readingMinutes(table.repeat(50))).toBe(1);
    expect(readingMinutes(table.repeat(51))).toBe(2);
  });

  it('rejects a body with a tag the editor does not write, naming the file and the line', () => {
    expect(() => parsePost('x.md', `${valid}\n\n{% callout %}\nHi\n{% /callout %}`)).toThrow(
      /^x\.md: line 3: Undefined tag: 'callout'/,
    );
  });

  // (That each cover exists is checked with every other picture, in src/content/images.test.ts.)
  it('lists the repository posts newest first', () => {
    const posts = getAllPosts();
    expect(posts.length).toBeGreaterThanOrEqual(4);
    const dates = posts.map((post) => post.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});

describe('pictures in a post', () => {
  let root: string;
  const folder = (slug: string) => path.join(root, 'public', 'images', 'blog', slug);
  const read = (body: string) => readBodyPictures({ slug: 'a-post', body });

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'post-pictures-'));
    mkdirSync(folder('a-post'), { recursive: true });
    const photo = (width: number) =>
      sharp({ create: { width, height: 600, channels: 3, background: '#c6f432' } })
        .jpeg()
        .toBuffer();
    writeFileSync(path.join(folder('a-post'), 'shop-front.jpg'), await photo(1200));
    writeFileSync(path.join(folder('a-post'), 'thumbnail.jpg'), await photo(400));
    writeFileSync(path.join(folder('a-post'), 'broken.jpg'), 'not a picture');
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const inRoot = <T>(run: () => T): T => {
    vi.spyOn(process, 'cwd').mockReturnValue(root);
    try {
      return run();
    } finally {
      vi.restoreAllMocks();
    }
  };

  it('reads each picture from the post’s folder as a photo the pipeline serves', () => {
    const pictures = inRoot(() => read('![The shop front](/images/blog/a-post/shop-front.jpg)'));
    expect(pictures.get('/images/blog/a-post/shop-front.jpg')).toMatchObject({
      alt: 'The shop front',
      width: 1200,
      height: 600,
      photo: { kind: 'postPicture', focus: 'centre' },
    });
  });

  it('stops the build naming the post and the file when a picture is missing, unreadable or too small', () => {
    expect(() => inRoot(() => read('![Gone](/images/blog/a-post/gone.jpg)'))).toThrow(
      'content/blog/a-post.md: picture /images/blog/a-post/gone.jpg: the picture /images/blog/a-post/gone.jpg does not exist in public/',
    );
    expect(() => inRoot(() => read('![Broken](/images/blog/a-post/broken.jpg)'))).toThrow(
      /^content\/blog\/a-post\.md: picture \/images\/blog\/a-post\/broken\.jpg: .*not a picture the site can read/,
    );
    expect(() => inRoot(() => read('![Small](/images/blog/a-post/thumbnail.jpg)'))).toThrow(
      /thumbnail\.jpg: 400 px wide; a picture in a post needs at least 672 px/,
    );
  });

  it('accepts only pictures uploaded in the post’s own editor, with alternative text', () => {
    for (const src of [
      'https://tracker.example/pixel.gif',
      '/images/team/usman-raza/image.jpg',
      '/images/blog/other-post/shop-front.jpg',
      '/images/blog/a-post/../../team/x.jpg',
      'shop-front.jpg',
    ]) {
      expect(() => inRoot(() => read(`![A picture](${src})`)), src).toThrow(
        /a post shows only pictures uploaded in its editor, which are kept in \/images\/blog\/a-post\//,
      );
    }
    expect(() => inRoot(() => read('![](/images/blog/a-post/shop-front.jpg)'))).toThrow(
      /needs alternative text/,
    );
  });
});
