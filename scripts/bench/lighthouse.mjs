/** Lighthouse on the mobile form factor with its default simulated throttling. */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './config.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** One Lighthouse run, reduced to the figures the report and the gate need. */
export async function measure(url) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    const { categories, audits } = result.lhr;
    const bytes = Object.fromEntries(
      (audits['resource-summary']?.details?.items ?? []).map((item) => [
        item.resourceType,
        item.transferSize,
      ]),
    );
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
        stylesheet: bytes.stylesheet ?? 0,
        image: bytes.image ?? 0,
        font: bytes.font ?? 0,
        document: bytes.document ?? 0,
        total: bytes.total ?? 0,
        thirdParty: bytes['third-party'] ?? 0,
      },
      lcpElement: lcpNode ? `${lcpNode.nodeLabel ?? ''} (${lcpNode.selector ?? ''})`.trim() : 'n/a',
      inspectorIssues: (audits['inspector-issues']?.details?.items ?? []).map((item) => item.issueType),
      failedAudits: Object.values(audits)
        .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
        .map((audit) => audit.id),
    };
  } finally {
    await chrome.kill();
  }
}

/** Several runs of one page, summarised by the median of each figure. */
export async function measureMedian(url, runs) {
  const all = [];
  for (let run = 0; run < runs; run += 1) all.push(await measure(url));
  const pick = (get) => median(all.map(get));
  const byPerformance = [...all].sort((a, b) => a.scores.performance - b.scores.performance);
  const representative = byPerformance[Math.floor(byPerformance.length / 2)];
  return {
    runs: all.length,
    scores: Object.fromEntries(Object.keys(all[0].scores).map((key) => [key, pick((r) => r.scores[key])])),
    metrics: Object.fromEntries(Object.keys(all[0].metrics).map((key) => [key, pick((r) => r.metrics[key])])),
    bytes: Object.fromEntries(Object.keys(all[0].bytes).map((key) => [key, pick((r) => r.bytes[key])])),
    lcpElement: representative.lcpElement,
    failedAudits: [...new Set(all.flatMap((r) => r.failedAudits))],
    performanceRuns: all.map((r) => r.scores.performance),
  };
}
