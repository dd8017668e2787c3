import { expect, test } from './fixtures';
import { portfolioCopy } from '../src/content/pages';
import { portfolio } from '../src/content/portfolio';

const copy = portfolioCopy.caseStudy;

// What each case study serves (story, facts, alt texts, links, JSON-LD) and the links to them are
// checked in e2e/served/case-studies.test.ts. Here: what a click does, and the layout at 320 px.
test.describe('case studies', () => {
  test('a click on a card’s picture on /portfolio opens its case study', async ({ warmPage }) => {
    await warmPage.goto('/portfolio');
    const gallery = warmPage.getByRole('region', { name: portfolioCopy.galleryHeading });
    // The whole card is the link: a click on the picture opens the case study.
    // (forced: the title link's overlay covers the picture, which is the point)
    await gallery.locator('article').first().locator('img').click({ force: true });
    await expect(warmPage).toHaveURL(`/portfolio/${portfolio[0]!.slug}`);
    await expect(warmPage.getByRole('heading', { level: 1 })).toHaveText(portfolio[0]!.title);
  });

  // Its own page: the contact form keeps the subject as a draft in the session.
  test('the call to action fills in the contact form subject', async ({ page }) => {
    const item = portfolio[1]!;
    await page.goto(item.href);
    await page.getByRole('link', { name: copy.cta.button }).click();
    await expect(page).toHaveURL(/\/contact-us\?subject=/);
    await expect(page.getByRole('textbox', { name: 'Subject' })).toHaveValue(`A project like ${item.title}`);
  });

  // The served page as it is laid out before (or without) the site's scripts, at the narrowest
  // phone. e2e/routes.spec.ts checks three case studies at 320 px with the scripts running.
  test('no case study scrolls sideways at 320 px without JavaScript', async ({ browser }) => {
    test.slow(); // one page load per case study
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 320, height: 800 },
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    try {
      for (const item of portfolio) {
        await page.goto(item.href);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${item.href} fits 320 px`).toBeLessThanOrEqual(0);
      }
    } finally {
      await context.close();
    }
  });
});
