/**
 * The home and About pages in a browser: the testimonials carousels' arrows, the client logos per
 * view at each width, and the skill bars filling once they scroll into view. What the pages say
 * and link to is checked on the served pages in e2e/served/home-about.test.ts.
 */
import type { Locator } from '@playwright/test';
import { aboutCopy, homeCopy } from '../src/content/pages';
import { testimonials } from '../src/content/testimonials';
import { expect, test } from './fixtures';

/** The slide whose left edge is closest to the carousel viewport's left edge. */
async function currentSlideLabel(region: Locator): Promise<string | null> {
  return region.evaluate((node) => {
    const viewport = node.querySelector('.carousel-viewport')!.getBoundingClientRect();
    const slides = [...node.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')];
    const closest = slides
      .map((slide) => ({
        label: slide.getAttribute('aria-label'),
        distance: Math.abs(
          slide.getBoundingClientRect().left +
            parseFloat(getComputedStyle(slide).paddingLeft) -
            viewport.left,
        ),
      }))
      .sort((a, b) => a.distance - b.distance)[0];
    return closest?.label ?? null;
  });
}

test.describe('home page', () => {
  test('shows the first two testimonials in a carousel with working arrows @phone', async ({
    warmPage: page,
  }) => {
    await page.goto('/');
    const region = page.getByRole('region', { name: homeCopy.testimonials.heading, exact: true });
    const slides = region.locator('[aria-roledescription="slide"]');
    await expect(slides).toHaveCount(2);
    await expect(slides.nth(0)).toContainText(testimonials[0]!.name);
    await expect(slides.nth(1)).toContainText(testimonials[1]!.name);
    await expect(region).not.toContainText(testimonials[2]!.name);
    await expect.poll(() => currentSlideLabel(region)).toBe('1 of 2');
    // The carousel starts (and its arrows appear) once it comes near the viewport.
    await region.scrollIntoViewIfNeeded();
    await region.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(() => currentSlideLabel(region)).toBe('2 of 2');
    await region.getByRole('button', { name: 'Previous slide' }).click();
    await expect.poll(() => currentSlideLabel(region)).toBe('1 of 2');
  });
});

// Sets its own widths: once, in the desktop project.
test('the client logos carousel shows 5, 5, 3 and 2 logos per view at 1440, 1000, 768 and 600 px', async ({
  warmPage: page,
}) => {
  const projectViewport = page.viewportSize();
  try {
    for (const [width, perView] of [
      [1440, 5],
      [1000, 5],
      [768, 3],
      [600, 2],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      const region = page.getByRole('region', { name: 'Our clients', exact: true });
      const viewport = await region.locator('.carousel-viewport').boundingBox();
      const slide = await region.locator('[aria-roledescription="slide"]').first().boundingBox();
      expect(viewport && slide, `${width} px`).toBeTruthy();
      // Each slide carries the 30 px gap on its left; the track is pulled back by the same amount.
      expect(Math.abs(slide!.width - (viewport!.width + 30) / perView), `${width} px`).toBeLessThan(2);
    }
  } finally {
    if (projectViewport) await page.setViewportSize(projectViewport);
  }
});

test.describe('about page', () => {
  test('fills the skill bars once they scroll into view', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.addInitScript(() => sessionStorage.setItem('rd-intro-seen', '1'));
    await page.setViewportSize({ width: 375, height: 600 });
    await page.goto('/about-us');
    const fill = page.getByRole('progressbar', { name: 'Web Development' }).locator('.skill-bar-fill');
    const scale = () => fill.evaluate((node) => new DOMMatrix(getComputedStyle(node).transform).a);
    // Off screen, the bar waits at zero...
    await expect.poll(scale).toBe(0);
    await fill.scrollIntoViewIfNeeded();
    // ...and fills to its value once it is in view.
    await expect.poll(scale, { timeout: 5000 }).toBe(1);
  });

  test('has a looping testimonials carousel of the first two', async ({ warmPage: page }) => {
    await page.goto('/about-us');
    const region = page.getByRole('region', { name: aboutCopy.testimonials.heading, exact: true });
    await expect(region.locator('[aria-roledescription="slide"]')).toHaveCount(2);
    await expect.poll(() => currentSlideLabel(region)).toBe('1 of 2');
    await region.scrollIntoViewIfNeeded();
    // Looping: going back from the first slide lands on the last one.
    await region.getByRole('button', { name: 'Previous slide' }).click();
    await expect.poll(() => currentSlideLabel(region)).toBe('2 of 2');
    await region.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(() => currentSlideLabel(region)).toBe('1 of 2');
  });
});
