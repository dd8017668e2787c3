import type { ConsoleMessage, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { filterOf, portfolio, portfolioFilters, type PortfolioFilterId } from '../src/content/portfolio';

const expectedCount = (id: PortfolioFilterId) =>
  portfolio.filter((item) => id === 'all' || filterOf(item) === id).length;
const labelOf = (id: PortfolioFilterId) => portfolioFilters.find((filter) => filter.id === id)?.label ?? id;

const gallery = (page: Page) => page.getByRole('region', { name: 'Projects' });
const cards = (page: Page) => gallery(page).getByRole('listitem');
const filterBar = (page: Page) => page.getByRole('group', { name: 'Filter projects by category' });
const filterButton = (page: Page, id: PortfolioFilterId) =>
  filterBar(page).getByRole('button', { name: labelOf(id), exact: true });

/** Exactly one filter pressed: the given one. */
async function expectPressed(page: Page, id: PortfolioFilterId) {
  await expect(filterButton(page, id)).toHaveAttribute('aria-pressed', 'true');
  await expect(filterBar(page).locator('[aria-pressed="true"]')).toHaveCount(1);
  await expect(filterBar(page).getByRole('button')).toHaveCount(portfolioFilters.length);
}

async function expectShowing(page: Page, id: PortfolioFilterId) {
  await expectPressed(page, id);
  await expect(cards(page)).toHaveCount(expectedCount(id));
  await expect(gallery(page).getByRole('status')).toHaveText(`Showing ${expectedCount(id)} projects`);
}

function expectUrl(page: Page, id: PortfolioFilterId) {
  const url = new URL(page.url());
  expect(url.pathname).toBe('/portfolio');
  expect(url.search).toBe(id === 'all' ? '' : `?category=${id}`);
}

/** Waits until the filter's script has taken over from the links the page is served with. */
async function hydrated(page: Page) {
  await expect(filterBar(page)).toHaveAttribute('data-hydrated', '');
}

// What the portfolio serves (every project, the filters as links to filtered pages, the cards'
// links and pictures, the category pages) is checked in e2e/served/portfolio.test.ts. Here: the
// filter once its script runs. None of these tests leaves state behind but the page's own
// history, so they share the worker's warm page.
test.describe('portfolio filter', () => {
  test('starts on Show All with every project once its script runs', async ({ warmPage: page }) => {
    await page.goto('/portfolio');
    await hydrated(page);
    await expectShowing(page, 'all');
    await expect(cards(page).first().getByRole('heading', { level: 3 })).toHaveText(
      portfolio[0]?.title ?? '',
    );
  });

  test('each filter shows exactly its projects and puts the choice in the URL', async ({
    warmPage: page,
  }) => {
    await page.goto('/portfolio');
    await hydrated(page);
    for (const { id } of [...portfolioFilters.slice(1), portfolioFilters[0]]) {
      await filterButton(page, id).click();
      await expectShowing(page, id);
      expectUrl(page, id);
      if (id !== 'all') {
        const labels = await cards(page).locator('.eyebrow').allTextContents();
        const expected = portfolio.filter((item) => filterOf(item) === id).length;
        expect(labels).toHaveLength(expected);
      }
    }
  });

  test('a shared link opens the gallery filtered', async ({ warmPage: page }) => {
    await page.goto('/portfolio?category=mobile-apps');
    await hydrated(page);
    await expectShowing(page, 'mobile-apps');
    expect(expectedCount('mobile-apps')).toBe(6);
    expectUrl(page, 'mobile-apps');
    // From a filtered start, Show All still brings every project back.
    await filterButton(page, 'all').click();
    await expectShowing(page, 'all');
    expectUrl(page, 'all');
  });

  test('an unknown category shows everything', async ({ warmPage: page }) => {
    await page.goto('/portfolio?category=seo');
    await hydrated(page);
    await expectShowing(page, 'all');
  });

  test('a category page stays on its category once its script runs', async ({ warmPage: page }) => {
    await page.goto('/portfolio/category/mobile-apps');
    await hydrated(page);
    await expectShowing(page, 'mobile-apps');
  });

  test('Back and Forward return to the previous filters', async ({ warmPage: page }) => {
    await page.goto('/portfolio');
    await hydrated(page);
    await filterButton(page, 'graphics').click();
    await expectShowing(page, 'graphics');
    await filterButton(page, 'product').click();
    await expectShowing(page, 'product');

    await page.goBack();
    await expectShowing(page, 'graphics');
    expectUrl(page, 'graphics');
    await page.goBack();
    await expectShowing(page, 'all');
    expectUrl(page, 'all');
    await page.goForward();
    await expectShowing(page, 'graphics');
  });

  test('the filters work from the keyboard with Enter and Space', async ({ warmPage: page }) => {
    await page.goto('/portfolio');
    // Before hydration the filters are links: Enter would load the filtered page instead.
    await hydrated(page);
    await filterButton(page, 'marketing').focus();
    await page.keyboard.press('Enter');
    await expectShowing(page, 'marketing');
    await filterButton(page, 'web-development').focus();
    await page.keyboard.press('Space');
    await expectShowing(page, 'web-development');
    expectUrl(page, 'web-development');
    await expect(filterButton(page, 'web-development')).toBeFocused();
  });

  test('filtering logs no console error and never scrolls sideways @phone', async ({ warmPage: page }) => {
    const problems: string[] = [];
    const onConsole = (message: ConsoleMessage) => {
      if (message.type() === 'error') problems.push(message.text());
    };
    const onPageError = (error: Error) => problems.push(error.message);
    page.on('console', onConsole);
    page.on('pageerror', onPageError);
    try {
      await page.goto('/portfolio?category=product');
      await hydrated(page);
      for (const { id } of portfolioFilters) {
        await filterButton(page, id).click();
        await expectShowing(page, id);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, id).toBeLessThanOrEqual(0);
      }
    } finally {
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
    }
    expect(problems).toEqual([]);
  });
});
