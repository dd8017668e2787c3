/** Types of playwright-report.mjs, for its TypeScript test. */
export declare function summarizePlaywrightReport(
  report: unknown,
): { passed: number; failed: number; flaky: number; flakyTests: string[] } | undefined;
