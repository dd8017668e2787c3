/**
 * Reads the build's Content-Security-Policy manifest (`<distDir>/csp-manifest.json`, written after
 * `next build` by scripts/lib/csp-manifest.mjs) and answers, for a request, which page it renders:
 * a prerendered one (its inline-script hashes) or one rendered per request (a nonce).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Rewrite } from '@/lib/seo/rewrites';

export const MANIFEST_FILE = 'csp-manifest.json';
/** Must match MANIFEST_VERSION in scripts/lib/csp-manifest.mjs. */
export const MANIFEST_VERSION = 1;

export interface CspManifest {
  version: number;
  /** The `BUILD_ID` of the build the hashes were taken from. */
  buildId: string;
  /** Route (`/`, `/ur/services/web-development`) → the hashes of its inline scripts. */
  routes: Record<string, string[]>;
  /** The site's own inline scripts (not Next.js's), allowed by hash on pages rendered per request. */
  siteHashes: string[];
}

/** Thrown when the manifest is missing, malformed or from another build: pages could not hydrate. */
export class CspManifestError extends Error {
  override name = 'CspManifestError';
}

const HASH = /^'sha256-[A-Za-z0-9+/]+={0,2}'$/;

function isManifest(value: unknown): value is CspManifest {
  if (typeof value !== 'object' || value === null) return false;
  const { version, buildId, routes, siteHashes } = value as Partial<CspManifest>;
  const hashList = (list: unknown) => Array.isArray(list) && list.every((hash) => typeof hash === 'string' && HASH.test(hash));
  return (
    version === MANIFEST_VERSION &&
    typeof buildId === 'string' &&
    hashList(siteHashes) &&
    typeof routes === 'object' &&
    routes !== null &&
    Object.values(routes).every(hashList)
  );
}

/**
 * Checks a manifest's text against the build id it must carry; throws a CspManifestError saying
 * what is wrong and how to fix it.
 */
export function parseManifest(text: string | undefined, buildId: string, file: string): CspManifest {
  const rebuild = 'run `npm run build` (next build, then the hashing step)';
  if (text === undefined) throw new CspManifestError(`${file} is missing: ${rebuild}`);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new CspManifestError(`${file} is not valid JSON: ${rebuild}`);
  }
  if (!isManifest(value)) throw new CspManifestError(`${file} is malformed or from an older version: ${rebuild}`);
  if (value.buildId !== buildId) {
    throw new CspManifestError(
      `${file} is stale: made for build ${value.buildId}, but the build is ${buildId}; ${rebuild}`,
    );
  }
  return value;
}

function readText(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/**
 * The build folder the server runs: a standalone server embeds its config (and so its distDir);
 * `next start` reads next.config.ts, whose distDir is NEXT_DIST_DIR or `.next`.
 */
export function serverDistDir(environment: Record<string, string | undefined> = process.env): string {
  const standalone = environment.__NEXT_PRIVATE_STANDALONE_CONFIG;
  if (standalone) {
    try {
      const { distDir } = JSON.parse(standalone) as { distDir?: unknown };
      if (typeof distDir === 'string' && distDir) return distDir;
    } catch {
      // Fall through to the variable next.config.ts reads.
    }
  }
  return environment.NEXT_DIST_DIR || '.next';
}

/**
 * Reads and checks `<distDir>/csp-manifest.json` against `<distDir>/BUILD_ID`. The path is left
 * out of file tracing: traced, it made the standalone output copy the whole project.
 */
export function loadManifest(
  distDir = path.resolve(/* turbopackIgnore: true */ process.cwd(), serverDistDir()),
): CspManifest {
  const buildId = readText(path.join(distDir, 'BUILD_ID'))?.trim();
  if (!buildId) throw new CspManifestError(`${path.join(distDir, 'BUILD_ID')} is missing: there is no build to serve`);
  const file = path.join(distDir, MANIFEST_FILE);
  return parseManifest(readText(file), buildId, file);
}

/** A rewrite's `has` query conditions, matched as Next.js does: the value is a regular expression for the whole value. */
function rewriteTarget(rule: Rewrite, pathname: string, query: URLSearchParams): string | undefined {
  if (rule.source !== pathname) return undefined;
  const groups: Record<string, string> = {};
  for (const condition of rule.has ?? []) {
    const value = query.get(condition.key);
    if (value === null) return undefined;
    if (condition.value === undefined) continue;
    const match = new RegExp(`^(?:${condition.value})$`).exec(value);
    if (!match) return undefined;
    Object.assign(groups, match.groups);
  }
  return rule.destination.replace(/:([A-Za-z_]\w*)/g, (whole, name: string) => groups[name] ?? whole);
}

/**
 * The route a request renders, after the site's query rewrites (next.config.ts), which run after
 * the proxy: `/portfolio?category=mobile-apps` renders `/portfolio/category/mobile-apps`, and
 * `/contact-us?subject=…` renders `/contact-us/retry`. Only rules whose source is a plain path are
 * considered: the others (photo originals) never reach the proxy.
 */
export function renderedRoute(pathname: string, query: URLSearchParams, rewrites: readonly Rewrite[]): string {
  for (const rule of rewrites) {
    if (rule.source.includes(':')) continue;
    const target = rewriteTarget(rule, pathname, query);
    if (target !== undefined) return target;
  }
  return pathname;
}

/** A prerendered route's hashes, or undefined when the route is rendered per request (or unknown: the 404 page is). */
export function prerenderedHashes(manifest: CspManifest, route: string): readonly string[] | undefined {
  const normalised = route.length > 1 ? route.replace(/\/+$/, '') : route;
  return Object.hasOwn(manifest.routes, normalised) ? manifest.routes[normalised] : undefined;
}
