/** bench/levers-report.md from the levers bench's results (scripts/bench/levers.mjs). */

const ms = (value) => Math.round(value);
const kb = (bytes) => Math.round(bytes / 102.4) / 10;
const versus = (value, baseValue) => `${ms(value - baseValue) >= 0 ? '+' : ''}${ms(value - baseValue)} ms`;

/**
 * One row per variant and page it was measured on. `cells` gets the variant, the page, the page's
 * summary and its LCP cells (ms, ÷ floor A, against the base), and returns the row.
 */
function rows(report, summaries, floorLcp, cells) {
  const base = report.variants[0];
  return report.variants.flatMap((variant) =>
    Object.keys(variant.results).map((page) => {
      const r = summaries(variant)[page];
      const lcp = r.metrics.lcpMs;
      const lcpCells = `${ms(lcp)} | ${(lcp / floorLcp).toFixed(2)} | ${variant === base ? '—' : versus(lcp, summaries(base)[page].metrics.lcpMs)}`;
      return cells(variant, page, r, lcpCells);
    }),
  );
}

/** The report as Markdown: the runs with the throttling applied (`appliedSettings`), then the default ones. */
export function leversMarkdown(report, appliedSettings) {
  const floorLcp = report.floorA.metrics.lcpMs;
  const floorLcpApplied = report.floorAApplied.metrics.lcpMs;
  return [
    '# Levers',
    '',
    `${report.date}, Node ${report.node}. \`npm run bench:levers\` (scripts/bench/levers.mjs): Lighthouse mobile, ${report.runs} runs per page in rounds, medians; each variant is the site with one change, built and served beside the others in the same run.`,
    '',
    `## With the throttling applied`,
    '',
    `Lighthouse's mobile settings applied to the load (${appliedSettings}), the figures observed: what the bench judges LCP and TBT on. Floor A's median LCP: ${ms(floorLcpApplied)} ms.`,
    '',
    '| variant | page | FCP ms | LCP ms | LCP ÷ floor A | LCP vs base | TBT ms | CLS |',
    '|---|---|---|---|---|---|---|---|',
    ...rows(
      report,
      (variant) => variant.applied,
      floorLcpApplied,
      (variant, page, r, lcp) =>
        `| ${variant.name} | ${page} | ${ms(r.metrics.fcpMs)} | ${lcp} | ${ms(r.metrics.tbtMs)} | ${r.metrics.cls.toFixed(3)} |`,
    ),
    '',
    `## Lighthouse's default (simulated throttling)`,
    '',
    `Floor A's median LCP: ${ms(floorLcp)} ms.`,
    '',
    '| variant | page | perf | FCP ms | LCP ms | LCP ÷ floor A | LCP vs base | TBT ms | CLS | JS KB | CSS KB | font KB | HTML KB | scripts | stylesheets |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows(
      report,
      (variant) => variant.results,
      floorLcp,
      (variant, page, r, lcp) => {
        const fl = variant.firstLoad[page];
        return `| ${variant.name} | ${page} | ${r.scores.performance} | ${ms(r.metrics.fcpMs)} | ${lcp} | ${ms(r.metrics.tbtMs)} | ${r.metrics.cls.toFixed(3)} | ${kb(r.bytes.script)} | ${kb(r.bytes.stylesheet)} | ${kb(r.bytes.font)} | ${fl.htmlKb} | ${fl.scripts} | ${fl.stylesheets} |`;
      },
    ),
    '',
    ...report.variants.map((variant) => `- **${variant.name}**: ${variant.what}.`),
    '',
  ];
}
