import { expect, test } from '@playwright/test';
import { aboutCopy, servicesCopy } from '../src/content/pages';
import { services } from '../src/content/services';
import { siteConfig } from '../src/content/site';
import { testimonials } from '../src/content/testimonials';

const stepNames = Object.values(servicesCopy.process.steps);

// The content checks do not depend on the device: they run in the desktop project only; what
// differs on a phone has its own tests (@phone, see docs/quality.md).
test.describe('/services', () => {
  test('shows the page header and nine service cards, each linking to its page', async ({ page }) => {
    await page.goto('/services');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(servicesCopy.heading);

    expect(services).toHaveLength(9);
    const cards = page.locator('main').getByRole('article');
    await expect(cards).toHaveCount(services.length);
    for (const [index, service] of services.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(service.cardTitle);
      await expect(card.getByText(service.summary)).toBeVisible();
      const link = card.getByRole('link');
      await expect(link).toHaveCount(1);
      await expect(link).toHaveText(new RegExp(`^${servicesCopy.readMore}`));
      await expect(link).toHaveAccessibleName(`${servicesCopy.readMore} about ${service.title}`);
      await expect(link).toHaveAttribute('href', `/services/${service.slug}`);
    }
  });

  test('a Read More link opens the service page', async ({ page }) => {
    const service = services[6]!;
    await page.goto('/services');
    await page.getByRole('link', { name: `${servicesCopy.readMore} about ${service.title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/services/${service.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(service.title);
  });

  test('shows the Amazing Design marquee and a closing call to action', async ({ page }) => {
    await page.goto('/services');
    await expect(page.locator('main').getByText(servicesCopy.marquee).first()).toBeVisible();
    const cta = page.getByRole('region', { name: servicesCopy.contactCta.heading });
    await expect(cta.getByRole('link', { name: servicesCopy.contactCta.cta })).toHaveAttribute(
      'href',
      '/contact-us',
    );
  });
});

test.describe('service pages', () => {
  for (const service of services) {
    test(`/services/${service.slug} shows its header, description, process and closing`, async ({ page }) => {
      await page.goto(`/services/${service.slug}`, { waitUntil: 'networkidle' });
      const main = page.locator('main');

      // Header: title, profile download and the service illustration (preloaded where it shows).
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(service.title);
      await expect(main.getByRole('link', { name: servicesCopy.downloadPdf })).toHaveAttribute(
        'href',
        siteConfig.profilePdf,
      );
      expect(siteConfig.profilePdf).toBe('/agency-profile.pdf');
      const headerImage = main
        .locator('header img')
        .and(page.getByAltText(service.image.alt, { exact: true }));
      await expect(
        page.locator(`link[rel="preload"][as="image"][href="${service.image.src}"]`),
      ).toHaveAttribute('media', '(min-width: 1024px)');
      // Above the fold on desktop, fetched early by the preload.
      await expect(headerImage).toBeVisible();
      expect(
        await headerImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      ).toBe(true);

      // Description: the service's own title, both paragraphs, two feature lists and two lazy images.
      const description = page.getByRole('region', { name: service.title, exact: true });
      await expect(description.getByRole('heading', { level: 2 })).toHaveText(service.title);
      await expect(description.getByText(service.description)).toBeVisible();
      await expect(description.getByText(service.shortDescription)).toBeVisible();
      const lists = description.getByRole('list');
      await expect(lists).toHaveCount(2);
      await expect(lists.nth(0).getByRole('listitem')).toHaveText([...service.firstFeatures]);
      await expect(lists.nth(1).getByRole('listitem')).toHaveText([...service.secondFeatures]);
      for (const image of [service.leftImage, service.rightImage]) {
        await expect(description.getByRole('img', { name: image.alt })).toHaveAttribute('loading', 'lazy');
      }

      // Our Process: four numbered steps in the service's own words, each linking to About Us.
      const process = page.getByRole('region', { name: servicesCopy.process.heading });
      await expect(process.getByText(servicesCopy.process.eyebrow)).toBeVisible();
      const steps = process.getByRole('listitem');
      await expect(steps).toHaveCount(4);
      await expect(process.getByRole('heading', { level: 3 })).toHaveText(stepNames);
      const stepTexts = [
        service.process.research,
        service.process.concept,
        service.process.implement,
        service.process.handover,
      ];
      for (const [index, name] of stepNames.entries()) {
        const step = steps.nth(index);
        await expect(step).toContainText(`0${index + 1}`);
        await expect(step.getByText(stepTexts[index]!)).toBeVisible();
        const link = step.getByRole('link');
        await expect(link).toHaveAccessibleName(new RegExp(name));
        await expect(link).toHaveAttribute('href', '/about-us');
      }

      // Closing: the contact call to action, or (SEO) two testimonials with five stars each.
      const cta = page.getByRole('region', { name: servicesCopy.contactCta.heading });
      const carousel = main.locator('[aria-roledescription="carousel"]');
      if (service.closing === 'contact') {
        await expect(cta.getByRole('link', { name: servicesCopy.contactCta.cta })).toHaveAttribute(
          'href',
          '/contact-us',
        );
        await expect(carousel).toHaveCount(0);
      } else {
        await expect(cta).toHaveCount(0);
        await expect(
          main.getByRole('heading', { level: 2, name: aboutCopy.testimonials.heading }),
        ).toBeVisible();
        const slides = carousel.locator('[aria-roledescription="slide"]');
        await expect(slides).toHaveCount(2);
        for (const [index, testimonial] of testimonials.slice(0, 2).entries()) {
          expect(testimonial.rating).toBe(5);
          const slide = slides.nth(index);
          await expect(slide).toContainText(testimonial.name);
          const stars = slide.getByRole('img', { name: '5 out of 5 stars' });
          await expect(stars).toHaveCount(1);
          await expect(stars.locator('svg')).toHaveCount(5);
        }
      }
    });
  }

  test('Video Editing says Video Editing, not Graphic Designing', async ({ page }) => {
    await page.goto('/services/Video-Editing');
    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 2, name: 'Video Editing', exact: true })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Graphic Designing' })).toHaveCount(0);
  });
});

test.describe('service pages on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('leave the header picture out: neither shown nor downloaded, so the h1 is the largest paint', async ({
    page,
  }) => {
    const service = services[0]!;
    const imageRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === service.image.src) imageRequests.push(request.url());
    });
    await page.goto(`/services/${service.slug}`, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(service.title);
    await expect(
      page.locator('main header img').and(page.getByAltText(service.image.alt, { exact: true })),
    ).toBeHidden();
    expect(imageRequests).toEqual([]);
  });
});
