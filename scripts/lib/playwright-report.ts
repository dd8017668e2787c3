/** Reads a Playwright JSON report (the `json` reporter) into the counts `npm test` totals. */

/** The parts of Playwright's JSON report that the counts come from. */
interface ReportSuite {
  title?: string;
  specs?: { title: string; tests?: { projectName: string; status: string }[] }[];
  suites?: ReportSuite[];
}

interface Report {
  stats?: { expected: number; unexpected: number; flaky: number };
  suites?: ReportSuite[];
}

export interface PlaywrightSummary {
  passed: number;
  failed: number;
  flaky: number;
  flakyTests: string[];
}

/**
 * `passed` counts the tests that passed, on the first try or on a retry; `flaky` the ones that
 * passed only on a retry (also in `passed`), named in `flakyTests` as
 * `[project] file › describe › title`. Undefined when the report has no stats (the run crashed).
 */
export function summarizePlaywrightReport(report: unknown): PlaywrightSummary | undefined {
  const { stats, suites = [] } = (report ?? {}) as Report;
  if (!stats) return undefined;
  const flakyTests: string[] = [];
  const visit = (suite: ReportSuite, titles: string[]) => {
    const path = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'flaky')
          flakyTests.push(`[${test.projectName}] ${[...path, spec.title].join(' › ')}`);
      }
    }
    for (const child of suite.suites ?? []) visit(child, path);
  };
  for (const suite of suites) visit(suite, []);
  const { expected, unexpected, flaky } = stats;
  return { passed: expected + flaky, failed: unexpected, flaky, flakyTests };
}
