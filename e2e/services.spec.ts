import { expect, test } from './fixtures';
import { servicesCopy } from '../src/content/pages';
import { services } from '../src/content/services';

// What /services and each service page serve (cards, links, descriptions, process, closing) is
// checked in e2e/served/services.test.ts. Here: a link followed, and the header picture, which a
// desktop shows and a phone never downloads.
test.describe('/services', () => {
  test('a Read More link opens the service page', async ({ warmPage }) => {
    const service = services[6]!;
    await warmPage.goto('/services');
    await warmPage.getByRole('link', { name: `${servicesCopy.readMore} about ${service.title}` }).click();
    await expect(warmPage).toHaveURL(new RegExp(`/services/${service.slug}$`));
    await expect(warmPage.getByRole('heading', { level: 1 })).toHaveText(service.title);
  });
});

test.describe('service pages', () => {
  test('show their header picture on a desktop, loaded', async ({ warmPage }) => {
    for (const service of services) {
      await warmPage.goto(`/services/${service.slug}`);
      const headerImage = warmPage
        .locator('main header img')
        .and(warmPage.getByAltText(service.image.alt, { exact: true }));
      // Above the fold on desktop, fetched early by the preload.
      await expect(headerImage, service.slug).toBeVisible();
      await expect
        .poll(() => headerImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
          message: service.slug,
        })
        .toBe(true);
    }
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
    // A fresh page, so nothing comes from the cache; the network going quiet is when the picture
    // would have been asked for.
    await page.goto(`/services/${service.slug}`, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(service.title);
    await expect(
      page.locator('main header img').and(page.getByAltText(service.image.alt, { exact: true })),
    ).toBeHidden();
    expect(imageRequests).toEqual([]);
  });
});
