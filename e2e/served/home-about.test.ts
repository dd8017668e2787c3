/**
 * The home and About pages as served, which is what a visitor without JavaScript and a crawler
 * get: the hero and its call to action, the About block, the nine services, the marquee, the
 * portfolio teaser, the client logos, and the About page's introduction, skills and team. The
 * carousels' arrows, the logos per view at each width and the skill bars filling on scroll are
 * in e2e/home-about.spec.ts.
 */
import { describe, expect, test } from 'vitest';
import { clients } from '@/content/clients';
import { projects } from '@/content/projects';
import { aboutCopy, homeCopy } from '@/content/pages';
import { services } from '@/content/services';
import { aboutSkills } from '@/content/site';
import { team } from '@/content/team';
import { all, only, servedPage, textOf } from '@test-support/served';

/** Whether a visitor sees the element: not in a template nor under `hidden`. */
const shown = (element: Element) => !element.closest('template, [hidden]');

/** An element's accessible name: its label, or its text with each picture's alt text. */
function nameOf(element: Element): string {
  const document = element.ownerDocument;
  const labelledBy = element.getAttribute('aria-labelledby');
  if (labelledBy)
    return labelledBy
      .split(/\s+/)
      .map((id) => textOf(document.getElementById(id)))
      .join(' ');
  const label = element.getAttribute('aria-label');
  if (label) return label.trim();
  const copy = element.cloneNode(true) as Element;
  for (const image of copy.querySelectorAll('img'))
    image.replaceWith(document.createTextNode(` ${image.getAttribute('alt') ?? ''} `));
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return textOf(copy);
}

/** The one section a visitor sees named `name`. */
function region(document: Document, name: string): Element {
  const found = all(document, 'section[aria-label], section[aria-labelledby], [role="region"]').filter(
    (section) => shown(section) && nameOf(section) === name,
  );
  expect(found, `one region named "${name}"`).toHaveLength(1);
  return found[0]!;
}

/** The links a visitor sees in `root` whose name holds `name` (or matches it). */
const links = (root: ParentNode, name: string | RegExp) =>
  all(root, 'a[href]').filter(
    (link) =>
      shown(link) && (typeof name === 'string' ? nameOf(link).includes(name) : name.test(nameOf(link))),
  );
const hrefs = (found: Element[]) => found.map((link) => link.getAttribute('href'));

describe('home page', () => {
  test('opens with the hero and its consultation link', async () => {
    const { document } = await servedPage('/');
    expect(textOf(only(document, 'h1'))).toBe('Your digital marketing success starts here');
    expect(hrefs(links(document, 'Get Consultation')).at(0)).toBe('/contact-us');
  });

  test('has the About Us block with a link to the About page', async () => {
    const { document } = await servedPage('/');
    const about = region(document, homeCopy.about.heading);
    expect(hrefs(links(about, homeCopy.about.cta))).toEqual(['/about-us']);
  });

  test('lists the nine services, each with a Read More link to its page', async () => {
    const { document } = await servedPage('/');
    const grid = region(document, homeCopy.services.heading);
    const readMore = links(grid, 'Read More');
    expect(readMore).toHaveLength(9);
    expect(hrefs(readMore)).toEqual(services.map((service) => `/services/${service.slug}`));
  });

  test('scrolls the service names in a marquee', async () => {
    const { document } = await servedPage('/');
    const marquee = textOf(region(document, 'Our services at a glance'));
    for (const service of services) expect(marquee, service.title).toContain(service.title);
  });

  test('teases three projects, each opening its case study, and links to the whole portfolio', async () => {
    const { document } = await servedPage('/');
    const teaser = region(document, homeCopy.portfolio.heading);
    expect(all(teaser, 'img[alt]:not([alt=""])').filter(shown)).toHaveLength(3);
    for (const project of projects.slice(0, 3)) {
      const [href, ...others] = hrefs(links(teaser, new RegExp(project.title)));
      expect(others, project.title).toEqual([]);
      expect(href, project.title).toMatch(/^\/portfolio\/[a-z0-9-]+$/);
      expect(href, project.title).toBe(project.href);
    }
    expect(hrefs(links(teaser, 'View All'))).toEqual(['/portfolio']);
  });

  test('carries the nine client logos', async () => {
    const { document } = await servedPage('/');
    const logos = region(document, 'Our clients');
    expect(all(logos, '[aria-roledescription="slide"]')).toHaveLength(9);
    for (const client of clients) {
      expect(
        all(logos, 'img').filter((image) => image.getAttribute('alt') === client.logo.alt),
        client.logo.alt,
      ).not.toHaveLength(0);
    }
  });
});

describe('about page', () => {
  test('has its header, breadcrumb and introduction', async () => {
    const { document } = await servedPage('/about-us');
    expect(textOf(only(document, 'h1'))).toBe('About Us.');
    expect(textOf(only(document, 'nav[aria-label="Breadcrumb"]'))).toContain('About Us');
    const intro = all(document, 'main p').filter((p) => shown(p) && textOf(p) === aboutCopy.intro[0]);
    expect(intro).toHaveLength(1);
  });

  test('shows 04 years of experience and the four skills as values', async () => {
    const { document } = await servedPage('/about-us');
    const headings = all(document, 'h1, h2, h3, h4, h5, h6').filter(
      (heading) => shown(heading) && /04\s*Years of Experience/.test(textOf(heading)),
    );
    expect(headings).toHaveLength(1);
    const bars = all(document, '[role="progressbar"]');
    for (const skill of aboutSkills) {
      const bar = bars.find((element) => nameOf(element) === skill.label);
      expect(bar?.getAttribute('aria-valuenow'), skill.label).toBe(String(skill.value));
      expect(bar?.getAttribute('aria-valuemax'), skill.label).toBe('100');
    }
    expect(bars).toHaveLength(4);
  });

  test('shows the team with a Join to us link to the team page', async () => {
    const { document } = await servedPage('/about-us');
    const section = region(document, aboutCopy.team.heading);
    for (const member of team) {
      const named = all(section, '*').filter(
        (element) => shown(element) && element.children.length === 0 && textOf(element) === member.name,
      );
      expect(named, member.name).not.toHaveLength(0);
    }
    expect(hrefs(links(section, 'Join to us'))).toEqual(['/our-team']);
  });
});
