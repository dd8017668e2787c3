/**
 * The Content-Security-Policy manifest: after `next build`, the SHA-256 of every inline script in
 * each prerendered HTML page, by route, written to `<distDir>/csp-manifest.json` with the build's id.
 * src/proxy.ts sends each prerendered page a policy listing exactly its own hashes, and renders
 * every other path (no prerendered HTML) with a per-request nonce. See docs/security.md.
 *
 * Plain JavaScript so that scripts/lib/build.mjs can run it straight after `next build`.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const MANIFEST_FILE = 'csp-manifest.json';
/** Bumped when the manifest's shape changes, so an old file reads as stale. */
export const MANIFEST_VERSION = 1;

/**
 * `type` values a browser runs (or, for import maps and speculation rules, processes under
 * script-src). Anything else, such as `application/ld+json`, is a data block: CSP ignores it.
 */
const EXECUTABLE_TYPES = new Set([
  '',
  'module',
  'importmap',
  'speculationrules',
  'text/javascript',
  'application/javascript',
  'application/ecmascript',
  'text/ecmascript',
  'text/jscript',
  'application/x-javascript',
]);

/**
 * Inline scripts Next.js and React write themselves: the flight data, the bundler's chunk list and
 * React's streaming helpers. On a page rendered per request Next.js gives these the nonce; the
 * site's own inline scripts (e.g. the intro loader) carry none, so they are allowed by hash there.
 */
const FRAMEWORK_SCRIPT = /^\s*(?:\(?self\.__next_f\b|\(globalThis\["TURBOPACK"\]|\$R[A-Z]\b|\$RC=|requestAnimationFrame\(function\(\)\{\$R)/;

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function attributes(source) {
  const found = new Map();
  for (const match of source.matchAll(ATTRIBUTE)) {
    found.set(match[1].toLowerCase(), match[2] ?? match[3] ?? match[4] ?? '');
  }
  return found;
}

/** `'sha256-…'` of a script's text, as a CSP hash source. */
export function scriptHash(text) {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * The inline scripts of an HTML document a browser would run: no `src`, and a script type (not
 * JSON-LD or other data blocks). Returns their text in document order.
 */
export function inlineScripts(html) {
  const scripts = [];
  for (const match of html.matchAll(SCRIPT)) {
    const attrs = attributes(match[1]);
    if (attrs.has('src')) continue;
    const type = (attrs.get('type') ?? '').trim().toLowerCase();
    if (!EXECUTABLE_TYPES.has(type)) continue;
    scripts.push(match[2]);
  }
  return scripts;
}

/** The hashes a page's policy lists, sorted and without repeats, and those of the site's own scripts. */
export function pageHashes(html) {
  const scripts = inlineScripts(html);
  const unique = (list) => [...new Set(list.map(scriptHash))].sort();
  return {
    hashes: unique(scripts),
    siteHashes: unique(scripts.filter((text) => !FRAMEWORK_SCRIPT.test(text))),
  };
}

/** `server/app/ur/services/Ui-Ux.html` → `/ur/services/Ui-Ux`; `index.html` → `/`. */
export function routeOf(relativeHtmlPath) {
  const withoutExtension = relativeHtmlPath.split(path.sep).join('/').replace(/\.html$/, '');
  if (withoutExtension === 'index') return '/';
  return `/${withoutExtension.replace(/\/index$/, '')}`;
}

function htmlFiles(directory, base = directory) {
  if (!existsSync(directory)) return [];
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return htmlFiles(full, base);
    return entry.name.endsWith('.html') ? [path.relative(base, full)] : [];
  });
}

/**
 * Builds the manifest of the build in `distDir` (absolute): every `server/app/**.html`, the 404
 * and error documents included (`/_not-found`, `/_global-error`). RSC payloads are not HTML and
 * are not read.
 */
export function buildManifest(distDir) {
  const buildId = readFileSync(path.join(distDir, 'BUILD_ID'), 'utf8').trim();
  const appDir = path.join(distDir, 'server', 'app');
  const routes = {};
  const siteHashes = new Set();
  for (const file of htmlFiles(appDir).sort()) {
    const page = pageHashes(readFileSync(path.join(appDir, file), 'utf8'));
    routes[routeOf(file)] = page.hashes;
    for (const hash of page.siteHashes) siteHashes.add(hash);
  }
  return { version: MANIFEST_VERSION, buildId, routes, siteHashes: [...siteHashes].sort() };
}

/**
 * Writes `<distDir>/csp-manifest.json`, and a copy into a standalone build's own dist dir when
 * there is one (`output: 'standalone'` copies the build before this step runs). Returns the manifest.
 */
export function writeManifest(distDir) {
  const manifest = buildManifest(distDir);
  const file = path.join(distDir, MANIFEST_FILE);
  writeFileSync(file, `${JSON.stringify(manifest, null, 1)}\n`);
  const standaloneDist = path.join(distDir, 'standalone', path.basename(distDir));
  if (existsSync(path.join(standaloneDist, 'BUILD_ID'))) copyFileSync(file, path.join(standaloneDist, MANIFEST_FILE));
  return manifest;
}

// `node scripts/lib/csp-manifest.mjs [distDir]`: the step on its own (NEXT_DIST_DIR or `.next`).
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const distDir = path.resolve(process.argv[2] || process.env.NEXT_DIST_DIR || '.next');
  const manifest = writeManifest(distDir);
  const count = Object.keys(manifest.routes).length;
  console.log(`[csp] ${count} prerendered page(s) hashed into ${path.join(distDir, MANIFEST_FILE)}`);
}
