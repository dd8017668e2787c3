/**
 * Real visitors' speed (src/lib/vitals) against the production build: the beacon a real Chromium
 * sends once the page is hidden, with and without a layout shift caused on purpose; web-vitals
 * loaded only after the page is interactive (not in the HTML, asked for after the load event);
 * nothing at all under Do Not Track or Global Privacy Control; the privacy notice in both
 * languages; the endpoint's refusals and its
 * limit per address; and the inbox's Speed page: its access rule, its figures at phone width, and
 * axe. Desktop project only (playwright.config.ts): nothing here depends on the screen.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { copyOf } from '../src/content/localized';
import { connect } from '../src/lib/db/connection';
import { fillTemplate } from '../src/lib/i18n/copy';
import { BEACON_COUNT_KEPT_MINUTES } from '../src/lib/vitals/limits';
import type { Beacon } from '../src/lib/vitals/metrics';
import { rate, VITALS_RETENTION_DAYS } from '../src/lib/vitals/metrics';
import { insertVitals } from '../src/lib/vitals/store';
import { CLEAN_SETTINGS, startNextServer, TEST_BUILD_DIR } from './next-server';
import { addMemberWithPassword } from './team-member';

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

/** Waits until the page has painted twice more and its observers have been called. */
function afterNextFrames(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 250))),
      ),
  );
}

const metric = (beacon: Beacon, name: string) => beacon.metrics.find((m) => m.name === name);

test.describe('the speed beacon', () => {
  test('sends one beacon when the page is hidden: the page, its device, each metric rated; CLS within the site’s budget', async ({
    page,
  }) => {
    await openMeasured(page, PAGE);
    // A real click: an interaction for INP, whose timing the browser reports a frame or two later.
    await page.mouse.click(5, 300);
    await afterNextFrames(page);
    const sent = nextBeacon(page);
    await hide(page);
    const beacon = await sent;
    expect(beacon).toMatchObject({ path: PAGE, device: 'desktop' });
    expect(beacon.metrics.map((m) => m.name).sort()).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']);
    for (const { name, value, rating } of beacon.metrics) {
      expect(value, name).toBeGreaterThanOrEqual(0);
      expect(rating, name).toBe(rate(name, value));
    }
    // Nothing moves on its own: within the site's budget (0.01), a loaded machine's late paint aside.
    expect(metric(beacon, 'CLS')?.value).toBeLessThanOrEqual(0.01);
    expect(Object.keys(beacon).sort()).toEqual(
      beacon.connection ? ['connection', 'device', 'metrics', 'path'] : ['device', 'metrics', 'path'],
    );
    // Hidden again: the page view has had its one beacon.
    let more = 0;
    page.on('request', (request) => void (request.url().endsWith('/api/vitals') && (more += 1)));
    await hide(page);
    await page.waitForTimeout(300);
    expect(more).toBe(0);
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

  test('is not among the first scripts: not in the HTML, asked for after the load event', async ({
    page,
    request,
  }) => {
    const html = await (await request.get(PAGE)).text();
    const referenced = [...html.matchAll(/(?:src|href)="([^"]+\.js)"/g)].map((match) => match[1]!);
    expect(referenced.length).toBeGreaterThan(0);
    for (const script of referenced) {
      expect(isVitalsChunk(await (await request.get(script)).text()), script).toBe(false);
    }
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

test('the privacy notice says what is measured and for how long, in English and in Urdu', async ({
  page,
}) => {
  for (const [path, locale] of [
    ['/privacy', 'en'],
    ['/ur/privacy', 'ur'],
  ] as const) {
    await page.goto(path);
    const words = { speedDays: VITALS_RETENTION_DAYS, speedMinutes: BEACON_COUNT_KEPT_MINUTES };
    const main = page.getByRole('main');
    await expect(main, path).toContainText(fillTemplate(copyOf(locale, 'privacy').cookies.speed, words));
    await expect(main, path).toContainText(`${VITALS_RETENTION_DAYS}`);
  }
});

test.describe('POST /api/vitals', () => {
  const valid: Beacon = {
    path: PAGE,
    device: 'phone',
    connection: '4g',
    metrics: [{ name: 'LCP', value: 1800, rating: 'good' }],
  };
  const send = (request: APIRequestContext, body: unknown, headers: Record<string, string> = {}) =>
    request.post('/api/vitals', {
      data: typeof body === 'string' ? body : JSON.stringify(body),
      headers: {
        'content-type': 'text/plain;charset=UTF-8',
        'sec-fetch-site': 'same-origin',
        'x-forwarded-for': nextAddress(),
        ...headers,
      },
    });
  const withMetric = (name: string, value: number, rating = 'poor') => ({
    ...valid,
    metrics: [{ name, value, rating }],
  });

  test('takes a good beacon (204, no body) and refuses anything else with a 4xx', async ({ request }) => {
    const accepted = await send(request, valid);
    expect(accepted.status()).toBe(204);
    expect(await accepted.text()).toBe('');
    expect((await send(request, valid, { 'sec-fetch-site': 'cross-site' })).status()).toBe(403);
    const refused = [
      'not json',
      { ...valid, path: '/services/not-a-service' },
      { ...valid, device: 'watch' },
      withMetric('FID', 10, 'good'),
      withMetric('LCP', 60_001),
      withMetric('INP', 60_001),
      withMetric('CLS', 10.5),
      withMetric('TTFB', -1, 'good'),
      withMetric('LCP', 5000, 'good'),
    ];
    for (const body of refused) expect((await send(request, body)).status(), JSON.stringify(body)).toBe(400);
    expect((await send(request, { ...valid, padding: 'x'.repeat(4096) })).status()).toBe(413);
  });

  test('writes the reports still queued when the server stops gracefully, before its database closes', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'vitals-stop-'));
    const file = path.join(dir, 'site.db');
    const server = await startNextServer(TEST_BUILD_DIR, { ...CLEAN_SETTINGS, SQLITE_PATH: file });
    try {
      const beacons = 8;
      for (let n = 0; n < beacons; n += 1) {
        const answer = await fetch(`${server.origin}/api/vitals`, {
          method: 'POST',
          body: JSON.stringify(valid),
          headers: { 'content-type': 'text/plain;charset=UTF-8', 'sec-fetch-site': 'same-origin' },
        });
        expect(answer.status).toBe(204);
      }
      // At once: well within the queue's 2 s between writes, so the stop's own flush writes them.
      await server.stop();
      expect(server.output()).toContain('[server] stopped');
      const connection = connect({ engine: 'sqlite', file });
      try {
        expect(await connection.db.selectFrom('web_vitals').select('route').execute()).toHaveLength(beacons);
      } finally {
        await connection.close();
      }
    } finally {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('takes 60 beacons per address in 10 minutes, then 429; another address still gets in', async ({
    request,
  }) => {
    const from = nextAddress();
    const statuses = await Promise.all(
      Array.from({ length: 60 }, () =>
        send(request, valid, { 'x-forwarded-for': from }).then((r) => r.status()),
      ),
    );
    expect(statuses.every((status) => status === 204)).toBe(true);
    expect((await send(request, valid, { 'x-forwarded-for': from })).status()).toBe(429);
    expect((await send(request, valid)).status()).toBe(204);
  });
});

test.describe('the Speed page', () => {
  test('sends a visitor without a session to sign in', async ({ page, request }) => {
    const answer = await request.get('/admin/speed', { maxRedirects: 0 });
    expect([302, 303, 307]).toContain(answer.status());
    await page.goto('/admin/speed');
    await expect(page).toHaveURL(/\/admin\/sign-in\?next=%2Fadmin%2Fspeed/);
  });

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
    await addMemberWithPassword(
      page,
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
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((node) => node.target).join(' ')}`)).toEqual([]);
  });
});
