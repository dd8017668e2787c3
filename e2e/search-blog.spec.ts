import { expect, test, type Page } from '@playwright/test';
import { absoluteUrl } from '../src/env';
import { portfolio } from '../src/content/portfolio';
import { services } from '../src/content/services';
import { getAllPosts } from '../src/lib/blog/posts';

// Search and blog behave the same on every layout: this file runs in the desktop project
// (see playwright.config.ts).

const posts = getAllPosts();

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

async function openSearch(page: Page) {
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const input = page.getByRole('combobox', { name: 'Search the site' });
  await expect(input).toBeFocused();
  return input;
}

test.describe('header search', () => {
  test('fetches the index on first focus, not with the page', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await page.goto('/', { waitUntil: 'networkidle' });
    expect(requests).not.toContain('/search-index.json');
    const indexLoaded = page.waitForResponse('**/search-index.json');
    await openSearch(page);
    expect((await indexLoaded).status()).toBe(200);
  });

  test("shows 'seo' results grouped by kind; ArrowDown and Enter open the SEO service", async ({ page }) => {
    await page.goto('/');
    const input = await openSearch(page);
    await input.fill('seo');
    const results = page.getByRole('listbox', { name: 'Search results' });
    const servicesGroup = results.getByRole('group', { name: 'Services' });
    const seo = servicesGroup.getByRole('option', { name: /Search Engine Optimization/ });
    await expect(seo).toBeVisible();
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(input).toHaveAttribute('aria-controls', (await results.getAttribute('id')) ?? '');
    await expect(servicesGroup.getByText('Services', { exact: true })).toBeVisible();

    await input.press('ArrowDown');
    await expect(seo).toHaveAttribute('aria-selected', 'true');
    await expect(input).toHaveAttribute('aria-activedescendant', (await seo.getAttribute('id')) ?? '');
    await expect(input).toBeFocused();
    await input.press('Enter');
    await expect(page).toHaveURL(/\/services\/search-engine-optimization$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Search Engine Optimization' })).toBeVisible();
    await expect(input).toBeHidden();
  });

  test('arrow keys wrap around; Escape closes the popover', async ({ page }) => {
    await page.goto('/');
    const input = await openSearch(page);
    await input.fill('web');
    const options = page.getByRole('listbox', { name: 'Search results' }).getByRole('option');
    await expect(options.first()).toBeVisible();
    await input.press('ArrowUp');
    await expect(options.last()).toHaveAttribute('aria-selected', 'true');
    await input.press('ArrowDown');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await input.press('Escape');
    await expect(input).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
  });

  test('Enter without an active result submits to /search', async ({ page }) => {
    await page.goto('/');
    const input = await openSearch(page);
    await input.fill('mobile app');
    await expect(
      page.getByRole('listbox', { name: 'Search results' }).getByRole('option').first(),
    ).toBeVisible();
    await input.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=mobile\+app$/);
    await expect(page.getByRole('heading', { level: 2, name: /Projects/ })).toBeVisible();
  });

  test('says so when nothing matches', async ({ page }) => {
    await page.goto('/');
    const input = await openSearch(page);
    await input.fill('zzzqqq');
    await expect(page.locator('#site-search').getByText('Nothing matched “zzzqqq”.').first()).toBeVisible();
    await expect(input).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('/search', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('/search?q=mobile lists the mobile-app portfolio items', async ({ page }) => {
      await page.goto('/search?q=mobile');
      await expect(page.getByText('Results for “mobile”')).toBeVisible();
      const projects = page.getByRole('region', { name: /Projects/ });
      const mobileApps = portfolio.filter((item) => item.category === 'mobile-app');
      for (const item of mobileApps) {
        await expect(projects.getByRole('link', { name: new RegExp(item.title) })).toHaveAttribute(
          'href',
          `/portfolio/${item.slug}`,
        );
      }
    });
  });

  test('shows hostile input as text and runs nothing', async ({ page }) => {
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    const hostile = '<script>alert(1)</script>';
    await page.goto(`/search?q=${encodeURIComponent(hostile)}`);
    await expect(page.getByText(`Results for “${hostile}”`)).toBeVisible();
    await expect(page.getByText(`Nothing matched “${hostile}”.`)).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search the site' })).toHaveValue(hostile);
    expect(await page.locator('script:not([src]):not([type])', { hasText: 'alert(1)' }).count()).toBe(0);
    expect(dialogs).toBe(0);
  });

  test('an empty query shows the empty state with links to every service and the blog', async ({ page }) => {
    for (const path of ['/search', '/search?q=', '/search?q=%20%20']) {
      await page.goto(path);
      const results = page.getByRole('region', { name: 'Search results' });
      await expect(results.getByRole('heading', { name: 'Not sure where to start?' })).toBeVisible();
      for (const service of services) {
        await expect(results.getByRole('link', { name: service.cardTitle, exact: true })).toHaveAttribute(
          'href',
          `/services/${service.slug}`,
        );
      }
      await expect(results.getByRole('link', { name: 'blog', exact: true })).toHaveAttribute('href', '/blog');
    }
  });

  test('stays out of search engines; the home page offers a SearchAction', async ({ page, request }) => {
    await page.goto('/search?q=seo');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await page.goto('/');
    const website = (await jsonLd(page)).find((item) => item['@type'] === 'WebSite');
    expect(website?.potentialAction).toMatchObject({
      '@type': 'SearchAction',
      target: `${absoluteUrl('/search')}?q={search_term_string}`,
      'query-input': 'required name=search_term_string',
    });
    const index = await request.get('/search-index.json');
    expect(index.headers()['content-type']).toContain('application/json');
    expect(((await index.json()) as unknown[]).length).toBeGreaterThan(40);
  });
});

test.describe('blog', () => {
  test('/blog lists every post newest first, with date, reading time and a feed link', async ({ page }) => {
    await page.goto('/blog');
    const titles = await page.locator('main article h2').allTextContents();
    expect(titles).toEqual(posts.map((post) => post.title));
    const dates = await page
      .locator('main article time')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('datetime')));
    expect(dates).toEqual(posts.map((post) => post.date));
    await expect(page.locator('main article').first()).toContainText('min read');
    await expect(page.locator('main article img').first()).toBeVisible();
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      'href',
      /\/feed\.xml$/,
    );
    await page.getByRole('link', { name: posts[0]!.title }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${posts[0]!.slug}$`));
  });

  test('a post shows its title, date, reading time, body, JSON-LD and neighbours', async ({ page }) => {
    // A post in the middle has both neighbours.
    const index = 1;
    const post = posts[index]!;
    const newer = posts[index - 1]!;
    const older = posts[index + 1]!;
    await page.goto(`/blog/${post.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
    await expect(page.locator(`time[datetime="${post.date}"]`).first()).toBeVisible();
    await expect(page.getByText(`${post.readingMinutes} min read`).first()).toBeVisible();
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    await expect(page.locator('.article-prose h2[id]').first()).toBeVisible();
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');

    const posting = (await jsonLd(page)).find((item) => item['@type'] === 'BlogPosting');
    expect(posting).toMatchObject({
      headline: post.title,
      datePublished: post.date,
      url: absoluteUrl(`/blog/${post.slug}`),
    });

    const nav = page.getByRole('navigation', { name: 'More articles' });
    await expect(nav.getByRole('link', { name: /Previous post/ })).toHaveAttribute(
      'href',
      `/blog/${older.slug}`,
    );
    await expect(nav.getByRole('link', { name: /Next post/ })).toHaveAttribute('href', `/blog/${newer.slug}`);
  });

  test('the oldest and newest posts link only one way', async ({ page }) => {
    await page.goto(`/blog/${posts.at(-1)!.slug}`);
    const nav = page.getByRole('navigation', { name: 'More articles' });
    await expect(nav.getByRole('link', { name: /Previous post/ })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: /Next post/ })).toHaveCount(1);
    await page.goto(`/blog/${posts[0]!.slug}`);
    await expect(nav.getByRole('link', { name: /Next post/ })).toHaveCount(0);
  });

  test('/feed.xml is RSS 2.0 with one item per post', async ({ page, request }) => {
    const response = await request.get('/feed.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/application\/(rss\+)?xml/);
    const xml = await response.text();
    await page.goto('/blog');
    const feed = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, 'application/xml');
      return {
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
    }, xml);
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
