/** Lighthouse on the mobile form factor with its default simulated throttling. */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { defaultSettings } from 'lighthouse/core/config/constants.js';
import { chromeLauncherOptions } from '../lib/chromium';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRIC_AUDITS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * Lighthouse's own mobile settings applied to the load while it happens (its `devtools`
 * throttling) instead of simulated from an unthrottled one: the bench's second measurement of each
 * floor and page, on which the LCP and TBT budgets are judged (docs/decisions/2026-11-25-lcp-and-tbt-judged-with-throttling-applied.md says why).
 */
export const APPLIED = { throttlingMethod: 'devtools' };
const { requestLatencyMs, downloadThroughputKbps, cpuSlowdownMultiplier } = defaultSettings.throttling;
/** Those settings in words, for the reports. */
export const APPLIED_SETTINGS = `${requestLatencyMs} ms added to every request, ${(downloadThroughputKbps / 1000).toFixed(2)} Mbit/s down, the CPU slowed ${cpuSlowdownMultiplier} ×`;

/** Lighthouse's audits of pictures: sizes, formats, compression, lazy loading. */
export const IMAGE_AUDITS = [
  'uses-responsive-images',
  'modern-image-formats',
  'uses-optimized-images',
  'offscreen-images',
];

/**
 * One Lighthouse run, reduced to the figures the report and the gate need. `extraFlags` are
 * added to Chromium's (e.g. `--force-prefers-reduced-motion`). `throttlingMethod` is Lighthouse's:
 * 'simulate' (its default: an unthrottled load, from which Lantern estimates the metrics of a
 * throttled one) or 'devtools' (the same mobile settings applied to the load while it happens, and
 * the metrics observed). `cpuSlowdown` replaces Lighthouse's 4 × (the gate calibrates
 * it to the host: calibration.ts).
 */
export async function measure(url, { extraFlags = [], throttlingMethod = 'simulate', cpuSlowdown } = {}) {
  const chrome = await chromeLauncher.launch({
    ...chromeLauncherOptions,
    chromeFlags: [...chromeLauncherOptions.chromeFlags, ...extraFlags],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      throttlingMethod,
      ...(cpuSlowdown ? { throttling: { cpuSlowdownMultiplier: cpuSlowdown } } : {}),
    });
    const { categories, audits } = result.lhr;
    // A run whose trace could not be read (Lighthouse then scores performance 0) says why here.
    const errors = [
      result.lhr.runtimeError?.message,
      ...METRIC_AUDITS.map((id) => audits[id]?.errorMessage && `${id}: ${audits[id].errorMessage}`),
      categories.performance.score === null && 'performance could not be scored',
    ].filter(Boolean);
    const bytes = Object.fromEntries(
      (audits['resource-summary']?.details?.items ?? []).map((item) => [
        item.resourceType,
        item.transferSize,
      ]),
    );
    // The page's own first load: scripts requested before its load event. A script the page asks
    // for once it is idle after that (the speed beacon, src/lib/vitals/load.ts) is counted apart.
    const loadMs = audits.metrics?.details?.items?.[0]?.observedLoad ?? Infinity;
    const lateScript = (audits['network-requests']?.details?.items ?? [])
      .filter(
        (item) => item.resourceType === 'Script' && (item.networkRequestTime ?? item.startTime) > loadMs,
      )
      .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
    const lcpItem = audits['largest-contentful-paint-element']?.details?.items?.[0];
    const lcpNode = lcpItem?.items?.[0]?.node ?? lcpItem?.node;
    return {
      scores: {
        performance: Math.round(categories.performance.score * 100),
        accessibility: Math.round(categories.accessibility.score * 100),
        bestPractices: Math.round(categories['best-practices'].score * 100),
        seo: Math.round(categories.seo.score * 100),
      },
      metrics: {
        fcpMs: audits['first-contentful-paint'].numericValue,
        lcpMs: audits['largest-contentful-paint'].numericValue,
        tbtMs: audits['total-blocking-time'].numericValue,
        cls: audits['cumulative-layout-shift'].numericValue,
        speedIndexMs: audits['speed-index'].numericValue,
      },
      bytes: {
        script: bytes.script ?? 0,
        firstLoadScript: (bytes.script ?? 0) - lateScript,
        lateScript,
        stylesheet: bytes.stylesheet ?? 0,
        image: bytes.image ?? 0,
        font: bytes.font ?? 0,
        document: bytes.document ?? 0,
        total: bytes.total ?? 0,
        thirdParty: bytes['third-party'] ?? 0,
      },
      // What Lighthouse's picture audits say could still be saved, in bytes.
      imageSavings: Object.fromEntries(
        IMAGE_AUDITS.map((id) => [
          id,
          audits[id]?.details?.overallSavingsBytes ?? audits[id]?.numericValue ?? 0,
        ]),
      ),
      lcpElement: lcpNode ? `${lcpNode.nodeLabel ?? ''} (${lcpNode.selector ?? ''})`.trim() : 'n/a',
      errors,
      inspectorIssues: (audits['inspector-issues']?.details?.items ?? []).map((item) => item.issueType),
      failedAudits: Object.values(audits)
        .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
        .map((audit) => audit.id),
    };
  } finally {
    await chrome.kill();
  }
}

/**
 * One run, repeated (at most twice) when Lighthouse could not compute the metrics: such a run
 * measures the tool, not the page. The errors are kept for the report.
 */
export async function measureValid(url, options) {
  const errors = [];
  const started = Date.now();
  for (let attempt = 1; ; attempt += 1) {
    const result = await measure(url, options);
    if (result.errors.length === 0 || attempt === 3)
      return { ...result, discardedRuns: errors, seconds: (Date.now() - started) / 1000 };
    errors.push(...result.errors);
  }
}

/** Several runs of one page, summarised by the median of each figure. */
export function summarize(all) {
  const pick = (get) => median(all.map(get));
  const byPerformance = [...all].sort((a, b) => a.scores.performance - b.scores.performance);
  const representative = byPerformance[Math.floor(byPerformance.length / 2)];
  return {
    runs: all.length,
    scores: Object.fromEntries(Object.keys(all[0].scores).map((key) => [key, pick((r) => r.scores[key])])),
    metrics: Object.fromEntries(Object.keys(all[0].metrics).map((key) => [key, pick((r) => r.metrics[key])])),
    bytes: Object.fromEntries(Object.keys(all[0].bytes).map((key) => [key, pick((r) => r.bytes[key])])),
    imageSavings: Object.fromEntries(
      Object.keys(all[0].imageSavings).map((key) => [key, pick((r) => r.imageSavings[key])]),
    ),
    lcpElement: representative.lcpElement,
    failedAudits: [...new Set(all.flatMap((r) => r.failedAudits))],
    inspectorIssues: [...new Set(all.flatMap((r) => r.inspectorIssues))],
    performanceRuns: all.map((r) => r.scores.performance),
    discardedRuns: all.flatMap((r) => r.discardedRuns),
    secondsPerRun: pick((r) => r.seconds),
  };
}

/** `runs` runs of one page, one after the other, summarised by their medians. */
export async function measureMedian(url, runs, options) {
  const all = [];
  for (let run = 0; run < runs; run += 1) all.push(await measureValid(url, options));
  return summarize(all);
}
