import { expect, test } from '@playwright/test';
import { absoluteUrl } from '../src/env';
import { siteConfig } from '../src/content/site';
import { portfolio } from '../src/content/portfolio';
import { siteRoutes as allRoutes } from '../src/lib/seo/routes';

/**
 * Case studies share one layout, and e2e/case-studies.spec.ts checks each one's served page
 * (breadcrumb, sections, JSON-LD, 320 px) already: here every other route and three of them.
 */
const sampledCaseStudies = new Set(portfolio.slice(0, 3).map((item) => item.href));
const siteRoutes = allRoutes.filter(
  (route) => !route.path.startsWith('/portfolio/') || sampledCaseStudies.has(route.path),
);
import { expectShareCards } from './share-cards';

const brand = siteConfig.name;

/** Routes in groups small enough for one test each (one page load per route). */
const ROUTES_PER_TEST = 15;
function inGroups<T>(items: readonly T[]): T[][] {
  const groups: T[][] = [];
  for (let start = 0; start < items.length; start += ROUTES_PER_TEST)
    groups.push(items.slice(start, start + ROUTES_PER_TEST));
  return groups;
}
const groupName = (group: readonly string[]) => `${group[0]} … ${group.at(-1)}`;

test.describe('every route, as served', () => {
  // Status, title, description, canonical, share cards and heading are in the served HTML, where
  // crawlers read them (and JavaScript-off visitors see them); no need to run the page.
  test.use({ javaScriptEnabled: false });

  for (const route of siteRoutes) {
    test(`${route.path} answers 200 with its own title, description, canonical and share cards`, async ({
      page,
      request,
    }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(`${route.title} | ${brand}`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', route.description);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', absoluteUrl(route.path));
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
        'content',
        absoluteUrl(route.path),
      );
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).toBeVisible();
      await expectShareCards(page, request);
    });
  }
});

test.describe('every route', () => {
  for (const group of inGroups(siteRoutes.filter((r) => r.path !== '/' && r.indexable))) {
    test(`inner pages show a breadcrumb back to Home: ${groupName(group.map((r) => r.path))}`, async ({
      page,
    }) => {
      test.slow(); // one page load per route
      for (const route of group) {
        await page.goto(route.path);
        const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
        await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
        await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(route.title);
      }
    });
  }

  for (const group of inGroups(siteRoutes)) {
    test(`no route logs a console error, throws, breaks the content security policy or calls another origin: ${groupName(group.map((r) => r.path))}`, async ({
      page,
      baseURL,
    }) => {
      test.slow(); // one page load per route
      const problems: string[] = [];
      const own = new URL(baseURL ?? '').origin;
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.protocol === 'data:' || url.protocol === 'blob:') return;
        if (url.origin !== own) problems.push(`${page.url()}: requested ${request.url()}`);
      });
      // CSP violations (e.g. a library probing for eval) never reach the console.
      await page.exposeFunction('reportViolation', (text: string) =>
        problems.push(`${page.url()}: CSP ${text}`),
      );
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
            `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`,
          );
        });
      });
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`${page.url()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
      for (const route of group) {
        await page.goto(route.path, { waitUntil: 'networkidle' });
        // Scroll through so lazy images and in-view effects load and run too.
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await page.waitForFunction(() =>
          Array.from(document.images)
            .filter((image) => {
              const box = image.getBoundingClientRect();
              return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight;
            })
            .every((image) => image.complete),
        );
      }
      expect(problems).toEqual([]);
    });
  }
});

for (const width of [320, 375]) {
  test.describe(`at ${width} px wide`, () => {
    test.use({ viewport: { width, height: 812 } });

    for (const group of inGroups([...siteRoutes.map((r) => r.path), '/search?q=seo', '/no-such-page'])) {
      test(`no page scrolls sideways: ${groupName(group)}`, async ({ page }) => {
        test.slow(); // one page load per route
        for (const route of group) {
          await page.goto(route);
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - window.innerWidth,
          );
          expect(overflow, route).toBeLessThanOrEqual(0);
        }
      });
    }
  });
}

test.describe('redirects', () => {
  const cases: [string, string][] = [
    ['/about', '/about-us'],
    ['/contact', '/contact-us'],
    ['/Portfolio', '/portfolio'],
    ['/services/ui-ux', '/services/Ui-Ux'],
    ['/services/video-editing', '/services/Video-Editing'],
    ['/services/branding-services', '/services/Branding-services'],
    ['/about-us/', '/about-us'],
  ];
  for (const [from, to] of cases) {
    test(`${from} redirects permanently to ${to}`, async ({ request }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect([301, 308]).toContain(response.status());
      expect(new URL(response.headers()['location'] ?? '', 'http://x').pathname).toBe(to);
    });
  }

  test('the real pages do not redirect', async ({ request }) => {
    for (const path of [
      '/portfolio',
      '/services/Ui-Ux',
      '/services/Video-Editing',
      '/services/Branding-services',
    ]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
    }
  });
});

test.describe('unknown paths', () => {
  for (const path of ['/no-such-page', '/services/no-such-service', '/SERVICES', '/dark/home-agency']) {
    test(`${path} answers 404 with the not-found page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      await expect(page.getByText('Sorry, but the page you are looking for does not exist.')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    });
  }

  test('/dark/page-error404 shows the same page, kept out of search results', async ({ page }) => {
    await page.goto('/dark/page-error404');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });
});
