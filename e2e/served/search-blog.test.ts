/**
 * The search results page and the blog as served, which is what a visitor without JavaScript and
 * a crawler get: results rendered on the server, hostile queries shown as text, the empty state,
 * the blog's list, posts, neighbours and RSS feed. The header search box (typing, keys, the
 * index fetched on first focus) is in e2e/search-blog.spec.ts.
 */
import { JSDOM } from 'jsdom';
import { describe, expect, test } from 'vitest';
import { absoluteUrl } from '@/env';
import { portfolio } from '@/content/portfolio';
import { services } from '@/content/services';
import { getAllPosts } from '@/lib/blog/posts';
import { all, only, served, servedPage, textOf } from '@test-support/served';

const posts = getAllPosts();

/**
 * Whether a visitor sees the element: not in a template, nor under `hidden` but for the parts
 * Next.js streams in (`<div hidden id="S:…">`), which a script swaps in and, without JavaScript,
 * the page's <noscript> style shows (e2e/motion.spec.ts checks that one in a browser).
 */
const shown = (element: Element) => !element.closest('template, [hidden]:not([id^="S:"])');

/** The text a visitor reads in `root`: no scripts, styles or hidden parts. */
function visibleText(root: Element): string {
  const copy = root.cloneNode(true) as Element;
  for (const skipped of copy.querySelectorAll('script, style, template, noscript, [hidden]:not([id^="S:"])'))
    skipped.remove();
  return textOf(copy);
}

/** Elements matching `selector` whose own text reads `text`, that a visitor sees. */
const withText = (root: ParentNode, selector: string, text: string) =>
  all(root, selector).filter((element) => shown(element) && textOf(element) === text);

/** A <time>'s machine-readable date (the parser keeps the attribute's case as React writes it). */
const dateOf = (time: Element | null | undefined) =>
  time?.getAttribute('datetime') ?? time?.getAttribute('dateTime') ?? null;

const jsonLd = (document: Document) =>
  all(document, 'script[type="application/ld+json"]').map(
    (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
  );

describe('/search', () => {
  test('/search?q=mobile lists the mobile-app portfolio items, without JavaScript', async () => {
    const { document } = await servedPage('/search?q=mobile');
    expect(withText(document, 'div', 'Results for “mobile”')).toHaveLength(1);
    const projects = all(document, 'section[aria-labelledby]').find((section) =>
      /Projects/.test(textOf(document.getElementById(section.getAttribute('aria-labelledby') ?? ''))),
    );
    expect(projects && shown(projects)).toBe(true);
    const mobileApps = portfolio.filter((item) => item.category === 'mobile-app');
    expect(mobileApps.length).toBeGreaterThan(0);
    for (const item of mobileApps) {
      const links = all(projects!, 'a').filter((link) => textOf(link).includes(item.title));
      expect(
        links.map((link) => link.getAttribute('href')),
        item.title,
      ).toEqual([`/portfolio/${item.slug}`]);
    }
  });

  test('shows hostile input as text and writes no script of it', async () => {
    const hostile = '<script>alert(1)</script>';
    const { document } = await servedPage(`/search?q=${encodeURIComponent(hostile)}`);
    const text = visibleText(document.body);
    expect(text).toContain(`Results for “${hostile}”`);
    expect(text).toContain(`Nothing matched “${hostile}”.`);
    // The search box of the page (the header's is a combobox), labelled as the header's is.
    const box = all(document, 'input[type="search"]').filter(
      (input) => textOf(document.querySelector(`label[for="${input.id}"]`)) === 'Search the site',
    );
    expect(box.map((input) => input.getAttribute('value'))).toEqual([hostile]);
    const scripts = all(document, 'script:not([src]):not([type])').filter((script) =>
      (script.textContent ?? '').startsWith('alert(1)'),
    );
    expect(scripts).toHaveLength(0);
  });

  test.each(['/search', '/search?q=', '/search?q=%20%20'])(
    '%s shows the empty state with links to every service and the blog',
    async (path) => {
      const { document } = await servedPage(path);
      const results = only(document, 'section[aria-label="Search results"]');
      expect(shown(results)).toBe(true);
      expect(withText(results, 'h2', 'Not sure where to start?')).toHaveLength(1);
      for (const service of services) {
        const links = withText(results, 'a', service.cardTitle);
        expect(
          links.map((link) => link.getAttribute('href')),
          service.slug,
        ).toEqual([`/services/${service.slug}`]);
      }
      expect(withText(results, 'a', 'blog').map((link) => link.getAttribute('href'))).toEqual(['/blog']);
    },
  );

  test('stays out of search engines; the home page offers a SearchAction', async () => {
    const search = await servedPage('/search?q=seo');
    expect(only(search.document, 'meta[name="robots"]').getAttribute('content')).toMatch(/noindex/);
    const website = jsonLd((await servedPage('/')).document).find((item) => item['@type'] === 'WebSite');
    expect(website?.potentialAction).toMatchObject({
      '@type': 'SearchAction',
      target: `${absoluteUrl('/search')}?q={search_term_string}`,
      'query-input': 'required name=search_term_string',
    });
    const index = await served('/search-index.json');
    expect(index.headers.get('content-type')).toContain('application/json');
    expect(((await index.json()) as unknown[]).length).toBeGreaterThan(40);
  });
});

describe('blog', () => {
  test('/blog lists every post newest first, with date, reading time, a link to each and a feed link', async () => {
    const { document } = await servedPage('/blog');
    const articles = all(document, 'main article');
    expect(articles.map((article) => textOf(article.querySelector('h2')))).toEqual(
      posts.map((post) => post.title),
    );
    expect(articles.map((article) => dateOf(article.querySelector('time')))).toEqual(
      posts.map((post) => post.date),
    );
    expect(textOf(articles[0])).toContain('min read');
    expect(articles[0]?.querySelector('img')).not.toBeNull();
    expect(only(document, 'link[rel="alternate"][type="application/rss+xml"]').getAttribute('href')).toMatch(
      /\/feed\.xml$/,
    );
    const first = withText(only(document, 'main'), 'a', posts[0]!.title);
    expect(first.map((link) => link.getAttribute('href'))).toEqual([`/blog/${posts[0]!.slug}`]);
  });

  test('a post shows its title, date, reading time, body, JSON-LD and neighbours', async () => {
    // A post in the middle has both neighbours.
    const index = 1;
    const post = posts[index]!;
    const newer = posts[index - 1]!;
    const older = posts[index + 1]!;
    const { document } = await servedPage(`/blog/${post.slug}`);
    expect(textOf(only(document, 'h1'))).toBe(post.title);
    expect(
      all(document, 'time').filter((time) => shown(time) && dateOf(time) === post.date).length,
    ).toBeGreaterThan(0);
    expect(visibleText(only(document, 'main'))).toContain(`${post.readingMinutes} min read`);
    const breadcrumb = only(document, 'nav[aria-label="Breadcrumb"]');
    expect(withText(breadcrumb, 'a', 'Blog').map((link) => link.getAttribute('href'))).toEqual(['/blog']);
    expect(all(document, '.article-prose h2[id]').filter(shown).length).toBeGreaterThan(0);
    expect(only(document, 'meta[property="og:type"]').getAttribute('content')).toBe('article');

    const posting = jsonLd(document).find((item) => item['@type'] === 'BlogPosting');
    expect(posting).toMatchObject({
      headline: post.title,
      datePublished: post.date,
      url: absoluteUrl(`/blog/${post.slug}`),
    });

    const nav = only(document, 'nav[aria-label="More articles"]');
    const linkTo = (name: RegExp) =>
      all(nav, 'a')
        .filter((link) => name.test(textOf(link)))
        .map((link) => link.getAttribute('href'));
    expect(linkTo(/Previous post/)).toEqual([`/blog/${older.slug}`]);
    expect(linkTo(/Next post/)).toEqual([`/blog/${newer.slug}`]);
  });

  test('the oldest and newest posts link only one way', async () => {
    const links = async (slug: string, name: RegExp) => {
      const { document } = await servedPage(`/blog/${slug}`);
      const nav = only(document, 'nav[aria-label="More articles"]');
      return all(nav, 'a').filter((link) => name.test(textOf(link)));
    };
    expect(await links(posts.at(-1)!.slug, /Previous post/)).toHaveLength(0);
    expect(await links(posts.at(-1)!.slug, /Next post/)).toHaveLength(1);
    expect(await links(posts[0]!.slug, /Next post/)).toHaveLength(0);
  });

  test('/feed.xml is RSS 2.0 with one item per post', async () => {
    const response = await served('/feed.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/(rss\+)?xml/);
    // A strict XML parser (jsdom's), as a feed reader's: a malformed feed gives a <parsererror> document.
    const { DOMParser } = new JSDOM('').window;
    const doc = new DOMParser().parseFromString(await response.text(), 'application/xml');
    const feed = {
      error: doc.querySelector('parsererror')?.textContent ?? null,
      root: doc.documentElement.nodeName,
      version: doc.documentElement.getAttribute('version'),
      channelTitle: doc.querySelector('channel > title')?.textContent,
      items: [...doc.querySelectorAll('item')].map((item) => ({
        title: item.querySelector('title')?.textContent,
        link: item.querySelector('link')?.textContent,
        guid: item.querySelector('guid')?.textContent,
        pubDate: item.querySelector('pubDate')?.textContent,
        categories: item.querySelectorAll('category').length,
      })),
    };
    expect(feed.error).toBeNull();
    expect(feed).toMatchObject({ root: 'rss', version: '2.0' });
    expect(feed.items).toHaveLength(posts.length);
    feed.items.forEach((item, i) => {
      const post = posts[i]!;
      expect(item).toMatchObject({
        title: post.title,
        link: absoluteUrl(`/blog/${post.slug}`),
        guid: absoluteUrl(`/blog/${post.slug}`),
        pubDate: new Date(post.date).toUTCString(),
        categories: post.tags.length,
      });
    });
  });
});
