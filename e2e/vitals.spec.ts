/**
 * Real visitors' speed (src/lib/vitals) in a real Chromium against the production build: the
 * beacon it sends once the page is hidden, with and without a layout shift caused on purpose;
 * web-vitals asked for only after the load event; nothing at all under Do Not Track or Global
 * Privacy Control; and the inbox's Speed page for a member: its figures at phone width, and axe.
 * Desktop project only: nothing here depends on the screen but the Speed page, which sets its own
 * width. What is served (the page's first scripts, the privacy notice, the endpoint's answers, the
 * Speed page's sign-in rule) is in e2e/served/vitals.test.ts.
 */
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { connect } from '../src/lib/db/connection';
import type { Beacon } from '../src/lib/vitals/metrics';
import { rate } from '../src/lib/vitals/metrics';
import { insertVitals } from '../src/lib/vitals/store';
import { axeViolations } from './axe';
import { layoutShifts, shiftsOnceRead, totalShift } from './layout-shift';
import { addMemberWithPasswordSet } from './team-member';

const DB_FILE = path.resolve('.data/e2e-site.db');
const PASSWORD = 'a long enough test password';
const PAGE = '/services/web-development';
/** Strings only the beacon's chunk holds: web-vitals' entry type and the endpoint. */
const isVitalsChunk = (code: string) =>
  code.includes('largest-contentful-paint') && code.includes('/api/vitals');

const origin = () => new URL(test.info().project.use.baseURL!).origin;
let address = 0;
/** A client address of its own per use: the e2e server trusts one proxy hop (TRUST_PROXY=1). */
const nextAddress = () => `10.39.${process.pid % 250}.${(address++ % 250) + 1}`;

/** Resolves with the body of the page's next beacon. */
function nextBeacon(page: Page): Promise<Beacon> {
  return page
    .waitForRequest((request) => request.url().endsWith('/api/vitals') && request.method() === 'POST')
    .then((request) => request.postDataJSON() as Beacon);
}

/** Opens `path` and waits until the beacon's chunk has been loaded (after the page is interactive). */
async function openMeasured(page: Page, target: string): Promise<void> {
  const chunk = page.waitForResponse(
    async (response) =>
      response.request().resourceType() === 'script' && isVitalsChunk(await response.text()),
  );
  await page.goto(target);
  await chunk;
}

/** Hides the page as a switch of tab does (its state, then the event web-vitals listens for). */
function hide(page: Page): Promise<void> {
  return page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

/**
 * Waits until the browser has timed the page's first input, which INP is made from: the entry
 * reaches web-vitals' observer no later than this one, registered after it.
 */
function afterFirstInputTimed(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        new PerformanceObserver((_, observer) => {
          observer.disconnect();
          resolve();
        }).observe({ type: 'first-input', buffered: true }),
      ),
  );
}

/** Counts the page's sends to the speed endpoint from now on, whichever way the page sends them. */
function countVitalsSends(page: Page): Promise<void> {
  return page.evaluate(() => {
    const counted = window as { vitalsSends?: number };
    counted.vitalsSends = 0;
    const isVitals = (url: string | URL | Request) =>
      String(url instanceof Request ? url.url : url).endsWith('/api/vitals');
    const beacon = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      if (isVitals(url)) counted.vitalsSends! += 1;
      return beacon(url, data);
    };
    const fetched = window.fetch.bind(window);
    window.fetch = (input, init) => {
      if (isVitals(input)) counted.vitalsSends! += 1;
      return fetched(input, init);
    };
  });
}

const metric = (beacon: Beacon, name: string) => beacon.metrics.find((m) => m.name === name);

test.describe('the speed beacon', () => {
  test('sends one beacon when the page is hidden: the page, its device, each metric rated; CLS within the site’s budget', async ({
    page,
  }) => {
    await openMeasured(page, PAGE);
    // A real click: an interaction for INP, whose timing the browser reports a frame or two later.
    await page.mouse.click(5, 300);
    await afterFirstInputTimed(page);
    const sent = nextBeacon(page);
    await hide(page);
    const beacon = await sent;
    expect(beacon).toMatchObject({ path: PAGE, device: 'desktop' });
    expect(beacon.metrics.map((m) => m.name).sort()).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']);
    for (const { name, value, rating } of beacon.metrics) {
      expect(value, name).toBeGreaterThanOrEqual(0);
      expect(rating, name).toBe(rate(name, value));
    }
    // The beacon's CLS is the browser's: at most what it recorded (its largest burst of shifts).
    const shifts = (await layoutShifts(page)).filter((shift) => !shift.hadRecentInput);
    expect(metric(beacon, 'CLS')!.value).toBeLessThanOrEqual(totalShift(shifts) + 1e-9);
    // Nothing moves once the page is read (fonts, pictures, hydration): within the site's budget
    // (0.01). The shifts of a page drawn while still being read count in the beacon but are the
    // parser's pace, not the page's (shiftsOnceRead).
    expect(totalShift(shiftsOnceRead(shifts)), JSON.stringify(shifts, null, 1)).toBeLessThanOrEqual(0.01);
    expect(Object.keys(beacon).sort()).toEqual(
      beacon.connection ? ['connection', 'device', 'metrics', 'path'] : ['device', 'metrics', 'path'],
    );
    // Hidden again: the page view has had its one beacon. It would go while the event is handled,
    // so the count is final once `hide` returns.
    await countVitalsSends(page);
    await hide(page);
    expect(await page.evaluate(() => (window as { vitalsSends?: number }).vitalsSends)).toBe(0);
  });

  test('reports the layout shift a late block causes (CLS > 0), and goes when the visitor leaves', async ({
    page,
  }) => {
    await openMeasured(page, '/pricing');
    await page.evaluate(async () => {
      const block = document.createElement('div');
      block.style.height = '320px';
      document.querySelector('main')?.prepend(block);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    });
    // Leaving the page (`pagehide`, then `visibilitychange`). Playwright does not report a request
    // a page makes as it unloads, so the beacon's body is noted in the tab's sessionStorage as it goes.
    await page.evaluate(() => {
      const send = navigator.sendBeacon.bind(navigator);
      navigator.sendBeacon = (url, data) => {
        sessionStorage.setItem('e2e-beacon', String(data));
        return send(url, data);
      };
    });
    await page.goto('/about-us');
    const beacon = JSON.parse(
      (await page.evaluate(() => sessionStorage.getItem('e2e-beacon'))) ?? 'null',
    ) as Beacon;
    expect(beacon.path).toBe('/pricing');
    // The block pushes the page down by 320 px: far past the budget.
    expect(metric(beacon, 'CLS')?.value).toBeGreaterThan(0.05);
    expect(metric(beacon, 'LCP')?.value).toBeGreaterThan(0);
  });

  test('is asked for after the load event', async ({ page }) => {
    let chunkUrl = '';
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script' && isVitalsChunk(await response.text())) {
        chunkUrl = response.url();
      }
    });
    await openMeasured(page, PAGE);
    await expect.poll(() => chunkUrl).not.toBe('');
    const timing = await page.evaluate((url) => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      const chunk = performance.getEntriesByName(url)[0];
      return { loadEnd: navigation!.loadEventEnd, requested: chunk?.startTime ?? -1 };
    }, chunkUrl);
    expect(timing.loadEnd).toBeGreaterThan(0);
    expect(timing.requested).toBeGreaterThanOrEqual(timing.loadEnd);
  });

  for (const [signal, init] of [
    ['Do Not Track', () => Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' })],
    [
      'Global Privacy Control',
      () => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
    ],
  ] as const) {
    test(`loads and sends nothing under ${signal}`, async ({ page }) => {
      await page.addInitScript(init);
      const scripts: Promise<string>[] = [];
      const beacons: string[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
      });
      page.on(
        'request',
        (request) => void (request.url().endsWith('/api/vitals') && beacons.push(request.url())),
      );
      await page.goto(PAGE, { waitUntil: 'networkidle' });
      await page.mouse.click(5, 300);
      await hide(page);
      await page.goto('/about-us', { waitUntil: 'load' });
      expect((await Promise.all(scripts)).some(isVitalsChunk)).toBe(false);
      expect(beacons).toEqual([]);
    });
  }
});

test.describe('the Speed page', () => {
  test('shows a member p75 per page and device, rated in words, hiding thin figures; axe-clean at 375 px', async ({
    page,
  }) => {
    const day = new Date().toISOString().slice(0, 10);
    const connection = connect({ engine: 'sqlite', file: DB_FILE });
    try {
      // 40 tablet visits to the privacy notice, LCP 100…4000 ms: p75 (rank 30) is 3000 ms.
      await insertVitals(
        connection.db,
        Array.from({ length: 40 }, (_, index) => {
          const value = (index + 1) * 100;
          return {
            day,
            route: '/privacy',
            metric: 'LCP',
            value,
            rating: rate('LCP', value),
            device: 'tablet',
            connection: null,
          };
        }),
      );
    } finally {
      await connection.close();
    }
    const email = `speed-${Date.now()}@example.pk`;
    await addMemberWithPasswordSet(
      { SQLITE_PATH: DB_FILE, BETTER_AUTH_URL: test.info().project.use.baseURL ?? '' },
      email,
      PASSWORD,
    );
    const signedIn = await page.request.post('/api/auth/sign-in/email', {
      data: { email, password: PASSWORD },
      headers: { origin: origin(), 'x-forwarded-for': nextAddress() },
    });
    expect(signedIn.status()).toBe(200);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/admin/speed');
    await expect(page.getByRole('heading', { level: 1, name: 'Speed' })).toBeVisible();
    const privacy = page.getByRole('table', { name: /^\/privacy\b/ });
    // Each device is a group of rows under its name.
    const tablet = privacy.locator('tbody', { has: page.getByRole('rowheader', { name: 'Tablet' }) });
    await expect(tablet).toContainText('3,000 ms');
    await expect(tablet).toContainText('Needs improvement');
    await expect(tablet).toContainText('63% good');
    await expect(tablet.getByText(/Too few visits|No visits/).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Speed' })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    expect(await axeViolations(page)).toEqual([]);
  });
});
