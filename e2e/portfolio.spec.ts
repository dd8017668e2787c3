import { expect, test, type Page } from '@playwright/test';
import { absoluteUrl } from '../src/env';
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

test.describe('portfolio filter', () => {
  test('starts on Show All with every project', async ({ page }) => {
    await page.goto('/portfolio');
    await expect(page.getByRole('heading', { level: 1, name: 'Portfolio.' })).toBeVisible();
    await expectShowing(page, 'all');
    expect(expectedCount('all')).toBe(31);
    await expect(cards(page).first().getByRole('heading', { level: 3 })).toHaveText(
      portfolio[0]?.title ?? '',
    );
  });

  test('each filter shows exactly its projects and puts the choice in the URL', async ({ page }) => {
    await page.goto('/portfolio');
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

  test('a shared link opens the gallery filtered', async ({ page }) => {
    await page.goto('/portfolio?category=mobile-apps');
    await expectShowing(page, 'mobile-apps');
    expect(expectedCount('mobile-apps')).toBe(6);
    expectUrl(page, 'mobile-apps');
    await expect(page.getByRole('heading', { level: 1, name: 'Portfolio.' })).toBeVisible();
    // From a filtered start, Show All still brings every project back.
    await filterButton(page, 'all').click();
    await expectShowing(page, 'all');
    expectUrl(page, 'all');
  });

  test('an unknown category shows everything', async ({ page }) => {
    await page.goto('/portfolio?category=seo');
    await expectShowing(page, 'all');
  });

  test('Back and Forward return to the previous filters', async ({ page }) => {
    await page.goto('/portfolio');
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

  test('the filters work from the keyboard with Enter and Space', async ({ page }) => {
    await page.goto('/portfolio');
    // Before hydration the filters are links: Enter would load the filtered page instead.
    await expect(filterBar(page)).toHaveAttribute('data-hydrated', '');
    await filterButton(page, 'marketing').focus();
    await page.keyboard.press('Enter');
    await expectShowing(page, 'marketing');
    await filterButton(page, 'web-development').focus();
    await page.keyboard.press('Space');
    await expectShowing(page, 'web-development');
    expectUrl(page, 'web-development');
    await expect(filterButton(page, 'web-development')).toBeFocused();
  });

  test('filtering logs no console error and never scrolls sideways @phone', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto('/portfolio?category=product', { waitUntil: 'networkidle' });
    for (const { id } of portfolioFilters) {
      await filterButton(page, id).click();
      await expectShowing(page, id);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, id).toBeLessThanOrEqual(0);
    }
    expect(problems).toEqual([]);
  });
});

test.describe('portfolio cards', () => {
  test('every card links to its case study in the same tab', async ({ page }) => {
    await page.goto('/portfolio');
    for (const item of portfolio) {
      const link = gallery(page).getByRole('link', { name: item.title, exact: true });
      await expect(link).toHaveAttribute('href', `/portfolio/${item.slug}`);
      await expect(link).not.toHaveAttribute('target', /./);
    }
    await expect(gallery(page).getByRole('link', { name: /opens in a new tab/ })).toHaveCount(0);
  });

  test('images carry their size, alt text and load lazily after the first two', async ({ page }) => {
    await page.goto('/portfolio');
    const images = gallery(page).locator('img');
    await expect(images).toHaveCount(portfolio.length);
    for (const [index, item] of portfolio.entries()) {
      const image = images.nth(index);
      await expect(image).toHaveAttribute('alt', item.image.alt);
      await expect(image).toHaveAttribute('width', String(item.image.width));
      await expect(image).toHaveAttribute('height', String(item.image.height));
      await expect(image).toHaveAttribute('loading', index < 2 ? 'eager' : 'lazy');
    }
  });
});

test.describe('the category pages', () => {
  test('are the same page, canonical to /portfolio and kept out of search results', async ({ page }) => {
    await page.goto('/portfolio/category/mobile-apps');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', absoluteUrl('/portfolio'));
    expect(absoluteUrl('/portfolio')).toBe('http://localhost:3000/portfolio');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('heading', { level: 1, name: 'Portfolio.' })).toBeVisible();
    await expectShowing(page, 'mobile-apps');
  });

  test('/portfolio itself stays indexable', async ({ page }) => {
    await page.goto('/portfolio');
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  });

  test('an unknown category page answers 404', async ({ request }) => {
    expect((await request.get('/portfolio/category/seo')).status()).toBe(404);
    expect((await request.get('/portfolio/category/all')).status()).toBe(404);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the filters are links to prerendered, filtered pages', async ({ page }) => {
    await page.goto('/portfolio');
    await expectShowing(page, 'all');
    for (const { id } of [...portfolioFilters.slice(1), portfolioFilters[0]]) {
      await filterButton(page, id).click();
      await page.waitForURL(
        (url) => url.pathname === '/portfolio' && url.search === (id === 'all' ? '' : `?category=${id}`),
      );
      await expectShowing(page, id);
    }
  });
});
