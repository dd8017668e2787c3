/**
 * Screenshots of pages at phone, tablet and desktop widths, for reviewing the design.
 * Usage: npm run screenshots -- [--base http://127.0.0.1:3000] [--out /tmp/shots] [--widths 375,768,1440]
 *        [--menu] [--full | --segments | --footer] path...
 * --full takes the whole page in one image; --segments one image per screenful.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { playwrightLaunchOptions } from './lib/chromium';

const args = process.argv.slice(2);
const option = (name: string, fallback: string): string => {
  const index = args.indexOf(name);
  return (index >= 0 ? args.splice(index, 2)[1] : undefined) ?? fallback;
};
const flag = (name: string): boolean => {
  const index = args.indexOf(name);
  if (index >= 0) args.splice(index, 1);
  return index >= 0;
};
const base = option('--base', 'http://127.0.0.1:3000');
const out = option('--out', '/tmp/shots');
const widths = option('--widths', '375,768,1440').split(',').map(Number);
const openMenu = flag('--menu');
const fullPage = flag('--full');
const footer = flag('--footer');
const segments = flag('--segments');
const paths = args.length ? args : ['/'];

/** tsx runs this file as CommonJS (package.json sets no "type"), which has no top-level await. */
async function takeScreenshots() {
  mkdirSync(out, { recursive: true });
  const browser = await chromium.launch(playwrightLaunchOptions);
  for (const width of widths) {
    const viewportHeight = width < 600 ? 812 : 900;
    const page = await browser.newPage({ viewport: { width, height: viewportHeight } });
    for (const route of paths) {
      await page.goto(base + route, { waitUntil: 'networkidle' });
      const name = (route === '/' ? 'home' : route.replace(/^\//, '').replace(/[/?=&]/g, '_')) + `-${width}`;
      if (openMenu) {
        await page.getByRole('button', { name: 'Menu' }).click();
        await page.waitForTimeout(600);
      }
      if (fullPage || segments) {
        // Scroll through the page so lazy images load, then return to the top.
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        for (let y = 0; y < height; y += 600) {
          await page.evaluate((top) => window.scrollTo(0, top), y);
          await page.waitForTimeout(60);
        }
        await page.waitForLoadState('networkidle');
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.waitForTimeout(300);
      }
      if (segments) {
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        for (let index = 0; index * viewportHeight < height; index += 1) {
          await page.evaluate((top) => window.scrollTo(0, top), index * viewportHeight);
          await page.waitForTimeout(250);
          await page.screenshot({
            path: path.join(out, `${name}-${String(index + 1).padStart(2, '0')}.png`),
          });
        }
      } else if (footer) {
        await page
          .locator('footer')
          .last()
          .screenshot({ path: path.join(out, `${name}-footer.png`) });
      } else {
        await page.screenshot({ path: path.join(out, `${name}${openMenu ? '-menu' : ''}.png`), fullPage });
      }
    }
    await page.close();
  }
  await browser.close();
  console.log(`screenshots in ${out}`);
}

void takeScreenshots();
