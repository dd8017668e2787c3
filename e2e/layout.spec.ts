import { expect, test, type Page } from '@playwright/test';
import { mainNav, siteConfig } from '../src/content/site';
import { services } from '../src/content/services';

async function activeElementInDialog(page: Page): Promise<boolean> {
  return page.evaluate(() => Boolean(document.activeElement?.closest('dialog#site-menu')));
}

test.describe('menu overlay', () => {
  test('opens as a modal dialog from the keyboard, keeps focus inside, and Escape returns focus @phone', async ({
    page,
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

  test('the close button closes it and focus returns to the toggle @phone', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    const dialog = page.getByRole('dialog', { name: 'Site menu' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close menu' }).click();
    await expect(dialog).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('lists the real pages and services, and a link navigates and closes it @phone', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Site menu' });
    const nav = dialog.getByRole('navigation', { name: 'Site menu' });
    for (const link of mainNav)
      await expect(nav.getByRole('link', { name: link.label, exact: true })).toHaveAttribute(
        'href',
        link.href,
      );
    for (const service of services) {
      await expect(dialog.getByRole('link', { name: service.title, exact: true })).toHaveAttribute(
        'href',
        `/services/${service.slug}`,
      );
    }
    await expect(dialog.locator('a[href^="/dark/"]')).toHaveCount(0);
    await nav.getByRole('link', { name: 'Our Team', exact: true }).click();
    await expect(page).toHaveURL(/\/our-team$/);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Team.');
  });
});

test('the skip link is the first stop and jumps to the main content', async ({ page }) => {
  await page.goto('/services');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
});

test('the search box opens, takes text and submits to /search @phone', async ({ page }) => {
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

test('the footer carries the call to action, contacts, links, subscribe form and this year', async ({
  page,
}) => {
  await page.goto('/');
  const footer = page.locator('footer').last();
  await expect(footer.getByText("Let's Contact").first()).toBeVisible();
  await expect(footer.getByRole('link', { name: "Let's Contact" })).toHaveAttribute('href', '/contact-us');
  await expect(footer.getByText(siteConfig.address.street)).toBeVisible();
  await expect(footer.getByRole('link', { name: siteConfig.email })).toHaveAttribute(
    'href',
    `mailto:${siteConfig.email}`,
  );
  const useful = footer.getByRole('navigation', { name: 'Useful Links' });
  await expect(useful.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about-us');
  const serviceLinks = footer.getByRole('navigation', { name: 'Services' }).getByRole('link');
  await expect(serviceLinks).toHaveCount(9);
  for (const network of ['Facebook', 'Pinterest', 'LinkedIn', 'Instagram']) {
    await expect(footer.getByRole('link', { name: new RegExp(`on ${network}`) })).toHaveAttribute(
      'target',
      '_blank',
    );
  }
  const email = footer.getByRole('textbox', { name: 'Email address' });
  await expect(email).toHaveAttribute('type', 'email');
  // One field for visitors; the honeypot is hidden from people and assistive technology.
  await expect(footer.locator('form input:not([type="hidden"]):not([name="website"])')).toHaveCount(1);
  await expect(footer.getByText(`© ${new Date().getFullYear()} ${siteConfig.name}`)).toBeVisible();
});
