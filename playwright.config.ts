import { defineConfig, devices } from '@playwright/test';
// Debian's Chromium and its flags, shared with the bench and the screenshots script.
import { playwrightLaunchOptions as chromium } from './scripts/lib/chromium';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : 'list',
  use: {
    baseURL,
    // Recording a trace costs every test its snapshots and screencast (about a tenth of the run):
    // in CI, where a failed test runs again, only that second run records one.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // Every project inherits it (device presets set no launch options).
    launchOptions: chromium,
    // The intro loader, autoplay and animations are off under reduced motion, which keeps the
    // suite steady; e2e/motion.spec.ts turns motion back on to test it.
    reducedMotion: 'reduce',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
      testIgnore: [
        '**/admin.spec.ts',
        '**/analytics.spec.ts',
        '**/instances.spec.ts',
        '**/standalone.spec.ts',
      ],
      // Tests tagged @phone check what only a narrow screen brings out (long words wrapping).
      grepInvert: [/@analytics/, /@phone/],
    },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], viewport: { width: 375, height: 812 } },
      // Headers, metadata, redirects, status codes, sending and search do not depend on the
      // device; the pointer effects exist only for fine pointers.
      // Tests tagged @any-device check content or behaviour that is the same at every width.
      grepInvert: [/@any-device/, /@analytics/],
      testIgnore: [
        '**/seo.spec.ts',
        '**/routes.spec.ts',
        '**/pointer.spec.ts',
        '**/forms.spec.ts',
        '**/identity.spec.ts',
        '**/search-blog.spec.ts',
        '**/admin.spec.ts',
        // Builds a copy of the site with photos, and checks each width itself.
        '**/photos.spec.ts',
        '**/analytics.spec.ts',
        '**/instances.spec.ts',
        '**/standalone.spec.ts',
        // Starts servers of its own on both engines; the same at every width.
        '**/spam.spec.ts',
        // Starts servers of its own and signs in from loopback addresses; the same at every width.
        '**/addresses.spec.ts',
        // Stops and kills servers of its own mid-delivery; no page is opened.
        '**/faults.spec.ts',
        // Exports 100,000 leads from a server of its own; no width plays a part.
        '**/export-load.spec.ts',
        // The speed beacon, its endpoint and the Speed page (which it checks at 375 px itself).
        '**/vitals.spec.ts',
        // Checks the phone's width itself, beside its bookings at the desktop's.
        '**/book.spec.ts',
        // Sets a phone's width itself where it matters; it changes the shared booking hours.
        '**/inbox-calls.spec.ts',
      ],
    },
    {
      // The content admin under `next dev`, then a second production build: run on its own, after
      // the other projects (scripts/test.mjs runs it as a separate step).
      name: 'admin',
      testMatch: '**/admin.spec.ts',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
    {
      // The site built with analytics on (`.next-analytics`, built by e2e/analytics-site.ts when
      // stale) on a free port beside a fake Plausible, compared with the test build where a test
      // needs both: run on its own after desktop and mobile (scripts/test.mjs), in one worker so
      // there is one server and one build.
      name: 'analytics',
      testMatch: ['**/analytics.spec.ts', '**/budgets.spec.ts'],
      grep: /@analytics/,
      workers: 1,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
    {
      // Two `next start` processes of one build on one PostgreSQL database (TEST_DATABASE_URL, which
      // npm test starts), then that build's standalone server: the build is made with
      // NEXT_OUTPUT=standalone into `.next-standalone` when stale (e2e/instances-site.ts). Run on its
      // own after the other projects (scripts/test.mjs), in one worker: one build, one set of servers.
      name: 'instances',
      testMatch: ['**/instances.spec.ts', '**/standalone.spec.ts'],
      workers: 1,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
  ],
  webServer: {
    // Serves the production build (scripts/start.mjs builds first when it is missing or stale).
    command: 'node scripts/start.mjs',
    url: baseURL,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      NEXT_TELEMETRY_DISABLED: '1',
      // Each test that sends gives its own X-Forwarded-For, so the per-address limit (5 sends
      // in 10 minutes) counts it alone.
      TRUST_PROXY: '1',
      // The server's database for the test run, apart from the real one (the inbox's tests add
      // their member to it with `npm run team`).
      SQLITE_PATH: '.data/e2e-site.db',
      // The inbox's sign-in trusts this origin (the test server's own; http, so no Secure cookies).
      BETTER_AUTH_URL: baseURL,
      // A test server on a non-default port gets its own build, so runs can overlap.
      ...(process.env.E2E_PORT && !process.env.NEXT_DIST_DIR ? { NEXT_DIST_DIR: `.next-e2e-${PORT}` } : {}),
    },
    reuseExistingServer: !process.env.CI,
    timeout: 300_000,
  },
});
