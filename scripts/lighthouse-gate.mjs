/**
 * The Lighthouse gate in `npm test`. On each gated page (GATED_PAGES in scripts/bench/config.ts)
 * the median of GATES.runs runs must reach GATES.performance, keep LCP ≤ GATES.lcpMs and
 * CLS ≤ GATES.cls, and score 100 in accessibility, best practices and SEO. Medians, not the best
 * run: a lucky run cannot pass a slow page, an unlucky one cannot fail a fast page.
 * GATE_PAGES=/,/blog (comma-separated) and GATE_RUNS=1 pick other pages and runs for a trial.
 * Prints one line per page and writes its counts for scripts/test.mjs. Runs through tsx, as the
 * bench does: `npx tsx scripts/lighthouse-gate.mjs`.
 */
import { writeFileSync } from 'node:fs';
import { GATED_PAGES, GATES } from './bench/config';
import { measureMedian } from './bench/lighthouse.mjs';
import { startServer } from './bench/server.mjs';

const pages = process.env.GATE_PAGES
  ? process.env.GATE_PAGES.split(',').map((page) => page.trim())
  : GATED_PAGES;
const runs = Number(process.env.GATE_RUNS ?? GATES.runs);
const reportFile = process.argv[2];
const started = Date.now();
const server = await startServer({ port: Number(process.env.GATE_PORT ?? 3310), pages });
let passed = 0;
let failed = 0;
console.log(`[lighthouse] ${pages.length} pages, median of ${runs} runs each`);
try {
  for (const page of pages) {
    const { scores, metrics, performanceRuns, failedAudits, inspectorIssues } = await measureMedian(
      server.origin + page,
      runs,
    );
    const problems = [
      scores.performance < GATES.performance && `performance ${scores.performance} < ${GATES.performance}`,
      metrics.lcpMs > GATES.lcpMs && `LCP ${Math.round(metrics.lcpMs)} ms > ${GATES.lcpMs} ms`,
      metrics.cls > GATES.cls && `CLS ${metrics.cls.toFixed(3)} > ${GATES.cls}`,
      scores.accessibility < GATES.accessibility && `accessibility ${scores.accessibility}`,
      scores.bestPractices < GATES.bestPractices && `best practices ${scores.bestPractices}`,
      scores.seo < GATES.seo && `SEO ${scores.seo}`,
    ].filter(Boolean);
    const line =
      `perf ${scores.performance} (runs ${performanceRuns.join(', ')}), LCP ${Math.round(metrics.lcpMs)} ms, ` +
      `CLS ${metrics.cls.toFixed(3)}, a11y ${scores.accessibility}, BP ${scores.bestPractices}, SEO ${scores.seo}`;
    if (problems.length) {
      failed += 1;
      console.log(
        `  ✘ lighthouse ${page}: ${line}: ${problems.join('; ')} (failing audits: ${failedAudits.join(', ') || 'none'}; browser issues: ${inspectorIssues.join(', ') || 'none'})`,
      );
    } else {
      passed += 1;
      console.log(`  ✓ lighthouse ${page}: ${line}`);
    }
  }
} finally {
  await server.stop();
}
if (reportFile) writeFileSync(reportFile, JSON.stringify({ passed, failed }));
console.log(
  `lighthouse gate: ${passed} passed, ${failed} failed (${Math.round((Date.now() - started) / 1000)} s)`,
);
process.exit(failed > 0 ? 1 : 0);
