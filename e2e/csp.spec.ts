/**
 * The strict Content-Security-Policy in the browser (src/proxy.ts, src/lib/security): every page
 * runs, hydrates and navigates without a single violation, and a script slipped into a page does
 * not run. The policy headers themselves (hashes, nonces, the headers around them) are read from
 * the served pages in e2e/served/csp.test.ts.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test as base, type Page } from '@playwright/test';
import { copyOf } from '../src/content/localized';
import { contactCopy, homeCopy } from '../src/content/pages';
import { siteRoutes } from '../src/lib/seo/routes';
import { asNewClient, fillContact, interceptSends, ok, openContactForm } from './form-sends';
import { perRequestPages, watchViolations } from './csp-watch';
import { TEST_BUILD_DIR } from './next-server';

interface Manifest {
  routes: Record<string, string[]>;
}
const manifest = JSON.parse(readFileSync(path.join(TEST_BUILD_DIR, 'csp-manifest.json'), 'utf8')) as Manifest;
/** Every prerendered page a visitor can open (the error documents are served by Next.js itself). */
const prerendered = Object.keys(manifest.routes).filter((route) => !route.startsWith('/_'));
/**
 * e2e/routes.spec.ts loads the English routes with the same watch on violations and console
 * errors (and more: scrolled through, other origins); the case studies it samples are all loaded
 * here, since each lists its own hashes. The sweep below takes every other page.
 */
const sweptByRoutes = new Set(
  siteRoutes.map((route) => route.path).filter((route) => !route.startsWith('/portfolio/')),
);
const swept = [...prerendered, ...perRequestPages].filter(
  (url) => !sweptByRoutes.has(new URL(url, 'http://x').pathname),
);

/** Pages per test in the sweep: one load each. */
const PAGES_PER_TEST = 10;
function inGroups<T>(items: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  );
}

interface Watched {
  page: Page;
  violations: string[];
  errors: string[];
}

/**
 * One page per worker, in a context of its own that records every violation and console error
 * from its start: the read-only tests below load their pages in it, each reading only what was
 * recorded while it ran.
 */
const test = base.extend<object, { watched: Watched }>({
  watched: [
    async ({ browser }, use, workerInfo) => {
      const { viewport, deviceScaleFactor, isMobile, hasTouch, userAgent, reducedMotion, locale, baseURL } =
        workerInfo.project.use;
      const context = await browser.newContext({
        viewport,
        deviceScaleFactor,
        isMobile,
        hasTouch,
        userAgent,
        reducedMotion,
        locale,
        baseURL,
      });
      const recorded = await watchViolations(context);
      const page = await context.newPage();
      await use({ page, ...recorded });
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/** What `watched` records from now on. */
function recordedFromNow({ violations, errors }: Watched) {
  const [fromViolation, fromError] = [violations.length, errors.length];
  return {
    violations: () => violations.slice(fromViolation),
    errors: () => errors.slice(fromError),
  };
}

test.describe('in the browser', () => {
  for (const group of inGroups(swept, PAGES_PER_TEST)) {
    test(`no violation, console error or exception: ${group[0]} … ${group.at(-1)}`, async ({ watched }) => {
      const recorded = recordedFromNow(watched);
      for (const url of group) await watched.page.goto(url, { waitUntil: 'load' });
      expect(recorded.violations()).toEqual([]);
      expect(recorded.errors().filter((error) => !/404 \(Not Found\)/.test(error))).toEqual([]);
    });
  }

  test('pages hydrate under the policy: the menu opens, a carousel moves, a form sends', async ({
    page,
    context,
  }) => {
    const watched = await watchViolations(context);
    await context.setExtraHTTPHeaders(asNewClient());
    await page.goto('/');
    const menu = page.getByRole('button', { name: 'Menu' });
    if (await menu.isVisible()) {
      await menu.click();
      await expect(page.getByRole('dialog', { name: 'Site menu' })).toBeVisible();
      await page.keyboard.press('Escape');
    }
    // The testimonials carousel starts (and shows its arrows) once it comes near the viewport.
    const carousel = page.getByRole('region', { name: homeCopy.testimonials.heading, exact: true });
    await carousel.scrollIntoViewIfNeeded();
    const track = carousel.locator('.carousel-track');
    const before = await track.evaluate((node) => getComputedStyle(node).transform);
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(() => track.evaluate((node) => getComputedStyle(node).transform)).not.toBe(before);

    const sends = await interceptSends(page, ok);
    const fields = await openContactForm(page, '/contact-us', contactCopy);
    await fillContact(fields, {
      name: 'Ayesha Khan',
      email: 'ayesha@example.pk',
      subject: 'CSP',
      message: 'Checking the policy.',
    });
    await fields.submit.click();
    await expect.poll(() => sends.length).toBe(1);
    expect(watched.violations).toEqual([]);
  });

  test('the Urdu menu opens, and so does the menu of the search page (rendered per request)', async ({
    watched,
  }) => {
    const { page } = watched;
    const recorded = recordedFromNow(watched);
    const common = copyOf('ur', 'common');
    await page.goto('/ur/about-us');
    await page.getByRole('button', { name: common.menu.open }).click();
    await expect(page.getByRole('dialog', { name: common.menu.name })).toBeVisible();
    await page.goto('/search?q=seo');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Site menu' })).toBeVisible();
    expect(recorded.violations()).toEqual([]);
  });

  for (const [language, trail] of [
    ['English', ['/', '/about-us', '/services', '/services/web-development', '/portfolio', '/contact-us']],
    [
      'Urdu',
      [
        '/ur',
        '/ur/about-us',
        '/ur/services',
        '/ur/services/web-development',
        '/ur/privacy',
        '/ur/contact-us',
      ],
    ],
  ] as const) {
    test(`client-side navigation through ${trail.length - 1} pages in ${language}, without a violation`, async ({
      watched,
    }) => {
      const { page } = watched;
      const recorded = recordedFromNow(watched);
      await page.goto(trail[0]);
      await page.evaluate(() => Object.assign(window, { __samePage: true }));
      for (const next of trail.slice(1)) {
        await navigateWithin(page, next);
        // Still the first document: the router swapped the page, the policy of the first one holds.
        expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage), next).toBe(true);
      }
      expect(recorded.violations()).toEqual([]);
      expect(recorded.errors()).toEqual([]);
    });
  }
});

/** Follows the page's own link to `target` (Next.js's router; hidden menu links are clicked by script). */
async function navigateWithin(page: Page, target: string) {
  const link = page.locator(`a[href="${target}"]`).first();
  await expect(link, `a link to ${target}`).toHaveCount(1);
  await link.dispatchEvent('click');
  await page.waitForURL((url) => url.pathname === target);
  await expect(page.locator('main')).toBeVisible();
}

test.describe('a script slipped into a page', () => {
  for (const url of ['/about-us', '/ur/services', '/search?q=seo']) {
    test(`does not run on ${url}, and the page reports it`, async ({ page, context }) => {
      const watched = await watchViolations(context);
      // The real page and its real headers, with one inline script more, as an injection would add.
      await page.route(
        (address) => address.pathname === url.split('?')[0],
        async (route) => {
          if (route.request().resourceType() !== 'document') return route.continue();
          const response = await route.fetch();
          const html = (await response.text()).replace(
            '</head>',
            '<script>window.__injected = true</script></head>',
          );
          await route.fulfill({ response, body: html });
        },
      );
      await page.goto(url);
      await expect.poll(() => watched.violations.length).toBeGreaterThan(0);
      expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined();
      expect(watched.violations.join('\n')).toMatch(/script-src(?:-elem)? inline/);
    });
  }
});
