import { expect, test, type Locator } from '@playwright/test';
import { clients } from '../src/content/clients';
import { projects } from '../src/content/projects';
import { aboutCopy, homeCopy } from '../src/content/pages';
import { services } from '../src/content/services';
import { aboutSkills } from '../src/content/site';
import { team } from '../src/content/team';
import { testimonials } from '../src/content/testimonials';

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
  test('opens with the hero and its consultation link', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Your digital marketing success starts here',
    );
    await expect(page.getByRole('link', { name: 'Get Consultation' }).first()).toHaveAttribute(
      'href',
      '/contact-us',
    );
  });

  test('has the About Us block with a link to the About page', async ({ page }) => {
    await page.goto('/');
    const about = page.getByRole('region', { name: homeCopy.about.heading, exact: true });
    await expect(about).toBeVisible();
    await expect(about.getByRole('link', { name: homeCopy.about.cta })).toHaveAttribute('href', '/about-us');
  });

  test('lists the nine services, each with a Read More link to its page', async ({ page }) => {
    await page.goto('/');
    const grid = page.getByRole('region', { name: homeCopy.services.heading, exact: true });
    const readMore = grid.getByRole('link', { name: /Read More/ });
    await expect(readMore).toHaveCount(9);
    for (const [index, service] of services.entries()) {
      await expect(readMore.nth(index)).toHaveAttribute('href', `/services/${service.slug}`);
    }
  });

  test('scrolls the service names in a marquee', async ({ page }) => {
    await page.goto('/');
    const marquee = page.getByRole('region', { name: 'Our services at a glance' });
    for (const service of services) await expect(marquee).toContainText(service.title);
  });

  test('teases three projects, each opening its case study, and links to the whole portfolio', async ({
    page,
  }) => {
    await page.goto('/');
    const teaser = page.getByRole('region', { name: homeCopy.portfolio.heading, exact: true });
    await expect(teaser.getByRole('img')).toHaveCount(3);
    for (const project of projects.slice(0, 3)) {
      await expect(teaser.getByRole('link', { name: new RegExp(project.title) })).toHaveAttribute(
        'href',
        /^\/portfolio\/[a-z0-9-]+$/,
      );
      await expect(teaser.getByRole('link', { name: new RegExp(project.title) })).toHaveAttribute(
        'href',
        project.href,
      );
    }
    await expect(teaser.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/portfolio');
  });

  test('shows the first two testimonials in a carousel with working arrows @phone', async ({ page }) => {
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

  test('carries the nine client logos', async ({ page }) => {
    await page.goto('/');
    const region = page.getByRole('region', { name: 'Our clients', exact: true });
    await expect(region.locator('[aria-roledescription="slide"]')).toHaveCount(9);
    for (const client of clients)
      await expect(region.getByRole('img', { name: client.logo.alt })).toBeAttached();
  });
});

// Each sets its own width: once, in the desktop project.
test.describe('client logos per view', () => {
  for (const [width, perView] of [
    [1440, 5],
    [1000, 5],
    [768, 3],
    [600, 2],
  ] as const) {
    test(`${perView} logos per view at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      const region = page.getByRole('region', { name: 'Our clients', exact: true });
      const viewport = await region.locator('.carousel-viewport').boundingBox();
      const slide = await region.locator('[aria-roledescription="slide"]').first().boundingBox();
      expect(viewport && slide).toBeTruthy();
      // Each slide carries the 30 px gap on its left; the track is pulled back by the same amount.
      expect(Math.abs(slide!.width - (viewport!.width + 30) / perView)).toBeLessThan(2);
    });
  }
});

test.describe('about page', () => {
  test('has its header, breadcrumb and introduction', async ({ page }) => {
    await page.goto('/about-us');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us.');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('About Us');
    await expect(page.getByText(aboutCopy.intro[0]!)).toBeVisible();
  });

  test('shows 04 years of experience and the four skills as values', async ({ page }) => {
    await page.goto('/about-us');
    await expect(page.getByRole('heading', { name: /04\s*Years of Experience/ })).toBeVisible();
    for (const skill of aboutSkills) {
      const bar = page.getByRole('progressbar', { name: skill.label });
      await expect(bar).toHaveAttribute('aria-valuenow', String(skill.value));
      await expect(bar).toHaveAttribute('aria-valuemax', '100');
    }
    await expect(page.getByRole('progressbar')).toHaveCount(4);
  });

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

  test('has a looping testimonials carousel of the first two @phone', async ({ page }) => {
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

  test('shows the team with a Join to us link to the team page', async ({ page }) => {
    await page.goto('/about-us');
    const section = page.getByRole('region', { name: aboutCopy.team.heading, exact: true });
    for (const member of team) await expect(section.getByText(member.name, { exact: true })).toBeVisible();
    await expect(section.getByRole('link', { name: 'Join to us' })).toHaveAttribute('href', '/our-team');
  });
});
