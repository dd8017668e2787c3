/**
 * The one Chromium configuration: Debian's Chromium (Playwright cannot download its own browser
 * here) and the flags every launcher uses. Read by playwright.config.ts, scripts/screenshots.ts
 * and the bench (Lighthouse through chrome-launcher, axe and the JavaScript-off check through
 * Playwright).
 */
export const CHROMIUM_PATH: string = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS: string[] = [
  // Root in a container: Chromium's sandbox cannot start.
  '--no-sandbox',
  '--disable-gpu',
  // No update checks, sync or field trials fetched during a measurement or a test.
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // A container's /dev/shm can be too small for a renderer; /tmp is not.
  '--disable-dev-shm-usage',
];

/** Playwright's `launchOptions` (Playwright adds its own headless flag). */
export const playwrightLaunchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS };

/** chrome-launcher's `chromePath` and `chromeFlags`, for Lighthouse. */
export const chromeLauncherOptions = {
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
};
