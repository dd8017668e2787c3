/**
 * The header search box: the index fetched on first focus, results grouped by kind, the keys of a
 * combobox, and a hostile query that runs nothing once the page is running. The search results
 * page and the blog as served are checked in e2e/served/search-blog.test.ts.
 */
import type { Dialog, Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Search behaves the same on every layout: this file runs in the desktop project
// (see playwright.config.ts).

async function openSearch(page: Page) {
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const input = page.getByRole('combobox', { name: 'Search the site' });
  await expect(input).toBeFocused();
  return input;
}

test.describe('header search', () => {
  test('fetches the index on first focus, not with the page', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await page.goto('/', { waitUntil: 'networkidle' });
    expect(requests).not.toContain('/search-index.json');
    const indexLoaded = page.waitForResponse('**/search-index.json');
    await openSearch(page);
    expect((await indexLoaded).status()).toBe(200);
  });

  test("shows 'seo' results grouped by kind; ArrowDown and Enter open the SEO service", async ({ page }) => {
    await page.goto('/');
    const input = await openSearch(page);
    await input.fill('seo');
    const results = page.getByRole('listbox', { name: 'Search results' });
    const servicesGroup = results.getByRole('group', { name: 'Services' });
    const seo = servicesGroup.getByRole('option', { name: /Search Engine Optimization/ });
    await expect(seo).toBeVisible();
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(input).toHaveAttribute('aria-controls', (await results.getAttribute('id')) ?? '');
    await expect(servicesGroup.getByText('Services', { exact: true })).toBeVisible();

    await input.press('ArrowDown');
    await expect(seo).toHaveAttribute('aria-selected', 'true');
    await expect(input).toHaveAttribute('aria-activedescendant', (await seo.getAttribute('id')) ?? '');
    await expect(input).toBeFocused();
    await input.press('Enter');
    await expect(page).toHaveURL(/\/services\/search-engine-optimization$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Search Engine Optimization' })).toBeVisible();
    await expect(input).toBeHidden();
  });

  test('arrow keys wrap around; Escape closes the popover', async ({ page }) => {
    await page.goto('/');
    const input = await openSearch(page);
    await input.fill('web');
    const options = page.getByRole('listbox', { name: 'Search results' }).getByRole('option');
    await expect(options.first()).toBeVisible();
    await input.press('ArrowUp');
    await expect(options.last()).toHaveAttribute('aria-selected', 'true');
    await input.press('ArrowDown');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await input.press('Escape');
    await expect(input).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
  });

  test('Enter without an active result submits to /search', async ({ page }) => {
    await page.goto('/');
    const input = await openSearch(page);
    await input.fill('mobile app');
    await expect(
      page.getByRole('listbox', { name: 'Search results' }).getByRole('option').first(),
    ).toBeVisible();
    await input.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=mobile\+app$/);
    await expect(page.getByRole('heading', { level: 2, name: /Projects/ })).toBeVisible();
  });

  test('says so when nothing matches', async ({ page }) => {
    await page.goto('/');
    const input = await openSearch(page);
    await input.fill('zzzqqq');
    await expect(page.locator('#site-search').getByText('Nothing matched “zzzqqq”.').first()).toBeVisible();
    await expect(input).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('/search', () => {
  test('runs nothing of a hostile query once the page is running', async ({ warmPage: page }) => {
    let dialogs = 0;
    const dismiss = (dialog: Dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    };
    page.on('dialog', dismiss);
    try {
      const hostile = '<script>alert(1)</script>';
      await page.goto(`/search?q=${encodeURIComponent(hostile)}`);
      // Shown as text, in the page the running script has put together.
      await expect(page.getByText(`Nothing matched “${hostile}”.`)).toBeVisible();
      await expect(page.getByRole('searchbox', { name: 'Search the site' })).toHaveValue(hostile);
      expect(await page.locator('script:not([src]):not([type])', { hasText: 'alert(1)' }).count()).toBe(0);
      expect(dialogs).toBe(0);
    } finally {
      page.off('dialog', dismiss);
    }
  });
});
