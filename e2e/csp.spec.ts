/**
 * The strict Content-Security-Policy (src/proxy.ts, src/lib/security): every prerendered page
 * lists exactly its own inline scripts' hashes and no 'unsafe-inline'; pages rendered per request
 * get a nonce; every page runs, hydrates and navigates without a single violation; and a script
 * slipped into a page does not run.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { copyOf } from '../src/content/localized';
import { contactCopy, homeCopy } from '../src/content/pages';
import { translatablePages } from '../src/content/schema/translatable-pages';
import { asNewClient, fillContact, interceptSends, ok, openContactForm } from './form-sends';
import { executableInlineScripts, scriptSrc, sha256Source, watchViolations } from './csp-watch';
import { TEST_BUILD_DIR } from './next-server';

interface Manifest {
  buildId: string;
  routes: Record<string, string[]>;
}
const manifest = JSON.parse(readFileSync(path.join(TEST_BUILD_DIR, 'csp-manifest.json'), 'utf8')) as Manifest;
/** Every prerendered page a visitor can open (the error documents are served by Next.js itself). */
const prerendered = Object.keys(manifest.routes).filter((route) => !route.startsWith('/_'));
const perRequest = [
  '/search?q=seo',
  '/contact-us?subject=Website',
  '/ur/contact-us?subject=Website',
  '/book',
  '/ur/book',
  '/no-such-page',
  '/ur/no-such-page',
];

function inGroups<T>(items: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  );
}

test.describe('the policy headers', () => {
  test('the build prerendered both languages and every page of the sitemap but those made per request', async ({
    request,
  }) => {
    expect(prerendered).toEqual(
      expect.arrayContaining(['/', '/ur', '/services/web-development', '/ur/services/web-development']),
    );
    // The booking page reads the free times and signs its form on each request.
    const madePerRequest = translatablePages
      .filter((page) => 'perRequest' in page)
      .flatMap((page) => [page.path, `/ur${page.path}`]);
    expect(madePerRequest).toContain('/book');
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const [, url = ''] of sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)) {
      const page = decodeURIComponent(new URL(url).pathname);
      if (madePerRequest.includes(page)) expect(prerendered, url).not.toContain(page);
      else expect(prerendered, url).toContain(page);
    }
  });

  test("every prerendered page lists exactly its own inline scripts' hashes, and no 'unsafe-inline'", async ({
    request,
  }) => {
    test.slow(); // about eighty pages
    for (const route of prerendered) {
      const response = await request.get(route);
      expect(response.status(), route).toBe(200);
      const policy = response.headers()['content-security-policy'] ?? '';
      const sources = scriptSrc(policy);
      const hashes = [
        ...new Set(executableInlineScripts(await response.text()).map(({ text }) => sha256Source(text))),
      ];
      expect(sources, route).not.toContain("'unsafe-inline'");
      expect(sources.filter((source) => source.startsWith("'sha256-")).sort(), route).toEqual(hashes.sort());
      expect(
        sources.filter((source) => !source.startsWith("'sha256-")),
        route,
      ).toEqual(["'self'"]);
      for (const directive of [
        "object-src 'none'",
        "base-uri 'none'",
        "frame-ancestors 'none'",
        "form-action 'self'",
      ]) {
        expect(policy, route).toContain(directive);
      }
    }
  });

  test('a page with query values follows the rewrite: the filtered portfolio is prerendered, the prefilled form is not', async ({
    request,
  }) => {
    const filtered = await request.get('/portfolio?category=mobile-apps');
    expect(
      scriptSrc(filtered.headers()['content-security-policy'] ?? '')
        .slice(1)
        .sort(),
    ).toEqual([...manifest.routes['/portfolio/category/mobile-apps']!].sort());
  });

  test('pages rendered per request get a fresh nonce on every script Next.js writes, and no inline allowance', async ({
    request,
  }) => {
    for (const url of perRequest) {
      const [first, second] = [await request.get(url), await request.get(url)];
      const sources = scriptSrc(first.headers()['content-security-policy'] ?? '');
      const nonce = /^'nonce-(.+)'$/.exec(sources[0] ?? '')?.[1];
      expect(nonce, url).toBeTruthy();
      expect(sources[1], url).toBe("'strict-dynamic'");
      expect(sources, url).not.toContain("'unsafe-inline'");
      expect(second.headers()['content-security-policy'], url).not.toContain(nonce);
      // Each inline script carries the nonce or is one of the site's own, allowed by hash.
      for (const script of executableInlineScripts(await first.text())) {
        if (script.nonce !== undefined) expect(script.nonce, url).toBe(nonce);
        else expect(sources, `${url}: ${script.text.slice(0, 60)}`).toContain(sha256Source(script.text));
      }
    }
  });

  test('the security headers around the policy', async ({ request }) => {
    const headers = (await request.get('/')).headers();
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(headers['cross-origin-resource-policy']).toBe('same-site');
    expect(headers['reporting-endpoints']).toBe('csp="/api/csp-report"');
    expect(headers['content-security-policy']).toContain('report-to csp');
  });

  test('violation reports are taken, capped in size and logged without the query', async ({ request }) => {
    const report = {
      'csp-report': {
        'document-uri': 'http://localhost/search?q=x',
        'effective-directive': 'script-src-elem',
        'blocked-uri': 'inline',
      },
    };
    const headers = { 'content-type': 'application/csp-report', ...asNewClient() };
    expect((await request.post('/api/csp-report', { headers, data: JSON.stringify(report) })).status()).toBe(
      204,
    );
    const huge = JSON.stringify({ 'csp-report': { 'blocked-uri': 'x'.repeat(20_000) } });
    expect((await request.post('/api/csp-report', { headers, data: huge })).status()).toBe(413);
  });
});

test.describe('in the browser', () => {
  for (const group of inGroups([...prerendered, ...perRequest], 10)) {
    test(`no violation, console error or exception: ${group[0]} … ${group.at(-1)} @phone`, async ({
      page,
      context,
    }) => {
      test.slow();
      const watched = await watchViolations(context);
      for (const url of group) await page.goto(url, { waitUntil: 'load' });
      expect(watched.violations).toEqual([]);
      expect(watched.errors.filter((error) => !/404 \(Not Found\)/.test(error))).toEqual([]);
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
    page,
    context,
  }) => {
    const watched = await watchViolations(context);
    const common = copyOf('ur', 'common');
    await page.goto('/ur/about-us');
    await page.getByRole('button', { name: common.menu.open }).click();
    await expect(page.getByRole('dialog', { name: common.menu.name })).toBeVisible();
    await page.goto('/search?q=seo');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Site menu' })).toBeVisible();
    expect(watched.violations).toEqual([]);
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
      page,
      context,
    }) => {
      const watched = await watchViolations(context);
      await page.goto(trail[0]);
      await page.evaluate(() => Object.assign(window, { __samePage: true }));
      for (const next of trail.slice(1)) {
        await navigateWithin(page, next);
        // Still the first document: the router swapped the page, the policy of the first one holds.
        expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage), next).toBe(true);
      }
      expect(watched.violations).toEqual([]);
      expect(watched.errors).toEqual([]);
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
