import { describe, expect, it } from 'vitest';
import { blockedOrigin, createReportLimiter, formatViolation, MAX_REPORT_BYTES, parseReports, readCapped } from './csp-report';

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
      { directive: 'script-src-elem', page: '/search', blocked: 'https://evil.example', disposition: 'enforce' },
    ]);
  });

  it('read the Reporting API format and skip other report types', () => {
    const body = JSON.stringify([
      {
        type: 'csp-violation',
        body: { documentURL: 'https://ravidigital.pk/', effectiveDirective: 'script-src-elem', blockedURL: 'inline' },
      },
      { type: 'deprecation', body: { id: 'x' } },
    ]);
    const reports = parseReports(body, 'application/reports+json');
    expect(reports).toEqual([{ directive: 'script-src-elem', page: '/', blocked: 'inline', disposition: 'enforce' }]);
    expect(formatViolation(reports[0]!)).toBe('[csp] blocked script-src-elem on /: inline');
  });

  it('ignore anything else', () => {
    expect(parseReports('not json', 'application/json')).toEqual([]);
    expect(parseReports('{"hello":1}', 'application/json')).toEqual([]);
    expect(blockedOrigin('javascript:alert(1)')).toBe('javascript');
    expect(blockedOrigin('<b>odd</b>')).toBe('unknown');
  });

  it('are limited per client address', () => {
    let time = 0;
    const allow = createReportLimiter({ limit: 2, windowMs: 1000, now: () => time });
    expect([allow('a'), allow('a'), allow('a'), allow('b')]).toEqual([true, true, false, true]);
    time = 1000;
    expect(allow('a')).toBe(true);
  });

  it('are refused past the size cap without reading on', async () => {
    const big = new Request('http://localhost/api/csp-report', { method: 'POST', body: 'x'.repeat(MAX_REPORT_BYTES + 1) });
    expect(await readCapped(big)).toBeUndefined();
    const small = new Request('http://localhost/api/csp-report', { method: 'POST', body: '{"a":1}' });
    expect(await readCapped(small)).toBe('{"a":1}');
  });
});
