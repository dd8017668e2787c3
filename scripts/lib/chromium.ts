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

/**
 * Debian's `chromium-headless-shell`: the same Chromium build without a browser's window and
 * display compositor, which Playwright itself runs headless tests in. A fresh context loading
 * three pages costs about 40 core-seconds here against 58 to 66 in the full Chromium's headless
 * mode (twelve contexts, the test server included), so the browser tests use it. Lighthouse, the
 * bench and the screenshots keep the full Chromium, what a visitor runs.
 */
export const HEADLESS_SHELL_PATH: string =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/lib/chromium/chromium-headless-shell';

/**
 * The browser tests' `launchOptions` (playwright.config.ts): the headless shell when it is
 * installed, else the full Chromium, which runs the same tests more slowly.
 */
export function testLaunchOptions(exists: (file: string) => boolean) {
  return {
    executablePath: exists(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  };
}

/** chrome-launcher's `chromePath` and `chromeFlags`, for Lighthouse. */
export const chromeLauncherOptions = {
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
};
