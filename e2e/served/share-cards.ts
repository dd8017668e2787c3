import { expect } from 'vitest';
import { siteConfig } from '@/content/site';
import { env } from '@/env';
import { only, served } from '@test-support/served';

const PNG_SIGNATURE = '89504e470d0a1a0a';

/** Width and height from a PNG's IHDR chunk (bytes 16–24). */
function pngSize(body: Buffer): { width: number; height: number } {
  expect(body.subarray(0, 8).toString('hex'), 'PNG signature').toBe(PNG_SIGNATURE);
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

/** The content of the one meta tag the selector names. */
export function metaContent(document: Document, selector: string): string {
  return only(document, selector).getAttribute('content') ?? '';
}

const checkedImages = new Map<string, Promise<void>>();

/** Metadata URLs are absolute on the canonical origin; fetch their path from the server under test. */
function expectCardImage(url: string): Promise<void> {
  let checked = checkedImages.get(url);
  if (!checked) {
    checked = (async () => {
      const parsed = new URL(url);
      expect(parsed.origin, url).toBe(env.siteUrl);
      const response = await served(parsed.pathname + parsed.search);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type'), url).toBe('image/png');
      expect(pngSize(Buffer.from(await response.arrayBuffer())), url).toEqual({ width: 1200, height: 630 });
    })();
    checkedImages.set(url, checked);
  }
  return checked;
}

/** The page's Open Graph and Twitter cards: a described 1200×630 PNG that the server renders. */
export async function expectShareCards(document: Document) {
  const ogImage = metaContent(document, 'meta[property="og:image"]');
  const twitterImage = metaContent(document, 'meta[name="twitter:image"]');
  expect(metaContent(document, 'meta[property="og:image:width"]')).toBe('1200');
  expect(metaContent(document, 'meta[property="og:image:height"]')).toBe('630');
  expect(metaContent(document, 'meta[property="og:image:alt"]')).toContain(siteConfig.name);
  expect(metaContent(document, 'meta[name="twitter:card"]')).toBe('summary_large_image');
  await expectCardImage(ogImage);
  if (twitterImage !== ogImage) await expectCardImage(twitterImage);
}
