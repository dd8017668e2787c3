import { expect, test, type Page } from '@playwright/test';
import { absoluteUrl } from '../src/env';
import { modernHomeCopy, portfolioCopy } from '../src/content/pages';
import { portfolio } from '../src/content/portfolio';
import { projects } from '../src/content/projects';
import { getService } from '../src/content/services';
import { testimonials } from '../src/content/testimonials';
import { contactHref, neighbours, relatedProjects } from '../src/lib/portfolio/case-study';

const copy = portfolioCopy.caseStudy;

/** Text as React writes it into HTML. */
const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test.describe('case studies', () => {
  test('every card on /portfolio opens its case study', async ({ page }) => {
    await page.goto('/portfolio');
    const gallery = page.getByRole('region', { name: portfolioCopy.galleryHeading });
    const hrefs = await gallery
      .locator('article h3 a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(portfolio.map((item) => `/portfolio/${item.slug}`));
    // The whole card is the link: a click on the picture opens the case study.
    // (forced: the title link's overlay covers the picture, which is the point)
    await gallery.locator('article').first().locator('img').click({ force: true });
    await expect(page).toHaveURL(`/portfolio/${portfolio[0]!.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(portfolio[0]!.title);
    // Every other card's address answers with its case study (each page is rendered and checked
    // in a browser by the tests below).
    for (const item of portfolio.slice(1)) {
      const response = await page.request.get(`/portfolio/${item.slug}`);
      expect(response.status(), item.slug).toBe(200);
      expect(await response.text(), item.slug).toContain(`>${escapeHtml(item.title)}</h1>`);
    }
  });

  test('featured projects, the home teaser and search results open case studies', async ({ page }) => {
    for (const project of projects) expect(project.href).toMatch(/^\/portfolio\/[a-z0-9-]+$/);
    await page.goto('/dark/home-modern-agency');
    const featured = page.getByRole('region', { name: modernHomeCopy.projects.eyebrow, exact: true }).last();
    for (const project of projects) {
      await expect(featured.getByRole('link', { name: project.title }).first()).toHaveAttribute(
        'href',
        project.href,
      );
    }
    const item = portfolio.find((entry) => entry.slug === 'healwell-clinics-website')!;
    await page.goto('/search?q=healwell');
    await expect(page.getByRole('link', { name: new RegExp(item.title) }).first()).toHaveAttribute(
      'href',
      item.href,
    );
  });

  test('the sitemap lists every case study', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    for (const item of portfolio) expect(xml, item.slug).toContain(`<loc>${absoluteUrl(item.href)}</loc>`);
  });

  test('the call to action fills in the contact form subject', async ({ page }) => {
    const item = portfolio[1]!;
    await page.goto(item.href);
    const link = page.getByRole('link', { name: copy.cta.button });
    await expect(link).toHaveAttribute('href', contactHref(copy.cta.subject, item.title));
    await link.click();
    await expect(page).toHaveURL(/\/contact-us\?subject=/);
    await expect(page.getByRole('textbox', { name: 'Subject' })).toHaveValue(`A project like ${item.title}`);
  });
});

// What each case study shows, in the served HTML (JavaScript off), as crawlers and every visitor get it.
test.describe('each case study, without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 320, height: 800 } });

  for (const item of portfolio) {
    test(`/portfolio/${item.slug}`, async ({ page }) => {
      await page.goto(item.href);
      const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(breadcrumb.getByRole('link', { name: copy.breadcrumb })).toHaveAttribute(
        'href',
        '/portfolio',
      );
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.title);
      await expect(page.getByText(item.overview)).toBeVisible();

      const facts = page.locator('dl').first();
      for (const value of [item.client, item.industry, item.city, String(item.year), item.duration]) {
        await expect(facts.getByText(value, { exact: true })).toBeVisible();
      }
      for (const slug of item.services) {
        await expect(
          page.getByRole('link', { name: getService(slug)!.title, exact: true }).first(),
        ).toHaveAttribute('href', `/services/${slug}`);
      }

      await expect(section(page, copy.challengeHeading)).toContainText(item.challenge);
      const steps = section(page, copy.approachHeading).getByRole('listitem');
      await expect(steps).toHaveCount(item.approach.length);
      for (const [index, step] of item.approach.entries())
        await expect(steps.nth(index)).toContainText(step.title);
      const results = section(page, copy.resultsHeading).getByRole('listitem');
      await expect(results).toHaveCount(item.results.length);
      for (const [index, result] of item.results.entries()) {
        await expect(results.nth(index)).toContainText(result.value);
        await expect(results.nth(index)).toContainText(result.label);
      }

      const pictures = section(page, copy.galleryHeading).getByRole('img');
      expect(item.gallery.length).toBeGreaterThanOrEqual(3);
      await expect(pictures).toHaveCount(item.gallery.length);
      for (const [index, picture] of item.gallery.entries()) {
        await expect(pictures.nth(index)).toHaveAttribute('alt', picture.alt);
        expect(picture.alt.length).toBeGreaterThan(20);
      }

      const quote = testimonials.find((testimonial) => testimonial.slug === item.testimonial);
      if (quote) await expect(section(page, copy.testimonialHeading)).toContainText(quote.quote);
      else await expect(section(page, copy.testimonialHeading)).toHaveCount(0);
      for (const tool of item.tools) await expect(section(page, copy.toolsHeading)).toContainText(tool);

      await expect(page.getByRole('link', { name: copy.cta.button })).toHaveAttribute(
        'href',
        contactHref(copy.cta.subject, item.title),
      );
      for (const related of relatedProjects(item, portfolio)) {
        await expect(
          section(page, copy.relatedHeading).getByRole('link', { name: related.title }),
        ).toHaveAttribute('href', related.href);
      }
      const { previous, next } = neighbours(item, portfolio);
      const nav = page.getByRole('navigation', { name: copy.navLabel });
      await expect(nav.getByRole('link', { name: new RegExp(previous.title) })).toHaveAttribute(
        'href',
        previous.href,
      );
      await expect(nav.getByRole('link', { name: new RegExp(next.title) })).toHaveAttribute(
        'href',
        next.href,
      );

      const data = await jsonLd(page);
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

      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'fits 320 px').toBeLessThanOrEqual(0);
    });
  }
});
