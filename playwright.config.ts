import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
// Debian's Chromium headless shell (the full Chromium when it is missing) and the flags shared with
// the bench and the screenshots script.
import { testLaunchOptions } from './scripts/lib/chromium';
import { TEST_BASE_URL as baseURL, testServerEnv } from './e2e/test-server';

// The specs seed and read the store through the site's own modules, marked server-only: the test
// loader and its workers (forked with its flags) run under React's server condition, as Next runs
// that code. `npm run test:e2e` starts it so; the site's servers are started apart, as they are.
if (!process.execArgv.includes('--conditions=react-server')) {
  throw new Error('Run the browser tests with `npm run test:e2e -- <args>` (React’s server condition).');
}

/** Specs that belong to a project of their own (below), kept out of desktop and mobile. */
const OWN_PROJECT = ['**/content-site.spec.ts', '**/analytics.spec.ts'];

export default defineConfig({
  testDir: 'e2e',
  // The browserless tier's files (e2e/served/*.test.ts) are Vitest's (vitest.served.config.ts).
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // A retry only records the trace of a failure: in CI a test that passes on it still fails the
  // run (a flaky test is a bug, docs/quality.md).
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: Boolean(process.env.CI),
  workers: 2,
  // A page through axe takes 5 to 15 s on a busy 2-core machine; a test that checks a few pages
  // needs more than Playwright's 30 s default without being slow for it.
  timeout: 60_000,
  // A send waits for a person's least time on the form (3 s from its challenge) and a solved
  // proof before it goes; on a busy two-core machine 5 s left too little after that.
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : 'list',
  use: {
    baseURL,
    // Recording a trace costs every test its snapshots and screencast (about a tenth of the run):
    // in CI, where a failed test runs again, only that second run records one.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // Every project inherits it (device presets set no launch options).
    launchOptions: testLaunchOptions(existsSync),
    // The intro loader, autoplay and animations are off under reduced motion, which keeps the
    // suite steady; e2e/motion.spec.ts turns motion back on to test it.
    reducedMotion: 'reduce',
  },
  projects: [
    // The projects that make builds or servers of their own, one worker each: npm test runs them
    // before desktop and mobile, in a Playwright run of their own (scripts/test.mjs).
    {
      // A copy of the site (e2e/content-site.spec.ts): the content admin edits it under
      // `next dev`, then one production build of it serves the admin's edits and the photos put
      // into its content. One worker: one copy, one build.
      name: 'content-site',
      testMatch: '**/content-site.spec.ts',
      workers: 1,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
    {
      // The site built with analytics on (`.next-analytics`: npm test builds it beside the
      // site's own build; e2e/analytics-site.ts builds it when stale) on a free port beside a
      // fake Plausible, compared with the test build where a test needs both: one worker, so
      // there is one server.
      name: 'analytics',
      testMatch: ['**/analytics.spec.ts', '**/budgets.spec.ts'],
      grep: /@analytics/,
      workers: 1,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
    {
      // Every behaviour, at 1440 px. Tags (docs/quality.md): a test tagged @phone also runs in
      // the mobile project; one tagged @phone-only runs there alone.
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
      testIgnore: OWN_PROJECT,
      grepInvert: [/@analytics/, /@phone-only/],
    },
    {
      // A phone (375 px, touch) runs only what depends on the screen: layout, the menu, touch,
      // sideways scroll, fonts at a phone's size. Tag such a test @phone (or @phone-only).
      name: 'mobile',
      use: { ...devices['Pixel 7'], viewport: { width: 375, height: 812 } },
      testIgnore: OWN_PROJECT,
      grep: /@phone/,
      grepInvert: /@analytics/,
    },
  ],
  webServer: {
    // Serves the production build (scripts/start.mjs builds first when it is missing or stale).
    command: 'node scripts/start.mjs',
    url: baseURL,
    env: testServerEnv(),
    // `npm test` starts the server once for both tiers (E2E_SERVER_STARTED); outside CI a server
    // already on the port is reused.
    reuseExistingServer: !process.env.CI || process.env.E2E_SERVER_STARTED === '1',
    timeout: 300_000,
  },
});
