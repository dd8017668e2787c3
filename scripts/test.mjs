/**
 * `npm test`: every test, ending with one line totalling every runner:
 * `N passed, N failed, N flaky`, where flaky tests (passed only on a retry) are counted in
 * `passed` too and named above it. A flaky test is a bug (docs/quality.md). Run through tsx (it
 * reads TypeScript modules of scripts/lib, e2e and test-support).
 *
 * What is independent runs side by side on the two cores:
 * 1. lint, the type check and the unit tests (Vitest, in three workers: many of its tests wait on
 *    PostgreSQL); once the type check is done (its `next typegen` writes into `.next`, which a
 *    build empties), the site's production build, made standalone so the two-instance tests
 *    share it, and the Lighthouse gate's floor;
 * 2. the HTML checker on every prerendered page, then the Lighthouse gate alone (it calibrates its
 *    CPU slowdown to the host by the bare floor, which a process beside it would skew);
 * 3. the browser tests against that build, in two Playwright runs: the projects that make builds
 *    of their own (the content admin's copy, analytics on), beside the browserless tier (which
 *    starts the two instances and the standalone server itself), then desktop
 *    and mobile, which run slow and unsteady beside a build (SKIP_LIGHTHOUSE=1 leaves the gate
 *    out).
 * It first prints what the host gives today (scripts/lib/host-speed.ts: one core's speed, both
 * cores' together, the cost of fresh memory) and which Chromium the browser tests run in. After
 * each step it says when it ended (`[test] build done at 140 s`), and at the end which spec files
 * took the most time.
 *
 * One throwaway PostgreSQL cluster (test-support/postgres.ts) serves every runner: started first,
 * passed on as TEST_DATABASE_URL (each test makes its own database in it), and stopped at the end,
 * on Ctrl+C or SIGTERM. A TEST_DATABASE_URL given from outside is used instead.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { root } from './lib/build.mjs';
import { HEADLESS_SHELL_PATH, testLaunchOptions } from './lib/chromium';
import { describeHost, measureHost } from './lib/host-speed';
import { failedVitestTests, slowestSpecFiles, summarizePlaywrightReport } from './lib/playwright-report';
import { startPostgres } from '../test-support/postgres';
import { startTestServer, TEST_BASE_URL } from '../e2e/test-server';

// The runners' reports, beside test-results/ (which each Playwright run empties first), so they
// are still there to read after the run.
const reports = path.join(root, 'test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const vitestReport = path.join(reports, 'vitest.json');
const playwrightReport = path.join(reports, 'playwright.json');

const startedAt = Date.now();
/** Says how long the run has taken so far, after each step: where the time goes. */
const lap = (step) => console.log(`[test] ${step} done at ${Math.round((Date.now() - startedAt) / 1000)} s`);

/** Runs a command without waiting: resolves to its exit status, so several can run side by side. */
function start(command, args, env = {}) {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
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
/** Playwright's runner under React's server condition, as `npm run test:e2e` starts it (playwright.config.ts). */
const PLAYWRIGHT = [
  '--conditions=react-server',
  path.join(root, 'node_modules', '@playwright', 'test', 'cli.js'),
];
let passed = 0;
let failed = 0;
const flakyTests = [];
/** What failed, named at the end beside the total, where a log cut to its tail still shows it. */
const failedTests = [];
let runnerErrors = 0;

// The host's speed today, before anything else runs: the laps below are read against it.
console.log(`[test] ${describeHost(await measureHost())}`);
console.log(
  testLaunchOptions(existsSync).executablePath === HEADLESS_SHELL_PATH
    ? `[test] the browser tests run in Chromium's headless shell (${HEADLESS_SHELL_PATH})`
    : `[test] ${HEADLESS_SHELL_PATH} is missing: the browser tests run in the full Chromium, more slowly ` +
        '(apt-get install chromium-headless-shell)',
);

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

/** An npm script that counts as one test (passed when it exits 0). */
async function npmScriptTest(name) {
  console.log(`[test] npm run ${name}`);
  // Under `npm test`, npm says where it is; run straight from node, the one on the PATH.
  const npm = process.env.npm_execpath;
  const status = await (npm
    ? start(process.execPath, [npm, 'run', '--silent', name])
    : start(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', '--silent', name]));
  if (status === 0) {
    passed += 1;
    console.log(`  ✓ npm run ${name}`);
  } else {
    failed += 1;
    failedTests.push(`npm run ${name}`);
    console.log(`  ✘ npm run ${name} (exit status ${status})`);
  }
  lap(name);
  return status;
}

/** Adds a checker's JSON report (`{ passed, failed }`) to the totals; a crash counts as a runner error. */
function countReport(file, status) {
  const report = readJson(file);
  if (report) {
    passed += report.passed;
    failed += report.failed;
    const name = path.basename(file, '.json');
    if (Array.isArray(report.failures) && report.failures.length > 0)
      failedTests.push(...report.failures.map((failure) => `${name} ${failure}`));
    else if (report.failed > 0) failedTests.push(`${name}: ${report.failed} failed (above)`);
  }
  if (status !== 0 && (!report || report.failed === 0)) runnerErrors += 1;
}

async function unitTests() {
  const status = await start(bin('vitest'), [
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestReport}`,
  ]);
  const vitest = readJson(vitestReport);
  if (vitest) {
    passed += vitest.numPassedTests;
    failed += vitest.numFailedTests;
    failedTests.push(...failedVitestTests(vitest, root));
  }
  if (status !== 0 && (!vitest || vitest.numFailedTests === 0)) runnerErrors += 1;
  lap('unit tests');
}

/**
 * The site's production build, made standalone too so the two-instance tests serve it as well:
 * only when missing or older than the sources, without checking the types again (the type check
 * has run). The build with analytics on is made by its own project's fixture during the browser
 * tests (e2e/analytics-site.ts), where it fills the time the other worker's tests spend waiting.
 */
async function build() {
  const status = await start(process.execPath, [path.join(root, 'scripts', 'lib', 'build.mjs')], {
    NEXT_OUTPUT: 'standalone',
    TYPES_CHECKED: '1',
  });
  lap('build');
  return status;
}

/**
 * The Lighthouse gate's floor (bench/floor), built when stale beside the site's build rather than
 * as the gate's first work, where it ran alone. After lint and the type check: its build writes a
 * next-env.d.ts into bench/floor for a moment, which neither must read.
 */
async function floorBuild() {
  const status = await start(bin('tsx'), [
    '--eval',
    "import('./scripts/bench/floor.mjs').then(({ ensureFloorBuild }) => process.exit(ensureFloorBuild()));",
  ]);
  lap('floor build');
  return status;
}

// Step 1: lint, types and unit tests side by side; the builds once the type check is done.
const lint = npmScriptTest('lint');
const typecheck = npmScriptTest('typecheck');
const [, buildStatus] = await Promise.all([
  lint,
  typecheck.then(() => build()),
  unitTests(),
  // A failed floor build is the gate's to report: it builds the floor again when stale.
  process.env.SKIP_LIGHTHOUSE === '1' ? undefined : Promise.all([lint, typecheck]).then(() => floorBuild()),
]);
if (buildStatus !== 0) {
  console.error('[test] next build failed: browser tests not run.');
  runnerErrors += 1;
}

// Step 2: the W3C Nu HTML checker on every prerendered page (one test each, scripts/html-check.mjs),
// then the Lighthouse gate on the measured pages (scripts/lighthouse-gate.mjs), alone: it calibrates
// Lighthouse's CPU slowdown to the host by the floor, which a Java process beside it would skew.
if (buildStatus === 0) {
  const htmlReport = path.join(reports, 'html.json');
  countReport(
    htmlReport,
    await start(process.execPath, [path.join(root, 'scripts', 'html-check.mjs'), htmlReport]),
  );
  lap('HTML checker');
  if (process.env.SKIP_LIGHTHOUSE !== '1') {
    const gateReport = path.join(reports, 'lighthouse.json');
    countReport(
      gateReport,
      await start(bin('tsx'), [path.join(root, 'scripts', 'lighthouse-gate.mjs'), gateReport], {
        SKIP_BUILD_CHECK: '1',
      }),
    );
    lap('Lighthouse gate');
  }
}

/**
 * One Playwright run over the given projects (in `workers` workers, else the config's), added to
 * the totals; returns its report.
 */
async function playwrightRun(projects, report, workers) {
  const status = await start(
    process.execPath,
    [
      ...PLAYWRIGHT,
      'test',
      ...projects.map((name) => `--project=${name}`),
      ...(workers ? [`--workers=${workers}`] : []),
    ],
    {
      PLAYWRIGHT_JSON_OUTPUT_NAME: report,
      SKIP_BUILD_CHECK: '1',
    },
  );
  const json = readJson(report);
  const result = summarizePlaywrightReport(json);
  if (result) {
    passed += result.passed;
    failed += result.failed;
    flakyTests.push(...result.flakyTests);
    failedTests.push(...result.failedTests);
  }
  // A flaky test exits Playwright with 1 (failOnFlakyTests): named above, not a runner's failure.
  if (status !== 0 && (!result || result.failed + result.flakyTests.length === 0)) runnerErrors += 1;
  lap(`browser tests (${projects.join(', ')})`);
  return json;
}

/**
 * Playwright workers for desktop and mobile, which run alone (below): with two the cores were
 * busy 1.79 of 2 in that step, with three 1.94 (docs/quality.md has the steps' times).
 */
const DESKTOP_MOBILE_WORKERS = 3;

/** The browserless tier (vitest.served.config.ts), added to the totals. */
async function servedTests() {
  const report = path.join(reports, 'served.json');
  const status = await start(
    bin('vitest'),
    [
      'run',
      '--config',
      'vitest.served.config.ts',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    { E2E_BASE_URL: TEST_BASE_URL },
  );
  const json = readJson(report);
  if (json) {
    passed += json.numPassedTests;
    failed += json.numFailedTests;
    failedTests.push(...failedVitestTests(json, root));
  }
  if (status !== 0 && (!json || json.numFailedTests === 0)) runnerErrors += 1;
  lap('browserless tier');
}

// Step 3: one test server; the browserless tier beside the projects that make builds or servers of
// their own (the content admin's copy, analytics on), one worker each; then desktop
// and mobile, which would run slow and unsteady beside a build.
if (buildStatus === 0) {
  let server;
  try {
    // Started once for the browserless tier and both Playwright runs (E2E_SERVER_STARTED: reused).
    server = await startTestServer({ SKIP_BUILD_CHECK: '1' });
  } catch (error) {
    console.error(`[test] ${error instanceof Error ? error.message : error}`);
    runnerErrors += 1;
  }
  if (server) {
    process.env.E2E_SERVER_STARTED = '1';
    const [own] = await Promise.all([
      playwrightRun(['content-site', 'analytics'], path.join(reports, 'playwright-own.json')),
      servedTests(),
    ]);
    const pages = await playwrightRun(['desktop', 'mobile'], playwrightReport, DESKTOP_MOBILE_WORKERS);
    await server.stop();
    console.log('[test] the slowest spec files, in seconds of a worker’s time:');
    const slowest = [...slowestSpecFiles(own), ...slowestSpecFiles(pages)]
      .sort((a, b) => b.seconds - a.seconds)
      .slice(0, 10);
    for (const { name, seconds } of slowest) console.log(`  ${String(seconds).padStart(6)} s  ${name}`);
  }
}

if (failedTests.length > 0) {
  console.log('[test] failed:');
  for (const name of failedTests) console.log(`  ✘ ${name}`);
}
if (flakyTests.length > 0) {
  console.log(`[test] flaky (failed, then passed on a retry), which fails the run:`);
  for (const name of flakyTests) console.log(`  ~ ${name}`);
}
if (runnerErrors > 0) console.error(`[test] ${runnerErrors} runner(s) failed outside their tests.`);
// CI reads this line: it must start with `N passed, N failed`.
console.log(`${passed} passed, ${failed} failed, ${flakyTests.length} flaky`);
process.exit(failed > 0 || flakyTests.length > 0 || runnerErrors > 0 ? 1 : 0);
