import { describe, expect, it } from 'vitest';
import { failedVitestTests, slowestSpecFiles, summarizePlaywrightReport } from './playwright-report';

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
      failedTests: ['[mobile] forms.spec.ts › the subscribe form › says thanks'],
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

describe('slowestSpecFiles', () => {
  const timed = {
    stats: { expected: 3, unexpected: 0, flaky: 1 },
    suites: [
      {
        title: 'urdu.spec.ts',
        file: 'urdu.spec.ts',
        specs: [
          {
            title: 'menu',
            tests: [
              { projectName: 'desktop', status: 'expected', results: [{ duration: 4000 }] },
              { projectName: 'mobile', status: 'flaky', results: [{ duration: 3000 }, { duration: 2500 }] },
            ],
          },
        ],
        suites: [
          {
            title: 'axe',
            specs: [
              {
                title: '/ur',
                tests: [{ projectName: 'desktop', status: 'expected', results: [{ duration: 2000 }] }],
              },
            ],
          },
        ],
      },
      {
        title: 'seo.spec.ts',
        file: 'seo.spec.ts',
        specs: [
          {
            title: 'titles',
            tests: [{ projectName: 'desktop', status: 'expected', results: [{ duration: 500 }] }],
          },
        ],
      },
    ],
  };

  it('adds every try of every test of a file per project, nested describes included, slowest first', () => {
    expect(slowestSpecFiles(timed)).toEqual([
      { name: '[desktop] urdu.spec.ts', seconds: 6 },
      { name: '[mobile] urdu.spec.ts', seconds: 5.5 },
      { name: '[desktop] seo.spec.ts', seconds: 0.5 },
    ]);
  });

  it('keeps the slowest few', () => {
    expect(slowestSpecFiles(timed, 1)).toEqual([{ name: '[desktop] urdu.spec.ts', seconds: 6 }]);
    expect(slowestSpecFiles(undefined)).toEqual([]);
  });
});

describe('failedVitestTests', () => {
  it('names each failed test by its file and full name, and a file that failed outside its tests', () => {
    const vitest = {
      testResults: [
        {
          name: '/repo/e2e/served/spam.test.ts',
          status: 'failed',
          assertionResults: [
            { fullName: 'spam holds a link seller', status: 'passed' },
            { fullName: 'spam confirmed at once', status: 'failed' },
          ],
        },
        {
          name: '/repo/src/a.test.ts',
          status: 'failed',
          message: 'Cannot find module x\nat ...',
          assertionResults: [],
        },
        {
          name: '/repo/src/b.test.ts',
          status: 'passed',
          assertionResults: [{ fullName: 'b', status: 'passed' }],
        },
      ],
    };
    expect(failedVitestTests(vitest, '/repo')).toEqual([
      'e2e/served/spam.test.ts › spam confirmed at once',
      'src/a.test.ts (Cannot find module x)',
    ]);
  });
});
