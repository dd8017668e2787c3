import { test as base, type Page } from '@playwright/test';

/**
 * Playwright's `test` with `warmPage`: one page per worker, in a context made with the project's
 * settings (viewport, touch, reduced motion), kept open across that worker's tests. A fresh
 * context costs 3 to 6 s on a busy two-core machine, a load in a warm page about 1 s: read-only
 * sweeps (axe, sideways scroll, console errors over many routes) use it. A test that changes state
 * (cookies, storage, routes, listeners it does not remove, init scripts) takes its own `page`.
 */
export const test = base.extend<object, { warmPage: Page }>({
  warmPage: [
    async ({ browser }, use, workerInfo) => {
      const {
        viewport,
        deviceScaleFactor,
        isMobile,
        hasTouch,
        userAgent,
        reducedMotion,
        javaScriptEnabled,
        locale,
        baseURL,
      } = workerInfo.project.use;
      const context = await browser.newContext({
        viewport,
        deviceScaleFactor,
        isMobile,
        hasTouch,
        userAgent,
        reducedMotion,
        javaScriptEnabled,
        locale,
        baseURL,
      });
      const page = await context.newPage();
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

export { expect } from '@playwright/test';
