/**
 * The content admin stays out of public pages: none of its JavaScript reaches a visitor's browser,
 * including what a page loads after it starts. What search engines read (sitemap, robots.txt,
 * JSON-LD, headers) is checked on the served pages in e2e/served/seo.test.ts.
 */
import { expect, test } from '@playwright/test';

// A fresh page, with an empty cache: every script it runs is read from the network.
test('public pages load none of the admin’s JavaScript', async ({ page }) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  });
  // Every script the page asks for, those it loads once running too.
  for (const path of ['/', '/portfolio/healwell-clinics-website', '/blog', '/contact-us']) {
    await page.goto(path, { waitUntil: 'networkidle' });
  }
  const texts = await Promise.all(scripts);
  expect(texts.length).toBeGreaterThan(0);
  expect(texts.filter((text) => /keystatic|@keystar/i.test(text))).toEqual([]);
});
