import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page, type Request } from '@playwright/test';
import { BUDGETS, MEASURED_PAGES } from '../scripts/bench/config';
import { serviceLinks } from '../src/content/services';
import { test as analyticsTest } from './analytics-site';
import { TEST_BUILD_DIR } from './next-server';

interface Loaded {
  url: string;
  type: string;
  /** Bytes on the wire (compressed body), as Lighthouse counts them. */
  bytes: number;
  /**
   * The speed beacon's chunk (web-vitals, src/lib/vitals/beacon.ts), asked for after the page's
   * load event had ended: loaded once the page is interactive, so not part of its first load; it
   * is held to a budget of its own (VITALS_CHUNK_BUDGET_BYTES). Asked for earlier, it counts.
   */
  afterInteractive: boolean;
}

/** Strings only the speed beacon's chunk holds: web-vitals' entry type and its endpoint. */
const isVitalsChunk = (code: string) =>
  code.includes('largest-contentful-paint') && code.includes('/api/vitals');
/** The speed beacon's chunk, compressed (web-vitals 6.2.3 alone is 3.3 KB gzipped). */
const VITALS_CHUNK_BUDGET_BYTES = 4 * 1024;

/** When each of `urls` was asked for, and when the page's load event ended (ms since navigation). */
function requestTimes(page: Page, urls: string[]) {
  return page.evaluate((names) => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const started = names.map((name) => performance.getEntriesByName(name)[0]?.startTime ?? -1);
    return { loadEnd: navigation?.loadEventEnd ?? 0, started };
  }, urls);
}

/** Every request a page makes until the network is idle, with its transferred size. */
async function firstLoad(page: Page, path: string): Promise<Loaded[]> {
  const finished: Promise<Omit<Loaded, 'afterInteractive'> & { vitals: boolean }>[] = [];
  const onFinished = (request: Request) =>
    finished.push(
      Promise.all([
        request.sizes(),
        request.resourceType() === 'script' ? request.response().then((r) => r?.text() ?? '') : '',
      ]).then(([sizes, code]) => ({
        url: request.url(),
        type: request.resourceType(),
        bytes: sizes.responseBodySize,
        vitals: isVitalsChunk(code),
      })),
    );
  page.on('requestfinished', onFinished);
  // The speed beacon's chunk comes once the page is idle after its load, which on a busy machine
  // can be after the network first falls quiet: wait for it (up to its loader's own limit) too.
  const vitalsChunk = page
    .waitForResponse(
      async (response) =>
        response.request().resourceType() === 'script' && isVitalsChunk(await response.text()),
      { timeout: 15_000 },
    )
    .catch(() => undefined);
  await page.goto(path, { waitUntil: 'networkidle' });
  await (await vitalsChunk)?.finished();
  page.off('requestfinished', onFinished);
  const loaded = await Promise.all(finished);
  const vitalsUrls = loaded.filter((entry) => entry.vitals).map((entry) => entry.url);
  const { loadEnd, started } = await requestTimes(page, vitalsUrls);
  const askedFor = new Map(vitalsUrls.map((url, index) => [url, started[index] ?? -1]));
  return loaded.map(({ vitals, ...entry }) => ({
    ...entry,
    afterInteractive: vitals && loadEnd > 0 && (askedFor.get(entry.url) ?? -1) >= loadEnd,
  }));
}

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

/** The first load's JavaScript: every script but one loaded after the page was interactive. */
const scriptBytes = (loaded: Loaded[]) =>
  loaded
    .filter((entry) => entry.type === 'script' && !entry.afterInteractive)
    .reduce((sum, entry) => sum + entry.bytes, 0);

/** What analytics may add to a page's first load, compressed (the budget). */
const ANALYTICS_BUDGET_BYTES = 3 * 1024;
/** Strings only Plausible's tracker and the site's analytics code contain. */
const TRACKER_CODE = ['plausible.init() can only be called once', 'plausible_ignore', '/api/event'];

// Byte counts are the same at every width; each page runs once (see playwright.config.ts).
// (That nothing comes from another origin is checked for every route in identity.spec.ts.)
test.describe('first-load budgets', () => {
  for (const path of MEASURED_PAGES) {
    test(`${path}: at most ${BUDGETS.jsKb} KB of JavaScript on the first load`, async ({ page }) => {
      const loaded = await firstLoad(page, path);
      const scripts = loaded.filter((entry) => entry.type === 'script');
      expect(scripts.length).toBeGreaterThan(0);
      expect(
        kb(scriptBytes(loaded)),
        scripts
          .map((s) => `${s.url} ${kb(s.bytes)} KB${s.afterInteractive ? ' (after interactive)' : ''}`)
          .join('\n'),
      ).toBeLessThanOrEqual(BUDGETS.jsKb);
      // The speed beacon's chunk did load, after the load event, within its own budget.
      const deferred = scripts.filter((entry) => entry.afterInteractive);
      expect(deferred).toHaveLength(1);
      expect(deferred[0]!.bytes).toBeLessThanOrEqual(VITALS_CHUNK_BUDGET_BYTES);
    });
  }
});

test.describe('analytics off (the test build has no NEXT_PUBLIC_PLAUSIBLE_DOMAIN)', () => {
  test('adds nothing: no build file holds tracker code, no page asks for /api/event, and it answers 404', async ({
    page,
    request,
  }) => {
    const chunks = join(process.cwd(), TEST_BUILD_DIR, 'static');
    const files = (readdirSync(chunks, { recursive: true }) as string[]).filter((file) =>
      file.endsWith('.js'),
    );
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const code = readFileSync(join(chunks, file), 'utf8');
      for (const marker of TRACKER_CODE) expect(code, `${file} holds "${marker}"`).not.toContain(marker);
    }

    const analyticsRequests: string[] = [];
    page.on('request', (sent) => {
      if (new URL(sent.url()).pathname === '/api/event') analyticsRequests.push(sent.url());
    });
    for (const measured of MEASURED_PAGES) await page.goto(measured, { waitUntil: 'networkidle' });
    expect(analyticsRequests).toEqual([]);

    const event = { n: 'pageview', u: 'http://127.0.0.1/', d: 'ravidigital.pk' };
    expect((await request.post('/api/event', { data: JSON.stringify(event) })).status()).toBe(404);
  });
});

analyticsTest.describe('analytics on', { tag: '@analytics' }, () => {
  analyticsTest(
    'every measured page loads at most 3 KB more JavaScript than without analytics',
    async ({ site, browser, baseURL }) => {
      // 28 first loads in fresh contexts: up to 15 s each on a busy two-core machine.
      analyticsTest.setTimeout(420_000);
      /** The first load of `url` in a fresh context, so nothing comes from the cache. */
      const measure = async (url: string) => {
        const context = await browser.newContext();
        const page = await context.newPage();
        const scripts: Promise<string>[] = [];
        page.on('response', (response) => {
          if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
        });
        const bytes = scriptBytes(await firstLoad(page, url));
        const tracker = (await Promise.all(scripts)).some((code) => code.includes('plausible_ignore'));
        await context.close();
        return { bytes, tracker };
      };
      for (const measured of MEASURED_PAGES) {
        // On 127.0.0.1 the tracker loads but counts nothing, so the page's network goes quiet.
        const on = await measure(`${site.loopback}${measured}`);
        const off = await measure(`${baseURL}${measured}`);
        const added = on.bytes - off.bytes;
        console.log(
          `${measured}: ${kb(off.bytes)} KB without analytics, ${kb(on.bytes)} KB with (+${added} bytes)`,
        );
        expect([on.tracker, off.tracker], measured).toEqual([true, false]);
        expect(added, measured).toBeLessThanOrEqual(ANALYTICS_BUDGET_BYTES);
      }
    },
  );
});

test.describe('links prefetch on intent', () => {
  /** Requests for a page's data that Next.js's router makes ahead of a navigation. */
  const prefetchesOf = (page: Page) => {
    const paths: string[] = [];
    page.on('request', (request) => {
      if (request.headers()['next-router-prefetch']) paths.push(new URL(request.url()).pathname);
    });
    return paths;
  };

  test('none while the page loads; the pointer over a link prefetches its page', async ({ page }) => {
    const prefetched = prefetchesOf(page);
    await page.goto('/services', { waitUntil: 'networkidle' });
    expect(prefetched).toEqual([]);

    const target = serviceLinks[0]!.href;
    const link = page.getByRole('main').locator(`a[href="${target}"]`).first();
    const targetPrefetch = page.waitForRequest(
      (request) =>
        Boolean(request.headers()['next-router-prefetch']) && new URL(request.url()).pathname === target,
    );
    await link.hover();
    await targetPrefetch;
    await link.click();
    await expect(page).toHaveURL(target);
  });
});

test.describe('the forms load their checks and sending library on first use', () => {
  const scriptTexts = (page: Page) => {
    const texts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') texts.push(response.text().catch(() => ''));
    });
    return () => Promise.all(texts);
  };

  test('not on the first load; as soon as the subscribe field takes focus', async ({ page }) => {
    const loadedScripts = scriptTexts(page);
    await page.goto('/', { waitUntil: 'networkidle' });
    const isZod = (text: string) => text.includes('ZodError');
    expect((await loadedScripts()).some(isZod)).toBe(false);

    const validation = page.waitForResponse(
      async (response) => response.request().resourceType() === 'script' && isZod(await response.text()),
    );
    await page.getByRole('textbox', { name: 'Email address' }).first().focus();
    await validation;
  });
});
