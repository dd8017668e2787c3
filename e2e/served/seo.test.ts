/**
 * What search engines read: the sitemap and robots.txt, the structured data (JSON-LD) of the home,
 * an inner and each service page, the web manifest and icons, no content admin in a production
 * build without GitHub mode, and the security headers on pages and on the build's own files. That
 * public pages load none of the admin's JavaScript is watched in a browser (e2e/seo.spec.ts).
 */
import { expect, test } from 'vitest';
import { absoluteUrl } from '@/env';
import { services } from '@/content/services';
import { siteRoutes, translatedRoutes } from '@/lib/seo/routes';
import { all, served, servedPage } from '@test-support/served';

/** The page's JSON-LD blocks, parsed. */
async function jsonLd(path: string): Promise<Record<string, unknown>[]> {
  const { document } = await servedPage(path);
  return all(document, 'script[type="application/ld+json"]').map(
    (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
  );
}

test('sitemap.xml lists every public page on the canonical origin', async () => {
  const response = await served('/sitemap.xml');
  expect(response.status).toBe(200);
  const xml = await response.text();
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  // The English pages and their translations (e2e/urdu.spec.ts checks the alternates between them).
  const expected = [...siteRoutes, ...translatedRoutes]
    .filter((route) => route.indexable)
    .map((route) => absoluteUrl(route.path));
  expect(urls.sort()).toEqual(expected.sort());
  expect(urls).not.toContain(absoluteUrl('/dark/page-error404'));
});

test('robots.txt allows crawling, keeps the admin out and points at the sitemap', async () => {
  const text = await (await served('/robots.txt')).text();
  expect(text).toContain('User-Agent: *');
  expect(text).toContain('Allow: /');
  expect(text).toContain('Disallow: /keystatic');
  expect(text).toContain(`Sitemap: ${absoluteUrl('/sitemap.xml')}`);
});

test('a production build without GitHub mode serves no content admin', async () => {
  for (const path of [
    '/keystatic',
    '/keystatic/collection/team',
    '/api/keystatic/tree',
    '/api/keystatic/github/login',
  ]) {
    expect((await served(path)).status, path).toBe(404);
  }
  const update = await served('/api/keystatic/update', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  expect(update.status).toBe(404);
  const xml = await (await served('/sitemap.xml')).text();
  expect(xml).not.toContain('/keystatic');
});

test('the web manifest and icons are served', async () => {
  const { document } = await servedPage('/');
  expect(document.querySelector('link[rel="manifest"]')?.getAttribute('href')).toBe('/manifest.webmanifest');
  const manifest = (await (await served('/manifest.webmanifest')).json()) as { short_name?: string };
  expect(manifest.short_name).toBe('Ravi Digital');
  expect((await served('/icon.svg')).headers.get('content-type')).toContain('image/svg+xml');
  expect((await served('/apple-icon')).headers.get('content-type')).toContain('image/png');
});

test('the home page describes the agency as a ProfessionalService in Lahore', async () => {
  const agency = (await jsonLd('/')).find((item) => item['@type'] === 'ProfessionalService');
  expect(agency).toMatchObject({ address: { addressLocality: 'Lahore', addressCountry: 'PK' } });
});

test('inner pages carry a BreadcrumbList ending at the page', async () => {
  const breadcrumb = (await jsonLd('/about-us')).find((item) => item['@type'] === 'BreadcrumbList');
  const items = breadcrumb?.itemListElement as { position: number; item: string }[];
  expect(items.at(-1)).toMatchObject({ position: 2, item: absoluteUrl('/about-us') });
});

test.each(services.map((service) => [service.slug, service] as const))(
  'the service page %s carries a Service',
  async (slug, service) => {
    const data = (await jsonLd(`/services/${slug}`)).find((item) => item['@type'] === 'Service');
    expect(data, slug).toMatchObject({ name: service.title, url: absoluteUrl(`/services/${slug}`) });
  },
);

test.each(['/', '/services/web-development', '/no-such-page'])(
  '%s carries the security headers and no X-Powered-By',
  async (path) => {
    const { headers } = await served(path);
    const csp = headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/connect-src 'self' https?:\/\//);
    expect(csp).not.toContain('unsafe-eval');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('permissions-policy')).toContain('camera=()');
    expect(headers.get('x-powered-by')).toBeNull();
  },
);

test('the hashed build files carry nosniff and a year-long cache, without the document policies', async () => {
  const { html } = await servedPage('/');
  const files = [...html.matchAll(/\/_next\/static\/[^"]+\.(?:js|css|woff2)/g)].map((match) => match[0]);
  expect(files.length).toBeGreaterThan(3);
  for (const file of new Set(files)) {
    const { headers, body } = await served(file);
    await body?.cancel();
    expect(headers.get('x-content-type-options'), file).toBe('nosniff');
    expect(headers.get('cache-control'), file).toContain('immutable');
    expect(headers.get('content-security-policy'), file).toBeNull();
    expect(headers.get('x-frame-options'), file).toBeNull();
  }
  // Files outside the build (pictures, icons) keep the policies: an SVG opened on its own is a document.
  expect((await served('/icon.svg')).headers.get('content-security-policy')).toContain("default-src 'self'");
});
