import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { rewrites } from '@/lib/seo/rewrites';
import {
  CspManifestError,
  loadManifest,
  MANIFEST_FILE,
  parseManifest,
  prerenderedHashes,
  renderedRoute,
  serverDistDir,
  type CspManifest,
} from './manifest';

const HASH = "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='";
const manifest: CspManifest = { version: 1, buildId: 'b1', routes: { '/': [HASH], '/contact-us': [] }, siteHashes: [] };

describe('reading the manifest', () => {
  let dist: string | undefined;
  afterEach(() => dist && rmSync(dist, { recursive: true, force: true }));

  it('accepts the manifest of the build it sits in', () => {
    dist = mkdtempSync(path.join(tmpdir(), 'csp-'));
    writeFileSync(path.join(dist, 'BUILD_ID'), 'b1\n');
    writeFileSync(path.join(dist, MANIFEST_FILE), JSON.stringify(manifest));
    expect(loadManifest(dist)).toEqual(manifest);
  });

  it('refuses a stale manifest (another build id), naming both builds', () => {
    dist = mkdtempSync(path.join(tmpdir(), 'csp-'));
    writeFileSync(path.join(dist, 'BUILD_ID'), 'b2');
    writeFileSync(path.join(dist, MANIFEST_FILE), JSON.stringify(manifest));
    expect(() => loadManifest(dist)).toThrow(/stale: made for build b1, but the build is b2/);
  });

  it('refuses a missing or malformed manifest', () => {
    dist = mkdtempSync(path.join(tmpdir(), 'csp-'));
    writeFileSync(path.join(dist, 'BUILD_ID'), 'b1');
    expect(() => loadManifest(dist)).toThrow(CspManifestError);
    expect(() => loadManifest(dist)).toThrow(/missing/);
    expect(() => parseManifest('{', 'b1', 'f')).toThrow(/not valid JSON/);
    expect(() => parseManifest(JSON.stringify({ ...manifest, routes: { '/': ["'unsafe-inline'"] } }), 'b1', 'f')).toThrow(
      /malformed/,
    );
  });

  it('is looked for where the server keeps its build', () => {
    expect(serverDistDir({})).toBe('.next');
    expect(serverDistDir({ NEXT_DIST_DIR: '.next-e2e-3261' })).toBe('.next-e2e-3261');
    expect(serverDistDir({ __NEXT_PRIVATE_STANDALONE_CONFIG: JSON.stringify({ distDir: './build' }) })).toBe('./build');
  });
});

describe('the route a request renders', () => {
  const route = (url: string) => {
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    return renderedRoute(pathname, searchParams, rewrites.beforeFiles);
  };

  it('follows the query rewrites that run after the proxy', () => {
    expect(route('/portfolio?category=mobile-apps')).toBe('/portfolio/category/mobile-apps');
    expect(route('/portfolio?category=nonsense')).toBe('/portfolio');
    expect(route('/contact-us?subject=Hello')).toBe('/contact-us/retry');
    expect(route('/ur/contact-us?subject=Hello')).toBe('/ur/contact-us/retry');
    expect(route('/contact-us')).toBe('/contact-us');
    expect(route('/contact-us?utm_source=x')).toBe('/contact-us');
  });

  it('is prerendered only when the build wrote its HTML', () => {
    expect(prerenderedHashes(manifest, '/')).toEqual([HASH]);
    expect(prerenderedHashes(manifest, '/contact-us/')).toEqual([]);
    expect(prerenderedHashes(manifest, '/contact-us/retry')).toBeUndefined();
    expect(prerenderedHashes(manifest, '/constructor')).toBeUndefined();
  });
});
