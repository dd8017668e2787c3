/**
 * Which Content-Security-Policy a request's document gets, from the build's manifest: the
 * prerendered page's own hashes, or a nonce for a page rendered per request. src/proxy.ts applies it.
 */
import { rewrites } from '@/lib/seo/rewrites';
import { contentSecurityPolicy, createNonce, type PolicyArea, type ScriptSources } from './csp';
import { CspManifestError, loadManifest, prerenderedHashes, renderedRoute, type CspManifest } from './manifest';

export interface PagePolicy {
  /** The `Content-Security-Policy` response header. */
  header: string;
  /** Set on a page rendered per request: Next.js reads it from the request's own CSP header. */
  nonce?: string;
}

/** The content admin's pages (its API routes are not documents and do not pass the proxy). */
const ADMIN_PATH = /^\/keystatic(?:\/|$)/;

export function policyArea(pathname: string): PolicyArea {
  return ADMIN_PATH.test(pathname) ? 'admin' : 'site';
}

function decodedPath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/** The scripts a request's document may run, given the build's manifest (undefined under `next dev`). */
export function scriptSourcesFor(url: URL, manifest: CspManifest | undefined): ScriptSources {
  if (!manifest) return { kind: 'inline' };
  const route = renderedRoute(decodedPath(url.pathname), url.searchParams, rewrites.beforeFiles);
  const hashes = prerenderedHashes(manifest, route);
  if (hashes) return { kind: 'hashes', hashes };
  return { kind: 'nonce', nonce: createNonce(), hashes: manifest.siteHashes };
}

export interface PolicyContext {
  emailOrigin: string;
  development: boolean;
  manifest: CspManifest | undefined;
}

export function pagePolicy(url: URL, { emailOrigin, development, manifest }: PolicyContext): PagePolicy {
  const scripts = scriptSourcesFor(url, manifest);
  const header = contentSecurityPolicy({ emailOrigin, development, scripts, area: policyArea(url.pathname) });
  return scripts.kind === 'nonce' ? { header, nonce: scripts.nonce } : { header };
}

type ManifestState = { manifest: CspManifest | undefined } | { error: CspManifestError };
let state: ManifestState | undefined;

/**
 * The running build's manifest, read once. `next dev` has none (it prerenders nothing). A
 * production server whose manifest is missing or from another build gets the error, every time.
 */
export function serverManifest(development: boolean): ManifestState {
  if (state) return state;
  if (development) return (state = { manifest: undefined });
  try {
    state = { manifest: loadManifest() };
  } catch (error) {
    if (!(error instanceof CspManifestError)) throw error;
    state = { error };
  }
  return state;
}
