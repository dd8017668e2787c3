/**
 * Floor A (bench/floor-a): the bare Next.js page plus the site's built stylesheet, its preloaded
 * display font and the home page's hero heading with the same classes. Before each build it copies
 * them from the site's build (the home page's prerendered HTML and the files it links), so floor A
 * always carries what the site carries today. Built with the site's own next into .next-floor-a.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { nextBin, root } from '../lib/build.mjs';
import { serve } from './server.mjs';

const FLOOR_A_DIR = path.join('bench', 'floor-a');
const PUBLIC_SITE = path.join(root, FLOOR_A_DIR, 'public', 'site');
const SNAPSHOT = path.join(root, '.next-floor-a-snapshot.json');

/** Reads what floor A takes from the site's prerendered home page, and copies its files. */
export function snapshotSite(distDir = path.join(root, process.env.NEXT_DIST_DIR || '.next')) {
  const html = readFileSync(path.join(distDir, 'server', 'app', 'index.html'), 'utf8');
  const attribute = (tag, name) => new RegExp(`<${tag}\\b[^>]*\\s${name}="([^"]*)"`).exec(html)?.[1] ?? '';
  const links = [...html.matchAll(/<link\b[^>]*>/g)].map((match) => match[0]);
  const href = (link) => /\shref="([^"]+)"/.exec(link)?.[1] ?? '';
  const stylesheets = links.filter((link) => /rel="stylesheet"/.test(link)).map(href);
  const fonts = links.filter((link) => /rel="preload"/.test(link) && /as="font"/.test(link)).map(href);
  const hero = /<h1 id="hero-heading"[\s\S]*?<\/h1>/.exec(html)?.[0];
  if (!hero || stylesheets.length === 0)
    throw new Error('the site’s home page has no hero heading or stylesheet');
  // /_next/static/chunks/x.css and /_next/static/media/y.woff2 become /site/chunks/… and
  // /site/media/…: the stylesheet's relative font URLs (../media/…) still resolve.
  rmSync(PUBLIC_SITE, { recursive: true, force: true });
  const local = (url) => url.replace('/_next/static/', '/site/');
  for (const url of [...stylesheets, ...fonts]) {
    const target = path.join(root, FLOOR_A_DIR, 'public', local(url));
    mkdirSync(path.dirname(target), { recursive: true });
    cpSync(path.join(distDir, 'static', url.slice('/_next/static/'.length)), target);
  }
  // Every font the stylesheet names, not only the preloaded one.
  cpSync(path.join(distDir, 'static', 'media'), path.join(PUBLIC_SITE, 'media'), { recursive: true });
  const snapshot = {
    htmlClass: attribute('html', 'class'),
    bodyClass: attribute('body', 'class'),
    stylesheets: stylesheets.map(local),
    fonts: fonts.map(local),
    hero,
  };
  writeFileSync(SNAPSHOT, JSON.stringify(snapshot, null, 2));
  return snapshot;
}

/** Takes the site's stylesheet, font and hero, builds floor A and serves it. */
export async function startFloorA({ port = 3302 } = {}) {
  snapshotSite();
  const result = spawnSync(process.execPath, [nextBin, 'build', FLOOR_A_DIR], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', FLOOR_A_SNAPSHOT: SNAPSHOT },
  });
  // As for bench/floor: the build's next-env.d.ts would pull floor A's route types into the site's tsc.
  rmSync(path.join(root, FLOOR_A_DIR, 'next-env.d.ts'), { force: true });
  if (result.status !== 0) throw new Error('next build of bench/floor-a failed');
  return serve({ dir: FLOOR_A_DIR, port, env: { FLOOR_A_SNAPSHOT: SNAPSHOT } });
}
