import { expect, test } from '@playwright/test';
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

/** Routes in groups small enough for one test each (one page load per route). */
const ROUTES_PER_TEST = 15;
function inGroups<T>(items: readonly T[]): T[][] {
  const groups: T[][] = [];
  for (let start = 0; start < items.length; start += ROUTES_PER_TEST)
    groups.push(items.slice(start, start + ROUTES_PER_TEST));
  return groups;
}
const groupName = (group: readonly string[]) => `${group[0]} … ${group.at(-1)}`;

test.describe('every route', () => {
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

// 320 px: the narrowest phone; no breakpoint sits between it and 375 px, so one sweep covers both.
for (const width of [320]) {
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
