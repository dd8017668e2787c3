import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildManifest, inlineScripts, pageHashes, routeOf, scriptHash, writeManifest } from './csp-manifest.mjs';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const page = (body: string) => `<!DOCTYPE html><html><head><meta charset="utf-8"></head><body>${body}</body></html>`;

describe('the inline scripts of a page', () => {
  it('are hashed as CSP hash sources (SHA-256, base64)', () => {
    // The example in the CSP spec: alert('Hello, world.');
    expect(scriptHash("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
  });

  it('leave out JSON-LD and other data blocks, and scripts with a src', () => {
    const html = page(
      '<script type="application/ld+json">{"@type":"WebSite"}</script>' +
        '<script src="/_next/static/chunks/a.js" async=""></script>' +
        '<script type="application/json">{}</script>' +
        '<script>self.__next_f.push([1,"x"])</script>' +
        "<script type='module'>import('/a.js')</script>" +
        '<script type="text/javascript">a()</script>',
    );
    expect(inlineScripts(html)).toEqual(['self.__next_f.push([1,"x"])', "import('/a.js')", 'a()']);
  });

  it('are hashed exactly as written, multi-byte characters and all', () => {
    const text = 'self.__next_f.push([1,"ہماری سروسز\\n"])';
    expect(pageHashes(page(`<script>${text}</script>`)).hashes).toEqual([sha256(text)]);
  });

  it("tell the site's own scripts from Next.js's", () => {
    const html = page(
      '<script>(self.__next_f=self.__next_f||[]).push([0])</script>' +
        '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({})</script>' +
        "<script>try{document.documentElement.classList.add('intro')}catch(e){}</script>",
    );
    const { hashes, siteHashes } = pageHashes(html);
    expect(hashes).toHaveLength(3);
    expect(siteHashes).toEqual([sha256("try{document.documentElement.classList.add('intro')}catch(e){}")]);
  });
});

describe('routes', () => {
  it('are named after the HTML files Next.js writes', () => {
    expect(routeOf('index.html')).toBe('/');
    expect(routeOf('ur.html')).toBe('/ur');
    expect(routeOf(path.join('ur', 'services', 'Ui-Ux.html'))).toBe('/ur/services/Ui-Ux');
    expect(routeOf('_not-found.html')).toBe('/_not-found');
  });
});

describe('the manifest', () => {
  let dist: string | undefined;
  afterEach(() => dist && rmSync(dist, { recursive: true, force: true }));

  it('lists every prerendered HTML page with its build id, and skips the RSC payloads', () => {
    dist = mkdtempSync(path.join(tmpdir(), 'csp-manifest-'));
    const app = path.join(dist, 'server', 'app');
    mkdirSync(path.join(app, 'ur'), { recursive: true });
    writeFileSync(path.join(dist, 'BUILD_ID'), 'build-1');
    writeFileSync(path.join(app, 'index.html'), page('<script>a()</script>'));
    writeFileSync(path.join(app, 'index.rsc'), '<script>not-html()</script>');
    writeFileSync(path.join(app, 'ur.html'), page('<script>b()</script>'));
    writeFileSync(path.join(app, 'ur', 'about-us.html'), page('<script type="application/ld+json">{}</script>'));
    writeFileSync(path.join(app, '_not-found.html'), page('<script>c()</script>'));

    const manifest = writeManifest(dist);
    expect(manifest).toEqual(buildManifest(dist));
    expect(manifest.buildId).toBe('build-1');
    expect(manifest.routes).toEqual({
      '/': [sha256('a()')],
      '/_not-found': [sha256('c()')],
      '/ur': [sha256('b()')],
      '/ur/about-us': [],
    });
  });
});
