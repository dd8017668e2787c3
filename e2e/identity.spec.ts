import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { services } from '../src/content/services';
import { siteConfig } from '../src/content/site';
import { env } from '../src/env';
import { pdfPageCount, pdfText } from '../src/lib/profile-pdf/pdf-text';
import { siteRoutes } from '../src/lib/routes';

const PNG_SIGNATURE = '89504e470d0a1a0a';

/** Width and height from a PNG's IHDR chunk (bytes 16–24). */
function pngSize(body: Buffer): { width: number; height: number } {
  expect(body.subarray(0, 8).toString('hex'), 'PNG signature').toBe(PNG_SIGNATURE);
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

async function metaContent(page: Page, selector: string): Promise<string> {
  const locator = page.locator(selector);
  await expect(locator, selector).toHaveCount(1);
  return (await locator.getAttribute('content')) ?? '';
}

/** Metadata URLs are absolute on the canonical origin; fetch their path from the server under test. */
async function expectCardImage(request: APIRequestContext, url: string) {
  const parsed = new URL(url);
  expect(parsed.origin, url).toBe(env.siteUrl);
  const response = await request.get(parsed.pathname + parsed.search);
  expect(response.status(), url).toBe(200);
  expect(response.headers()['content-type'], url).toBe('image/png');
  expect(pngSize(await response.body()), url).toEqual({ width: 1200, height: 630 });
}

test.describe('Open Graph and Twitter images', () => {
  // The cards are in the served HTML, where crawlers read them; no need to run the page.
  test.use({ javaScriptEnabled: false });

  for (const route of siteRoutes) {
    test(`${route.path} has a 1200×630 PNG card for Open Graph and Twitter`, async ({ page, request }) => {
      await page.goto(route.path);
      const ogImage = await metaContent(page, 'meta[property="og:image"]');
      const twitterImage = await metaContent(page, 'meta[name="twitter:image"]');
      expect(await metaContent(page, 'meta[property="og:image:width"]')).toBe('1200');
      expect(await metaContent(page, 'meta[property="og:image:height"]')).toBe('630');
      expect(await metaContent(page, 'meta[property="og:image:alt"]')).toContain(siteConfig.name);
      expect(await metaContent(page, 'meta[name="twitter:card"]')).toBe('summary_large_image');
      await expectCardImage(request, ogImage);
      if (twitterImage !== ogImage) await expectCardImage(request, twitterImage);
    });
  }

  test('each service has its own card', async ({ page }) => {
    const urls = new Set<string>();
    for (const service of services) {
      await page.goto(`/services/${service.slug}`);
      urls.add(await metaContent(page, 'meta[property="og:image"]'));
    }
    expect(urls.size).toBe(services.length);
  });
});

test('the agency profile is a small PDF of several pages naming every service', async ({ request }) => {
  const response = await request.get(siteConfig.profilePdf);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect(response.headers()['content-disposition']).toBe(
    'inline; filename="ravi-digital-agency-profile.pdf"',
  );
  const body = await response.body();
  expect(body.subarray(0, 4).toString('latin1')).toBe('%PDF');
  expect(body.length).toBeLessThan(500 * 1024);
  expect(pdfPageCount(body)).toBeGreaterThanOrEqual(2);
  // Text runs may break anywhere a line or style changes, so compare without whitespace.
  const text = pdfText(body).replace(/\s+/g, '');
  for (const service of services) expect(text, service.title).toContain(service.title.replace(/\s+/g, ''));
  expect(text).toContain(siteConfig.email);
});

test('every service page links to the agency profile', async ({ page }) => {
  const [first] = services;
  await page.goto(`/services/${first?.slug}`);
  await expect(page.locator(`a[href="${siteConfig.profilePdf}"]`).first()).toBeVisible();
});

test.describe('no third-party requests', () => {
  for (const route of siteRoutes) {
    test(`${route.path} requests nothing from another origin`, async ({ page, baseURL }) => {
      const own = new URL(baseURL ?? '').origin;
      const foreign: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.protocol === 'data:' || url.protocol === 'blob:') return;
        if (url.origin !== own) foreign.push(request.url());
      });
      await page.goto(route.path, { waitUntil: 'networkidle' });
      // Scroll through so lazy images and in-view effects load too.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle');
      expect(foreign).toEqual([]);
    });
  }
});
