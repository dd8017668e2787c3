/**
 * The modern agency home (/dark/home-modern-agency) in a browser: the hero slider and the featured
 * projects carousel move and loop, the carousel library loads only on intent, the tabs follow the
 * WAI-ARIA keyboard pattern, nothing scrolls sideways on a narrow phone, and without JavaScript the
 * first slide and every tab panel show. What the page says is checked on the served page in
 * e2e/served/modern-home.test.ts.
 */
import type { Locator, Page } from '@playwright/test';
import { modernHomeCopy } from '../src/content/pages';
import { projects } from '../src/content/projects';
import { expect, test } from './fixtures';

/**
 * Activates a slider arrow from the keyboard: on a phone the floating WhatsApp button can sit over
 * an arrow, and a pointer click would make Playwright scroll the page to find a clear spot.
 */
async function press(button: Locator) {
  await button.focus();
  await button.press('Enter');
}

const PATH = '/dark/home-modern-agency';

const slider = (page: Page) => page.getByRole('region', { name: modernHomeCopy.sliderLabel, exact: true });
const projectsCarousel = (page: Page) =>
  page
    .locator('[aria-roledescription="carousel"]')
    .and(page.getByRole('region', { name: modernHomeCopy.projects.eyebrow, exact: true }));

/** The carousels show their arrows once Embla (and so React) is running. */
async function goHydrated(page: Page) {
  await page.goto(PATH);
  await expect(slider(page).getByRole('button', { name: 'Next slide' })).toBeVisible();
}

test.describe('modern agency home', () => {
  test('the slider has three slides, and Next and Prev move between them @phone', async ({
    warmPage: page,
  }) => {
    await goHydrated(page);
    const region = slider(page);
    const slides = region.getByRole('group');
    await expect(slides).toHaveCount(3);
    for (const [index, slide] of (await slides.all()).entries()) {
      await expect(slide).toHaveAccessibleName(`${index + 1} of 3`);
    }
    const [first, second, third] = modernHomeCopy.slides;
    // The page's one h1 is the first slide's title, on screen at the start.
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    await expect(region.getByRole('group', { name: '1 of 3' })).toBeInViewport({ ratio: 0.9 });

    await press(region.getByRole('button', { name: 'Next slide' }));
    await expect(region.getByRole('group', { name: '2 of 3' })).toBeInViewport({ ratio: 0.9 });
    await expect(region.getByRole('group', { name: '1 of 3' })).not.toBeInViewport();
    await expect(region.getByRole('heading', { name: second!.title })).toBeInViewport();
    await expect(region.getByRole('link', { name: second!.cta.label })).toHaveAttribute(
      'href',
      second!.cta.href,
    );

    await press(region.getByRole('button', { name: 'Previous slide' }));
    await expect(region.getByRole('group', { name: '1 of 3' })).toBeInViewport({ ratio: 0.9 });
    await expect(region.getByRole('heading', { name: first!.title })).toBeInViewport();

    // It loops: back from the first slide is the last.
    await press(region.getByRole('button', { name: 'Previous slide' }));
    await expect(region.getByRole('group', { name: '3 of 3' })).toBeInViewport({ ratio: 0.9 });
    await expect(region.getByRole('heading', { name: third!.title })).toBeInViewport();
  });

  test('the slider loads the carousel library only once the visitor reaches for it, and moves on the first press', async ({
    page,
  }) => {
    const isEmbla = (code: string) => code.includes('dragThreshold');
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
    });
    await page.goto(PATH, { waitUntil: 'networkidle' });
    // At the top of the page, near the viewport at once: it would be in every first load.
    expect((await Promise.all(scripts)).some(isEmbla)).toBe(false);
    const region = slider(page);
    const next = region.getByRole('button', { name: 'Next slide' });
    await expect(next).toBeVisible();
    const embla = page.waitForResponse(
      async (response) => response.request().resourceType() === 'script' && isEmbla(await response.text()),
    );
    await press(next);
    await embla;
    await expect(region.getByRole('group', { name: '2 of 3' })).toBeInViewport({ ratio: 0.9 });
  });

  test('the tabs follow the WAI-ARIA keyboard pattern and show exactly one panel', async ({
    warmPage: page,
  }) => {
    await goHydrated(page);
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveText(['About Us', 'Our Mission', 'Our Vision', 'Achievements']);
    const tab = (name: string) => page.getByRole('tab', { name });
    const panels = page.getByRole('tabpanel');

    async function expectSelected(index: number) {
      const item = modernHomeCopy.tabs[index]!;
      await expect(tab(item.label)).toHaveAttribute('aria-selected', 'true');
      await expect(tab(item.label)).toBeFocused();
      await expect(page.locator('[role="tab"][aria-selected="true"]')).toHaveCount(1);
      await expect(page.locator('[role="tab"][tabindex="0"]')).toHaveCount(1);
      await expect(panels).toHaveCount(1);
      await expect(panels).toBeVisible();
      await expect(panels).toContainText(item.text);
      await expect(panels).toHaveAccessibleName(item.label);
    }

    await expect(tab('About Us')).toHaveAttribute('aria-selected', 'true');
    await tab('About Us').focus();
    await expectSelected(0);
    await page.keyboard.press('ArrowRight');
    await expectSelected(1);
    await page.keyboard.press('End');
    await expectSelected(3);
    await page.keyboard.press('Home');
    await expectSelected(0);
    await page.keyboard.press('ArrowLeft');
    await expectSelected(3);
    await page.keyboard.press('ArrowRight');
    await expectSelected(0);
    // Tab leaves the tab list for the panel.
    await page.keyboard.press('Tab');
    await expect(panels).toBeFocused();
  });

  test('the featured projects carousel has five slides and working arrows @phone', async ({
    warmPage: page,
  }) => {
    await goHydrated(page);
    const region = projectsCarousel(page);
    await region.scrollIntoViewIfNeeded();
    await expect(region.getByRole('group')).toHaveCount(projects.length);
    for (const [index, project] of projects.entries()) {
      const slide = region.getByRole('group', { name: `${index + 1} of ${projects.length}` });
      await expect(slide.getByRole('link', { name: project.title })).toHaveAttribute('href', project.href);
      await expect(slide.getByRole('img', { name: project.image.alt })).toBeAttached();
    }
    const wide = (page.viewportSize()?.width ?? 0) >= 1200;
    if (wide) {
      // All five fit from 1200 px, so there is nothing to scroll and no arrows to offer.
      for (let index = 1; index <= projects.length; index++) {
        await expect(region.getByRole('group', { name: `${index} of 5` })).toBeInViewport({ ratio: 0.8 });
      }
      await expect(region.getByRole('button', { name: 'Next slide' })).toBeHidden();
      return;
    }
    await expect(region.getByRole('group', { name: '1 of 5' })).toBeInViewport({ ratio: 0.8 });
    await press(region.getByRole('button', { name: 'Next slide' }));
    await expect(region.getByRole('group', { name: '1 of 5' })).not.toBeInViewport();
    await expect(region.getByRole('group', { name: '2 of 5' })).toBeInViewport({ ratio: 0.8 });
    await press(region.getByRole('button', { name: 'Previous slide' }));
    await expect(region.getByRole('group', { name: '1 of 5' })).toBeInViewport({ ratio: 0.8 });
  });

  // Sets its own widths: once, in the desktop project.
  test('does not scroll sideways at 320 and 375 px', async ({ warmPage: page }) => {
    const projectViewport = page.viewportSize();
    try {
      for (const width of [320, 375]) {
        await page.setViewportSize({ width, height: 740 });
        await goHydrated(page);
        // This page's sections only: the shared header and footer belong to the layout's own tests.
        const overflow = await page.evaluate(() => {
          for (const part of document.querySelectorAll<HTMLElement>('body > header, body > footer')) {
            part.style.display = 'none';
          }
          return document.documentElement.scrollWidth - window.innerWidth;
        });
        expect(overflow, `${width} px`).toBeLessThanOrEqual(0);
      }
    } finally {
      if (projectViewport) await page.setViewportSize(projectViewport);
    }
  });
});

test.describe('modern agency home without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows the first slide and every tab panel', async ({ page }) => {
    await page.goto(PATH);
    await expect(
      page.getByRole('heading', { level: 1, name: modernHomeCopy.slides[0]!.title }),
    ).toBeInViewport();
    const tabs = page.locator('[data-tabs]');
    await expect(tabs.getByRole('tablist')).toBeHidden();
    for (const item of modernHomeCopy.tabs) {
      await expect(tabs.getByText(item.text)).toBeVisible();
      await expect(tabs.getByRole('heading', { name: item.label, exact: true })).toBeVisible();
    }
  });
});
