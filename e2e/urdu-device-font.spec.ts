import type { Page, Request } from '@playwright/test';
import { NASTALIQ_FAMILY } from '../src/lib/fonts/nastaliq-file';
import { NASTALIQ_CACHED_CLASS, NASTALIQ_CACHED_KEY } from '../src/lib/fonts/nastaliq-loading';
import { drawnWith, expect, test } from './device-fonts';

/**
 * The Urdu pages on a device that has Noto Nastaliq Urdu of its own (Android, iOS, macOS, Debian
 * with fonts-noto-core), whatever fonts the machine running the tests has: the page draws Urdu in
 * the device's face and never downloads the file. A device without it is e2e/urdu.spec.ts.
 */
test.use({ nastaliqOnDevice: true });

/**
 * The Nastaliq faces Chromium drew an element's Urdu with: the device's is named as the family, a
 * font from a file is marked "(web font)". (Spaces are outside the face's range, in the Latin faces.)
 */
async function nastaliqDrawnWith(page: Page, selector: string): Promise<string[]> {
  return (await drawnWith(page, selector)).filter((face) => /nastaliq/i.test(face));
}

/** Every request the page makes for the Urdu font file, from now on. */
function nastaliqRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (/nastaliq/i.test(request.url())) requests.push(request);
  });
  return requests;
}

test.describe('on a device that has Noto Nastaliq Urdu', () => {
  test('Urdu is drawn in the device face, the file is never fetched, and the next pages stay so', async ({
    page,
  }) => {
    const requests = nastaliqRequests(page);
    await page.goto('/ur', { waitUntil: 'networkidle' });
    // The head script has looked for the family on the device once the page loaded, and found it.
    await page.evaluate(() => document.fonts.ready);
    expect(await nastaliqDrawnWith(page, 'h1')).toEqual([NASTALIQ_FAMILY]);
    expect(await page.evaluate((key) => localStorage.getItem(key), NASTALIQ_CACHED_KEY)).toBeNull();
    await expect(page.locator('html')).not.toHaveClass(new RegExp(NASTALIQ_CACHED_CLASS));
    // The next page, by a link (a client-side navigation), and one opened afresh.
    await page.locator('header nav a[href="/ur/services"]').first().click();
    await expect(page).toHaveURL(/\/ur\/services$/);
    await page.waitForLoadState('networkidle');
    expect(await nastaliqDrawnWith(page, 'h1')).toEqual([NASTALIQ_FAMILY]);
    await page.goto('/ur/contact-us', { waitUntil: 'networkidle' });
    await page.evaluate(() => document.fonts.ready);
    expect(await nastaliqDrawnWith(page, 'h1')).toEqual([NASTALIQ_FAMILY]);
    expect(requests.map((request) => request.url())).toEqual([]);
  });

  test('without JavaScript an Urdu page uses the device face and asks for no file', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const requests = nastaliqRequests(page);
    await page.goto('/ur', { waitUntil: 'networkidle' });
    expect(await nastaliqDrawnWith(page, 'h1')).toEqual([NASTALIQ_FAMILY]);
    expect(requests.map((request) => request.url())).toEqual([]);
    await context.close();
  });
});
