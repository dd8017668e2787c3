/**
 * `npm test`: every test. Lint and types (`npm run lint`, `npm run typecheck`, one test each),
 * unit tests (Vitest), then the production build, the HTML checker on every prerendered page,
 * the Lighthouse gate and browser tests (Playwright) against that build, then the site built with
 * analytics on and the content admin. Ends with one line totalling every runner:
 * `N passed, N failed, N flaky`, where flaky tests (passed only on a retry) are counted in
 * `passed` too and named above it. SKIP_LIGHTHOUSE=1 leaves the gate out. Run through tsx (it
 * reads TypeScript modules of scripts/lib and test-support), like the Lighthouse gate it starts.
 *
 * One throwaway PostgreSQL cluster (test-support/postgres.ts) serves every runner: started first,
 * passed on as TEST_DATABASE_URL (each test makes its own database in it), and stopped at the end,
 * on Ctrl+C or SIGTERM. A TEST_DATABASE_URL given from outside is used instead.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureBuild, root } from './lib/build.mjs';
import { summarizePlaywrightReport } from './lib/playwright-report';
import { startPostgres } from '../test-support/postgres';

const reports = path.join(root, 'test-results', 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const vitestReport = path.join(reports, 'vitest.json');
const playwrightReport = path.join(reports, 'playwright.json');

const startedAt = Date.now();
/** Says how long the run has taken so far, after each step: where the time goes. */
const lap = (step) => console.log(`[test] ${step} done at ${Math.round((Date.now() - startedAt) / 1000)} s`);

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

/** Like run, without waiting: resolves to the exit status, so several can run side by side. */
function start(command, args) {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
  return new Promise((resolve) => child.on('close', (status) => resolve(status ?? 1)));
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
const flakyTests = [];
let runnerErrors = 0;

// PostgreSQL for the stores' tests on both engines and the two-instance browser tests.
if (!process.env.TEST_DATABASE_URL) {
  try {
    const cluster = await startPostgres();
    process.env.TEST_DATABASE_URL = cluster.url;
    // `stop` is synchronous (pg_ctl, then the folder removed), so it runs on any way out.
    process.on('exit', () => cluster.stop());
    for (const [signal, status] of [
      ['SIGINT', 130],
      ['SIGTERM', 143],
    ]) {
      process.on(signal, () => process.exit(status));
    }
    console.log(`[test] PostgreSQL for the tests on ${new URL(cluster.url).host}`);
  } catch (error) {
    console.error(`[test] could not start PostgreSQL: ${error instanceof Error ? error.message : error}`);
    runnerErrors += 1;
  }
}

/**
 * npm scripts that count as one test each (passed when it exits 0), run side by side: each is
 * mostly one thread, and the machine has two cores.
 */
async function npmScriptTests(names) {
  // Under `npm test`, npm says where it is; run straight from node, the one on the PATH.
  const npm = process.env.npm_execpath;
  const statuses = await Promise.all(
    names.map((name) => {
      console.log(`[test] npm run ${name}`);
      return npm
        ? start(process.execPath, [npm, 'run', '--silent', name])
        : start(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', '--silent', name]);
    }),
  );
  names.forEach((name, index) => {
    if (statuses[index] === 0) {
      passed += 1;
      console.log(`  ✓ npm run ${name}`);
    } else {
      failed += 1;
      console.log(`  ✘ npm run ${name} (exit status ${statuses[index]})`);
    }
  });
  return statuses;
}

// Lint, types and the unit tests (Vitest) first and side by side: none of them needs a build, none
// keeps both cores busy for long, and their failures often explain the later ones.
const [[, typecheckStatus], vitestStatus] = await Promise.all([
  npmScriptTests(['lint', 'typecheck']),
  start(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`]),
]);
// The builds below (and those the browser tests make) need not check the types again.
if (typecheckStatus === 0) process.env.TYPES_CHECKED = '1';
const vitest = readJson(vitestReport);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
}
if (vitestStatus !== 0 && (!vitest || vitest.numFailedTests === 0)) runnerErrors += 1;
lap('lint, types and unit tests');

// The production build, which the Lighthouse gate and the browser tests use.
const buildStatus = ensureBuild();
if (buildStatus !== 0) {
  console.error('[test] next build failed: browser tests not run.');
  runnerErrors += 1;
}
lap('build');

// The W3C Nu HTML checker on every prerendered page: one test each (scripts/html-check.mjs).
if (buildStatus === 0) {
  const htmlReport = path.join(reports, 'html.json');
  const htmlStatus = run(process.execPath, [path.join(root, 'scripts', 'html-check.mjs'), htmlReport]);
  const html = readJson(htmlReport);
  if (html) {
    passed += html.passed;
    failed += html.failed;
  }
  if (htmlStatus !== 0 && (!html || html.failed === 0)) runnerErrors += 1;
  lap('HTML checker');
}

// Lighthouse gate on the measured pages, first and alone on the machine so scores are fair
// (right after the browser tests the machine measured a few points lower).
if (buildStatus === 0 && process.env.SKIP_LIGHTHOUSE !== '1') {
  const gateReport = path.join(reports, 'lighthouse.json');
  const gateStatus = run(bin('tsx'), [path.join(root, 'scripts', 'lighthouse-gate.mjs'), gateReport], {
    SKIP_BUILD_CHECK: '1',
  });
  const gate = readJson(gateReport);
  if (gate) {
    passed += gate.passed;
    failed += gate.failed;
  }
  if (gateStatus !== 0 && (!gate || gate.failed === 0)) runnerErrors += 1;
  lap('Lighthouse gate');
}

/** One Playwright run over the given projects, added to the totals once it ends. */
async function playwrightRun(projects, report, env = {}) {
  const child = spawn(bin('playwright'), ['test', ...projects.map((name) => `--project=${name}`)], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: report, SKIP_BUILD_CHECK: '1', ...env },
  });
  const status = await new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
  const result = summarizePlaywrightReport(readJson(report));
  if (result) {
    passed += result.passed;
    failed += result.failed;
    flakyTests.push(...result.flakyTests);
  }
  if (status !== 0 && (!result || result.failed === 0)) runnerErrors += 1;
  lap(`browser tests (${projects.join(', ')})`);
}

// Browser tests against the production build; then the content admin, which edits content/ and
// builds the site again, alone; then, side by side, the site built with analytics on and two
// instances on PostgreSQL with the standalone server (each builds its own copy once, then mostly
// waits on its servers).
if (buildStatus === 0) {
  await playwrightRun(['desktop', 'mobile'], playwrightReport);
  await playwrightRun(['admin'], path.join(reports, 'playwright-admin.json'));
  await Promise.all([
    playwrightRun(['analytics'], path.join(reports, 'playwright-analytics.json')),
    // Its own port for the shared test server (the same build), beside the analytics run's.
    playwrightRun(['instances'], path.join(reports, 'playwright-instances.json'), {
      E2E_PORT: String(Number(process.env.E2E_PORT ?? 3100) + 1),
      NEXT_DIST_DIR: process.env.NEXT_DIST_DIR || '.next',
    }),
  ]);
}

if (flakyTests.length > 0) {
  console.log(`[test] flaky (failed, then passed on a retry):`);
  for (const name of flakyTests) console.log(`  ~ ${name}`);
}
if (runnerErrors > 0) console.error(`[test] ${runnerErrors} runner(s) failed outside their tests.`);
// CI reads this line: it must start with `N passed, N failed`.
console.log(`${passed} passed, ${failed} failed, ${flakyTests.length} flaky`);
process.exit(failed > 0 || runnerErrors > 0 ? 1 : 0);
