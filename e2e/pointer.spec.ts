import { devices, expect, test, type Browser, type Page } from '@playwright/test';

// Fine pointers only: this file runs in the desktop project (see playwright.config.ts).
test.use({ reducedMotion: 'no-preference' });

/** How far a magnetic element may lean toward the pointer. */
const MAX_LEAN_PX = 25;
/** Frames the lean is watched for while the pointer rests (about a quarter of a second). */
const LEAN_FRAMES = 15;

/** Marks the intro as already seen in this visit. */
async function skipIntro(page: Page) {
  await page.addInitScript(() => sessionStorage.setItem('rd-intro-seen', '1'));
}

test.describe('pointer effects', () => {
  test('the cursor follows the mouse and changes over a link', async ({ page }) => {
    await skipIntro(page);
    await page.goto('/about-us');
    const cursor = page.locator('.custom-cursor');
    await expect(cursor).toHaveAttribute('aria-hidden', 'true');
    await page.mouse.move(400, 500);
    await page.mouse.move(420, 520);
    await expect
      .poll(() =>
        cursor.evaluate((node) => {
          const m = new DOMMatrix(getComputedStyle(node).transform);
          return [Math.round(m.e), Math.round(m.f)];
        }),
      )
      .toEqual([420, 520]);
    await expect(cursor).toHaveAttribute('data-active', 'false');
    const link = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' });
    const box = (await link.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await expect(cursor).toHaveAttribute('data-active', 'true');
  });

  test('a magnetic element leans toward the pointer, at most 25 px, and settles back', async ({ page }) => {
    await skipIntro(page);
    await page.goto('/about-us');
    // The effects load after the page, on a fine pointer: the cursor ring says they are there.
    await expect(page.locator('.custom-cursor')).toBeAttached();
    await page.evaluate(() => window.scrollTo(0, 0));
    const target = page.getByRole('link', { name: 'Join to us' });
    await target.scrollIntoViewIfNeeded();
    const box = (await target.boundingBox())!;
    const offset = () =>
      target.evaluate((node) => {
        const m = new DOMMatrix(getComputedStyle(node).transform);
        return { x: m.e, y: m.f };
      });
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.move(box.x + box.width - 1, box.y + box.height - 1, { steps: 5 });
    await expect.poll(async () => (await offset()).x).toBeGreaterThan(2);
    // The largest lean over the next frames, read in the page at each frame while the pointer rests.
    const largest = await target.evaluate(
      (node, frames) =>
        new Promise<{ x: number; y: number }>((resolve) => {
          const most = { x: 0, y: 0 };
          let left = frames;
          const read = () => {
            const m = new DOMMatrix(getComputedStyle(node).transform);
            most.x = Math.max(most.x, Math.abs(m.e));
            most.y = Math.max(most.y, Math.abs(m.f));
            left -= 1;
            if (left > 0) requestAnimationFrame(read);
            else resolve(most);
          };
          requestAnimationFrame(read);
        }),
      LEAN_FRAMES,
    );
    expect(largest.x).toBeLessThanOrEqual(MAX_LEAN_PX);
    expect(largest.y).toBeLessThanOrEqual(MAX_LEAN_PX);
    await page.mouse.move(5, 5, { steps: 5 });
    await expect
      .poll(
        async () => {
          const { x, y } = await offset();
          return Math.abs(x) + Math.abs(y);
        },
        { timeout: 3000 },
      )
      .toBeLessThan(0.5);
  });

  test('the effects load with a mouse, and a phone never downloads their code', async ({ browser }) => {
    /** Whether any script the page loads holds the cursor ring. */
    async function loadsCursorCode(
      browserToUse: Browser,
      options: Parameters<Browser['newContext']>[0],
      { untilRing = false } = {},
    ) {
      const context = await browserToUse.newContext({ ...options, reducedMotion: 'no-preference' });
      const page = await context.newPage();
      const bodies: Promise<string>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') bodies.push(response.text());
      });
      await page.goto('/about-us', { waitUntil: 'networkidle' });
      // The code is asked for once the page has hydrated, which on a busy machine can be after the
      // network has gone quiet: with a mouse, wait for the ring it draws.
      if (untilRing) await expect(page.locator('.custom-cursor-ring')).toBeAttached({ timeout: 30_000 });
      const found = (await Promise.all(bodies)).some((body) => body.includes('custom-cursor-ring'));
      await context.close();
      return found;
    }
    expect(
      await loadsCursorCode(browser, { viewport: { width: 1440, height: 900 } }, { untilRing: true }),
    ).toBe(true);
    const { defaultBrowserType: _, ...phone } = devices['Pixel 7'];
    expect(await loadsCursorCode(browser, phone)).toBe(false);
  });
});
