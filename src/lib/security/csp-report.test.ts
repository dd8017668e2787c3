import { describe, expect, it, vi } from 'vitest';
import { NO_PROXY } from '@/lib/http/trust-proxy';
import { installSocketAddressHeader, socketAddressHeader } from '@/lib/http/socket-address';
import {
  blockedOrigin,
  createReportLimiter,
  formatViolation,
  MAX_REPORT_BYTES,
  parseReports,
  readCapped,
  receiveReports,
  REPORT_WINDOW_SECONDS,
  REPORTS_PER_WINDOW,
  type ReportLimit,
} from './csp-report';

const MS_PER_SECOND = 1000;
const ONE_PROXY = { kind: 'hops', hops: 1 } as const;

/** A report-uri report whose directive field holds `directive`. */
function reportWith(directive: string): string {
  return JSON.stringify({
    'csp-report': {
      'document-uri': 'https://ravidigital.pk/about-us',
      'effective-directive': directive,
      'blocked-uri': 'inline',
    },
  });
}

function post(body: string, headers: Record<string, string> = {}): Request {
  return new Request('http://127.0.0.1:3000/api/csp-report', {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/csp-report', 'x-forwarded-for': '203.0.113.7', ...headers },
  });
}

describe('violation reports', () => {
  it('read the report-uri format, keeping only the directive, the page path and the blocked origin', () => {
    const body = JSON.stringify({
      'csp-report': {
        'document-uri': 'https://ravidigital.pk/search?q=my+phone+number',
        'effective-directive': 'script-src-elem',
        'blocked-uri': 'https://evil.example/x.js?token=secret',
        'original-policy': "script-src 'self'",
        disposition: 'enforce',
      },
    });
    expect(parseReports(body, 'application/csp-report')).toEqual([
      {
        directive: 'script-src-elem',
        page: '/search',
        blocked: 'https://evil.example',
        disposition: 'enforce',
      },
    ]);
  });

  it('read the Reporting API format and skip other report types', () => {
    const body = JSON.stringify([
      {
        type: 'csp-violation',
        body: {
          documentURL: 'https://ravidigital.pk/',
          effectiveDirective: 'script-src-elem',
          blockedURL: 'inline',
        },
      },
      { type: 'deprecation', body: { id: 'x' } },
    ]);
    const reports = parseReports(body, 'application/reports+json');
    expect(reports).toEqual([
      { directive: 'script-src-elem', page: '/', blocked: 'inline', disposition: 'enforce' },
    ]);
    expect(formatViolation(reports[0]!)).toBe('[csp] blocked script-src-elem on /: inline');
  });

  it('ignore anything else', () => {
    expect(parseReports('not json', 'application/json')).toEqual([]);
    expect(parseReports('{"hello":1}', 'application/json')).toEqual([]);
    expect(blockedOrigin('javascript:alert(1)')).toBe('javascript');
    expect(blockedOrigin('<b>odd</b>')).toBe('unknown');
  });

  it('are logged only when the directive is a directive name: lower-case letters and hyphens', () => {
    for (const directive of ['script-src-elem', 'frame-ancestors', 'require-trusted-types-for']) {
      expect(parseReports(reportWith(directive), 'application/csp-report'), directive).toHaveLength(1);
    }
    // CSP level 2's violated-directive holds the whole directive: its name is checked.
    const level2 = JSON.stringify({ 'csp-report': { 'violated-directive': "img-src 'self' data:" } });
    expect(parseReports(level2, 'application/csp-report')[0]?.directive).toBe('img-src');
    const forged = [
      'script-src\n[csp] blocked everything on /admin: https://evil.example',
      'script-src\r',
      'Script-Src',
      'script_src',
      'script-src;',
      '<img src=x>',
      'script-src\u0000',
      'اسکرپٹ',
      'a'.repeat(65),
      '',
    ];
    for (const directive of forged) {
      expect(
        parseReports(reportWith(directive), 'application/csp-report'),
        JSON.stringify(directive),
      ).toEqual([]);
      const batch = JSON.stringify([
        {
          type: 'csp-violation',
          body: { documentURL: 'https://ravidigital.pk/', effectiveDirective: directive },
        },
      ]);
      expect(parseReports(batch, 'application/reports+json'), JSON.stringify(directive)).toEqual([]);
    }
    expect(
      parseReports(JSON.stringify({ 'csp-report': { 'effective-directive': 42 } }), 'application/csp-report'),
    ).toEqual([]);
  });

  it('drop only the bad report of a batch, keeping the good ones', () => {
    const batch = JSON.stringify([
      { type: 'csp-violation', body: { documentURL: 'https://ravidigital.pk/', effectiveDirective: 'x\ny' } },
      {
        type: 'csp-violation',
        body: { documentURL: 'https://ravidigital.pk/', effectiveDirective: 'img-src' },
      },
    ]);
    expect(parseReports(batch, 'application/reports+json').map((report) => report.directive)).toEqual([
      'img-src',
    ]);
  });

  it('are limited per client address, and the count is forgotten when its minute is over', async () => {
    vi.useFakeTimers();
    try {
      const allow = createReportLimiter({ points: 2 });
      expect([await allow('a'), await allow('a'), await allow('a'), await allow('b')]).toEqual([
        true,
        true,
        false,
        true,
      ]);
      vi.advanceTimersByTime(REPORT_WINDOW_SECONDS * MS_PER_SECOND);
      expect(await allow('a')).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('are refused past the size cap without reading on', async () => {
    const big = new Request('http://localhost/api/csp-report', {
      method: 'POST',
      body: 'x'.repeat(MAX_REPORT_BYTES + 1),
    });
    expect(await readCapped(big)).toBeUndefined();
    const small = new Request('http://localhost/api/csp-report', { method: 'POST', body: '{"a":1}' });
    expect(await readCapped(small)).toBe('{"a":1}');
  });
});

describe('POST /api/csp-report', () => {
  installSocketAddressHeader();

  it(`logs ${REPORTS_PER_WINDOW} reports a minute from one visitor address, then answers 429 and logs nothing`, async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const allow = createReportLimiter();
    for (let sent = 0; sent < REPORTS_PER_WINDOW; sent += 1) {
      expect((await receiveReports(post(reportWith('img-src')), allow, ONE_PROXY)).status).toBe(204);
    }
    expect(warn).toHaveBeenCalledTimes(REPORTS_PER_WINDOW);
    expect(warn).toHaveBeenLastCalledWith('[csp] blocked img-src on /about-us: inline');
    expect((await receiveReports(post(reportWith('img-src')), allow, ONE_PROXY)).status).toBe(429);
    expect(warn).toHaveBeenCalledTimes(REPORTS_PER_WINDOW);
    // Another visitor is counted on their own.
    const other = post(reportWith('img-src'), { 'x-forwarded-for': '198.51.100.4' });
    expect((await receiveReports(other, allow, ONE_PROXY)).status).toBe(204);
  });

  it('counts by the address rule: without TRUST_PROXY the connection, never a forged X-Forwarded-For', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const allow = createReportLimiter({ points: 1 });
    const fromSocket = (claimed: string) =>
      post(reportWith('img-src'), { 'x-forwarded-for': claimed, [socketAddressHeader()!]: '198.51.100.9' });
    expect((await receiveReports(fromSocket('192.0.2.1'), allow, NO_PROXY)).status).toBe(204);
    expect((await receiveReports(fromSocket('192.0.2.2'), allow, NO_PROXY)).status).toBe(429);
  });

  it('logs nothing for a report whose directive is not a name, or a body over the cap', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const allow: ReportLimit = async () => true;
    const injected = reportWith('script-src\n[csp] blocked everything');
    expect((await receiveReports(post(injected), allow, ONE_PROXY)).status).toBe(204);
    expect((await receiveReports(post('x'.repeat(MAX_REPORT_BYTES + 1)), allow, ONE_PROXY)).status).toBe(413);
    expect(warn).not.toHaveBeenCalled();
  });
});
