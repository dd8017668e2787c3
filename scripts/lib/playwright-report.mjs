/** Reads a Playwright JSON report (the `json` reporter) into the counts `npm test` totals. */

/**
 * `passed` counts the tests that passed, on the first try or on a retry; `flaky` the ones that
 * passed only on a retry (also in `passed`), named in `flakyTests` as
 * `[project] file › describe › title`. Undefined when the report has no stats (the run crashed).
 */
export function summarizePlaywrightReport(report) {
  if (!report?.stats) return undefined;
  const flakyTests = [];
  const visit = (suite, titles) => {
    const path = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'flaky')
          flakyTests.push(`[${test.projectName}] ${[...path, spec.title].join(' › ')}`);
      }
    }
    for (const child of suite.suites ?? []) visit(child, path);
  };
  for (const suite of report.suites ?? []) visit(suite, []);
  const { expected, unexpected, flaky } = report.stats;
  return { passed: expected + flaky, failed: unexpected, flaky, flakyTests };
}
