import { describe, expect, it } from 'vitest';
import { getAllPosts } from '@/lib/blog/posts';
import { portfolio } from '@/content/portfolio';
import { knownPaths, knownRoutes } from './known-routes';
import { routeTemplate, routeTemplates, templateOf } from './routes';

describe('templateOf', () => {
  it('names the slug of each dynamic route instead of spelling it, in either language', () => {
    expect(templateOf('/services/web-development')).toBe('/services/[slug]');
    expect(templateOf('/ur/services/web-development')).toBe('/ur/services/[slug]');
    expect(templateOf('/blog/local-seo-for-lahore-businesses')).toBe('/blog/[slug]');
    expect(templateOf('/blog/page/2')).toBe('/blog/page/[page]');
    expect(templateOf('/portfolio/healwell-clinics-website')).toBe('/portfolio/[slug]');
    expect(templateOf('/portfolio/category/branding')).toBe('/portfolio/category/[category]');
  });

  it('keeps a page of its own as it is', () => {
    expect(templateOf('/')).toBe('/');
    expect(templateOf('/ur')).toBe('/ur');
    expect(templateOf('/ur/about-us')).toBe('/ur/about-us');
    expect(templateOf('/services')).toBe('/services');
    expect(templateOf('/dark/home-modern-agency')).toBe('/dark/home-modern-agency');
  });
});

describe('routeTemplate', () => {
  const templates = routeTemplates(['/', '/services/seo', '/ur', '/ur/services/seo']);

  it('maps a known path, and one with a trailing slash', () => {
    expect(routeTemplate('/services/seo', templates)).toBe('/services/[slug]');
    expect(routeTemplate('/services/seo/', templates)).toBe('/services/[slug]');
    expect(routeTemplate('/ur', templates)).toBe('/ur');
    expect(routeTemplate('/', templates)).toBe('/');
  });

  it('refuses a path the site does not have, even under a known template', () => {
    expect(routeTemplate('/services/made-up', templates)).toBeUndefined();
    expect(routeTemplate('/ur/services/made-up', templates)).toBeUndefined();
    expect(routeTemplate('/services/seo?utm_source=x', templates)).toBeUndefined();
    expect(routeTemplate('services/seo', templates)).toBeUndefined();
    expect(routeTemplate(`/${'a'.repeat(300)}`, templates)).toBeUndefined();
    expect(routeTemplate('//evil.example/services/seo', templates)).toBeUndefined();
  });
});

describe('the site’s known routes', () => {
  const routes = knownRoutes();

  it('include every page kind the site builds, in both languages', () => {
    const post = getAllPosts()[0]!;
    const project = portfolio[0]!;
    expect(routes.get('/')).toBe('/');
    expect(routes.get('/pricing')).toBe('/pricing');
    expect(routes.get(`/blog/${post.slug}`)).toBe('/blog/[slug]');
    expect(routes.get(project.href)).toBe('/portfolio/[slug]');
    expect(routes.get('/services/web-development')).toBe('/services/[slug]');
    expect(routes.get('/ur')).toBe('/ur');
    expect(routes.get('/ur/services/web-development')).toBe('/ur/services/[slug]');
    expect(routes.get('/search')).toBe('/search');
    expect(routes.get('/book')).toBe('/book');
    expect(routes.get('/contact-us/confirm')).toBe('/contact-us/confirm');
  });

  it('hold no admin, API or made-up path', () => {
    const paths = knownPaths();
    expect(paths.some((path) => path.startsWith('/admin') || path.startsWith('/api'))).toBe(false);
    expect(routes.has('/services/not-a-service')).toBe(false);
    // Templates group pages: far fewer templates than pages.
    expect(new Set(routes.values()).size).toBeLessThan(routes.size);
  });
});
