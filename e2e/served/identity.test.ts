/**
 * The agency's identity as shared and downloaded: each service page has a share card of its own,
 * and the agency profile is a small PDF, linked from the service pages, that names every service.
 * Every route's card and its other metadata are checked in e2e/served/routes.test.ts.
 */
import { expect, test } from 'vitest';
import { services } from '@/content/services';
import { siteConfig } from '@/content/site';
import { all, served, servedPage } from '@test-support/served';
import { readPdf } from '@test-support/pdf-text';
import { metaContent } from './share-cards';

test('each service has its own Open Graph and Twitter card', async () => {
  const urls = new Set<string>();
  for (const service of services) {
    const { document } = await servedPage(`/services/${service.slug}`);
    urls.add(metaContent(document, 'meta[property="og:image"]'));
  }
  expect(urls.size).toBe(services.length);
});

test('the agency profile is a small PDF of several pages naming every service', async () => {
  const response = await served(siteConfig.profilePdf);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  expect(response.headers.get('content-disposition')).toBe(
    'inline; filename="ravi-digital-agency-profile.pdf"',
  );
  const body = Buffer.from(await response.arrayBuffer());
  expect(body.subarray(0, 4).toString('latin1')).toBe('%PDF');
  expect(body.length).toBeLessThan(500 * 1024);
  const contents = await readPdf(body);
  expect(contents.pages).toBeGreaterThanOrEqual(2);
  // A line may break anywhere in a title, so compare without whitespace.
  const text = contents.text.replace(/\s+/g, '');
  for (const service of services) expect(text, service.title).toContain(service.title.replace(/\s+/g, ''));
  expect(text).toContain(siteConfig.email);
});

test('every service page links to the agency profile, in what a visitor sees', async () => {
  const [first] = services;
  const { document } = await servedPage(`/services/${first?.slug}`);
  const links = all(document, `a[href="${siteConfig.profilePdf}"]`).filter(
    (link) => !link.closest('[hidden], template'),
  );
  expect(links.length).toBeGreaterThan(0);
});
