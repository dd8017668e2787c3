/**
 * The site built with analytics on, for the `analytics` Playwright project: its own build
 * (`.next-analytics`, made by the project's worker when missing or older than the sources, while
 * the other worker runs the content admin's tests), served by `next start` on a free port with
 * PLAUSIBLE_ORIGIN pointing at a fake Plausible on 127.0.0.1. One per worker.
 *
 * Plausible's tracker ignores pages on `localhost` and 127.0.0.1 and automated browsers; the
 * visitor here opens the site as `analytics.localhost` (Chromium sends *.localhost to this machine)
 * and the page says it is wanted (`window.__plausible`, Plausible's own switch for tests).
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { ANALYTICS_BUILD_ENV, ANALYTICS_DIST_DIR, PLAUSIBLE_DOMAIN } from './analytics-build';
import { startFakePlausible, type FakePlausible } from './fake-plausible';
import { test as base } from './fixtures';
import { OWN_BUILD_ENV, startNextServer, type TestServer } from './next-server';

export { ANALYTICS_DIST_DIR, PLAUSIBLE_DOMAIN };
/** A host Chromium resolves to this machine, which the tracker does not take for a developer's. */
const SITE_HOST = 'analytics.localhost';

export interface AnalyticsSite {
  /** Where a visitor opens the site (events are counted). */
  origin: string;
  /** The same server on 127.0.0.1, where the tracker loads but counts nothing. */
  loopback: string;
  host: string;
  fake: FakePlausible;
  server: TestServer;
  /** The SQLite file this server keeps its leads in. */
  store: string;
}

export interface Visit {
  context: BrowserContext;
  page: Page;
  /** Every URL the visit asked for, from any page of the context. */
  requests: string[];
}

export const test = base.extend<{ visit: Visit }, { site: AnalyticsSite }>({
  site: [
    async ({}, provide) => {
      const build = spawnSync(process.execPath, ['scripts/lib/build.mjs', '--dist-dir', ANALYTICS_DIST_DIR], {
        env: { ...process.env, ...OWN_BUILD_ENV, ...ANALYTICS_BUILD_ENV, NEXT_TELEMETRY_DISABLED: '1' },
        stdio: 'inherit',
      });
      if (build.status !== 0) throw new Error(`next build of ${ANALYTICS_DIST_DIR} failed (${build.status})`);
      const fake = await startFakePlausible();
      const dir = await mkdtemp(path.join(tmpdir(), 'analytics-store-'));
      const store = path.join(dir, 'site.db');
      const server = await startNextServer(ANALYTICS_DIST_DIR, {
        PLAUSIBLE_ORIGIN: fake.origin,
        // Every speed beacon passes on to the fake Plausible, not one in ten.
        VITALS_SAMPLE_EVERY: '1',
        TRUST_PROXY: '1',
        SQLITE_PATH: store,
      });
      const host = `${SITE_HOST}:${server.port}`;
      await provide({ origin: `http://${host}`, loopback: server.origin, host, fake, server, store });
      await server.stop();
      await fake.close();
      await rm(dir, { recursive: true, force: true });
    },
    // The first run builds the site: a minute on two quiet cores, five beside the content admin's
    // build and the two-instance tests.
    { scope: 'worker', timeout: 600_000 },
  ],

  // A context of its own on the analytics site, with the project's viewport and reduced motion.
  visit: async ({ browser, site, viewport, reducedMotion }, provide) => {
    const context = await browser.newContext({ baseURL: site.origin, viewport, reducedMotion });
    await context.addInitScript(() => Object.assign(window, { __plausible: true }));
    const requests: string[] = [];
    context.on('request', (request) => requests.push(request.url()));
    const page = await context.newPage();
    await provide({ context, page, requests });
    await context.close();
  },
});

export { expect } from '@playwright/test';
