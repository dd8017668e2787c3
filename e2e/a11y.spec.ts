import type { Page } from '@playwright/test';
import { axeViolations } from './axe';
import { expect, test } from './fixtures';
import { portfolio } from '../src/content/portfolio';
import { services } from '../src/content/services';
import { siteRoutes } from '../src/lib/seo/routes';

/**
 * Case studies share one layout: one with a testimonial and one without stand for them (a category
 * changes the words and pictures, not the layout); e2e/served/case-studies.test.ts checks each
 * page's own content and pictures' alt text, and the HTML checker each page's markup.
 */
const caseStudies = new Set(portfolio.map((item) => item.href));
const sampledCaseStudies = new Set(
  new Map(portfolio.map((item) => [Boolean(item.testimonial), item.href])).values(),
);
/**
 * Services share one layout whose content is plain fields (e2e/served/services.test.ts checks
 * each page): one ending with the call to action and the one ending with testimonials stand for
 * them. Posts share a layout but each has its own Markdown body: each is checked.
 */
const servicePaths = services.map((service) => `/services/${service.slug}`);
const sampledServices = new Set(
  new Map(services.map((service) => [service.closing, `/services/${service.slug}`])).values(),
);
const firstPost = siteRoutes
  .map((route) => route.path)
  .find((path) => path.startsWith('/blog/') && !path.startsWith('/blog/page'));
/**
 * At a phone's width (@phone): the pages whose layout changes the most there, each of its own
 * kind (the home page, a service with its packages, the prices, the forms, a post with its
 * table, the 404 page), and the menu and the search box, which open over the page.
 */
const atPhoneWidth = new Set([
  '/',
  servicePaths[0],
  '/pricing',
  '/contact-us',
  '/book',
  firstPost,
  '/no-such-page',
]);

/** Opens `path` as a visitor sees it settle: loaded, its fonts in, its scripts done with their first work. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 }));
  });
}

test.describe('no axe violations', () => {
  const paths = [...siteRoutes.map((route) => route.path), '/search?q=web', '/no-such-page'];
  const sampled = paths.filter(
    (path) =>
      (!servicePaths.includes(path) || sampledServices.has(path)) &&
      (!caseStudies.has(path) || sampledCaseStudies.has(path)),
  );
  for (const path of sampled) {
    const tag = atPhoneWidth.has(path) ? { tag: '@phone' } : {};
    test(path, tag, async ({ warmPage }) => {
      await open(warmPage, path);
      expect(await axeViolations(warmPage), path).toEqual([]);
    });
  }

  test('with the menu overlay open @phone', async ({ warmPage }) => {
    await open(warmPage, '/');
    await warmPage.getByRole('button', { name: 'Menu' }).click();
    await expect(warmPage.getByRole('dialog', { name: 'Site menu' })).toBeVisible();
    expect(await axeViolations(warmPage)).toEqual([]);
  });

  test('with the search box open @phone', async ({ warmPage }) => {
    await open(warmPage, '/');
    await warmPage.getByRole('button', { name: 'Search', exact: true }).click();
    await warmPage.getByRole('combobox', { name: 'Search the site' }).fill('web');
    // The suggestions are what the check is for: wait until they are shown.
    await expect(warmPage.getByRole('option').first()).toBeVisible();
    expect(await axeViolations(warmPage)).toEqual([]);
  });
});

// Without the site's scripts (JavaScript off, or before the carousels start) the carousel tracks
// are native scrollers. axe needs JavaScript itself, so the page's own scripts are blocked instead.
test.describe('no axe violations without the site scripts', () => {
  const SITE_SCRIPTS = '**/_next/static/**/*.js';
  for (const path of ['/', '/about-us', '/dark/home-modern-agency']) {
    test(path, async ({ warmPage }) => {
      const block = (route: { abort: () => Promise<void> }) => route.abort();
      await warmPage.route(SITE_SCRIPTS, block);
      try {
        await warmPage.goto(path);
        expect(await axeViolations(warmPage), path).toEqual([]);
      } finally {
        await warmPage.unroute(SITE_SCRIPTS, block);
      }
    });
  }
});
