import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { copyOf } from '../src/content/localized';
import { localeInfo } from '../src/content/locales';
import { getService } from '../src/content/services';
import { siteWordsOf } from '../src/content/site';
import { absoluteUrl } from '../src/env';
import { NASTALIQ_MAX_BYTES, nastaliqUrl } from '../src/lib/fonts/nastaliq-file';
import { NASTALIQ_CACHED_CLASS, NASTALIQ_CACHED_KEY } from '../src/lib/fonts/nastaliq-loading';
import { formatDate } from '../src/lib/i18n/format';
import { siteRoutes, translatedRoutes } from '../src/lib/seo/routes';
import { drawnWith, expect, test } from './device-fonts';
import { layoutShiftOf, twoFrames, watchLayoutShift } from './layout-shift';

/**
 * The Urdu pages (/ur/…): prerendered right to left in Noto Nastaliq Urdu, paired with their
 * English pages by hreflang. The forms' Urdu texts are in e2e/urdu-forms.spec.ts.
 *
 * On a device without Noto Nastaliq Urdu of its own, whatever fonts the machine running the tests
 * has: the pages then fetch the file and use it from the next page on. A device that has the family
 * is e2e/urdu-device-font.spec.ts.
 */
test.use({ nastaliqOnDevice: false });

const urduRoutes = translatedRoutes.filter((route) => route.locale === 'ur');
const urduPaths = urduRoutes.map((route) => route.path);
const englishOnly = siteRoutes.filter(
  (route) => route.indexable && !urduRoutes.some((urdu) => urdu.englishPath === route.path),
);
const common = copyOf('ur', 'common');
const URDU = /[\u0600-\u06FF]/;

test('the Urdu site has every page of the issue: home, services, the nine services, about, contact and privacy', () => {
  expect(urduPaths).toEqual(
    expect.arrayContaining([
      '/ur',
      '/ur/services',
      '/ur/about-us',
      '/ur/contact-us',
      '/ur/privacy',
      '/ur/services/web-development',
    ]),
  );
  expect(urduPaths.filter((path) => path.startsWith('/ur/services/'))).toHaveLength(9);
});

test.describe('every Urdu page, as served', () => {
  // Language, direction, alternates and the switch are in the served HTML, for crawlers and for
  // visitors without JavaScript.
  test.use({ javaScriptEnabled: false });

  for (const route of urduRoutes) {
    test(`${route.path} is Urdu, right to left, and paired with ${route.englishPath} both ways`, async ({
      page,
    }) => {
      const alternates = {
        en: absoluteUrl(route.englishPath),
        ur: absoluteUrl(route.path),
        'x-default': absoluteUrl(route.englishPath),
      };
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page).toHaveTitle(`${route.title} | Ravi Digital`);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', alternates.ur);
      for (const [language, url] of Object.entries(alternates)) {
        await expect(page.locator(`link[rel="alternate"][hreflang="${language}"]`)).toHaveAttribute(
          'href',
          url,
        );
      }
      await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'ur_PK');
      await expect(page.locator('meta[property="og:locale:alternate"]')).toHaveAttribute('content', 'en_PK');
      const inLanguage = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
        (text) => (JSON.parse(text) as { inLanguage?: string }).inLanguage,
      );
      expect(inLanguage).toContain('ur');
      // The switch in the header's bar (from 640 px), and in the menu.
      const toEnglish = page.locator('a[hreflang="en"][lang="en"]', { hasText: 'English' });
      await expect(toEnglish).toHaveCount(2);
      for (const link of await toEnglish.all()) await expect(link).toHaveAttribute('href', route.englishPath);
      await expect(page.locator('h1')).toHaveCount(1);
      expect(await page.locator('h1').textContent()).toMatch(URDU);

      await page.goto(route.englishPath);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      for (const [language, url] of Object.entries(alternates)) {
        await expect(page.locator(`link[rel="alternate"][hreflang="${language}"]`)).toHaveAttribute(
          'href',
          url,
        );
      }
      await expect(page.locator('meta[property="og:locale:alternate"]')).toHaveAttribute('content', 'ur_PK');
      const toUrdu = page.locator('a[hreflang="ur"][lang="ur"]', { hasText: localeInfo.ur.name });
      await expect(toUrdu).toHaveCount(2);
      for (const link of await toUrdu.all()) await expect(link).toHaveAttribute('href', route.path);
    });
  }

  test('English pages without an Urdu version offer no switch and declare no alternates', async ({
    page,
  }) => {
    for (const route of englishOnly.slice(0, 6)) {
      await page.goto(route.path);
      await expect(page.locator('a[hreflang="ur"]'), route.path).toHaveCount(0);
      await expect(page.locator('link[rel="alternate"][hreflang]'), route.path).toHaveCount(0);
    }
  });

  test('links from Urdu pages stay in Urdu where a page exists, and mark English-only pages as English', async ({
    page,
  }) => {
    for (const path of ['/ur', '/ur/about-us', '/ur/services/search-engine-optimization']) {
      await page.goto(path);
      const links = await page.locator('a[href^="/"]').evaluateAll((anchors) =>
        anchors.map((anchor) => ({
          href: anchor.getAttribute('href') ?? '',
          hreflang: anchor.getAttribute('hreflang'),
        })),
      );
      const english = links.filter((link) => !/^\/ur(\/|$)/.test(link.href));
      expect(english.length, path).toBeGreaterThan(0);
      expect(
        english.filter((link) => link.hreflang !== 'en'),
        path,
      ).toEqual([]);
      for (const link of links.filter((candidate) => candidate.href.startsWith('/ur'))) {
        expect(urduPaths, `${path} links to ${link.href}`).toContain(link.href.replace(/[?#].*$/, ''));
        expect(link.hreflang, link.href).toBeNull();
      }
    }
  });

  test('an unknown address under /ur is the Urdu 404, with status 404', async ({ page }) => {
    for (const path of ['/ur/no-such-page', '/ur/services/no-such-service', '/ur/about-us/more']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(copyOf('ur', 'notFound').heading);
      await expect(page.getByRole('link', { name: copyOf('ur', 'notFound').cta })).toHaveAttribute(
        'href',
        '/ur',
      );
    }
    const english = await page.goto('/no-such-page');
    expect(english?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('English addresses stay as they are: no /en prefix and no redirect by language', async ({
    page,
    request,
  }) => {
    expect((await request.get('/en', { maxRedirects: 0 })).status()).toBe(404);
    const response = await request.get('/', {
      headers: { 'accept-language': 'ur-PK,ur;q=0.9' },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(200);
    expect(response.headers()['set-cookie']).toBeUndefined();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('numbers keep the digits 0–9, in reading order inside Urdu text', async ({ page }) => {
    const { figures } = siteWordsOf('ur');
    await page.goto('/ur');
    const hero = page.locator('#hero-heading').locator('xpath=..');
    await expect(hero.locator('dd bdi').nth(1)).toHaveText(figures.customerSatisfaction.value);
    await page.goto('/ur/privacy');
    const updated = copyOf('ur', 'privacy').updated;
    await expect(page.locator(`time[datetime="${updated}"]`)).toHaveText(formatDate('ur', updated));
    expect(formatDate('ur', updated)).toMatch(/^\d+ \S+، \d{4}$/);
  });
});

test.describe('the sitemap', () => {
  test('lists each Urdu page and its English pair with their xhtml:link alternates', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entries = new Map(
      [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => {
        const body = match[1] ?? '';
        return [/<loc>([^<]+)<\/loc>/.exec(body)?.[1] ?? '', body] as const;
      }),
    );
    for (const route of urduRoutes) {
      for (const url of [absoluteUrl(route.path), absoluteUrl(route.englishPath)]) {
        const entry = entries.get(url) ?? '';
        expect(entry, url).not.toBe('');
        expect(entry).toContain(
          `<xhtml:link rel="alternate" hreflang="en" href="${absoluteUrl(route.englishPath)}" />`,
        );
        expect(entry).toContain(
          `<xhtml:link rel="alternate" hreflang="ur" href="${absoluteUrl(route.path)}" />`,
        );
        expect(entry).toContain(
          `<xhtml:link rel="alternate" hreflang="x-default" href="${absoluteUrl(route.englishPath)}" />`,
        );
      }
    }
    expect(entries.get(absoluteUrl('/portfolio'))).not.toContain('hreflang');
  });
});

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

/** Opens an Urdu page once the browser has the Nastaliq file: a visitor's second page. */
async function openWithFontCached(page: Page, path: string) {
  await page.goto(path);
  // The first page fetches the file once it has loaded, and notes it.
  await page.waitForFunction(({ key, url }) => localStorage.getItem(key) === url, {
    key: NASTALIQ_CACHED_KEY,
    url: nastaliqUrl(),
  });
  await page.reload({ waitUntil: 'networkidle' });
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
      page,
    }) => {
      await openWithFontCached(page, path);
      expect(await drawnWith(page, 'h1')).toContain(NASTALIQ_FILE_FACE);
      expect(await urduTextProblems(page)).toEqual([]);
    });
  }
});

test.describe('at 320 px wide', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  // Its own width, so once: not again in each project.
  test('no Urdu page scrolls sideways', async ({ page }) => {
    test.slow(); // one page load per route
    for (const path of [...urduPaths, '/ur/no-such-page']) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});

test.describe('the Urdu font', () => {
  /**
   * Every font file a fresh page at `path` requests, with its size in bytes. An Urdu page asks for
   * the Nastaliq file only after it has loaded (and after finding that the device lacks the
   * family), which on a busy machine can be after the network has gone quiet: with `untilCached`
   * it waits for the page's own sign that the file has come, its address kept in localStorage.
   */
  async function fontsLoaded(
    browser: Browser,
    path: string,
    { untilCached = false } = {},
  ): Promise<{ url: string; bytes: number }[]> {
    const page = await browser.newPage();
    const fonts: Promise<{ url: string; bytes: number }>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'font') return;
      fonts.push(response.body().then((body) => ({ url: response.url(), bytes: body.length })));
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    if (untilCached) {
      await page.waitForFunction(({ key, url }) => localStorage.getItem(key) === url, {
        key: NASTALIQ_CACHED_KEY,
        url: nastaliqUrl(),
      });
    }
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
      const fonts = nastaliq(await fontsLoaded(browser, path, { untilCached: true }));
      expect(fonts, path).toHaveLength(1);
      const total = fonts.reduce((sum, font) => sum + font.bytes, 0);
      expect(total, `${path}: ${total} bytes of Urdu font`).toBeLessThanOrEqual(NASTALIQ_MAX_BYTES);
    }
    await page.goto('/ur');
    await expect(page.locator('link[rel="preload"][href*="nastaliq"]')).toHaveCount(0);
    await page.waitForFunction(({ key, url }) => localStorage.getItem(key) === url, {
      key: NASTALIQ_CACHED_KEY,
      url: nastaliqUrl(),
    });
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
    await expect(page.locator('html')).toHaveClass(new RegExp(NASTALIQ_CACHED_CLASS));
    await page.evaluate(() => document.fonts.ready);
    expect(await drawnWith(page, 'h1')).toContain(NASTALIQ_FILE_FACE);
    // And so is every page opened afresh.
    await page.goto('/ur/contact-us');
    await expect(page.locator('html')).toHaveClass(new RegExp(NASTALIQ_CACHED_CLASS));
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
    // after it is asked for, well after the first paint.
    await page.addInitScript(({ key, url }) => localStorage.setItem(key, url), {
      key: NASTALIQ_CACHED_KEY,
      url: nastaliqUrl(),
    });
    await page.route(/\/_fonts\/.+\.woff2$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await watchLayoutShift(page);
    for (const path of ['/ur', '/ur/contact-us']) {
      await page.goto(path, { waitUntil: 'load' });
      await expect(page.locator('html')).toHaveClass(new RegExp(NASTALIQ_CACHED_CLASS));
      // The file has come (the face is loaded) and two frames have been drawn since.
      await page.waitForFunction(() =>
        [...document.fonts].some((face) => face.family === 'Noto Nastaliq Urdu' && face.status === 'loaded'),
      );
      await twoFrames(page);
      expect(await layoutShiftOf(page), `${path}: layout shift`).toBeLessThanOrEqual(0.01);
      expect(await drawnWith(page, 'h1'), path).not.toContain(NASTALIQ_FILE_FACE);
    }
  });

  test('never loads on English pages, the 404 included', async ({ browser, page }) => {
    test.slow(); // ten page loads, five of them waited on until the network is quiet
    for (const path of ['/', '/about-us', '/services/web-development', '/portfolio', '/no-such-page']) {
      expect(nastaliq(await fontsLoaded(browser, path)), path).toEqual([]);
      await page.goto(path);
      await expect(page.locator('link[rel="preload"][href*="nastaliq"]'), path).toHaveCount(0);
    }
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

  test('English pages lay out all of main at once', async ({ page }) => {
    await page.goto('/');
    expect(new Set(await mainPartsVisibility(page))).toEqual(new Set(['visible']));
  });
});

test.describe('right to left', () => {
  test('the WhatsApp button and Back to top sit in the left corner, on the right on English pages @phone', async ({
    page,
  }) => {
    for (const [path, side] of [
      ['/ur', 'left'],
      ['/', 'right'],
    ] as const) {
      await page.goto(path);
      await page.evaluate(() => window.scrollTo(0, 600));
      const backToTop = page.locator('.back-to-top');
      await expect(backToTop).toHaveAttribute('data-visible', 'true');
      const width = page.viewportSize()?.width ?? 0;
      for (const control of [page.locator('.whatsapp-float'), backToTop]) {
        const box = await control.boundingBox();
        expect(box, path).not.toBeNull();
        const centre = (box?.x ?? 0) + (box?.width ?? 0) / 2;
        expect(centre < width / 2 ? 'left' : 'right', path).toBe(side);
      }
    }
  });

  test('the menu opens in Urdu, lists the Urdu pages, and offers the English page @phone', async ({
    page,
  }) => {
    await page.goto('/ur/about-us');
    await page.getByRole('button', { name: common.menu.open }).click();
    const dialog = page.getByRole('dialog', { name: common.menu.name });
    await expect(dialog).toBeVisible();
    const nav = dialog.getByRole('navigation', { name: common.menu.name });
    const about = nav.getByRole('link', { name: copyOf('ur', 'navigation').mainNav[1]?.label, exact: true });
    await expect(about).toHaveAttribute('href', '/ur/about-us');
    await expect(about).toHaveAttribute('aria-current', 'page');
    await expect(dialog.locator('a[hreflang="en"]', { hasText: 'English' })).toHaveAttribute(
      'href',
      '/about-us',
    );
    expect(
      await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag22aa']).analyze(),
    ).toMatchObject({
      violations: [],
    });
  });

  test('carousels run right to left: Next moves the testimonials towards the right', async ({ page }) => {
    await page.goto('/ur/about-us');
    const carousel = page.getByRole('region', { name: copyOf('ur', 'about').testimonials.eyebrow });
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

  test('pointing icons point the other way; the marquee runs the other way', async ({ page }) => {
    await page.goto('/ur');
    const arrow = page.getByRole('link', { name: copyOf('ur', 'home').hero.cta }).locator('svg');
    expect(await arrow.evaluate((svg) => getComputedStyle(svg).scale)).toBe('-1 1');
    const track = page.locator('.animate-marquee').first();
    expect(
      await track.evaluate((element) => getComputedStyle(element).getPropertyValue('--marquee-to').trim()),
    ).toBe('50%');
  });

  test('the brand in the intro loader reads left to right, as on English pages', async ({ page }) => {
    await page.goto('/ur');
    await page.evaluate(() => document.documentElement.classList.add('intro'));
    const words = page.locator('.intro-loader-word');
    await expect(words).toHaveCount(2);
    const [ravi, digital] = await Promise.all([words.nth(0).boundingBox(), words.nth(1).boundingBox()]);
    expect(ravi?.x ?? 0).toBeLessThan(digital?.x ?? 0);
  });

  test('the search box answers in Urdu and marks its English results as English', async ({ page }) => {
    const search = copyOf('ur', 'search');
    await page.goto('/ur');
    await page.getByRole('button', { name: search.submit, exact: true }).click();
    await page.getByRole('combobox', { name: search.inputLabel }).fill('web');
    const results = page.getByRole('listbox', { name: search.resultsLabel });
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
    test(path, axeAtPhoneWidth.has(path) ? { tag: '@phone' } : {}, async ({ page }) => {
      await page.goto(path, { waitUntil: 'networkidle' });
      // The page as it settles: with the Urdu font in, lines (and the targets on them) stop moving.
      await page.evaluate(() => document.fonts.ready);
      const { violations } = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
        .analyze();
      expect(
        violations.map((violation) => ({
          rule: violation.id,
          targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
        })),
      ).toEqual([]);
    });
  }
});

test('a service page in Urdu names the service and links its English page', async ({ page }) => {
  const service = getService('web-development', 'ur');
  await page.goto('/ur/services/web-development');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(service?.title ?? '');
  await expect(page.getByRole('link', { name: 'English' })).toHaveAttribute(
    'href',
    '/services/web-development',
  );
});
