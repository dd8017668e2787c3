import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { siteConfig } from '../src/content/site';
import { env } from '../src/env';

const PNG_SIGNATURE = '89504e470d0a1a0a';

/** Width and height from a PNG's IHDR chunk (bytes 16–24). */
function pngSize(body: Buffer): { width: number; height: number } {
  expect(body.subarray(0, 8).toString('hex'), 'PNG signature').toBe(PNG_SIGNATURE);
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

/** The content of the one meta tag the selector names. */
export async function metaContent(page: Page, selector: string): Promise<string> {
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

/** The page's Open Graph and Twitter cards: a described 1200×630 PNG that the server renders. */
export async function expectShareCards(page: Page, request: APIRequestContext) {
  const ogImage = await metaContent(page, 'meta[property="og:image"]');
  const twitterImage = await metaContent(page, 'meta[name="twitter:image"]');
  expect(await metaContent(page, 'meta[property="og:image:width"]')).toBe('1200');
  expect(await metaContent(page, 'meta[property="og:image:height"]')).toBe('630');
  expect(await metaContent(page, 'meta[property="og:image:alt"]')).toContain(siteConfig.name);
  expect(await metaContent(page, 'meta[name="twitter:card"]')).toBe('summary_large_image');
  await expectCardImage(request, ogImage);
  if (twitterImage !== ogImage) await expectCardImage(request, twitterImage);
}
