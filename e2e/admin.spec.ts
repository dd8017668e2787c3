/**
 * The content admin in local mode, end to end: a team member's role is edited and a blog post is
 * added through the Keystatic forms under `next dev`; the files it writes must validate, and a
 * production build made from them must show the new values. Every file is put back afterwards.
 *
 * Runs in its own project (see playwright.config.ts), after the other browser tests, because it
 * builds the site a second time.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createReader } from '@keystatic/core/reader';
import { expect, test } from '@playwright/test';
import { parse as parseYaml } from 'yaml';
import keystaticConfig from '../keystatic.config';
import { validate } from '../src/content/load';
import { object } from '../src/content/schema/fields';
import { collections } from '../src/content/schema/model';
import { parsePost } from '../src/lib/blog';
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

const memberFile = path.join(root, 'content', 'team', `${MEMBER}.yaml`);
const postFile = path.join(root, 'content', 'blog', `${POST_SLUG}.md`);
const postImages = path.join(root, 'public', 'images', 'blog', POST_SLUG);
const coverFile = path.join(root, 'test-results', 'admin-cover.svg');

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

test.beforeAll(() => {
  memberSource = readFileSync(memberFile, 'utf8');
  tsconfigSource = readFileSync(tsconfigFile, 'utf8');
  writeFileSync(
    coverFile,
    '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630"><rect width="1200" height="630" fill="#131318"/><circle cx="600" cy="315" r="140" fill="#c6f432"/></svg>',
  );
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
    await page.locator('[contenteditable="true"]').click();
    await page.keyboard.type(POST_BODY);
    await page.getByRole('button', { name: 'Create' }).click();
    await expect.poll(() => existsSync(postFile), { timeout: 30_000 }).toBe(true);
  });
  stop(dev);

  await test.step('the written files pass the admin schema and the zod schema', async () => {
    const member = parseYaml(readFileSync(memberFile, 'utf8'));
    expect(validate('team', object(collections.team.fields).zod, member)).toMatchObject({ role: NEW_ROLE });
    const post = parsePost(`${POST_SLUG}.md`, readFileSync(postFile, 'utf8'));
    expect(post).toMatchObject({ title: POST_TITLE, summary: POST_SUMMARY, tags: ['Agency news'] });
    expect(post.body).toContain(POST_BODY);
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
    // The admin stays out of a production build without GitHub mode.
    expect((await fetch(`${site}/keystatic`)).status).toBe(404);
  });
});
