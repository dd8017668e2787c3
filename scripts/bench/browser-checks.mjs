/** axe-core accessibility checks and the JavaScript-off check, in Debian's Chromium. */
import AxeBuilder from '@axe-core/playwright';
import { chromium } from '@playwright/test';
import { playwrightLaunchOptions } from '../lib/chromium';

const launch = () => chromium.launch(playwrightLaunchOptions);

/**
 * axe on every route at each width, with motion reduced so the intro is gone; once per width
 * also with the menu overlay open and with the search box open.
 */
export async function axeAudit(origin, routes, widths = [375, 1440]) {
  const browser = await launch();
  const findings = [];
  try {
    for (const width of widths) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
      const page = await context.newPage();
      const check = async (label) => {
        const { violations } = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
          .analyze();
        for (const violation of violations) {
          findings.push({
            page: label,
            width,
            rule: violation.id,
            impact: violation.impact,
            nodes: violation.nodes.length,
            help: violation.help,
          });
        }
      };
      for (const route of routes) {
        await page.goto(origin + route, { waitUntil: 'networkidle' });
        await check(route);
      }
      await page.goto(origin + '/', { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('dialog', { name: 'Site menu' }).waitFor();
      await check('/ (menu open)');
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.getByRole('combobox', { name: 'Search the site' }).fill('web');
      await page.waitForTimeout(400);
      await check('/ (search open)');
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return findings;
}

/** Every route with JavaScript disabled: the main heading and every navigation link are there. */
export async function noJsAudit(origin, routes, navHrefs) {
  const browser = await launch();
  const results = [];
  try {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const route of routes) {
      const response = await page.goto(origin + route);
      const heading = (await page.locator('h1').first().textContent())?.trim() ?? '';
      const headingVisible = heading ? await page.locator('h1').first().isVisible() : false;
      const missingLinks = [];
      for (const href of navHrefs) {
        if ((await page.locator(`header a[href="${href}"], footer a[href="${href}"]`).count()) === 0)
          missingLinks.push(href);
      }
      results.push({ route, status: response?.status() ?? 0, heading, headingVisible, missingLinks });
    }
  } finally {
    await browser.close();
  }
  return results;
}
