/**
 * The services as served: /services with a card and a link for each service, and each service's
 * page with its header, description, process and closing, as crawlers and every visitor get them.
 * The browser's part (a link followed, the header picture shown on a desktop and left out on a
 * phone) is in e2e/services.spec.ts.
 */
import { describe, expect, test } from 'vitest';
import { aboutCopy, servicesCopy } from '@/content/pages';
import { services } from '@/content/services';
import { siteConfig } from '@/content/site';
import { testimonials } from '@/content/testimonials';
import { all, only, readableText, servedPage, textOf } from '@test-support/served';

const stepNames = Object.values(servicesCopy.process.steps);

/** Whether an element is left out of what is shown and read: hidden, or hidden from assistive technology. */
const hiddenFromReaders = (element: Element) =>
  Boolean(element.closest('[hidden], template, [aria-hidden="true"]'));

/** The section labelled by a heading that reads `name`, exactly. */
function region(root: Document, name: string): Element[] {
  return all(root, 'section[aria-labelledby]').filter(
    (section) => textOf(root.getElementById(section.getAttribute('aria-labelledby') ?? '')) === name,
  );
}

/** The headings inside `root` that assistive technology reads, at `level` if given. */
const headings = (root: ParentNode, level?: number) =>
  all(root, level ? `h${level}` : 'h1, h2, h3, h4, h5, h6').filter((heading) => !hiddenFromReaders(heading));

/** The links inside `root` whose name contains `name`, in any case. */
const linksNamed = (root: ParentNode, name: string) =>
  all(root, 'a[href]').filter((link) => textOf(link).toLowerCase().includes(name.toLowerCase()));

describe('/services', () => {
  test('shows the page header and nine service cards, each linking to its page', async () => {
    const { document } = await servedPage('/services');
    expect(textOf(only(document, 'h1'))).toBe(servicesCopy.heading);

    expect(services).toHaveLength(9);
    const cards = all(only(document, 'main'), 'article');
    expect(cards).toHaveLength(services.length);
    for (const [index, service] of services.entries()) {
      const card = cards[index]!;
      expect(textOf(only(card, 'h3')), service.slug).toBe(service.cardTitle);
      expect(readableText(card), service.slug).toContain(service.summary);
      const links = all(card, 'a');
      expect(links, service.slug).toHaveLength(1);
      expect(textOf(links[0]), service.slug).toMatch(new RegExp(`^${servicesCopy.readMore}`));
      expect(textOf(links[0]), service.slug).toBe(`${servicesCopy.readMore} about ${service.title}`);
      expect(links[0]!.getAttribute('href'), service.slug).toBe(`/services/${service.slug}`);
    }
  });

  test('shows the Amazing Design marquee and a closing call to action', async () => {
    const { document } = await servedPage('/services');
    const marquee = all(only(document, 'main'), 'li').filter(
      (item) => textOf(item).includes(servicesCopy.marquee) && !item.closest('[hidden], template'),
    );
    expect(marquee.length).toBeGreaterThan(0);
    const [cta] = region(document, servicesCopy.contactCta.heading);
    const links = linksNamed(cta!, servicesCopy.contactCta.cta);
    expect(links).toHaveLength(1);
    expect(links[0]!.getAttribute('href')).toBe('/contact-us');
  });
});

describe('service pages', () => {
  test.each(services.map((service) => [service.slug, service] as const))(
    '/services/%s shows its header, description, process and closing',
    async (slug, service) => {
      const { document } = await servedPage(`/services/${slug}`);
      const main = only(document, 'main');

      // Header: title, profile download and the preload of the service illustration where it shows.
      expect(textOf(only(document, 'h1'))).toBe(service.title);
      const download = linksNamed(main, servicesCopy.downloadPdf);
      expect(download).toHaveLength(1);
      expect(download[0]!.getAttribute('href')).toBe(siteConfig.profilePdf);
      expect(siteConfig.profilePdf).toBe('/agency-profile.pdf');
      expect(
        only(document, `link[rel="preload"][as="image"][href="${service.image.src}"]`).getAttribute('media'),
      ).toBe('(min-width: 1024px)');

      // Description: the service's own title, both paragraphs, two feature lists and two lazy images.
      const [description] = region(document, service.title);
      expect(textOf(only(description!, 'h2'))).toBe(service.title);
      expect(readableText(description!)).toContain(service.description);
      expect(readableText(description!)).toContain(service.shortDescription);
      const lists = all(description!, 'ul, ol');
      expect(lists).toHaveLength(2);
      expect(all(lists[0]!, 'li').map(textOf)).toEqual([...service.firstFeatures]);
      expect(all(lists[1]!, 'li').map(textOf)).toEqual([...service.secondFeatures]);
      for (const image of [service.leftImage, service.rightImage]) {
        const img = all(description!, 'img').find((candidate) => candidate.getAttribute('alt') === image.alt);
        expect(img?.getAttribute('loading'), image.alt).toBe('lazy');
      }

      // Our Process: four numbered steps in the service's own words, each linking to About Us.
      const [process] = region(document, servicesCopy.process.heading);
      expect(readableText(process!)).toContain(servicesCopy.process.eyebrow);
      const steps = all(process!, 'li');
      expect(steps).toHaveLength(4);
      expect(headings(process!, 3).map(textOf)).toEqual(stepNames);
      const stepTexts = [
        service.process.research,
        service.process.concept,
        service.process.implement,
        service.process.handover,
      ];
      for (const [index, name] of stepNames.entries()) {
        const step = steps[index]!;
        expect(textOf(step)).toContain(`0${index + 1}`);
        expect(readableText(step)).toContain(stepTexts[index]);
        const link = only(step, 'a');
        expect(textOf(link)).toMatch(new RegExp(name));
        expect(link.getAttribute('href')).toBe('/about-us');
      }

      // Closing: the contact call to action, or (SEO) two testimonials with five stars each.
      const cta = region(document, servicesCopy.contactCta.heading);
      const carousels = all(main, '[aria-roledescription="carousel"]');
      if (service.closing === 'contact') {
        const links = linksNamed(cta[0]!, servicesCopy.contactCta.cta);
        expect(links).toHaveLength(1);
        expect(links[0]!.getAttribute('href')).toBe('/contact-us');
        expect(carousels).toHaveLength(0);
      } else {
        expect(cta).toHaveLength(0);
        const heading = aboutCopy.testimonials.heading.toLowerCase();
        expect(headings(main, 2).filter((h2) => textOf(h2).toLowerCase().includes(heading))).toHaveLength(1);
        const slides = carousels.flatMap((carousel) => all(carousel, '[aria-roledescription="slide"]'));
        expect(slides).toHaveLength(2);
        for (const [index, testimonial] of testimonials.slice(0, 2).entries()) {
          expect(testimonial.rating).toBe(5);
          const slide = slides[index]!;
          expect(textOf(slide)).toContain(testimonial.name);
          const stars = all(slide, '[role="img"][aria-label="5 out of 5 stars"]');
          expect(stars).toHaveLength(1);
          expect(all(stars[0]!, 'svg')).toHaveLength(5);
        }
      }
    },
  );

  test('Video Editing says Video Editing, not Graphic Designing', async () => {
    const { document } = await servedPage('/services/Video-Editing');
    const main = only(document, 'main');
    expect(headings(main, 2).filter((heading) => textOf(heading) === 'Video Editing')).toHaveLength(1);
    expect(
      headings(main).filter((heading) => textOf(heading).toLowerCase().includes('graphic designing')),
    ).toHaveLength(0);
  });
});
