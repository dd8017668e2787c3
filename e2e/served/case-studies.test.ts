/**
 * The case studies as served, which is what crawlers and every visitor get: each page's
 * breadcrumb, story, facts, pictures' alt texts, links and JSON-LD, and the links that lead to the
 * case studies from the portfolio, the featured projects, search and the sitemap. The browser's
 * part (a click on a card's picture, the call to action filling the contact form, 320 px without
 * sideways scroll) is in e2e/case-studies.spec.ts.
 */
import { describe, expect, test } from 'vitest';
import { absoluteUrl } from '@/env';
import { modernHomeCopy, portfolioCopy } from '@/content/pages';
import { portfolio } from '@/content/portfolio';
import { projects } from '@/content/projects';
import { getService } from '@/content/services';
import { testimonials } from '@/content/testimonials';
import { contactHref, neighbours, relatedProjects } from '@/lib/portfolio/case-study';
import { all, only, readableText, served, servedPage, textOf } from '@test-support/served';

const copy = portfolioCopy.caseStudy;

/**
 * What assistive technology reads on the page: closed dialogs and hidden parts left out. A page
 * rendered per request (/search) streams its content in a hidden holder (`S:0`) that React's
 * inline script moves into place: that content is the page's.
 */
const shown = (element: Element) =>
  !element.closest('[hidden]:not([id^="S:"]), template, [aria-hidden="true"], dialog:not([open])');

/** The shown links inside `root` whose name passes `test`. */
const links = (root: ParentNode, test: (name: string) => boolean) =>
  all(root, 'a[href]').filter((link) => shown(link) && test(textOf(link)));

/** A name check as a role query makes it: the text anywhere in the name, in any case. */
const containing = (text: string) => (name: string) => name.toLowerCase().includes(text.toLowerCase());

/** The sections named `name`, exactly: by their label or by the heading that labels them. */
function regions(document: Document, name: string): Element[] {
  return all(document, 'section').filter((section) => {
    const labelledBy = section.getAttribute('aria-labelledby');
    const label = labelledBy
      ? textOf(document.getElementById(labelledBy))
      : (section.getAttribute('aria-label') ?? '');
    return shown(section) && label === name;
  });
}

/** The one section named `name`. */
function section(document: Document, name: string): Element {
  const found = regions(document, name);
  expect(found, `sections named "${name}"`).toHaveLength(1);
  return found[0]!;
}

function jsonLd(document: Document): Record<string, unknown>[] {
  return all(document, 'script[type="application/ld+json"]').map(
    (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
  );
}

describe('links to the case studies', () => {
  test('every card on /portfolio links to its case study, in portfolio order', async () => {
    const { document } = await servedPage('/portfolio');
    const gallery = section(document, portfolioCopy.galleryHeading);
    const hrefs = all(gallery, 'article h3 a').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(portfolio.map((item) => `/portfolio/${item.slug}`));
  });

  test('featured projects and search results link to case studies', async () => {
    for (const project of projects) expect(project.href).toMatch(/^\/portfolio\/[a-z0-9-]+$/);
    const home = await servedPage('/dark/home-modern-agency');
    const featured = regions(home.document, modernHomeCopy.projects.eyebrow).at(-1)!;
    for (const project of projects) {
      expect(links(featured, containing(project.title))[0]?.getAttribute('href'), project.title).toBe(
        project.href,
      );
    }
    const item = portfolio.find((entry) => entry.slug === 'healwell-clinics-website')!;
    const search = await servedPage('/search?q=healwell');
    const results = links(search.document, (name) => new RegExp(item.title).test(name));
    expect(results[0]?.getAttribute('href')).toBe(item.href);
  });

  test('the sitemap lists every case study', async () => {
    const xml = await (await served('/sitemap.xml')).text();
    for (const item of portfolio) expect(xml, item.slug).toContain(`<loc>${absoluteUrl(item.href)}</loc>`);
  });
});

describe('each case study, as served', () => {
  test.each(portfolio.map((item) => [item.href, item] as const))('%s', async (href, item) => {
    const { status, document } = await servedPage(href);
    expect(status).toBe(200);
    const breadcrumb = only(document, 'nav[aria-label="Breadcrumb"]');
    const back = links(breadcrumb, containing(copy.breadcrumb));
    expect(back).toHaveLength(1);
    expect(back[0]!.getAttribute('href')).toBe('/portfolio');
    expect(textOf(only(document, 'h1'))).toBe(item.title);
    expect(readableText(document)).toContain(item.overview);

    const facts = document.querySelector('dl')!;
    for (const value of [item.client, item.industry, item.city, String(item.year), item.duration]) {
      expect(
        all(facts, '*').some((element) => textOf(element) === value),
        value,
      ).toBe(true);
    }
    for (const slug of item.services) {
      const title = getService(slug)!.title;
      expect(links(document, (name) => name === title)[0]?.getAttribute('href'), slug).toBe(
        `/services/${slug}`,
      );
    }

    expect(textOf(section(document, copy.challengeHeading))).toContain(item.challenge);
    const steps = all(section(document, copy.approachHeading), 'li');
    expect(steps).toHaveLength(item.approach.length);
    for (const [index, step] of item.approach.entries()) expect(textOf(steps[index])).toContain(step.title);
    const results = all(section(document, copy.resultsHeading), 'li');
    expect(results).toHaveLength(item.results.length);
    for (const [index, result] of item.results.entries()) {
      expect(textOf(results[index])).toContain(result.value);
      expect(textOf(results[index])).toContain(result.label);
    }

    const pictures = all(section(document, copy.galleryHeading), 'img');
    expect(item.gallery.length).toBeGreaterThanOrEqual(3);
    expect(pictures).toHaveLength(item.gallery.length);
    for (const [index, picture] of item.gallery.entries()) {
      expect(pictures[index]!.getAttribute('alt')).toBe(picture.alt);
      expect(picture.alt.length).toBeGreaterThan(20);
    }

    const quote = testimonials.find((testimonial) => testimonial.slug === item.testimonial);
    if (quote) expect(textOf(section(document, copy.testimonialHeading))).toContain(quote.quote);
    else expect(regions(document, copy.testimonialHeading)).toHaveLength(0);
    for (const tool of item.tools) expect(textOf(section(document, copy.toolsHeading))).toContain(tool);

    const cta = links(document, containing(copy.cta.button));
    expect(cta).toHaveLength(1);
    expect(cta[0]!.getAttribute('href')).toBe(contactHref(copy.cta.subject, item.title));
    for (const related of relatedProjects(item, portfolio)) {
      const found = links(section(document, copy.relatedHeading), containing(related.title));
      expect(found, related.slug).toHaveLength(1);
      expect(found[0]!.getAttribute('href')).toBe(related.href);
    }
    const { previous, next } = neighbours(item, portfolio);
    const nav = only(document, `nav[aria-label="${copy.navLabel}"]`);
    for (const neighbour of [previous, next]) {
      const found = links(nav, (name) => new RegExp(neighbour.title).test(name));
      expect(found, neighbour.slug).toHaveLength(1);
      expect(found[0]!.getAttribute('href')).toBe(neighbour.href);
    }

    const data = jsonLd(document);
    expect(data.find((entry) => entry['@type'] === 'CreativeWork')).toMatchObject({
      name: item.title,
      url: absoluteUrl(item.href),
      sourceOrganization: { '@type': 'Organization', name: item.client },
    });
    const crumbs = data.find((entry) => entry['@type'] === 'BreadcrumbList')?.itemListElement;
    expect(crumbs).toMatchObject([
      { position: 1 },
      { item: absoluteUrl('/portfolio') },
      { item: absoluteUrl(item.href) },
    ]);
  });
});
