/** Reads a Playwright JSON report (the `json` reporter) into the counts `npm test` totals. */

/** The parts of Playwright's JSON report that the counts come from. */
interface ReportSuite {
  title?: string;
  file?: string;
  specs?: {
    title: string;
    file?: string;
    tests?: { projectName: string; status: string; results?: { duration?: number }[] }[];
  }[];
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
  /** The tests that failed on every try, named as flaky ones are. */
  failedTests: string[];
}

/**
 * `passed` counts the tests that passed, on the first try or on a retry; `flaky` the ones that
 * passed only on a retry (also in `passed`), named in `flakyTests` as
 * `[project] file › describe › title`, and the failed ones in `failedTests`. Undefined when the report has no stats (the run crashed).
 */
export function summarizePlaywrightReport(report: unknown): PlaywrightSummary | undefined {
  const { stats, suites = [] } = (report ?? {}) as Report;
  if (!stats) return undefined;
  const flakyTests: string[] = [];
  const failedTests: string[] = [];
  const visit = (suite: ReportSuite, titles: string[]) => {
    const path = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const name = `[${test.projectName}] ${[...path, spec.title].join(' › ')}`;
        if (test.status === 'flaky') flakyTests.push(name);
        if (test.status === 'unexpected') failedTests.push(name);
      }
    }
    for (const child of suite.suites ?? []) visit(child, path);
  };
  for (const suite of suites) visit(suite, []);
  const { expected, unexpected, flaky } = stats;
  return { passed: expected + flaky, failed: unexpected, flaky, flakyTests, failedTests };
}

export interface SpecFileTime {
  /** `[project] file`, e.g. `[desktop] urdu.spec.ts`. */
  name: string;
  /** Every try of every test in it, in seconds of a worker's time. */
  seconds: number;
}

/**
 * The spec files that took the longest, per project, in worker-seconds (retries included): where a
 * run's time goes. Hooks and fixtures count with the test they ran for, as Playwright reports them.
 */
export function slowestSpecFiles(report: unknown, count = 10): SpecFileTime[] {
  const totals = new Map<string, number>();
  const visit = (suite: ReportSuite, file: string | undefined) => {
    const here = suite.file ?? file;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const name = `[${test.projectName}] ${spec.file ?? here ?? '?'}`;
        const ms = (test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0);
        totals.set(name, (totals.get(name) ?? 0) + ms);
      }
    }
    for (const child of suite.suites ?? []) visit(child, here);
  };
  for (const suite of ((report ?? {}) as Report).suites ?? []) visit(suite, undefined);
  return [...totals]
    .map(([name, ms]) => ({ name, seconds: Math.round(ms / 100) / 10 }))
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, count);
}

/** The parts of Vitest's JSON report (the `json` reporter) that name failed tests. */
interface VitestReport {
  testResults?: {
    name?: string;
    status?: string;
    message?: string;
    assertionResults?: { fullName?: string; title?: string; status?: string }[];
  }[];
}

/**
 * The failed tests of a Vitest JSON report, as `file › describe title` (the file relative to
 * `root`); a file that failed outside its tests (an import or a hook) is named by itself.
 */
export function failedVitestTests(report: unknown, root: string): string[] {
  const names: string[] = [];
  for (const file of ((report ?? {}) as VitestReport).testResults ?? []) {
    const where = (file.name ?? '?').startsWith(`${root}/`)
      ? file.name!.slice(root.length + 1)
      : (file.name ?? '?');
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) names.push(`${where} › ${test.fullName ?? test.title ?? '?'}`);
    if (failed.length === 0 && file.status === 'failed')
      names.push(`${where} (${(file.message ?? '').split('\n')[0]})`);
  }
  return names;
}
