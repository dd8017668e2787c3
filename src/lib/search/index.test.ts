import { describe, expect, it } from 'vitest';
import { pages } from '@/content/pages';
import { portfolio } from '@/content/portfolio';
import { services } from '@/content/services';
import { team } from '@/content/team';
import { getAllPosts } from '@/lib/blog/posts';
import { buildSearchIndex, getSearchIndex, searchSite } from '.';
import { searchGroups } from './match';
import { searchKinds } from './types';

describe('search index', () => {
  const index = buildSearchIndex();
  const find = (url: string) => index.find((entry) => entry.url === url);

  it('has one entry per service, linking to its page', () => {
    for (const service of services) {
      expect(find(`/services/${service.slug}`), service.slug).toMatchObject({
        kind: 'Service',
        title: service.title,
        summary: service.summary,
      });
    }
    expect(index.filter((entry) => entry.kind === 'Service')).toHaveLength(services.length);
  });

  it('has one entry per package, with its price, linking to its card on /pricing', () => {
    const priced = services.flatMap((service) => service.packages.map((item) => ({ service, item })));
    expect(priced.length).toBeGreaterThan(0);
    for (const { service, item } of priced) {
      const entry = find(`/pricing#${service.slug}-${item.id}`);
      expect(entry, `${service.slug}/${item.id}`).toMatchObject({
        kind: 'Package',
        title: `${service.title}: ${item.name}`,
      });
      expect(entry?.summary).toMatch(/Rs \d/);
    }
    expect(index.filter((entry) => entry.kind === 'Package')).toHaveLength(priced.length);
  });

  it('finds the SEO packages and their prices by a price word', () => {
    const packages = searchSite('seo price').find((group) => group.kind === 'Package')?.entries ?? [];
    expect(packages.map((entry) => entry.url)).toContain('/pricing#search-engine-optimization-growth');
    expect(packages.find((entry) => entry.url.endsWith('-growth'))?.summary).toContain('Rs 85,000/month');
  });

  it('has one entry per portfolio item, linking to its case study', () => {
    for (const item of portfolio) {
      expect(find(`/portfolio/${item.slug}`), item.slug).toMatchObject({
        kind: 'Project',
        title: item.title,
      });
    }
    expect(index.filter((entry) => entry.kind === 'Project')).toHaveLength(portfolio.length);
  });

  it('has one entry per team member, with the role as summary', () => {
    for (const member of team) {
      expect(find(`/our-team#${member.slug}`), member.slug).toMatchObject({
        kind: 'Team',
        title: member.name,
        summary: member.role,
      });
    }
  });

  it('has the main pages but not service pages, posts or pages kept out of search', () => {
    for (const [path, copy] of [
      ['/', pages.home],
      ['/about-us', pages.aboutUs],
      ['/services', pages.services],
      ['/portfolio', pages.portfolio],
      ['/our-team', pages.ourTeam],
      ['/contact-us', pages.contactUs],
      ['/blog', pages.blog],
    ] as const) {
      expect(find(path), path).toMatchObject({ kind: 'Page', title: copy.title, summary: copy.description });
    }
    const pageUrls = index.filter((entry) => entry.kind === 'Page').map((entry) => entry.url);
    expect(pageUrls.some((url) => url.startsWith('/services/') || url.startsWith('/blog/'))).toBe(false);
    expect(pageUrls).not.toContain('/dark/page-error404');
    expect(pageUrls).not.toContain('/search');
  });

  it('has one entry per post, with its tags as keywords', () => {
    const posts = getAllPosts();
    expect(posts.length).toBeGreaterThan(0);
    for (const post of posts) {
      expect(find(`/blog/${post.slug}`), post.slug).toMatchObject({
        kind: 'Post',
        title: post.title,
        summary: post.summary,
        keywords: post.tags,
      });
    }
  });

  it('has valid, unique entries and is built once per process', () => {
    const urls = index.map((entry) => entry.url);
    expect(new Set(urls).size).toBe(urls.length);
    for (const entry of index) {
      expect(searchKinds).toContain(entry.kind);
      expect(entry.url.startsWith('/')).toBe(true);
      expect(entry.title.trim()).not.toBe('');
    }
    expect(getSearchIndex()).toBe(getSearchIndex());
  });

  it('stays small enough to fetch on first focus', () => {
    expect(JSON.stringify(index).length).toBeLessThan(40_000);
  });

  it('gives /search every match, grouped, and nothing without a query', () => {
    expect(searchSite('web')).toEqual(searchGroups('web', getSearchIndex()));
    // Not cut to the header box's few per kind.
    expect(searchSite('web').some((group) => group.entries.length > 4)).toBe(true);
    expect(searchSite('')).toEqual([]);
  });
});
