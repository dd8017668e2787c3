/**
 * A member of the inbox's team, made as an owner makes one on a server: `npm run team -- add`
 * against the server's store (with the settings `env` gives: SQLITE_PATH or DATABASE_URL, the
 * sign-in key and address), then the printed set-password link followed in a page, or posted as
 * that page's form posts it.
 *
 * The command is scripts/team.ts bundled once by esbuild and run by Node, instead of compiled by
 * tsx on every start: tsx took seconds a call on a busy two-core machine (a bundle starts in a
 * sixth of its CPU time), and the suite runs the command a few dozen times. The bundle is made
 * again whenever one of the files it was made from is newer than it.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';
import type { Page } from '@playwright/test';
import { parsePage } from '../test-support/served';

const ROOT = path.resolve(__dirname, '..');
/** Outside test-results/, which every Playwright run empties when it starts. */
const BUNDLE_DIR = path.join(ROOT, 'node_modules', '.cache', 'team-command');
const BUNDLE = path.join(BUNDLE_DIR, 'team.mjs');
/** The files the bundle was made from (the site's modules, the packages'), to tell when it is stale. */
const INPUTS = path.join(BUNDLE_DIR, 'team.inputs.json');
/** Loaded from node_modules at run time, as the server loads them. */
const DRIVERS = ['libsql', 'pg', 'pg-native'];

/** True when the bundle is there and none of the files it was made from changed after it. */
function bundleIsFresh(): boolean {
  try {
    const made = statSync(BUNDLE).mtimeMs;
    const inputs = JSON.parse(readFileSync(INPUTS, 'utf8')) as string[];
    return inputs.every((input) => statSync(path.resolve(ROOT, input)).mtimeMs <= made);
  } catch {
    // Missing, or a source moved or deleted: make it again.
    return false;
  }
}

/** Writes `contents` to `file` through a temporary name, so another process never reads half of it. */
function writeWhole(file: string, contents: string | Uint8Array): void {
  const partial = `${file}.${process.pid}.tmp`;
  writeFileSync(partial, contents);
  renameSync(partial, file);
}

let checked = false;

/** The bundled command, made or made again when stale (checked once per process). */
function teamBundle(): string {
  if (checked) return BUNDLE;
  if (!bundleIsFresh()) {
    mkdirSync(BUNDLE_DIR, { recursive: true });
    const { outputFiles, metafile } = buildSync({
      absWorkingDir: ROOT,
      entryPoints: ['scripts/team.ts'],
      outfile: BUNDLE,
      bundle: true,
      write: false,
      metafile: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      // Under React's server condition, as `npm run team` runs it (`server-only` resolves to its
      // empty module). The database drivers (libsql's native binary, pg) stay in node_modules, as
      // in the commands the container ships (scripts/lib/commands.mjs).
      conditions: ['react-server'],
      external: DRIVERS,
      tsconfig: 'tsconfig.json',
      // Bundled CommonJS modules still call require() for Node's own modules.
      banner: {
        js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
      },
      logLevel: 'warning',
    });
    // The inputs first: a bundle newer than a stale list would pass for fresh.
    writeWhole(INPUTS, JSON.stringify(Object.keys(metafile!.inputs)));
    writeWhole(BUNDLE, outputFiles[0]!.contents);
  }
  checked = true;
  return BUNDLE;
}

/** `npm run team -- <args>` with `env` on top of this process's environment; its output. */
export function team(env: Record<string, string>, ...args: string[]): string {
  return execFileSync(process.execPath, ['--conditions=react-server', teamBundle(), ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
}

/** Adds `email` (an owner with `owner`) and returns the set-password link the command prints. */
export function addMemberLink(env: Record<string, string>, email: string, owner = false): string {
  const output = team(env, 'add', email, ...(owner ? ['--owner'] : []));
  const link = output.match(/http\S+set-password\?token=\S+/)?.[0];
  if (!link) throw new Error(`npm run team -- add printed no set-password link:\n${output}`);
  return link;
}

/** Adds `email` (an owner with `owner`) and sets `password` through the link the command prints. */
export async function addMemberWithPassword(
  page: Page,
  env: Record<string, string>,
  email: string,
  password: string,
  owner = false,
): Promise<void> {
  const link = addMemberLink(env, email, owner);
  await page.goto(link);
  await page.getByLabel('New password').fill(password);
  await page.getByLabel('The same again').fill(password);
  await page.getByRole('button', { name: 'Set password' }).click();
  // Set, the page sends the member on to sign in.
  await page.waitForURL(/\/admin\/sign-in\?password=set/);
}

/**
 * Adds `email` (an owner with `owner`) and sets `password` through the link the command prints,
 * in the link page's form as a browser without JavaScript posts it: for tests about what a member
 * does next, without a browser (e2e/inbox.spec.ts sets a password in the page itself).
 */
export async function addMemberWithPasswordSet(
  env: Record<string, string>,
  email: string,
  password: string,
  owner = false,
): Promise<void> {
  const link = addMemberLink(env, email, owner);
  const page = parsePage(await (await fetch(link)).text());
  const form = Array.from(page.querySelectorAll('form')).find((each) =>
    each.querySelector('input[name="token"]'),
  );
  if (!form) throw new Error(`no set-password form at ${link}`);
  const body = new FormData();
  for (const input of Array.from(form.querySelectorAll('input[name]')))
    body.append(input.getAttribute('name')!, input.getAttribute('value') ?? '');
  body.set('password', password);
  body.set('confirm', password);
  // The form's action is the page's own address.
  const answer = await fetch(link, {
    method: 'POST',
    body,
    headers: { origin: new URL(link).origin },
    redirect: 'manual',
  });
  const location = answer.headers.get('location') ?? '';
  if (answer.status !== 303 || !/\/admin\/sign-in\?password=set$/.test(location))
    throw new Error(`setting ${email}'s password answered ${answer.status} → ${location}`);
}
