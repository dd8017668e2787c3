/**
 * WhatsApp and privacy in a browser: no page calls WhatsApp, the round button stays clear of
 * 'Back to top' at each width, has a visible focus style and hides under the intro, the site sets
 * no cookies, and the privacy notice is reached from the footer without JavaScript and fits
 * 320 px. The links' addresses and texts and the notice's words are checked on the served pages
 * in e2e/served/whatsapp-privacy.test.ts.
 */
import type { Locator, Page, Request } from '@playwright/test';
import { commonCopy, privacyCopy } from '../src/content/pages';
import { portfolio } from '../src/content/portfolio';
import { getService } from '../src/content/services';
import { expect, test } from './fixtures';

const BUTTON_NAME = 'Chat on WhatsApp';
const PRIVACY_PATH = '/privacy';
/** 'Back to top' shows past 150 px (the spec); scroll well past it. */
const SCROLLED_PX = 400;
/** Hosts of WhatsApp's click-to-chat, web app and scripts: the site must never call them. */
const WHATSAPP_HOST = /(^|\.)(wa\.me|whatsapp\.(com|net))$/;

const service = getService('web-development');
const [project] = portfolio;
if (!service || !project) throw new Error('the content lacks the pages under test');

/** The pages with WhatsApp links of their own: the home, a service, the contact page, a case study. */
const pages = ['/', `/services/${service.slug}`, '/contact-us', project.href];
const floatingButton = (page: Page) => page.getByRole('link', { name: BUTTON_NAME, exact: true });
const backToTop = (page: Page) => page.getByRole('button', { name: 'Back to top' });

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('no box: the element is not rendered');
  return found;
}

type Box = Awaited<ReturnType<typeof box>>;
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Scrolls past the threshold and waits until both buttons are still and apart. */
async function expectButtonsApart(page: Page) {
  await page.evaluate((y) => window.scrollTo(0, y), SCROLLED_PX);
  await expect(backToTop(page)).toBeVisible();
  await expect(floatingButton(page)).toBeVisible();
  await expect
    .poll(async () => overlap(await box(floatingButton(page)), await box(backToTop(page))), {
      message: 'the WhatsApp button overlaps Back to top',
    })
    .toBe(false);
  const [whatsapp, top] = [await box(floatingButton(page)), await box(backToTop(page))];
  const viewport = page.viewportSize();
  // Both stay on screen, the WhatsApp button above 'Back to top' in the same corner.
  expect(whatsapp.y + whatsapp.height).toBeLessThanOrEqual(top.y);
  expect(whatsapp.y).toBeGreaterThanOrEqual(0);
  expect(whatsapp.x + whatsapp.width).toBeLessThanOrEqual(viewport?.width ?? 0);
}

test.describe('WhatsApp links', () => {
  test('nothing on the home, a service, the contact page or a case study calls WhatsApp', async ({
    warmPage: page,
  }) => {
    const whatsappRequests: string[] = [];
    const watch = (request: Request) => {
      if (WHATSAPP_HOST.test(new URL(request.url()).hostname)) whatsappRequests.push(request.url());
    };
    page.on('request', watch);
    try {
      // Until the network is quiet: whatever the page loads once running counts too.
      for (const path of pages) await page.goto(path, { waitUntil: 'networkidle' });
    } finally {
      page.off('request', watch);
    }
    expect(whatsappRequests).toEqual([]);
  });

  // Sets its own widths: once, in the desktop project.
  test('at 320 and 768 px the round button stays clear of Back to top', async ({ warmPage: page }) => {
    const projectViewport = page.viewportSize();
    try {
      for (const width of [320, 768]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto('/about-us');
        await test.step(`at ${width} px`, () => expectButtonsApart(page));
      }
    } finally {
      if (projectViewport) await page.setViewportSize(projectViewport);
    }
  });
});

// In both projects: 1440 px (desktop) and 375 px on a touch phone (mobile).
test.describe('the round WhatsApp button', () => {
  test('is named "Chat on WhatsApp", has a visible focus style and does not cover Back to top @phone', async ({
    warmPage: page,
  }) => {
    await page.goto('/about-us');
    const button = floatingButton(page);
    await expect(button).toHaveAccessibleName(BUTTON_NAME);
    await expect(button).toBeInViewport();
    await button.focus();
    const outline = await button.evaluate((element) => {
      const style = getComputedStyle(element);
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
    });
    expect(outline.style).not.toBe('none');
    expect(outline.width).toBeGreaterThanOrEqual(2);
    await expectButtonsApart(page);
  });
});

test.describe('while the intro plays', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('the round button stays hidden under the loader, then shows', async ({ page }) => {
    // Every frame from the start: could a person see the button while the loader still covered the
    // page? Seen means not hidden and the topmost thing at its centre: the button's own entrance runs
    // on its own clock, and on a busy machine it may begin behind the loader, which sits above it.
    await page.addInitScript(() => {
      const frames: { covering: boolean; buttonSeen: boolean }[] = [];
      (window as unknown as { __frames: typeof frames }).__frames = frames;
      const sample = () => {
        const loader = document.querySelector('.intro-loader');
        const button = document.querySelector('.whatsapp-float');
        if (loader && button && document.documentElement.classList.contains('intro')) {
          const style = getComputedStyle(loader);
          // Before it slides away (at 2 s) the panel covers the whole screen.
          const covering =
            style.display !== 'none' &&
            new DOMMatrix(style.transform).f === 0 &&
            style.visibility !== 'hidden';
          const box = button.getBoundingClientRect();
          const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
          const buttonSeen = getComputedStyle(button).visibility !== 'hidden' && button.contains(top);
          frames.push({ covering, buttonSeen });
        }
        if (performance.now() < 6000) requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass(/\bintro\b/);
    await expect(floatingButton(page)).toBeVisible({ timeout: 8000 });
    const frames = await page.evaluate(
      () => (window as unknown as { __frames: { covering: boolean; buttonSeen: boolean }[] }).__frames,
    );
    const covered = frames.filter((frame) => frame.covering);
    expect(covered.length).toBeGreaterThan(0);
    expect(covered.filter((frame) => frame.buttonSeen)).toEqual([]);
    // And it does come in: once the intro is over, a person sees it.
    const box = (await floatingButton(page).boundingBox())!;
    expect(
      await page.evaluate(
        ({ x, y }) => Boolean(document.elementFromPoint(x, y)?.closest('.whatsapp-float')),
        { x: box.x + box.width / 2, y: box.y + box.height / 2 },
      ),
    ).toBe(true);
  });
});

test.describe('privacy notice', () => {
  test('the site sets no cookies, as the notice says', async ({ page, context }) => {
    for (const path of ['/', '/contact-us', PRIVACY_PATH])
      await page.goto(path, { waitUntil: 'networkidle' });
    expect(await context.cookies()).toEqual([]);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('is reached from the footer and fits 320 px', async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 800 });
      await page.goto('/');
      await page.getByRole('contentinfo').getByRole('link', { name: commonCopy.privacyLink }).last().click();
      await expect(page).toHaveURL(new RegExp(`${PRIVACY_PATH}$`));
      await expect(page.getByRole('heading', { level: 1, name: privacyCopy.heading })).toBeVisible();
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
    });
  });
});
