import type { Browser, Page } from '@playwright/test';
import { copyOf } from '../src/content/localized';
import { NASTALIQ_MAX_BYTES, nastaliqUrl } from '../src/lib/fonts/nastaliq-file';
import { NASTALIQ_CACHED_CLASS, NASTALIQ_CACHED_KEY } from '../src/lib/fonts/nastaliq-loading';
import { translatedRoutes } from '../src/lib/seo/routes';
import { axeViolations } from './axe';
import { drawnWith, expect, test } from './device-fonts';
import {
  layoutShiftOf,
  layoutShifts,
  shiftsOnceRead,
  totalShift,
  twoFrames,
  watchLayoutShift,
} from './layout-shift';

/**
 * The Urdu pages (/ur/…) in a browser: Noto Nastaliq Urdu and how it loads, the first layout,
 * right to left behaviour, and axe at both widths. What they serve (language, direction,
 * alternates, links, the 404, the sitemap) is in e2e/served/urdu.test.ts; the forms' Urdu texts
 * are in e2e/urdu-forms.spec.ts.
 *
 * On a device without Noto Nastaliq Urdu of its own, whatever fonts the machine running the tests
 * has: the pages then fetch the file and use it from the next page on. A device that has the family
 * is e2e/urdu-device-font.spec.ts.
 */
test.use({ nastaliqOnDevice: false });

const urduPaths = translatedRoutes.filter((route) => route.locale === 'ur').map((route) => route.path);
const common = copyOf('ur', 'common');
const cachedClass = new RegExp(NASTALIQ_CACHED_CLASS);

/** Elements whose own text is Urdu and that a visitor can see. */
function urduTextProblems(page: Page) {
  return page.evaluate(() => {
    const URDU = /[\u0600-\u06FF]/;
    // Seen by a visitor: laid out, and not visually hidden for screen readers only (`sr-only`).
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      const hidden = element.closest('.sr-only') !== null && style.clipPath === 'inset(50%)';
      return (
        box.width > 1 &&
        box.height > 1 &&
        style.visibility !== 'hidden' &&
        style.display !== 'none' &&
        !hidden
      );
    };
    const withUrdu = [...document.body.querySelectorAll('*')].filter(
      (element) =>
        shown(element) &&
        [...element.childNodes].some(
          (node) => node.nodeType === Node.TEXT_NODE && URDU.test(node.textContent ?? ''),
        ),
    );
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 4).join('.')} “${(element.textContent ?? '').trim().slice(0, 30)}”`;
    const problems: string[] = [];
    for (const element of withUrdu) {
      const style = getComputedStyle(element);
      const ratio = parseFloat(style.lineHeight) / parseFloat(style.fontSize);
      if (!(ratio >= 1.99))
        problems.push(`${name(element)}: line-height ${style.lineHeight} at ${style.fontSize}`);
      if (!/nastaliq/i.test(style.fontFamily.split(',')[0] ?? ''))
        problems.push(`${name(element)}: set in ${style.fontFamily}`);
      if (style.webkitLineClamp !== 'none' && style.webkitLineClamp !== '')
        problems.push(`${name(element)}: line-clamp`);
      if (style.textOverflow === 'ellipsis') problems.push(`${name(element)}: text-overflow ellipsis`);
    }
    // Any element around Urdu text that hides what overflows it top or bottom while its content is
    // taller than its box (Chrome counts each line's full font height: the reach of Nastaliq's letters).
    for (const element of document.body.querySelectorAll('*')) {
      if (!shown(element) || !URDU.test(element.textContent ?? '')) continue;
      const { overflowY } = getComputedStyle(element);
      const hides = overflowY === 'hidden' || overflowY === 'clip';
      if (hides && element.scrollHeight > element.clientHeight + 1) {
        problems.push(
          `${name(element)}: hides overflow, content ${element.scrollHeight} px in ${element.clientHeight} px`,
        );
      }
    }
    return problems;
  });
}

/** How drawnWith names the downloaded Nastaliq file. */
const NASTALIQ_FILE_FACE = 'Noto Nastaliq Urdu (web font)';

const hasCachedClass = (page: Page) =>
  page.evaluate((name) => document.documentElement.classList.contains(name), NASTALIQ_CACHED_CLASS);

/** Waits for the page's own sign that it has fetched the Nastaliq file: its address in localStorage. */
const untilFileNoted = (page: Page) =>
  page.waitForFunction(({ key, url }) => localStorage.getItem(key) === url, {
    key: NASTALIQ_CACHED_KEY,
    url: nastaliqUrl(),
  });

/**
 * Opens an Urdu page once the browser has the Nastaliq file: a visitor's second page. The first
 * Urdu page a browser opens fetches the file once it has loaded, and notes it; it is then opened
 * again.
 */
async function openWithFontCached(page: Page, path: string) {
  await page.goto(path);
  if (!(await hasCachedClass(page))) {
    await untilFileNoted(page);
    await page.reload({ waitUntil: 'networkidle' });
  }
  await expect(page.locator('html'), path).toHaveClass(cachedClass);
  await page.evaluate(() => document.fonts.ready);
}

/**
 * Fonts at a phone's size too (@phone): 1440 px (desktop) and 375 px (mobile). The nine services
 * share one layout and differ in their words, which wrap into more lines on a phone: the first is
 * checked at both widths, the others at 375 px only (`@phone-only`).
 */
const firstUrduService = urduPaths.find((path) => path.startsWith('/ur/services/'));
test.describe('Nastaliq on every Urdu page', () => {
  for (const path of [...urduPaths, '/ur/no-such-page']) {
    const phoneOnly = path.startsWith('/ur/services/') && path !== firstUrduService;
    test(`${path}: Urdu text is in Noto Nastaliq Urdu, at twice its size or more, never clipped ${phoneOnly ? '@phone-only' : '@phone'}`, async ({
      warmPage,
    }) => {
      await openWithFontCached(warmPage, path);
      expect(await drawnWith(warmPage, 'h1')).toContain(NASTALIQ_FILE_FACE);
      expect(await urduTextProblems(warmPage)).toEqual([]);
    });
  }
});

// Its own width, so once: not again in each project.
test('at 320 px wide, no Urdu page scrolls sideways', async ({ warmPage }) => {
  test.slow(); // one page load per route
  const viewport = warmPage.viewportSize();
  await warmPage.setViewportSize({ width: 320, height: 640 });
  try {
    for (const path of [...urduPaths, '/ur/no-such-page']) {
      await warmPage.goto(path);
      const overflow = await warmPage.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  } finally {
    if (viewport) await warmPage.setViewportSize(viewport);
  }
});

test.describe('the Urdu font', () => {
  /**
   * Every font file a fresh page at `path` requests, with its size in bytes. An Urdu page asks for
   * the Nastaliq file only after it has loaded (and after finding that the device lacks the
   * family), which on a busy machine can be after the network has gone quiet: it waits for the
   * page's own sign that the file has come, its address kept in localStorage.
   */
  async function fontsOfFirstVisit(
    browser: Browser,
    path: string,
  ): Promise<{ url: string; bytes: number }[]> {
    const page = await browser.newPage();
    const fonts: Promise<{ url: string; bytes: number }>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'font') return;
      fonts.push(response.body().then((body) => ({ url: response.url(), bytes: body.length })));
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    await untilFileNoted(page);
    await page.evaluate(() => document.fonts.ready);
    const loaded = await Promise.all(fonts);
    await page.close();
    return loaded;
  }
  const nastaliq = <F extends { url: string }>(fonts: F[]) =>
    fonts.filter((font) => /nastaliq/i.test(font.url));

  test('a first visit draws Urdu at once, fetches the file after the page has loaded, within its budget', async ({
    browser,
    page,
  }) => {
    test.slow(); // three fresh pages and a page reached by a link, each waited on until the network is quiet
    for (const path of ['/ur', '/ur/contact-us']) {
      const fonts = nastaliq(await fontsOfFirstVisit(browser, path));
      expect(fonts, path).toHaveLength(1);
      const total = fonts.reduce((sum, font) => sum + font.bytes, 0);
      expect(total, `${path}: ${total} bytes of Urdu font`).toBeLessThanOrEqual(NASTALIQ_MAX_BYTES);
    }
    await page.goto('/ur');
    await untilFileNoted(page);
    // Asked for only once the page had loaded, and not used on this page.
    const timing = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      const file = performance
        .getEntriesByType('resource')
        .find((entry) => /nastaliq.*\.woff2$/.test(entry.name));
      return { loaded: navigation?.loadEventEnd ?? 0, asked: file?.startTime ?? -1 };
    });
    expect(timing.asked, 'the file was asked for').toBeGreaterThan(0);
    expect(timing.asked).toBeGreaterThanOrEqual(timing.loaded);
    expect(await drawnWith(page, 'h1')).not.toContain(NASTALIQ_FILE_FACE);
    expect(await page.evaluate(() => document.documentElement.className)).not.toContain(
      NASTALIQ_CACHED_CLASS,
    );
    // The next page, reached by a link (the same document: a client-side navigation), is set in it.
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.locator('header nav a[href="/ur/services"]').first().click();
    await expect(page).toHaveURL(/\/ur\/services$/);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
    await expect(page.locator('html')).toHaveClass(cachedClass);
    // The class restyles the page; its font loads at the next layout, which `document.fonts.ready`
    // may be asked before: wait until the new page's heading is drawn in it, as a person would.
    await expect
      .poll(async () => {
        await page.evaluate(() => document.fonts.ready);
        return drawnWith(page, 'h1');
      })
      .toContain(NASTALIQ_FILE_FACE);
    // And so is every page opened afresh.
    await page.goto('/ur/contact-us');
    await expect(page.locator('html')).toHaveClass(cachedClass);
  });

  test('without JavaScript an Urdu page asks for the file itself', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const asked = page.waitForRequest((request) => /nastaliq.*\.woff2$/.test(request.url()));
    await page.goto('/ur');
    await asked;
    await context.close();
  });

  test('a file that comes late moves nothing: the page keeps the face it was first drawn in', async ({
    page,
  }) => {
    // The browser has noted the file, but no longer holds it, on a slow line: it arrives 1.5 s
    // after the page has been read (a starved CPU can take longer than that to read it), well
    // after the first paint.
    await page.addInitScript(({ key, url }) => localStorage.setItem(key, url), {
      key: NASTALIQ_CACHED_KEY,
      url: nastaliqUrl(),
    });
    await page.route(/\/_fonts\/.+\.woff2$/, async (route) => {
      await page.waitForFunction(() => document.readyState !== 'loading').catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    for (const path of ['/ur', '/ur/contact-us']) {
      await page.goto(path, { waitUntil: 'load' });
      await expect(page.locator('html')).toHaveClass(cachedClass);
      // The file has come (the face is loaded) and two frames have been drawn since.
      await page.waitForFunction(() =>
        [...document.fonts].some((face) => face.family === 'Noto Nastaliq Urdu' && face.status === 'loaded'),
      );
      await twoFrames(page);
      // What the file's coming moved: the shifts once the page was read (shiftsOnceRead), every
      // one listed.
      const shifts = await layoutShifts(page);
      expect(
        totalShift(shiftsOnceRead(shifts)),
        `${path}: layout shift once read, of ${JSON.stringify(shifts)}`,
      ).toBeLessThanOrEqual(0.01);
      expect(await drawnWith(page, 'h1'), path).not.toContain(NASTALIQ_FILE_FACE);
    }
  });

  test('never loads on English pages, the 404 included', async ({ page }) => {
    // A fresh browser that has opened no Urdu page: nothing of the file is in its cache.
    let opened = '';
    const asked: string[] = [];
    page.on('request', (request) => {
      if (/nastaliq/i.test(request.url())) asked.push(`${opened}: ${request.url()}`);
    });
    for (const path of ['/', '/about-us', '/services/web-development', '/portfolio', '/no-such-page']) {
      opened = path;
      await page.goto(path, { waitUntil: 'networkidle' });
      await page.evaluate(() => document.fonts.ready);
    }
    expect(asked).toEqual([]);
  });
});

/** `content-visibility` of each part of the page's main, in order. */
function mainPartsVisibility(page: Page): Promise<string[]> {
  return page
    .locator('main > *')
    .evaluateAll((parts) => parts.map((part) => getComputedStyle(part).contentVisibility));
}

test.describe('the first layout of an Urdu page', () => {
  test('leaves the parts of main after the first until they come near the screen, and nothing moves as they do @phone', async ({
    page,
  }) => {
    await watchLayoutShift(page);
    await page.goto('/ur');
    const visibility = await mainPartsVisibility(page);
    expect(visibility.length).toBeGreaterThan(3);
    expect(visibility[0]).toBe('visible');
    expect(new Set(visibility.slice(1))).toEqual(new Set(['auto']));
    // Read down the page a screen at a time: each part is laid out before it shows, and the page
    // below it grows or shrinks out of sight.
    for (let screen = 0; screen < 40; screen += 1) {
      const atEnd = await page.evaluate(() => {
        window.scrollBy({ top: window.innerHeight * 0.8, behavior: 'instant' });
        return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
      });
      await twoFrames(page);
      if (atEnd) break;
    }
    expect(await layoutShiftOf(page)).toBeLessThanOrEqual(0.01);
  });

  test('English pages lay out all of main at once', async ({ warmPage }) => {
    await warmPage.goto('/');
    expect(new Set(await mainPartsVisibility(warmPage))).toEqual(new Set(['visible']));
  });
});

test.describe('right to left', () => {
  // The side is set by logical properties, the same at every width.
  test('the WhatsApp button and Back to top sit in the left corner, on the right on English pages', async ({
    warmPage,
  }) => {
    for (const [path, side] of [
      ['/ur', 'left'],
      ['/', 'right'],
    ] as const) {
      await warmPage.goto(path);
      await warmPage.evaluate(() => window.scrollTo(0, 600));
      const backToTop = warmPage.locator('.back-to-top');
      await expect(backToTop, path).toHaveAttribute('data-visible', 'true');
      const width = warmPage.viewportSize()?.width ?? 0;
      for (const control of [warmPage.locator('.whatsapp-float'), backToTop]) {
        const box = await control.boundingBox();
        expect(box, path).not.toBeNull();
        const centre = (box?.x ?? 0) + (box?.width ?? 0) / 2;
        expect(centre < width / 2 ? 'left' : 'right', path).toBe(side);
      }
    }
  });

  test('the menu opens in Urdu, lists the Urdu pages, offers the English page, and has no axe violations @phone', async ({
    warmPage,
  }) => {
    await warmPage.goto('/ur/about-us');
    await warmPage.getByRole('button', { name: common.menu.open }).click();
    const dialog = warmPage.getByRole('dialog', { name: common.menu.name });
    await expect(dialog).toBeVisible();
    const nav = dialog.getByRole('navigation', { name: common.menu.name });
    const about = nav.getByRole('link', { name: copyOf('ur', 'navigation').mainNav[1]?.label, exact: true });
    await expect(about).toHaveAttribute('href', '/ur/about-us');
    await expect(about).toHaveAttribute('aria-current', 'page');
    await expect(dialog.locator('a[hreflang="en"]', { hasText: 'English' })).toHaveAttribute(
      'href',
      '/about-us',
    );
    expect(await axeViolations(warmPage, { tags: ['wcag2a', 'wcag2aa', 'wcag22aa'] })).toEqual([]);
  });

  test('carousels run right to left: Next moves the testimonials towards the right', async ({ warmPage }) => {
    await warmPage.goto('/ur/about-us');
    const carousel = warmPage.getByRole('region', { name: copyOf('ur', 'about').testimonials.eyebrow });
    await carousel.scrollIntoViewIfNeeded();
    const next = carousel.getByRole('button', { name: common.carousel.next });
    // The arrows appear once Embla has started.
    await expect(next).toBeVisible();
    await expect(carousel.locator('.carousel-viewport')).not.toHaveAttribute('tabindex', '0');
    await next.click();
    const track = carousel.locator('.carousel-track');
    await expect
      .poll(async () => track.evaluate((element) => new DOMMatrix(getComputedStyle(element).transform).m41))
      .toBeGreaterThan(0);
  });

  test('pointing icons point the other way; the marquee runs the other way', async ({ warmPage }) => {
    await warmPage.goto('/ur');
    const arrow = warmPage.getByRole('link', { name: copyOf('ur', 'home').hero.cta }).locator('svg');
    expect(await arrow.evaluate((svg) => getComputedStyle(svg).scale)).toBe('-1 1');
    const track = warmPage.locator('.animate-marquee').first();
    expect(
      await track.evaluate((element) => getComputedStyle(element).getPropertyValue('--marquee-to').trim()),
    ).toBe('50%');
  });

  test('the brand in the intro loader reads left to right, as on English pages', async ({ warmPage }) => {
    await warmPage.goto('/ur');
    await warmPage.evaluate(() => document.documentElement.classList.add('intro'));
    const words = warmPage.locator('.intro-loader-word');
    await expect(words).toHaveCount(2);
    const [ravi, digital] = await Promise.all([words.nth(0).boundingBox(), words.nth(1).boundingBox()]);
    expect(ravi?.x ?? 0).toBeLessThan(digital?.x ?? 0);
  });

  test('the search box answers in Urdu and marks its English results as English', async ({ warmPage }) => {
    const search = copyOf('ur', 'search');
    await warmPage.goto('/ur');
    await warmPage.getByRole('button', { name: search.submit, exact: true }).click();
    await warmPage.getByRole('combobox', { name: search.inputLabel }).fill('web');
    const results = warmPage.getByRole('listbox', { name: search.resultsLabel });
    await expect(results.getByRole('option').first()).toBeVisible();
    expect(
      await results
        .getByRole('option')
        .evaluateAll((options) => options.map((option) => option.getAttribute('lang'))),
    ).toEqual(expect.arrayContaining(['en']));
    await expect(results.getByRole('option').first()).toHaveAttribute('hreflang', 'en');
  });
});

/**
 * Opens an Urdu page as a first visit draws it, settled: in the faces the device has (the Nastaliq
 * file, noted by an earlier page in this browser, is forgotten), its fonts in, its scripts done
 * with their first work, and every part of main laid out at this width.
 */
async function openSettled(page: Page, path: string) {
  await page.goto(path);
  if (await hasCachedClass(page)) {
    // This page asked for no file (it had it), so nothing notes it again before the next load.
    await page.evaluate((key) => localStorage.removeItem(key), NASTALIQ_CACHED_KEY);
    await page.goto(path);
  }
  await expect(page.locator('html'), path).not.toHaveClass(cachedClass);
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 }));
  });
  await expect
    .poll(() => layOutEveryPart(page), { message: `${path}: parts of main in their boxes` })
    .toEqual([]);
  await expect(page.locator('.back-to-top'), path).toBeHidden();
}

/**
 * Lays out each part of main once, then goes back to the top; returns the parts whose content is
 * taller than their box. An Urdu page lays out the parts after the first only when they come near
 * the screen (`content-visibility: auto`, globals.css), and holds one it has never laid out at a
 * placeholder height (60rem) meanwhile. A visitor never sees such a part, but axe measures every
 * element's box: in a placeholder, the content overflows onto what follows (on a phone, the
 * service page's link to all prices over the footer's call to action: a target-size violation
 * the page does not have), and which parts had been laid out by then depended on how far the page
 * had come at its first frame. Once laid out, a part keeps its height (`auto`) when it leaves the
 * screen.
 */
function layOutEveryPart(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const twoFrames = () =>
      new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const parts = [...document.querySelectorAll('main > *')].filter(
      (part) => getComputedStyle(part).contentVisibility === 'auto',
    );
    for (const part of parts) {
      part.scrollIntoView({ block: 'start', behavior: 'instant' });
      await twoFrames();
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    await document.fonts.ready;
    await twoFrames();
    return parts
      .filter((part) => part.scrollHeight > part.clientHeight + 1)
      .map((part) => `${part.id || part.className}: ${part.scrollHeight} px in ${part.clientHeight} px`);
  });
}

/**
 * The nine Urdu services share one layout whose content is plain fields, as the English ones do
 * (e2e/a11y.spec.ts): the first stands for them at both widths.
 */
const axePaths = [
  ...urduPaths.filter((path) => !path.startsWith('/ur/services/') || path === firstUrduService),
  '/ur/no-such-page',
];

/** At a phone's width too (@phone): the home page, a service, the forms, the 404 page. */
const axeAtPhoneWidth = new Set(['/ur', firstUrduService, '/ur/contact-us', '/ur/book', '/ur/no-such-page']);

test.describe('no axe violations on the Urdu pages', () => {
  for (const path of axePaths) {
    test(path, axeAtPhoneWidth.has(path) ? { tag: '@phone' } : {}, async ({ warmPage }) => {
      await openSettled(warmPage, path);
      expect(await axeViolations(warmPage), path).toEqual([]);
    });
  }
});
