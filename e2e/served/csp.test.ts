/**
 * The strict Content-Security-Policy as served (src/proxy.ts, src/lib/security): every prerendered
 * page lists exactly its own inline scripts' hashes and no 'unsafe-inline'; pages rendered per
 * request get a fresh nonce on every script Next.js writes; the headers around the policy; and the
 * endpoint that takes violation reports. That pages run, hydrate and navigate without a violation,
 * and that a script slipped into a page does not run, is the browser's part (e2e/csp.spec.ts).
 */
import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { translatablePages } from '@/content/schema/translatable-pages';
import { served } from '@test-support/served';
import { executableInlineScripts, perRequestPages, scriptSrc, sha256Source } from '../csp-watch';
import { TEST_BUILD_DIR } from '../next-server';

interface Manifest {
  buildId: string;
  routes: Record<string, string[]>;
}
const manifest = JSON.parse(readFileSync(path.join(TEST_BUILD_DIR, 'csp-manifest.json'), 'utf8')) as Manifest;
/** Every prerendered page a visitor can open (the error documents are served by Next.js itself). */
const prerendered = Object.keys(manifest.routes).filter((route) => !route.startsWith('/_'));

/**
 * The report endpoint limits each client address; the test server trusts X-Forwarded-For, so the
 * test comes from an address of its own.
 */
const asNewClient = () => ({
  'x-forwarded-for': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
});

const policyOf = (response: Response) => response.headers.get('content-security-policy') ?? '';

describe('the policy headers', () => {
  test('the build prerendered both languages and every page of the sitemap but those made per request', async () => {
    expect(prerendered).toEqual(
      expect.arrayContaining(['/', '/ur', '/services/web-development', '/ur/services/web-development']),
    );
    // The booking page reads the free times and signs its form on each request.
    const madePerRequest = translatablePages
      .filter((page) => 'perRequest' in page)
      .flatMap((page) => [page.path, `/ur${page.path}`]);
    expect(madePerRequest).toContain('/book');
    const sitemap = await (await served('/sitemap.xml')).text();
    for (const [, url = ''] of sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)) {
      const page = decodeURIComponent(new URL(url).pathname);
      if (madePerRequest.includes(page)) expect(prerendered, url).not.toContain(page);
      else expect(prerendered, url).toContain(page);
    }
  });

  test.each(prerendered)(
    "%s lists exactly its own inline scripts' hashes, and no 'unsafe-inline'",
    async (route) => {
      const response = await served(route);
      expect(response.status, route).toBe(200);
      const policy = policyOf(response);
      const sources = scriptSrc(policy);
      const hashes = [
        ...new Set(executableInlineScripts(await response.text()).map(({ text }) => sha256Source(text))),
      ];
      expect(sources, route).not.toContain("'unsafe-inline'");
      expect(sources.filter((source) => source.startsWith("'sha256-")).sort(), route).toEqual(hashes.sort());
      expect(
        sources.filter((source) => !source.startsWith("'sha256-")),
        route,
      ).toEqual(["'self'"]);
      for (const directive of [
        "object-src 'none'",
        "base-uri 'none'",
        "frame-ancestors 'none'",
        "form-action 'self'",
      ]) {
        expect(policy, route).toContain(directive);
      }
    },
  );

  test('a page with query values follows the rewrite: the filtered portfolio is prerendered, the prefilled form is not', async () => {
    const filtered = await served('/portfolio?category=mobile-apps');
    expect(scriptSrc(policyOf(filtered)).slice(1).sort()).toEqual(
      [...manifest.routes['/portfolio/category/mobile-apps']!].sort(),
    );
  });

  test.each(perRequestPages)(
    '%s, rendered per request, gets a fresh nonce on every script Next.js writes, and no inline allowance',
    async (url) => {
      const [first, second] = [await served(url), await served(url)];
      const sources = scriptSrc(policyOf(first));
      const nonce = /^'nonce-(.+)'$/.exec(sources[0] ?? '')?.[1];
      expect(nonce, url).toBeTruthy();
      expect(sources[1], url).toBe("'strict-dynamic'");
      expect(sources, url).not.toContain("'unsafe-inline'");
      expect(policyOf(second), url).not.toContain(nonce);
      // Each inline script carries the nonce or is one of the site's own, allowed by hash.
      for (const script of executableInlineScripts(await first.text())) {
        if (script.nonce !== undefined) expect(script.nonce, url).toBe(nonce);
        else expect(sources, `${url}: ${script.text.slice(0, 60)}`).toContain(sha256Source(script.text));
      }
    },
  );

  test('the security headers around the policy', async () => {
    const { headers } = await served('/');
    expect(headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(headers.get('cross-origin-resource-policy')).toBe('same-site');
    expect(headers.get('reporting-endpoints')).toBe('csp="/api/csp-report"');
    expect(headers.get('content-security-policy')).toContain('report-to csp');
  });

  test('violation reports are taken, capped in size and logged without the query', async () => {
    const report = {
      'csp-report': {
        'document-uri': 'http://localhost/search?q=x',
        'effective-directive': 'script-src-elem',
        'blocked-uri': 'inline',
      },
    };
    const headers = { 'content-type': 'application/csp-report', ...asNewClient() };
    const post = (body: string) => served('/api/csp-report', { method: 'POST', headers, body });
    expect((await post(JSON.stringify(report))).status).toBe(204);
    const huge = JSON.stringify({ 'csp-report': { 'blocked-uri': 'x'.repeat(20_000) } });
    expect((await post(huge)).status).toBe(413);
  });
});
