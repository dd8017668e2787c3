/**
 * The copy of the site the content admin and the agency's photographs are tested in
 * (scripts/lib/photo-site.ts: `test-results/photo-site/`, made afresh for each run of this file,
 * so a retry starts from the same content and the checkout is never edited), built once:
 *
 * - the content admin in local mode, under `next dev`: a team member's role is edited and a
 *   blog post added through the Keystatic forms, its body using everything the editor offers;
 *   the files it writes must pass both schemas;
 * - then one production build of the copy, which must show the new role and the post (its
 *   table as a real table, its picture through the picture pipeline), and serve the photos put
 *   into its content right: a sideways phone portrait (GPS and all), a PNG screenshot as a case
 *   study's card, header and gallery picture, and a 3:2 blog cover.
 *
 * Runs in a project of its own, in one worker (playwright.config.ts). Each test sets the
 * viewport it checks.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createReader } from '@keystatic/core/reader';
import { expect, test, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { parse as parseYaml } from 'yaml';
import keystaticConfig from '../keystatic.config';
import { validate } from '../src/content/load';
import { object } from '../src/content/schema/fields';
import { collections } from '../src/content/schema/model';
import { parsePost } from '../src/lib/blog/posts';
import {
  METADATA_MARKS,
  PHOTO_SITE_DIR,
  PHOTOS,
  buildPhotoSite,
  preparePhotoSite,
  startPhotoSite,
} from '../scripts/lib/photo-site';
import {
  expectBody,
  MEMBER,
  NEW_ROLE,
  POST_BODY,
  POST_PICTURE_ALT,
  POST_PICTURE_CAPTION,
  POST_PICTURE_FILE,
  POST_SLUG,
  POST_SUMMARY,
  POST_TITLE,
  writeBody,
  writeUploads,
} from './admin-post';
import { layoutShiftOf, watchLayoutShift } from './layout-shift';
import { freePort, OWN_BUILD_ENV } from './next-server';

const nextBin = path.join(process.cwd(), 'node_modules', 'next', 'dist', 'bin', 'next');
/** A production build beside the other projects' builds and servers: 2 to 5 minutes on two cores. */
const BUILD_TIMEOUT_MS = 600_000;
const SERVER_START_TIMEOUT_MS = 60_000;
/** `next dev` compiles the admin on its first request: minutes on a busy two-core machine. */
const DEV_START_TIMEOUT_MS = 360_000;
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

const site = (...parts: string[]) => path.join(PHOTO_SITE_DIR, ...parts);
const memberFile = site('content', 'team', `${MEMBER}.yaml`);
const postFile = site('content', 'blog', `${POST_SLUG}.md`);
const postImages = site('public', 'images', 'blog', POST_SLUG);
let uploads: { cover: string; picture: string };
let server: ChildProcess | undefined;
let origin = '';

/** Waits until the URL answers with the status (the dev server compiles a route on first request). */
async function waitFor(url: string, status: number, timeoutMs: number, headers: Record<string, string> = {}) {
  await expect
    .poll(async () => (await fetch(url, { headers }).catch(() => undefined))?.status, {
      timeout: timeoutMs,
      intervals: [1000],
    })
    .toBe(status);
}

/** Stops a server and waits until it has gone. */
async function stop(child: ChildProcess | undefined) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await gone;
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(BUILD_TIMEOUT_MS);
  await preparePhotoSite();
  uploads = await writeUploads(site('fixtures'));
});

test.afterAll(async () => {
  await stop(server);
});

test('the admin edits a team member and adds a blog post, in files both schemas accept', async ({ page }) => {
  test.setTimeout(600_000);
  // Free ports: another test server may be listening on any fixed one.
  const devPort = await freePort();
  const dev = spawn(
    process.execPath,
    [nextBin, 'dev', '--port', String(devPort), '--hostname', '127.0.0.1'],
    {
      cwd: PHOTO_SITE_DIR,
      // Nothing runs the copy under `next dev` again: Turbopack keeps no cache of it.
      env: {
        ...process.env,
        NEXT_DIST_DIR: '.next',
        NEXT_TELEMETRY_DISABLED: '1',
        TURBOPACK_CACHE: OWN_BUILD_ENV.TURBOPACK_CACHE,
      },
      stdio: 'ignore',
    },
  );
  const admin = `http://127.0.0.1:${devPort}/keystatic`;
  try {
    // `next dev` compiles each route on its first request: the admin's page, then the API its
    // forms read the content through. Both are asked for here, before an editor would wait on them.
    await waitFor(admin, 200, DEV_START_TIMEOUT_MS);
    // (The header is the one Keystatic's own client sends, which its API asks for.)
    await waitFor(`http://127.0.0.1:${devPort}/api/keystatic/tree`, 200, DEV_START_TIMEOUT_MS, {
      'no-cors': '1',
    });
    await editInAdmin(page, admin);
  } finally {
    await stop(dev);
  }

  await test.step('the written files pass the admin schema and the zod schema', async () => {
    const member = parseYaml(readFileSync(memberFile, 'utf8'));
    expect(validate('team', object(collections.team.fields).zod, member)).toMatchObject({ role: NEW_ROLE });
    const post = parsePost(`${POST_SLUG}.md`, readFileSync(postFile, 'utf8'));
    expect(post).toMatchObject({ title: POST_TITLE, summary: POST_SUMMARY, tags: ['Agency news'] });
    expect(post.body).toContain(POST_BODY);
    // The editor's own syntax: the table as Markdoc's tag, the picture in the post's folder.
    expect(post.body).toContain('{% table %}');
    const pictureSrc = `/images/blog/${POST_SLUG}/${POST_PICTURE_FILE}`;
    expect(post.body).toContain(`![${POST_PICTURE_ALT}](${pictureSrc} "${POST_PICTURE_CAPTION}")`);
    expect(existsSync(site('public', pictureSrc))).toBe(true);
    // The cover shares the folder and is still there.
    expect(existsSync(site('public', post.cover))).toBe(true);
    const reader = createReader(PHOTO_SITE_DIR, keystaticConfig);
    await expect(reader.collections.team!.readOrThrow(MEMBER)).resolves.toMatchObject({ role: NEW_ROLE });
    await expect(reader.collections.blog!.readOrThrow(POST_SLUG)).resolves.toMatchObject({
      title: POST_TITLE,
    });
  });
});

/** The admin's forms, as an editor fills them in: the member's role, then a new post. */
async function editInAdmin(page: Page, admin: string) {
  await test.step('edit the role of a team member', async () => {
    await page.goto(`${admin}/collection/team/item/${MEMBER}`, { timeout: 120_000 });
    const role = page.getByRole('textbox', { name: 'Role' });
    // `next dev` compiles the admin's chunks on their first request; on a loaded machine the
    // first load can give up waiting for one. A reload asks again, as an editor would.
    try {
      await expect(role).toHaveValue(/Founder/, { timeout: 90_000 });
    } catch {
      await page.reload({ timeout: 120_000 });
      await expect(role).toHaveValue(/Founder/, { timeout: 90_000 });
    }
    await role.fill(NEW_ROLE);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => readFileSync(memberFile, 'utf8'), { timeout: 30_000 })
      .toContain(`role: ${NEW_ROLE}`);
  });

  await test.step('add a blog post through the form', async () => {
    await page.goto(`${admin}/collection/blog/create`, { timeout: 120_000 });
    await page.getByRole('textbox', { name: 'Title' }).fill(POST_TITLE);
    await page.getByRole('textbox', { name: 'Summary' }).fill(POST_SUMMARY);
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Choose file' }).click();
    await (await chooser).setFiles(uploads.cover);
    await page
      .getByRole('textbox', { name: 'Cover: alternative text' })
      .fill('A lime circle on a dark background');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Tag' }).fill('Agency news');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await expect(dialog).toHaveCount(0);
    await writeBody(page, uploads.picture);
    await page.getByRole('button', { name: 'Create' }).click();
    // One save writes the post and then its pictures: wait for all before the server stops.
    await expect
      .poll(() => existsSync(postFile) && existsSync(path.join(postImages, POST_PICTURE_FILE)), {
        timeout: 30_000,
      })
      .toBe(true);
  });
}

test.describe('the built copy', () => {
  test.beforeAll(async () => {
    test.setTimeout(BUILD_TIMEOUT_MS);
    const build = buildPhotoSite(OWN_BUILD_ENV);
    expect(build.status, build.output.slice(-2000)).toBe(0);
    const port = await freePort();
    server = startPhotoSite(port);
    origin = `http://127.0.0.1:${port}`;
    await waitFor(`${origin}/robots.txt`, 200, SERVER_START_TIMEOUT_MS);
  });

  test('shows the admin’s new role and new post, every element of its body as the editor made it', async ({
    page,
  }) => {
    await page.goto(`${origin}/our-team`);
    await expect(page.getByText(NEW_ROLE).first()).toBeVisible();
    await page.goto(`${origin}/blog`);
    await expect(page.getByRole('link', { name: POST_TITLE }).first()).toHaveAttribute(
      'href',
      `/blog/${POST_SLUG}`,
    );
    await page.goto(`${origin}/blog/${POST_SLUG}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(POST_TITLE);
    await expect(page.getByText(POST_BODY)).toBeVisible();
    await expectBody(page);
    // The admin stays out of a production build without GitHub mode.
    expect((await fetch(`${origin}/keystatic`)).status).toBe(404);
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
      // Once per page: each init script adds its own observer, which would count every shift
      // again on each later route. The sum starts again at 0 with each new document.
      await watchLayoutShift(page);
      for (const route of Object.values(pages)) {
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
    await stop(server);
    const portrait = path.join(PHOTO_SITE_DIR, 'public', 'images', 'team', PHOTOS.member, 'image.jpg');
    writeFileSync(
      portrait,
      await sharp({ create: { width: 300, height: 360, channels: 3, background: '#345' } })
        .jpeg()
        .toBuffer(),
    );
    const narrow = buildPhotoSite(OWN_BUILD_ENV);
    expect(narrow.status).not.toBe(0);
    expect(narrow.output).toContain(
      `content/team/${PHOTOS.member}.yaml: image: 300 px wide; a team portrait needs at least 600 px`,
    );
    writeFileSync(portrait, 'not a picture');
    const unreadable = buildPhotoSite(OWN_BUILD_ENV);
    expect(unreadable.status).not.toBe(0);
    expect(unreadable.output).toContain(
      `content/team/${PHOTOS.member}.yaml: image: /images/team/${PHOTOS.member}/image.jpg is not a picture the site can read`,
    );
  });
});
