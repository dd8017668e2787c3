import { expect, test, type Page } from '@playwright/test';
import { absoluteUrl } from '../src/env';
import { services } from '../src/content/services';
import { siteRoutes, translatedRoutes } from '../src/lib/seo/routes';

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

test('sitemap.xml lists every public page on the canonical origin', async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  // The English pages and their translations (e2e/urdu.spec.ts checks the alternates between them).
  const expected = [...siteRoutes, ...translatedRoutes]
    .filter((route) => route.indexable)
    .map((route) => absoluteUrl(route.path));
  expect(urls.sort()).toEqual(expected.sort());
  expect(urls).not.toContain(absoluteUrl('/dark/page-error404'));
});

test('robots.txt allows crawling, keeps the admin out and points at the sitemap', async ({ request }) => {
  const text = await (await request.get('/robots.txt')).text();
  expect(text).toContain('User-Agent: *');
  expect(text).toContain('Allow: /');
  expect(text).toContain('Disallow: /keystatic');
  expect(text).toContain(`Sitemap: ${absoluteUrl('/sitemap.xml')}`);
});

test('a production build without GitHub mode serves no content admin', async ({ request }) => {
  for (const path of [
    '/keystatic',
    '/keystatic/collection/team',
    '/api/keystatic/tree',
    '/api/keystatic/github/login',
  ]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
  expect((await request.post('/api/keystatic/update', { data: {} })).status()).toBe(404);
  const xml = await (await request.get('/sitemap.xml')).text();
  expect(xml).not.toContain('/keystatic');
});

test('public pages load none of the admin’s JavaScript', async ({ page }) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  });
  for (const path of ['/', '/portfolio/healwell-clinics-website', '/blog', '/contact-us']) {
    await page.goto(path, { waitUntil: 'networkidle' });
  }
  const texts = await Promise.all(scripts);
  expect(texts.length).toBeGreaterThan(0);
  expect(texts.filter((text) => /keystatic|@keystar/i.test(text))).toEqual([]);
});

test('the web manifest and icons are served', async ({ page, request }) => {
  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest.short_name).toBe('Ravi Digital');
  expect((await request.get('/icon.svg')).headers()['content-type']).toContain('image/svg+xml');
  expect((await request.get('/apple-icon')).headers()['content-type']).toContain('image/png');
});

test('the home page describes the agency as a ProfessionalService in Lahore', async ({ page }) => {
  await page.goto('/');
  const data = await jsonLd(page);
  const agency = data.find((item) => item['@type'] === 'ProfessionalService');
  expect(agency).toMatchObject({ address: { addressLocality: 'Lahore', addressCountry: 'PK' } });
});

test('inner pages carry a BreadcrumbList ending at the page', async ({ page }) => {
  await page.goto('/about-us');
  const breadcrumb = (await jsonLd(page)).find((item) => item['@type'] === 'BreadcrumbList');
  const items = breadcrumb?.itemListElement as { position: number; item: string }[];
  expect(items.at(-1)).toMatchObject({ position: 2, item: absoluteUrl('/about-us') });
});

test('each service page carries a Service', async ({ page }) => {
  for (const service of services) {
    await page.goto(`/services/${service.slug}`);
    const data = (await jsonLd(page)).find((item) => item['@type'] === 'Service');
    expect(data, service.slug).toMatchObject({
      name: service.title,
      url: absoluteUrl(`/services/${service.slug}`),
    });
  }
});

test('responses carry the security headers and no X-Powered-By', async ({ request }) => {
  for (const path of ['/', '/services/web-development', '/no-such-page']) {
    const headers = (await request.get(path)).headers();
    const csp = headers['content-security-policy'] ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/connect-src 'self' https?:\/\//);
    expect(csp).not.toContain('unsafe-eval');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['x-powered-by']).toBeUndefined();
  }
});

test('the hashed build files carry nosniff and a year-long cache, without the document policies', async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  const files = [...html.matchAll(/\/_next\/static\/[^"]+\.(?:js|css|woff2)/g)].map((match) => match[0]);
  expect(files.length).toBeGreaterThan(3);
  for (const file of new Set(files)) {
    const headers = (await request.get(file)).headers();
    expect(headers['x-content-type-options'], file).toBe('nosniff');
    expect(headers['cache-control'], file).toContain('immutable');
    expect(headers['content-security-policy'], file).toBeUndefined();
    expect(headers['x-frame-options'], file).toBeUndefined();
  }
  // Files outside the build (pictures, icons) keep the policies: an SVG opened on its own is a document.
  expect((await request.get('/icon.svg')).headers()['content-security-policy']).toContain(
    "default-src 'self'",
  );
});
