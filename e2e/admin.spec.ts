/**
 * The content admin in local mode, end to end: a team member's role is edited and a blog post is
 * added through the Keystatic forms under `next dev`, its body using everything the editor offers
 * (heading, bold, italic, inline code, link, list, quote, code block, picture, table); the files
 * it writes must validate, and a production build made from them must show the new values, the
 * post's table as a real table and its picture through the picture pipeline. Every file is put
 * back afterwards.
 *
 * Runs in its own project (see playwright.config.ts), after the other browser tests, because it
 * builds the site a second time.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createReader } from '@keystatic/core/reader';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { parse as parseYaml } from 'yaml';
import keystaticConfig from '../keystatic.config';
import { validate } from '../src/content/load';
import { object } from '../src/content/schema/fields';
import { collections } from '../src/content/schema/model';
import { parsePost } from '../src/lib/blog/posts';
import { freePort } from './next-server';

const root = path.resolve(__dirname, '..');
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
const DIST_DIR = '.next-admin-e2e';
const MEMBER = 'usman-raza';
const NEW_ROLE = 'Founder and Managing Director';
const POST_TITLE = 'What we learnt from our first hundred clients';
const POST_SLUG = 'what-we-learnt-from-our-first-hundred-clients';
const POST_SUMMARY =
  'Five lessons from four years of websites and campaigns for Lahore businesses, written for owners planning their next project.';
const POST_BODY = 'Every project starts with a question about the customer, not about the website.';
const POST_HEADING = 'What the first call is for';
const POST_LIST = ['Listen before proposing anything', 'Write the brief down together'];
const POST_QUOTE = 'Good websites start with good questions.';
const POST_CODE = "const brief = 'agreed';";
/** The editor's table: a header row and two rows of three cells. */
const POST_TABLE = [
  ['Step', 'Who', 'When'],
  ['Brief', 'You and us', 'Week one'],
  ['Design', 'Our designers', 'Weeks two and three'],
];
const POST_PICTURE_ALT = 'A lime circle on a dark wall in the studio';
const POST_PICTURE_CAPTION = 'The studio on our first day';
/** The editor renames an upload to lower-case dashed words (src/lib/blog/picture-names.ts). */
const POST_PICTURE_UPLOAD = 'Studio Wall.JPG';
const POST_PICTURE_FILE = 'studio-wall.jpg';
const POST_PICTURE_SIZE = { width: 1600, height: 900 };

const memberFile = path.join(root, 'content', 'team', `${MEMBER}.yaml`);
const postFile = path.join(root, 'content', 'blog', `${POST_SLUG}.md`);
const postImages = path.join(root, 'public', 'images', 'blog', POST_SLUG);
const coverFile = path.join(root, 'test-results', 'admin-cover.svg');
const pictureFile = path.join(root, 'test-results', POST_PICTURE_UPLOAD);

const servers: ChildProcess[] = [];
let memberSource = '';
// `next build` with another dist dir adds that dir's types to tsconfig.json; the checkout keeps its own.
const tsconfigFile = path.join(root, 'tsconfig.json');
let tsconfigSource = '';

function startNext(args: string[]): ChildProcess {
  const server = spawn(process.execPath, [nextBin, ...args], {
    cwd: root,
    env: { ...process.env, NEXT_DIST_DIR: DIST_DIR, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: 'ignore',
  });
  servers.push(server);
  return server;
}

function stop(server: ChildProcess) {
  server.kill('SIGTERM');
}

/** Waits until the URL answers with the status (the dev server compiles a route on first request). */
async function waitFor(url: string, status: number, timeoutMs: number) {
  await expect
    .poll(async () => (await fetch(url).catch(() => undefined))?.status, {
      timeout: timeoutMs,
      intervals: [1000],
    })
    .toBe(status);
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  memberSource = readFileSync(memberFile, 'utf8');
  tsconfigSource = readFileSync(tsconfigFile, 'utf8');
  writeFileSync(
    coverFile,
    '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630"><rect width="1200" height="630" fill="#131318"/><circle cx="600" cy="315" r="140" fill="#c6f432"/></svg>',
  );
  // A phone photo as an editor would upload it: a JPEG wider than the post column.
  await sharp({ create: { ...POST_PICTURE_SIZE, channels: 3, background: '#1c1c23' } })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900"><circle cx="800" cy="450" r="300" fill="#c6f432"/></svg>',
        ),
      },
    ])
    .jpeg()
    .toFile(pictureFile);
});

test.afterAll(() => {
  for (const server of servers) stop(server);
  writeFileSync(memberFile, memberSource);
  writeFileSync(tsconfigFile, tsconfigSource);
  rmSync(postFile, { force: true });
  rmSync(postImages, { recursive: true, force: true });
  rmSync(path.join(root, DIST_DIR), { recursive: true, force: true });
});

test('the admin edits a team member and adds a blog post, and the rebuilt site shows both', async ({
  page,
}) => {
  test.setTimeout(600_000);
  // Free ports: another test server may be listening on any fixed one.
  const devPort = await freePort();
  const dev = startNext(['dev', '--port', String(devPort), '--hostname', '127.0.0.1']);
  const admin = `http://127.0.0.1:${devPort}/keystatic`;
  await waitFor(admin, 200, 180_000);

  await test.step('edit the role of a team member', async () => {
    await page.goto(`${admin}/collection/team/item/${MEMBER}`, { timeout: 120_000 });
    const role = page.getByRole('textbox', { name: 'Role' });
    await expect(role).toHaveValue(/Founder/, { timeout: 60_000 });
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
    await (await chooser).setFiles(coverFile);
    await page
      .getByRole('textbox', { name: 'Cover: alternative text' })
      .fill('A lime circle on a dark background');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Tag' }).fill('Agency news');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await expect(dialog).toHaveCount(0);
    await writeBody(page);
    await page.getByRole('button', { name: 'Create' }).click();
    // One save writes the post and then its pictures: wait for all before the server stops.
    await expect
      .poll(() => existsSync(postFile) && existsSync(path.join(postImages, POST_PICTURE_FILE)), {
        timeout: 30_000,
      })
      .toBe(true);
  });
  stop(dev);

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
    expect(existsSync(path.join(root, 'public', pictureSrc))).toBe(true);
    // The cover shares the folder and is still there.
    expect(existsSync(path.join(root, 'public', post.cover))).toBe(true);
    const reader = createReader(root, keystaticConfig);
    await expect(reader.collections.team!.readOrThrow(MEMBER)).resolves.toMatchObject({ role: NEW_ROLE });
    await expect(reader.collections.blog!.readOrThrow(POST_SLUG)).resolves.toMatchObject({
      title: POST_TITLE,
    });
  });

  await test.step('a production build shows the new role and the new post', async () => {
    // scripts/lib/build.mjs: next build, then the pages' CSP hashes, which the server needs.
    const build = spawnSync(process.execPath, [path.join(root, 'scripts', 'lib', 'build.mjs'), '--always'], {
      cwd: root,
      env: { ...process.env, NEXT_DIST_DIR: DIST_DIR, NEXT_TELEMETRY_DISABLED: '1' },
      encoding: 'utf8',
    });
    expect(build.status, build.stderr.slice(-2000)).toBe(0);
    const prodPort = await freePort();
    startNext(['start', '--port', String(prodPort), '--hostname', '127.0.0.1']);
    const site = `http://127.0.0.1:${prodPort}`;
    await waitFor(`${site}/our-team`, 200, 60_000);
    await page.goto(`${site}/our-team`);
    await expect(page.getByText(NEW_ROLE).first()).toBeVisible();
    await page.goto(`${site}/blog`);
    await expect(page.getByRole('link', { name: POST_TITLE }).first()).toHaveAttribute(
      'href',
      `/blog/${POST_SLUG}`,
    );
    await page.goto(`${site}/blog/${POST_SLUG}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(POST_TITLE);
    await expect(page.getByText(POST_BODY)).toBeVisible();
    await expectBody(page);
    // The admin stays out of a production build without GitHub mode.
    expect((await fetch(`${site}/keystatic`)).status).toBe(404);
  });
});

/**
 * Types the post's body into the editor as an editor would: Markdown shortcuts for the heading,
 * list, inline code, link and code block, keyboard shortcuts for bold and italic, the toolbar
 * for the quote, the picture and the table, and the picture's details dialog for its alt text.
 */
async function writeBody(page: Page) {
  const editor = page.locator('[contenteditable="true"]');
  const keys = page.keyboard;
  await editor.click();
  await keys.type(`## ${POST_HEADING}`);
  await keys.press('Enter');
  await keys.type(`${POST_BODY} We answer `);
  await keys.press('Control+b');
  await keys.type('within a day');
  await keys.press('Control+b');
  await keys.type(', write ');
  await keys.press('Control+i');
  await keys.type('in plain English');
  await keys.press('Control+i');
  await keys.type(' and share the `brief.pdf` file. Read about [our services](/services) first.');
  await keys.press('Enter');
  await keys.type(`- ${POST_LIST[0]}`);
  // The "- " shortcut makes the list as its own step; Enter before it lands would end the list.
  await expect(editor.locator('ul > li')).toHaveText([POST_LIST[0]!]);
  await keys.press('Enter');
  await expect(editor.locator('ul > li')).toHaveCount(2);
  await keys.type(POST_LIST[1]!);
  await expect(editor.locator('ul > li')).toHaveText(POST_LIST);
  await keys.press('Enter');
  await keys.press('Enter');
  await page.getByRole('button', { name: 'Quote', exact: true }).click();
  await keys.type(POST_QUOTE);
  await keys.press('Enter');
  await keys.press('Enter');
  await keys.type('```ts');
  await keys.press('Enter');
  await keys.type(POST_CODE);
  // Leaves the code block for a new paragraph.
  await keys.press('Shift+Enter');
  await keys.type('Our studio:');
  await keys.press('Enter');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Image', exact: true }).click();
  await (await chooser).setFiles(pictureFile);
  const picture = editor.locator(`img[data-filename="${POST_PICTURE_FILE}"]`);
  await expect(picture).toBeVisible();
  await page.getByRole('button', { name: 'Table', exact: true }).click();
  for (const [row, cells] of POST_TABLE.entries()) {
    for (const [column, text] of cells.entries()) {
      await editor.locator('tr').nth(row).locator('th, td').nth(column).click();
      await keys.type(text);
    }
  }
  // The picture's toolbar opens when it is selected; its first button edits its details.
  await picture.click();
  await page.getByRole('dialog').getByRole('button').first().click();
  const details = page.getByRole('dialog').filter({ hasText: 'Image details' });
  await details.getByRole('textbox', { name: 'Alternative text' }).fill(POST_PICTURE_ALT);
  await details.getByRole('textbox', { name: 'Caption' }).fill(POST_PICTURE_CAPTION);
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(details).toHaveCount(0);
  await expect(picture).toHaveAttribute('alt', POST_PICTURE_ALT);
}

/** Every element of the body, as the production build shows it. */
async function expectBody(page: Page) {
  const article = page.locator('article .article-prose');
  await expect(article.getByRole('heading', { level: 2, name: POST_HEADING })).toHaveAttribute(
    'id',
    'what-the-first-call-is-for',
  );
  await expect(article.locator('strong', { hasText: 'within a day' })).toBeVisible();
  await expect(article.locator('em', { hasText: 'in plain English' })).toBeVisible();
  await expect(article.locator('p code', { hasText: 'brief.pdf' })).toBeVisible();
  await expect(article.getByRole('link', { name: 'our services' })).toHaveAttribute('href', '/services');
  await expect(article.locator('ul > li')).toHaveText(POST_LIST);
  await expect(article.locator('blockquote')).toHaveText(POST_QUOTE);
  await expect(article.locator('pre[data-language="ts"] code')).toHaveText(POST_CODE);

  // The table: real cells in a <table>, in a region that scrolls on its own and can take focus.
  const region = article.getByRole('region', { name: 'Table: Step, Who, When' });
  await expect(region).toHaveAttribute('tabindex', '0');
  const table = region.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(POST_TABLE[0]!);
  await expect(table.locator('tbody tr')).toHaveCount(POST_TABLE.length - 1);
  for (const [index, cells] of POST_TABLE.slice(1).entries()) {
    await expect(table.locator('tbody tr').nth(index).getByRole('cell')).toHaveText(cells);
  }

  // The picture: AVIF and WebP copies of the post column's widths over a sized fallback, captioned.
  const figure = article.locator('figure');
  await expect(figure.locator('figcaption')).toHaveText(POST_PICTURE_CAPTION);
  const sources = figure.locator('picture > source');
  await expect(sources).toHaveCount(2);
  await expect(sources.nth(0)).toHaveAttribute('type', 'image/avif');
  await expect(sources.nth(1)).toHaveAttribute('type', 'image/webp');
  const copies = new RegExp(
    `^/_img/blog/${POST_SLUG}/studio-wall\\.[0-9a-f]{16}\\.320\\.avif 320w, .*1344w$`,
  );
  await expect(sources.nth(0)).toHaveAttribute('srcset', copies);
  await expect(sources.nth(0)).toHaveAttribute('sizes', /^\(min-width: 736px\) min\(672px, /);
  const image = figure.locator('picture > img');
  await expect(image).toHaveAttribute('alt', POST_PICTURE_ALT);
  await expect(image).toHaveAttribute('width', String(POST_PICTURE_SIZE.width));
  await expect(image).toHaveAttribute('height', String(POST_PICTURE_SIZE.height));
  await expect(image).toHaveAttribute(
    'src',
    new RegExp(`^/_img/blog/${POST_SLUG}/studio-wall\\.[0-9a-f]{16}\\.1080\\.jpg$`),
  );
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.avif$/);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // No editor syntax leaks onto the page.
  await expect(article).not.toContainText('{%');
}
