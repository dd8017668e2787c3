#!/usr/bin/env node
/**
 * `npm test`: every test. Unit tests (Vitest), then the production build, the Lighthouse gate on
 * the measured pages and browser tests (Playwright) against that build. Ends with one line
 * totalling every runner: `N passed, N failed`. SKIP_LIGHTHOUSE=1 leaves the gate out.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureBuild, root } from './lib/build.mjs';

const reports = path.join(root, 'test-results', 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const vitestReport = path.join(reports, 'vitest.json');
const playwrightReport = path.join(reports, 'playwright.json');

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function readJson(file) {
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

const bin = (name) => path.join(root, 'node_modules', '.bin', name);
let passed = 0;
let failed = 0;
let runnerErrors = 0;

// Unit tests.
const vitestStatus = run(bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
const vitest = readJson(vitestReport);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
}
if (vitestStatus !== 0 && (!vitest || vitest.numFailedTests === 0)) runnerErrors += 1;

// The production build, which the Lighthouse gate and the browser tests use.
const buildStatus = ensureBuild();
if (buildStatus !== 0) {
  console.error('[test] next build failed: browser tests not run.');
  runnerErrors += 1;
}

// Lighthouse gate on the measured pages, first and alone on the machine so scores are fair
// (right after the browser tests the machine measured a few points lower).
if (buildStatus === 0 && process.env.SKIP_LIGHTHOUSE !== '1') {
  const gateReport = path.join(reports, 'lighthouse.json');
  const gateStatus = run(process.execPath, [path.join(root, 'scripts', 'lighthouse-gate.mjs'), gateReport], {
    SKIP_BUILD_CHECK: '1',
  });
  const gate = readJson(gateReport);
  if (gate) {
    passed += gate.passed;
    failed += gate.failed;
  }
  if (gateStatus !== 0 && (!gate || gate.failed === 0)) runnerErrors += 1;
}

/** One Playwright run over the given projects, added to the totals. */
function playwrightRun(projects, report) {
  const status = run(bin('playwright'), ['test', ...projects.map((name) => `--project=${name}`)], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: report,
    SKIP_BUILD_CHECK: '1',
  });
  const result = readJson(report);
  if (result?.stats) {
    passed += result.stats.expected + result.stats.flaky;
    failed += result.stats.unexpected;
  }
  if (status !== 0 && (!result?.stats || result.stats.unexpected === 0)) runnerErrors += 1;
}

// Browser tests against the production build, then the content admin (it builds the site again,
// so it runs alone).
if (buildStatus === 0) {
  playwrightRun(['desktop', 'mobile'], playwrightReport);
  playwrightRun(['admin'], path.join(reports, 'playwright-admin.json'));
}

if (runnerErrors > 0) console.error(`[test] ${runnerErrors} runner(s) failed outside their tests.`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || runnerErrors > 0 ? 1 : 0);
