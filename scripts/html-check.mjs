#!/usr/bin/env node
/**
 * The W3C Nu HTML checker (npm `vnu-jar`, which runs on Java) over every prerendered page of the
 * build (`<distDir>/server/app/**.html`), in one run of the checker. Writes a JSON report naming
 * each page with its errors, to the path given as the first argument (or prints it), and exits 1
 * when a page has an error that the list below does not explain.
 *
 * Usage: node scripts/html-check.mjs [report.json]
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { root } from './lib/build.mjs';

/**
 * Gaps in the checker's CSS grammar, not errors in the pages: each entry says why it is here.
 * Anything else the checker reports fails the check.
 */
export const CHECKER_GAPS = [
  {
    pattern: /^CSS: “view-transition-(name|class)”: Property “view-transition-(name|class)” doesn't exist\.$/,
    why: 'CSS View Transitions (Level 1 and 2, in Chrome, Edge and Safari) postdate the checker’s CSS grammar; the portfolio cards name their transition in a style attribute.',
  },
];

const distDir = path.join(root, process.env.NEXT_DIST_DIR || '.next');
const appDir = path.join(distDir, 'server', 'app');

function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'keystatic' ? [] : htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

/** The page's path as a visitor types it, from its file: index.html → /, about-us.html → /about-us. */
function routeOf(file) {
  const route = `/${path
    .relative(appDir, file)
    .split(path.sep)
    .join('/')
    .replace(/\.html$/, '')}`;
  return route === '/index' ? '/' : route;
}

if (!existsSync(appDir)) {
  console.error(`[html] no build at ${distDir}: run next build first`);
  process.exit(1);
}
const files = htmlFiles(appDir).sort();
const jar = path.join(
  path.dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')),
  'build',
  'dist',
  'vnu.jar',
);
const result = spawnSync('java', ['-jar', jar, '--errors-only', '--format', 'json', ...files], {
  encoding: 'utf8',
});
if (result.error || (result.status !== 0 && !result.stderr.trim().startsWith('{'))) {
  console.error(
    `[html] the checker did not run (${result.error?.message ?? result.stderr.slice(0, 500)}); it needs Java (Debian: default-jre-headless)`,
  );
  process.exit(2);
}
const { messages } = JSON.parse(result.stderr);
const pages = files.map((file) => {
  const url = `file:${file}`;
  const own = messages.filter((message) => message.url === url && message.type === 'error');
  const errors = own.filter((message) => !CHECKER_GAPS.some((gap) => gap.pattern.test(message.message)));
  return {
    page: routeOf(file),
    errors: errors.map(
      (message) => `${message.lastLine ?? '?'}:${message.firstColumn ?? '?'} ${message.message}`,
    ),
    explained: own.length - errors.length,
  };
});
const failed = pages.filter((page) => page.errors.length > 0);
for (const page of failed) {
  console.log(`  ✘ ${page.page}`);
  for (const error of page.errors) console.log(`      ${error}`);
}
const explained = pages.reduce((sum, page) => sum + page.explained, 0);
console.log(
  `[html] ${pages.length} pages checked: ${pages.length - failed.length} without errors, ${failed.length} with errors` +
    (explained ? ` (${explained} reports of the checker's own gaps set aside: see CHECKER_GAPS)` : ''),
);
const report = {
  checked: pages.length,
  passed: pages.length - failed.length,
  failed: failed.length,
  failures: failed.map(
    (page) =>
      `${page.page}: ${page.errors[0]}${page.errors.length > 1 ? ` (+${page.errors.length - 1})` : ''}`,
  ),
  pages,
};
if (process.argv[2]) writeFileSync(process.argv[2], `${JSON.stringify(report, null, 2)}\n`);
process.exit(failed.length > 0 ? 1 : 0);
