/**
 * The Lighthouse gate in `npm test`. On each gated page (GATED_PAGES in scripts/bench/config.ts)
 * the median of GATES.runs runs must reach GATES.performance, keep LCP ≤ GATES.lcpMs and
 * CLS ≤ GATES.cls, and score 100 in accessibility, best practices and SEO. Medians, not the best
 * run: a lucky run cannot pass a slow page, an unlucky one cannot fail a fast page.
 *
 * The thresholds were set on a host where Lighthouse's 4 × CPU slowdown made a mid-tier phone. On
 * a slower host the same slowdown makes a far slower phone, and every page fails for the host, not
 * for its code. So each round first measures the bare floor (bench/floor) and slows the CPU by
 * what puts this host where the reference host was (scripts/bench/calibration.ts); then it
 * measures the pages with that slowdown. A page that adds its own blocking work still fails: the
 * floor, which has none of it, does not pay for it.
 *
 * GATE_PAGES=/,/blog (comma-separated) and GATE_RUNS=1 pick other pages and runs for a trial.
 * Prints one line per page and writes its counts for scripts/test.mjs. Runs through tsx, as the
 * bench does: `npx tsx scripts/lighthouse-gate.mjs`.
 */
import { writeFileSync } from 'node:fs';
import { calibratedCpuSlowdown, DEFAULT_CPU_SLOWDOWN, FLOOR_REFERENCE_TBT_MS } from './bench/calibration';
import { GATED_PAGES, GATES } from './bench/config';
import { startFloor } from './bench/floor.mjs';
import { measureValid, median, summarize } from './bench/lighthouse.mjs';
import { startServer } from './bench/server.mjs';

const pages = process.env.GATE_PAGES
  ? process.env.GATE_PAGES.split(',').map((page) => page.trim())
  : GATED_PAGES;
const runs = Number(process.env.GATE_RUNS ?? GATES.runs);
const reportFile = process.argv[2];
const started = Date.now();
const port = Number(process.env.GATE_PORT ?? 3310);
const server = await startServer({ port, pages });
const floor = await startFloor({ port: port + 1 });
let passed = 0;
let failed = 0;
console.log(
  `[lighthouse] ${pages.length} pages, median of ${runs} runs each, each round calibrated by the floor`,
);
try {
  /** Each page's runs, and each round's floor blocking time and CPU slowdown. */
  const results = new Map(pages.map((page) => [page, []]));
  const floorTbts = [];
  const slowdowns = [];
  for (let round = 0; round < runs; round += 1) {
    const floorRun = await measureValid(`${floor.origin}/`);
    const cpuSlowdown = calibratedCpuSlowdown(floorRun.metrics.tbtMs);
    floorTbts.push(Math.round(floorRun.metrics.tbtMs));
    slowdowns.push(cpuSlowdown);
    for (const page of pages)
      results.get(page).push(await measureValid(server.origin + page, { cpuSlowdown }));
  }
  console.log(
    `[lighthouse] the floor blocked ${floorTbts.join(', ')} ms (${FLOOR_REFERENCE_TBT_MS} ms on the reference host): ` +
      `CPU slowed ${slowdowns.join(', ')} × (Lighthouse's default ${DEFAULT_CPU_SLOWDOWN} ×), median ${median(slowdowns)} ×`,
  );
  for (const page of pages) {
    const { scores, metrics, performanceRuns, failedAudits, inspectorIssues } = summarize(results.get(page));
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
      `TBT ${Math.round(metrics.tbtMs)} ms, CLS ${metrics.cls.toFixed(3)}, a11y ${scores.accessibility}, ` +
      `BP ${scores.bestPractices}, SEO ${scores.seo}`;
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
  await Promise.all([server.stop(), floor.stop()]);
}
if (reportFile) writeFileSync(reportFile, JSON.stringify({ passed, failed }));
console.log(
  `lighthouse gate: ${passed} passed, ${failed} failed (${Math.round((Date.now() - started) / 1000)} s)`,
);
process.exit(failed > 0 ? 1 : 0);
