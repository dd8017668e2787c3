import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

async function activeElementInDialog(page: Page): Promise<boolean> {
  return page.evaluate(() => Boolean(document.activeElement?.closest('dialog#site-menu')));
}

test.describe('menu overlay', () => {
  test('opens as a modal dialog from the keyboard, keeps focus inside, and Escape returns focus @phone', async ({
    warmPage: page,
  }) => {
    await page.goto('/about-us');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Site menu' });
    await expect(dialog).toBeVisible();
    expect(await activeElementInDialog(page)).toBe(true);

    // The page behind is locked.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');

    // Tab and Shift+Tab cycle inside the dialog.
    for (let i = 0; i < 40; i += 1) {
      await page.keyboard.press('Tab');
      expect(await activeElementInDialog(page)).toBe(true);
    }
    for (let i = 0; i < 5; i += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await activeElementInDialog(page)).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(toggle).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
  });

  test('the close button closes it and focus returns to the toggle @phone', async ({ warmPage: page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    const dialog = page.getByRole('dialog', { name: 'Site menu' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close menu' }).click();
    await expect(dialog).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  // The links the menu lists are checked in e2e/served/layout.test.ts.
  test('a link navigates and closes it @phone', async ({ warmPage: page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Site menu' });
    const nav = dialog.getByRole('navigation', { name: 'Site menu' });
    await nav.getByRole('link', { name: 'Our Team', exact: true }).click();
    await expect(page).toHaveURL(/\/our-team$/);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Team.');
  });
});

test('the skip link is the first stop and jumps to the main content', async ({ warmPage: page }) => {
  await page.goto('/services');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
});

test('the search box opens, takes text and submits to /search @phone', async ({ warmPage: page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const input = page.getByRole('combobox', { name: 'Search the site' });
  await expect(input).toBeVisible();
  await expect(input).toBeFocused();
  await expect(input).toHaveAttribute('placeholder', 'Search');
  await input.fill('seo');
  await input.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=seo$/);
  await expect(page.getByRole('link', { name: /Search Engine Optimization/ }).first()).toBeVisible();
});
