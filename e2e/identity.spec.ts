import { expect, test } from '@playwright/test';
import { services } from '../src/content/services';
import { siteConfig } from '../src/content/site';
import { readPdf } from '../test-support/pdf-text';
import { metaContent } from './share-cards';

test.describe('Open Graph and Twitter images', () => {
  // Every route's card is checked with its other served metadata in routes.spec.ts.
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
  const contents = await readPdf(body);
  expect(contents.pages).toBeGreaterThanOrEqual(2);
  // A line may break anywhere in a title, so compare without whitespace.
  const text = contents.text.replace(/\s+/g, '');
  for (const service of services) expect(text, service.title).toContain(service.title.replace(/\s+/g, ''));
  expect(text).toContain(siteConfig.email);
});

test('every service page links to the agency profile', async ({ page }) => {
  const [first] = services;
  await page.goto(`/services/${first?.slug}`);
  await expect(page.locator(`a[href="${siteConfig.profilePdf}"]`).first()).toBeVisible();
});
