/**
 * Motion, with reduced motion off: the intro loader plays once per visit and never on client-side
 * navigation, the scroll progress button, the five-line loading indicator, and the page without
 * JavaScript, where no animation may hide anything.
 */
import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';

// The rest of the suite runs with reduced motion; these tests are about the motion itself.
test.use({ reducedMotion: 'no-preference' });

interface IntroTimeline {
  loaderShownAt?: number;
  textMovedAt?: number;
  loaderHiddenAt?: number;
  headerSettledAt?: number;
  introAtStart: boolean;
  heroOpacityAtStart?: string;
  /** Each part's CSS animation as the browser scheduled it, on the document's timeline (ms). */
  scheduled?: Record<'text' | 'loader' | 'header', { startTime: number; delay: number; duration: number }>;
}

/** Samples the intro every frame from the very start of the page, in page time (ms). */
async function recordIntro(page: Page) {
  await page.addInitScript(() => {
    const timeline: IntroTimeline = { introAtStart: false };
    (window as unknown as { __intro: IntroTimeline }).__intro = timeline;
    const sample = () => {
      const root = document.documentElement;
      const text = document.querySelector('.intro-loader-text');
      const loader = document.querySelector('.intro-loader');
      const header = document.querySelector('.intro-header');
      const hero = document.getElementById('hero-heading');
      // The head script adds the class at load only, so seeing it in any frame means it played.
      if (loader) timeline.introAtStart ||= root.classList.contains('intro');
      if (loader && timeline.loaderShownAt === undefined && getComputedStyle(loader).display !== 'none') {
        timeline.loaderShownAt = performance.now();
      }
      if (text && loader && header && timeline.scheduled === undefined) {
        const timing = (element: Element) => {
          const animation = element.getAnimations()[0];
          if (animation?.startTime == null) return undefined;
          const { delay = 0, duration } = animation.effect!.getTiming();
          return { startTime: Number(animation.startTime), delay, duration: Number(duration) };
        };
        const [textTiming, loaderTiming, headerTiming] = [text, loader, header].map(timing);
        if (textTiming && loaderTiming && headerTiming)
          timeline.scheduled = { text: textTiming, loader: loaderTiming, header: headerTiming };
      }
      if (hero && timeline.heroOpacityAtStart === undefined)
        timeline.heroOpacityAtStart = getComputedStyle(hero).opacity;
      if (
        text &&
        timeline.textMovedAt === undefined &&
        new DOMMatrix(getComputedStyle(text).transform).f < -2
      ) {
        timeline.textMovedAt = performance.now();
      }
      if (loader && timeline.introAtStart && timeline.loaderHiddenAt === undefined) {
        const style = getComputedStyle(loader);
        if (style.display === 'none' || style.visibility === 'hidden')
          timeline.loaderHiddenAt = performance.now();
      }
      if (header && timeline.loaderHiddenAt !== undefined && timeline.headerSettledAt === undefined) {
        if (new DOMMatrix(getComputedStyle(header).transform).f > -1)
          timeline.headerSettledAt = performance.now();
      }
      if (performance.now() < 12_000) requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
}

const timeline = (page: Page) =>
  page.evaluate(() => (window as unknown as { __intro: IntroTimeline }).__intro);

test.describe('intro loader', () => {
  test('plays on the first load: text moves from about 1.5 s, header revealed by about 3 s', async ({
    page,
  }) => {
    await recordIntro(page);
    await page.goto('/');
    await expect.poll(async () => (await timeline(page)).headerSettledAt, { timeout: 12_000 }).toBeDefined();
    const result = await timeline(page);
    expect(result.introAtStart).toBe(true);
    // When each part moves, from the browser's own schedule of its animation (frames sampled on a
    // busy machine arrive late, the schedule does not). Each part starts its clock when the
    // browser first draws it, which on a slow load may be a little after the loader's.
    const { text, loader, header } = result.scheduled!;
    const movesAt = (part: typeof text) => part.startTime + part.delay;
    const settlesAt = (part: typeof text) => movesAt(part) + part.duration;
    expect(text.delay).toBe(1500);
    expect(settlesAt(loader) - loader.startTime).toBe(2500);
    expect(settlesAt(header) - header.startTime).toBe(3300);
    expect(movesAt(text)).toBeLessThan(settlesAt(loader));
    expect(settlesAt(loader)).toBeLessThanOrEqual(settlesAt(header));
    // And as drawn: the text held still until about 1.5 s (a late frame only makes it later), and
    // the loader went and the header settled, in that order.
    const start = result.loaderShownAt ?? 0;
    expect(result.textMovedAt! - start).toBeGreaterThan(1300);
    expect(result.loaderHiddenAt!).toBeGreaterThan(result.textMovedAt!);
    expect(result.headerSettledAt!).toBeGreaterThanOrEqual(result.loaderHiddenAt!);
    // The hero heading is painted from the start, underneath: never hidden by opacity.
    expect(result.heroOpacityAtStart).toBe('1');
  });

  test('does not play again in the same visit', async ({ page }) => {
    await page.goto('/');
    // The head script marks the visit when it starts the intro.
    expect(await page.evaluate(() => sessionStorage.getItem('rd-intro-seen'))).toBe('1');
    await page.goto('/about-us');
    await expect(page.locator('html')).not.toHaveClass(/\bintro\b/);
    await expect(page.locator('.intro-loader')).toBeHidden();
  });

  test('does not play on client-side navigation', async ({ page }) => {
    await page.goto('/services');
    await expect(page.locator('html')).not.toHaveClass(/\bintro\b/, { timeout: 8000 });
    await page.getByRole('contentinfo').getByRole('link', { name: 'Our Team' }).click();
    await expect(page).toHaveURL(/\/our-team$/);
    await expect(page.locator('html')).not.toHaveClass(/\bintro\b/);
    await expect(page.locator('.intro-loader')).toBeHidden();
  });

  // The warm page has the project's reduced motion.
  test('is skipped under reduced motion', async ({ warmPage: page }) => {
    await page.goto('/');
    await expect(page.locator('html')).not.toHaveClass(/\bintro\b/);
    await expect(page.locator('.intro-loader')).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  });
});

test.describe('scroll progress', () => {
  // The warm page has the project's reduced motion: the smooth scroll back up is instant.
  test('hidden at 100 px, shown at 300 px, and takes the visitor back to the top', async ({
    warmPage: page,
  }) => {
    await page.goto('/about-us');
    const button = page.getByRole('button', { name: 'Back to top' });
    await page.evaluate(() => window.scrollTo(0, 100));
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect(button).toBeVisible();
    const offsetAt300 = await page
      .locator('button[data-visible] circle')
      .nth(1)
      .evaluate((c) => parseFloat(getComputedStyle(c).strokeDashoffset));
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect
      .poll(() =>
        page
          .locator('button[data-visible] circle')
          .nth(1)
          .evaluate((c) => parseFloat(getComputedStyle(c).strokeDashoffset)),
      )
      .toBeLessThan(offsetAt300);
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.locator('#top')).toBeFocused();
    await expect(button).toBeHidden();
  });
});

test.describe('five-line loading indicator', () => {
  test('shows while search results load on a client-side navigation', async ({ page }) => {
    // Opening the search box shows its form, and Next.js prefetches the route's loading state
    // (/search without a query: the route's tree, then, once the tree is in, its segments). They
    // may start before or after the click: count them whenever they come, and submit once none
    // has been in flight for a quiet second and the router has had an idle moment to store them
    // (a visitor takes longer than that to type a query). Without the quiet second, a busy
    // machine can be caught between the tree's answer and the segments' request.
    const isLoadingStatePrefetch = (url: string) => {
      const { pathname, searchParams } = new URL(url);
      return pathname === '/search' && !searchParams.has('q');
    };
    const QUIET_MS = 1_000;
    let answered = 0;
    let inFlight = 0;
    let lastSeen = Date.now();
    page.on('request', (request) => {
      if (!isLoadingStatePrefetch(request.url())) return;
      inFlight += 1;
      lastSeen = Date.now();
    });
    page.on('response', (response) => {
      if (!isLoadingStatePrefetch(response.url())) return;
      answered += 1;
      lastSeen = Date.now();
    });
    // Next.js reads a prefetch's body and lets go of the request, which Playwright reports as failed.
    const settled = (request: Request) => {
      if (!isLoadingStatePrefetch(request.url())) return;
      inFlight -= 1;
      lastSeen = Date.now();
    };
    page.on('requestfinished', settled);
    page.on('requestfailed', settled);
    // Hold the results themselves (not the prefetch) so the loading state stays on screen.
    await page.route(
      (url) => url.pathname === '/search' && url.searchParams.get('q') === 'seo',
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 2500));
        await route.continue().catch(() => {});
      },
    );
    await page.goto('/');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect
      .poll(async () => {
        await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
        return answered > 0 && inFlight === 0 && Date.now() - lastSeen >= QUIET_MS;
      })
      .toBe(true);
    await page.getByRole('combobox', { name: 'Search the site' }).fill('seo');
    await page.getByRole('combobox', { name: 'Search the site' }).press('Enter');
    const loader = page.getByRole('status', { name: 'Loading' });
    await expect(loader).toBeVisible();
    await expect(loader.locator('.line-loader-bar')).toHaveCount(5);
    await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
  });

  test('fills the screen, so nothing below it is seen jumping when the results arrive @phone', async ({
    page,
  }) => {
    // On a first load the results stream in after the loading state; serve the page only up to the
    // streamed results, as a slow connection would deliver it, and look at that moment.
    await page.route(
      (url) => url.pathname === '/search' && url.searchParams.get('q') === 'web',
      async (route) => {
        const response = await route.fetch();
        const html = await response.text();
        const streamed = html.indexOf('<div hidden id="S:');
        expect(streamed, 'the results are streamed after the loading state').toBeGreaterThan(0);
        await route.fulfill({ response, body: html.slice(0, streamed) });
      },
    );
    await page.goto('/search?q=web', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible();
    const viewportHeight = page.viewportSize()!.height;
    const footerTop = await page.locator('footer').evaluate((footer) => footer.getBoundingClientRect().top);
    expect(footerTop).toBeGreaterThanOrEqual(viewportHeight);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the loader never hides the page, and search shows its results, not the loading indicator', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('.intro-loader')).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    // The results stream in after the loading state; without a script to swap them in, the
    // page's own <noscript> style shows them and hides the indicator.
    await page.goto('/search?q=seo');
    await expect(page.getByRole('link', { name: /Search Engine Optimization/ }).first()).toBeVisible();
    await expect(page.locator('.route-loading')).toBeHidden();
  });
});
