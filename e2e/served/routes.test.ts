/**
 * Every route as served: what crawlers, share previews and visitors without JavaScript read
 * (status, title, description, canonical, share cards, one heading, the breadcrumb), the
 * redirects and the not-found page. The browser's part (console errors, CSP, other origins,
 * sideways scroll) stays in e2e/routes.spec.ts.
 */
import { describe, expect, test } from 'vitest';
import { absoluteUrl } from '@/env';
import { siteConfig } from '@/content/site';
import { portfolio } from '@/content/portfolio';
import { siteRoutes as allRoutes } from '@/lib/seo/routes';
import { all, only, served, servedPage, textOf } from '@test-support/served';
import { expectShareCards } from './share-cards';

/**
 * Case studies share one layout, and e2e/served/case-studies.test.ts checks each one's served page
 * already: here every other route and three of them.
 */
const sampledCaseStudies = new Set(portfolio.slice(0, 3).map((item) => item.href));
const siteRoutes = allRoutes.filter(
  (route) => !route.path.startsWith('/portfolio/') || sampledCaseStudies.has(route.path),
);
const brand = siteConfig.name;

describe('every route, as served', () => {
  test.each(siteRoutes.map((route) => [route.path, route] as const))(
    '%s answers 200 with its own title, description, canonical, share cards and one heading',
    async (path, route) => {
      const { status, document } = await servedPage(path);
      expect(status).toBe(200);
      expect(textOf(document.querySelector('title'))).toBe(`${route.title} | ${brand}`);
      expect(only(document, 'meta[name="description"]').getAttribute('content')).toBe(route.description);
      expect(only(document, 'link[rel="canonical"]').getAttribute('href')).toBe(absoluteUrl(path));
      expect(only(document, 'meta[property="og:url"]').getAttribute('content')).toBe(absoluteUrl(path));
      expect(all(document, 'h1')).toHaveLength(1);
      expect(textOf(document.querySelector('h1'))).not.toBe('');
      await expectShareCards(document);
    },
  );

  test.each(siteRoutes.filter((r) => r.path !== '/' && r.indexable).map((r) => [r.path, r] as const))(
    '%s shows a breadcrumb back to Home',
    async (path, route) => {
      const { document } = await servedPage(path);
      const breadcrumb = only(document, 'nav[aria-label="Breadcrumb"]');
      const home = all(breadcrumb, 'a').find((link) => textOf(link) === 'Home');
      expect(home?.getAttribute('href')).toBe('/');
      expect(textOf(only(breadcrumb, '[aria-current="page"]'))).toBe(route.title);
    },
  );
});

describe('redirects', () => {
  test.each([
    ['/about', '/about-us'],
    ['/contact', '/contact-us'],
    ['/Portfolio', '/portfolio'],
    ['/services/ui-ux', '/services/Ui-Ux'],
    ['/services/video-editing', '/services/Video-Editing'],
    ['/services/branding-services', '/services/Branding-services'],
    ['/about-us/', '/about-us'],
  ])('%s redirects permanently to %s', async (from, to) => {
    const response = await served(from);
    expect([301, 308]).toContain(response.status);
    expect(new URL(response.headers.get('location') ?? '', 'http://x').pathname).toBe(to);
  });

  test('the real pages do not redirect', async () => {
    for (const path of [
      '/portfolio',
      '/services/Ui-Ux',
      '/services/Video-Editing',
      '/services/Branding-services',
    ]) {
      expect((await served(path)).status, path).toBe(200);
    }
  });
});

describe('unknown paths', () => {
  test.each(['/no-such-page', '/services/no-such-service', '/SERVICES', '/dark/home-agency'])(
    '%s answers 404 with the not-found page',
    async (path) => {
      const { status, document } = await servedPage(path);
      expect(status).toBe(404);
      expect(textOf(only(document, 'h1'))).toBe('Page not found');
      expect(textOf(document.body)).toContain('Sorry, but the page you are looking for does not exist.');
      const back = all(document, 'a').find((link) => textOf(link) === 'Back to Home');
      expect(back?.getAttribute('href')).toBe('/');
    },
  );

  test('/dark/page-error404 shows the same page, kept out of search results', async () => {
    const { document } = await servedPage('/dark/page-error404');
    expect(textOf(only(document, 'h1'))).toBe('Page not found');
    const back = all(document, 'a').find((link) => textOf(link) === 'Back to Home');
    expect(back?.getAttribute('href')).toBe('/');
    expect(only(document, 'meta[name="robots"]').getAttribute('content')).toMatch(/noindex/);
  });
});
