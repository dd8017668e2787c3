import type { ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  METADATA_MARKS,
  PHOTO_SITE_DIR,
  PHOTOS,
  buildPhotoSite,
  preparePhotoSite,
  startPhotoSite,
} from '../scripts/lib/photo-site';
import { layoutShiftOf, watchLayoutShift } from './layout-shift';
import { freePort } from './next-server';

/**
 * The agency's own photographs, served right: a copy of the site with a sideways phone portrait
 * (GPS and all), a PNG screenshot as a case study's card, header and gallery picture, and a 3:2
 * blog cover, built and served like the real site (scripts/lib/photo-site.mjs). Desktop project
 * only: each test sets the viewport it checks.
 */

const BUILD_TIMEOUT_MS = 300_000;
const SERVER_START_TIMEOUT_MS = 60_000;
/** The most pixels a copy may have over what it shows, in width (the pipeline's steps are ≤ 1.5 ×). */
const MAX_OVERSHOOT = 1.5;
/** Compressed bytes of the photo copies a page may fetch: a fraction of one original (1–3 MB). */
const PHOTO_BYTES_BUDGET = { 375: 80_000, 1440: 120_000 };
const ORIGINAL = /\/images\/.*\.(jpe?g|png|webp|avif)$/i;

const pages = {
  team: '/our-team',
  caseStudy: `/portfolio/${PHOTOS.project}`,
  post: `/blog/${PHOTOS.post}`,
};

let server: ChildProcess;
let origin = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(BUILD_TIMEOUT_MS);
  await preparePhotoSite();
  const build = buildPhotoSite();
  expect(build.status, build.output).toBe(0);
  const port = await freePort();
  server = startPhotoSite(port);
  origin = `http://127.0.0.1:${port}`;
  await expect
    .poll(async () => (await fetch(`${origin}/robots.txt`).catch(() => undefined))?.status, {
      timeout: SERVER_START_TIMEOUT_MS,
    })
    .toBe(200);
});

test.afterAll(() => {
  server?.kill('SIGTERM');
});

interface Shown {
  src: string;
  currentSrc: string;
  shownWidth: number;
  shownHeight: number;
  naturalWidth: number;
  naturalHeight: number;
  fit: string;
  loading: string;
}

/** Opens a page, scrolls through it so lazy pictures load, and reports every photo copy shown. */
async function openAndScroll(page: Page, route: string): Promise<Shown[]> {
  await page.goto(origin + route, { waitUntil: 'networkidle' });
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 400) await page.evaluate((top) => window.scrollTo(0, top), y);
  await page.waitForLoadState('networkidle');
  return page.locator('picture img').evaluateAll((images) =>
    (images as HTMLImageElement[])
      .filter((img) => img.complete && img.naturalWidth > 0 && img.getBoundingClientRect().width > 0)
      .map((img) => ({
        src: img.getAttribute('src') ?? '',
        currentSrc: img.currentSrc,
        shownWidth: img.getBoundingClientRect().width,
        shownHeight: img.getBoundingClientRect().height,
        naturalWidth: img.naturalWidth,
        naturalHeight: img.naturalHeight,
        fit: getComputedStyle(img).objectFit,
        loading: img.getAttribute('loading') ?? '',
      })),
  );
}

/** A fresh page at a width and pixel density, counting the bytes of every picture it fetches. */
async function pageAt(browser: Browser, width: 375 | 1440) {
  const context = await browser.newContext({
    viewport: { width, height: width === 375 ? 812 : 900 },
    deviceScaleFactor: width === 375 ? 2 : 1,
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  const fetched: { url: string; bytes: number }[] = [];
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'image') return;
    const sizes = await request.sizes().catch(() => undefined);
    fetched.push({ url: request.url(), bytes: sizes?.responseBodySize ?? 0 });
  });
  return { page, fetched, close: () => context.close(), dpr: width === 375 ? 2 : 1 };
}

for (const width of [375, 1440] as const) {
  test(`at ${width} px, photos arrive as AVIF copies no larger than the screen needs, never as originals`, async ({
    browser,
  }) => {
    const { page, fetched, close, dpr } = await pageAt(browser, width);
    let photoBytes = 0;
    for (const route of Object.values(pages)) {
      fetched.length = 0;
      const shown = await openAndScroll(page, route);
      const copies = shown.filter((img) => img.currentSrc.includes('/_img/'));
      expect(copies.length, route).toBeGreaterThan(0);
      for (const img of copies) {
        expect(img.currentSrc, route).toMatch(/\.avif$/);
        const copyWidth = Number(/\.(\d+)\.avif$/.exec(img.currentSrc)?.[1]);
        // A photo cut by the page (object-fit) shows more of its width than its box.
        const needed =
          Math.max(img.shownWidth, (img.shownHeight * img.naturalWidth) / img.naturalHeight) * dpr;
        expect(copyWidth, `${route}: ${img.currentSrc} for ${Math.round(needed)} px`).toBeLessThanOrEqual(
          Math.max(MAX_OVERSHOOT * needed, 320),
        );
      }
      expect(
        fetched.filter((request) => ORIGINAL.test(new URL(request.url).pathname)),
        route,
      ).toEqual([]);
      photoBytes += fetched
        .filter((request) => request.url.includes('/_img/'))
        .reduce((sum, request) => sum + request.bytes, 0);
    }
    test.info().annotations.push({
      type: 'photo bytes',
      description: `${width} px: ${photoBytes} bytes on three pages`,
    });
    expect(photoBytes).toBeGreaterThan(0);
    expect(photoBytes).toBeLessThanOrEqual(PHOTO_BYTES_BUDGET[width]);
    await close();
  });
}

test('photos keep their proportions: cut to their slot, never stretched, and nothing shifts', async ({
  browser,
}) => {
  for (const width of [375, 1440] as const) {
    const { page, close } = await pageAt(browser, width);
    for (const route of Object.values(pages)) {
      await watchLayoutShift(page);
      const shown = await openAndScroll(page, route);
      for (const img of shown) {
        if (img.fit === 'cover' || img.fit === 'contain') continue;
        expect(img.shownWidth / img.shownHeight, `${route}: ${img.currentSrc}`).toBeCloseTo(
          img.naturalWidth / img.naturalHeight,
          1,
        );
      }
      expect(await layoutShiftOf(page), `${route} at ${width}`).toBeLessThanOrEqual(0.01);
    }
    await close();
  }
});

test('the portrait is upright and in the shape of the drawings it replaces (5:6)', async ({ request }) => {
  const html = await (await request.get(`${origin}${pages.team}`)).text();
  const img = new RegExp(
    `<img alt="[^"]*" src="(/_img/team/${PHOTOS.member}/[^"]+)" width="(\\d+)" height="(\\d+)"`,
  ).exec(html);
  expect(img, 'the portrait’s <img>').not.toBeNull();
  // Stored 4000 × 3000 sideways; upright 3000 × 4000, cut to 5:6.
  expect([Number(img![2]), Number(img![3])]).toEqual([3000, 3600]);
  const copy = Buffer.from(await (await request.get(`${origin}${img![1]}`)).body());
  const meta = await sharp(copy).metadata();
  expect(meta.height! / meta.width!).toBeCloseTo(6 / 5, 2);
  expect([meta.exif, meta.xmp, meta.iptc]).toEqual([undefined, undefined, undefined]);
  for (const mark of METADATA_MARKS) expect(copy.includes(mark), mark).toBe(false);
});

test('the case study’s header and the post’s cover are preloaded with their srcset; lower pictures load lazily', async ({
  request,
}) => {
  for (const route of [pages.caseStudy, pages.post]) {
    const html = await (await request.get(`${origin}${route}`)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const preload = /<link rel="preload"[^>]* as="image"[^>]*>/.exec(head)?.[0] ?? '';
    expect(preload, route).toMatch(/imageSrcSet="\/_img\/[^"]+\.avif \d+w/i);
    expect(preload, route).toMatch(/imageSizes="[^"]+"/i);
    expect(preload, route).toContain('type="image/avif"');
  }
  const caseStudy = await (await request.get(`${origin}${pages.caseStudy}`)).text();
  const gallery = caseStudy.slice(caseStudy.indexOf('<main'));
  const images = [...gallery.matchAll(/<img [^>]*src="\/_img\/portfolio\/[^"]+"[^>]*>/g)].map(
    (match) => match[0],
  );
  expect(images.length).toBeGreaterThanOrEqual(2);
  expect(images[0]).toContain('loading="eager"');
  expect(images[0]).toContain('fetchPriority="high"');
  for (const img of images.slice(1)) expect(img).toContain('loading="lazy"');
});

test('originals answer 404; the copies are cached for good', async ({ request }) => {
  for (const original of [
    `/images/team/${PHOTOS.member}/image.jpg`,
    `/images/portfolio/${PHOTOS.project}/image.png`,
  ]) {
    expect((await request.get(`${origin}${original}`)).status(), original).toBe(404);
  }
  const html = await (await request.get(`${origin}${pages.post}`)).text();
  const copy = /srcSet="(\/_img\/blog\/[^" ]+\.avif)/.exec(html)?.[1];
  const response = await request.get(`${origin}${copy}`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/avif');
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('the profile PDF and the share cards still work with photos in the content', async ({ request }) => {
  const pdf = await request.get(`${origin}/agency-profile.pdf`);
  expect(pdf.status()).toBe(200);
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  for (const route of [pages.team, pages.caseStudy, pages.post]) {
    const html = await (await request.get(`${origin}${route}`)).text();
    const card = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    expect(card, route).toBeTruthy();
    const response = await request.get(`${origin}${new URL(card!).pathname}`);
    expect(response.status(), route).toBe(200);
    expect(response.headers()['content-type'], route).toBe('image/png');
  }
});

test('a photo too narrow for its place, or not a picture at all, stops the build naming the file and the field', async () => {
  test.setTimeout(BUILD_TIMEOUT_MS);
  server.kill('SIGTERM');
  const portrait = path.join(PHOTO_SITE_DIR, 'public', 'images', 'team', PHOTOS.member, 'image.jpg');
  writeFileSync(
    portrait,
    await sharp({ create: { width: 300, height: 360, channels: 3, background: '#345' } })
      .jpeg()
      .toBuffer(),
  );
  const narrow = buildPhotoSite();
  expect(narrow.status).not.toBe(0);
  expect(narrow.output).toContain(
    `content/team/${PHOTOS.member}.yaml: image: 300 px wide; a team portrait needs at least 600 px`,
  );
  writeFileSync(portrait, 'not a picture');
  const unreadable = buildPhotoSite();
  expect(unreadable.status).not.toBe(0);
  expect(unreadable.output).toContain(
    `content/team/${PHOTOS.member}.yaml: image: /images/team/${PHOTOS.member}/image.jpg is not a picture the site can read`,
  );
});
