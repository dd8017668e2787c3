import { expect, test, type Page, type Request } from '@playwright/test';
import { BUDGETS, MEASURED_PAGES } from '../scripts/bench/config.mjs';
import { serviceLinks } from '../src/content/services';

interface Loaded {
  url: string;
  type: string;
  /** Bytes on the wire (compressed body), as Lighthouse counts them. */
  bytes: number;
}

/** Every request a page makes until the network is idle, with its transferred size. */
async function firstLoad(page: Page, path: string): Promise<Loaded[]> {
  const finished: Promise<Loaded>[] = [];
  const onFinished = (request: Request) =>
    finished.push(
      request.sizes().then((sizes) => ({
        url: request.url(),
        type: request.resourceType(),
        bytes: sizes.responseBodySize,
      })),
    );
  page.on('requestfinished', onFinished);
  await page.goto(path, { waitUntil: 'networkidle' });
  page.off('requestfinished', onFinished);
  return Promise.all(finished);
}

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

// Byte counts are the same at every width; each page runs once (see playwright.config.ts).
// (That nothing comes from another origin is checked for every route in identity.spec.ts.)
test.describe('first-load budgets', { tag: '@any-device' }, () => {
  for (const path of MEASURED_PAGES) {
    test(`${path}: at most ${BUDGETS.jsKb} KB of JavaScript on the first load`, async ({ page }) => {
      const loaded = await firstLoad(page, path);
      const scripts = loaded.filter((entry) => entry.type === 'script');
      const scriptBytes = scripts.reduce((sum, entry) => sum + entry.bytes, 0);
      expect(scripts.length).toBeGreaterThan(0);
      expect(
        kb(scriptBytes),
        scripts.map((s) => `${s.url} ${kb(s.bytes)} KB`).join('\n'),
      ).toBeLessThanOrEqual(BUDGETS.jsKb);
    });
  }
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
