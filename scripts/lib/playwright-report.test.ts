import { describe, expect, it } from 'vitest';
import { summarizePlaywrightReport } from './playwright-report';

/** The shape of Playwright's JSON report, cut down to what the summary reads. */
const report = {
  stats: { expected: 3, unexpected: 1, flaky: 1, skipped: 2 },
  suites: [
    {
      title: 'forms.spec.ts',
      specs: [
        { title: 'sends once', tests: [{ projectName: 'desktop', status: 'expected' }] },
        {
          title: 'keeps what was typed',
          tests: [
            { projectName: 'desktop', status: 'flaky' },
            { projectName: 'mobile', status: 'expected' },
          ],
        },
      ],
      suites: [
        {
          title: 'the subscribe form',
          specs: [{ title: 'says thanks', tests: [{ projectName: 'mobile', status: 'unexpected' }] }],
        },
      ],
    },
  ],
};

describe('summarizePlaywrightReport', () => {
  it('counts a test that passed only on a retry as passed and as flaky, and names it', () => {
    expect(summarizePlaywrightReport(report)).toEqual({
      passed: 4,
      failed: 1,
      flaky: 1,
      flakyTests: ['[desktop] forms.spec.ts › keeps what was typed'],
    });
  });

  it('names flaky tests inside describe blocks with their whole title path', () => {
    const nested = structuredClone(report);
    nested.suites[0]!.suites[0]!.specs[0]!.tests[0]!.status = 'flaky';
    expect(summarizePlaywrightReport(nested)?.flakyTests).toContain(
      '[mobile] forms.spec.ts › the subscribe form › says thanks',
    );
  });

  it('gives nothing for a report without stats (a run that crashed)', () => {
    expect(summarizePlaywrightReport({})).toBeUndefined();
    expect(summarizePlaywrightReport(undefined)).toBeUndefined();
  });
});
