import { describe, expect, it } from 'vitest';
import { clients } from './clients';
import { pages } from './pages';
import { portfolio, portfolioFilters, filterOf } from './portfolio';
import { projects } from './projects';
import { services } from './services';
import { aboutSkills, mainNav, modernHomeSkills, siteConfig } from './site';
import { team } from './team';
import { testimonials } from './testimonials';
import { serviceSlugs, type PortfolioCategory } from './types';

function expectUnique(values: readonly string[]) {
  expect(new Set(values).size).toBe(values.length);
}

describe('content', () => {
  it('has the counts the spec gives', () => {
    expect(services).toHaveLength(9);
    expect(testimonials).toHaveLength(3);
    expect(team).toHaveLength(9);
    expect(clients).toHaveLength(9);
    expect(projects).toHaveLength(5);
    expect(portfolio.length).toBeGreaterThanOrEqual(28);
    expect(portfolio.length).toBeLessThanOrEqual(34);
  });

  it('lists the nine services in the route table order with the spec slugs', () => {
    expect(services.map((service) => service.slug)).toEqual([...serviceSlugs]);
  });

  it('uses unique slugs in every list', () => {
    expectUnique(services.map((s) => s.slug.toLowerCase()));
    expectUnique(testimonials.map((t) => t.slug));
    expectUnique(team.map((m) => m.slug));
    expectUnique(clients.map((c) => c.slug));
    expectUnique(projects.map((p) => p.slug));
    expectUnique(portfolio.map((p) => p.slug));
  });

  it('gives every service all its detail fields', () => {
    for (const service of services) {
      expect(service.cardTitle.split(' ')).toHaveLength(2);
      expect(service.summary.length).toBeGreaterThan(20);
      expect(service.description.length).toBeGreaterThan(200);
      expect(service.shortDescription.length).toBeGreaterThan(60);
      expect(service.firstFeatures.length).toBeGreaterThanOrEqual(3);
      expect(service.secondFeatures.length).toBeGreaterThanOrEqual(3);
      for (const step of Object.values(service.process)) expect(step.length).toBeGreaterThan(40);
      expect(service.metaDescription.length).toBeGreaterThanOrEqual(70);
      expect(service.metaDescription.length).toBeLessThanOrEqual(160);
    }
  });

  it('closes only the SEO page with testimonials', () => {
    const closings = services.filter((service) => service.closing === 'testimonials').map((s) => s.slug);
    expect(closings).toEqual(['search-engine-optimization']);
  });

  it('describes Video Editing as video editing (the spec reused Graphic Designing)', () => {
    const video = services.find((service) => service.slug === 'Video-Editing');
    expect(video?.title).toBe('Video Editing');
    expect(video?.description.toLowerCase()).toContain('video editing');
    expect(video?.description).not.toContain('Graphic Designing');
  });

  it('maps the portfolio onto the spec categories and the six filter groups', () => {
    const count = (category: PortfolioCategory) =>
      portfolio.filter((item) => item.category === category).length;
    const webGraphicsProduct =
      count('web-development') + count('wordpress') + count('graphics') + count('product');
    expect(webGraphicsProduct).toBe(10);
    expect(count('digital-marketing')).toBeGreaterThanOrEqual(3);
    expect(count('mobile-app')).toBe(6);
    expect(count('social-media')).toBeGreaterThanOrEqual(10);
    expect(portfolioFilters.map((filter) => filter.label)).toEqual([
      'Show All',
      'Web Development',
      'Mobile Apps',
      'Marketing',
      'Graphics',
      'Product',
    ]);
    const filterIds = new Set<string>(portfolioFilters.map((filter) => filter.id));
    for (const item of portfolio) expect(filterIds.has(filterOf(item))).toBe(true);
    for (const filter of portfolioFilters.slice(1)) {
      expect(portfolio.some((item) => filterOf(item) === filter.id)).toBe(true);
    }
  });

  it('links each portfolio item to its case study, and live sites only over https', () => {
    for (const item of portfolio) {
      expect(item.href).toBe(`/portfolio/${item.slug}`);
      if (item.liveUrl) expect(item.liveUrl).toMatch(/^https:\/\//);
    }
  });

  it('holds the figures and skills of the spec', () => {
    expect(aboutSkills.map((skill) => [skill.label, skill.value])).toEqual([
      ['UI/UX Design', 90],
      ['Digital Marketing', 100],
      ['Apps Development', 80],
      ['Web Development', 99],
    ]);
    expect(modernHomeSkills.map((skill) => skill.value)).toEqual([90, 80]);
    expect(siteConfig.address.city).toBe('Lahore');
    expect(Object.keys(siteConfig.socials).sort()).toEqual([
      'facebook',
      'instagram',
      'linkedin',
      'pinterest',
      'twitter',
    ]);
  });

  it('gives every page a title and a description of search-result length', () => {
    for (const page of Object.values(pages)) {
      expect(page.title.length).toBeGreaterThan(2);
      expect(page.description.length).toBeGreaterThanOrEqual(70);
      expect(page.description.length).toBeLessThanOrEqual(160);
    }
  });

  it('gives every portfolio item a whole case study', () => {
    for (const item of portfolio) {
      expect(item.overview.split(/\s+/).length, item.slug).toBeGreaterThanOrEqual(40);
      expect(item.challenge.split(/\s+/).length, item.slug).toBeGreaterThanOrEqual(40);
      expect(item.approach.length, item.slug).toBeGreaterThanOrEqual(3);
      expect(item.results.length, item.slug).toBeGreaterThanOrEqual(2);
      expect(item.results.length, item.slug).toBeLessThanOrEqual(4);
      for (const result of item.results) expect(result.label.trim(), item.slug).not.toBe('');
      expect(item.gallery.length, item.slug).toBeGreaterThanOrEqual(3);
      expect(item.services.length, item.slug).toBeGreaterThanOrEqual(1);
      expect(item.tools.length, item.slug).toBeGreaterThanOrEqual(1);
      if (item.testimonial)
        expect(
          testimonials.map((t) => t.slug),
          item.slug,
        ).toContain(item.testimonial);
    }
    expect(portfolio.filter((item) => item.highlight)).toHaveLength(3);
  });

  it('repeats no paragraph or approach step between case studies', () => {
    const paragraphs = portfolio.flatMap((item) => [
      item.overview,
      item.challenge,
      item.metaDescription,
      ...item.approach.map((step) => step.text),
    ]);
    expectUnique(paragraphs);
    const sentences = paragraphs.flatMap((text) => text.split(/(?<=\.)\s+/)).filter((s) => s.length > 40);
    expectUnique(sentences);
  });

  it('links featured projects to existing case studies', () => {
    for (const project of projects) expect(portfolio.map((item) => item.href)).toContain(project.href);
  });

  it('navigates to real pages only', () => {
    for (const link of mainNav) expect(link.href.startsWith('/dark/')).toBe(false);
  });
});
