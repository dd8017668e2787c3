import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { portfolio } from '../src/content/portfolio';
import { siteRoutes } from '../src/lib/seo/routes';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

async function violations(page: Page) {
  const { violations: found } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return found.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
  }));
}

/**
 * Case studies share one layout: one with a testimonial and one without stand for them (a category
 * changes the words and pictures, not the layout); e2e/case-studies.spec.ts checks each page's own
 * content and pictures' alt text, and the HTML checker each page's markup.
 */
const caseStudies = new Set(portfolio.map((item) => item.href));
const sampledCaseStudies = new Set(
  new Map(portfolio.map((item) => [Boolean(item.testimonial), item.href])).values(),
);
/**
 * Services share one layout whose content is plain fields (e2e/services.spec.ts checks each page):
 * the first stands for them. Posts share a layout but each has its own Markdown body: each is
 * checked.
 */
const ofTemplate = (prefix: string) =>
  siteRoutes
    .map((route) => route.path)
    .filter((path) => path.startsWith(prefix) && !path.startsWith('/blog/page'));
const skipped = new Set(ofTemplate('/services/').slice(1));
/**
 * At a phone's width (@phone): the pages whose layout changes the most there, each of its own
 * kind (the home page, a service with its packages, the prices, the forms, a post with its
 * table, the 404 page), and the menu and the search box, which open over the page.
 */
const atPhoneWidth = new Set([
  '/',
  ofTemplate('/services/')[0],
  '/pricing',
  '/contact-us',
  '/book',
  ofTemplate('/blog/')[0],
  '/no-such-page',
]);

test.describe('no axe violations', () => {
  const paths = [...siteRoutes.map((route) => route.path), '/search?q=web', '/no-such-page'];
  const sampled = paths.filter(
    (path) => !skipped.has(path) && (!caseStudies.has(path) || sampledCaseStudies.has(path)),
  );
  for (const path of sampled) {
    const tag = atPhoneWidth.has(path) ? { tag: '@phone' } : {};
    test(path, tag, async ({ page }) => {
      await page.goto(path, { waitUntil: 'networkidle' });
      expect(await violations(page)).toEqual([]);
    });
  }

  test('with the menu overlay open @phone', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Site menu' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('with the search box open @phone', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('combobox', { name: 'Search the site' }).fill('web');
    // The suggestions are what the check is for: wait until they are shown.
    await expect(page.getByRole('option').first()).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});

// Without the site's scripts (JavaScript off, or before the carousels start) the carousel tracks
// are native scrollers. axe needs JavaScript itself, so the page's own scripts are blocked instead.
test.describe('no axe violations without the site scripts', () => {
  for (const path of ['/', '/about-us', '/dark/home-modern-agency']) {
    test(path, async ({ page }) => {
      await page.route('**/_next/static/**/*.js', (route) => route.abort());
      await page.goto(path);
      expect(await violations(page)).toEqual([]);
    });
  }
});
