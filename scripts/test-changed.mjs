/**
 * `npm run test:changed`: the quick loop while working on the site. For the files changed since
 * `main` (committed on this branch, staged, unstaged or new): ESLint on them, the type check, the
 * unit tests related to them (`vitest related`), and the tests against the served site that concern
 * them (scripts/lib/related-specs.ts: the browserless tier's first, then the browser specs) against
 * the production build, made again (without checking the types twice) only when a source is newer
 * than it, and served once for both. Ends like `npm test`, with `N passed, N failed`. `npm test` stays the full run.
 * BASE=<ref> compares with another branch or commit.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureBuild, root } from './lib/build.mjs';
import { summarizePlaywrightReport } from './lib/playwright-report';
import { isServedTest, readProject, relatedTests } from './lib/related-specs';
import { startTestServer } from '../e2e/test-server';

const startedAt = Date.now();
const seconds = () => Math.round((Date.now() - startedAt) / 1000);
const lap = (step) => console.log(`[test:changed] ${step} done at ${seconds()} s`);
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
/** Playwright's runner under React's server condition, as `npm run test:e2e` starts it (playwright.config.ts). */
const PLAYWRIGHT = [
  '--conditions=react-server',
  path.join(root, 'node_modules', '@playwright', 'test', 'cli.js'),
];
const git = (...args) => spawnSync('git', args, { cwd: root, encoding: 'utf8' }).stdout?.trim() ?? '';

const base = process.env.BASE || 'main';
const since = git('merge-base', 'HEAD', base) || 'HEAD';
const changed = [
  ...new Set(
    [git('diff', '--name-only', since), git('ls-files', '--others', '--exclude-standard')]
      .join('\n')
      .split('\n')
      .filter((file) => file && existsSync(path.join(root, file))),
  ),
];
if (changed.length === 0) {
  console.log(`[test:changed] nothing changed since ${base}`);
  process.exit(0);
}
console.log(`[test:changed] ${changed.length} file(s) changed since ${base}: ${changed.join(', ')}`);

const reports = path.join(root, 'test-reports', 'changed');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
let passed = 0;
let failed = 0;

function start(command, args, env = {}) {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return new Promise((resolve) => child.on('close', (status) => resolve(status ?? 1)));
}

function count(name, status) {
  if (status === 0) passed += 1;
  else failed += 1;
  console.log(`  ${status === 0 ? '✓' : '✘'} ${name}`);
  lap(name);
}

const lintable = changed.filter((file) => /\.(m?js|tsx?)$/.test(file));
const testable = changed.filter((file) => /\.(m?js|tsx?)$/.test(file) && !file.startsWith('e2e/'));
const { graph, specs } = readProject(root);
/** The browser specs whose Playwright project makes a build of its own (playwright.config.ts). */
const OWN_BUILD = ['e2e/content-site.spec.ts', 'e2e/analytics.spec.ts'];
const picked = relatedTests({ changed, graph, specs });
// A project that makes a build of its own runs only for a change to what it imports: opening a
// reached page is not worth a second build in the quick loop (npm test runs it).
const related = picked.filter(({ file, titles }) => !(OWN_BUILD.includes(file) && titles));
const servedTests = related.filter(({ file }) => isServedTest(file));
const browserSpecs = related.filter(({ file }) => !isServedTest(file));
for (const { file } of picked.filter((test) => !related.includes(test)))
  console.log(`[test:changed] ${file}: left to npm test (its project makes a build of its own)`);
for (const { file, titles } of related)
  console.log(`[test:changed] ${file}: ${titles ? `the tests that open a reached page` : 'every test'}`);

/** One pattern for the titles of the picked tests (relatedTests), as Playwright and Vitest match them. */
const titleGrep = (tests) => [...new Set(tests.flatMap(({ titles }) => titles ?? []))].join('|');

async function unitTests() {
  if (testable.length === 0) return;
  const report = path.join(reports, 'vitest.json');
  const status = await start(bin('vitest'), [
    'related',
    '--run',
    '--passWithNoTests',
    '--reporter=dot',
    '--reporter=json',
    `--outputFile.json=${report}`,
    ...testable,
  ]);
  const vitest = existsSync(report) ? JSON.parse(readFileSync(report, 'utf8')) : undefined;
  passed += vitest?.numPassedTests ?? 0;
  failed += vitest?.numFailedTests ?? (status === 0 ? 0 : 1);
  lap(`unit tests (${vitest?.numTotalTests ?? 0})`);
}

// The type check first, then the build: `next typegen` writes into `.next`, which a build empties.
const [, , buildStatus] = await Promise.all([
  lintable.length ? start(bin('eslint'), lintable).then((status) => count('lint', status)) : undefined,
  unitTests(),
  (process.env.npm_execpath
    ? start(process.execPath, [process.env.npm_execpath, 'run', '--silent', 'typecheck'])
    : start('npm', ['run', '--silent', 'typecheck'])
  ).then((status) => {
    count('typecheck', status);
    if (related.length === 0) return 0;
    // The types were just checked: the build need not check them again.
    const built = ensureBuild({ env: { ...process.env, TYPES_CHECKED: '1' } });
    lap('build');
    return built;
  }),
]);

/**
 * The browserless tier's tests that concern the change (vitest.served.config.ts): the whole files
 * in one run, the picked tests of the others in a second (Vitest filters names, not files).
 */
async function servedRun() {
  const whole = servedTests.filter(({ titles }) => !titles);
  const some = servedTests.filter(({ titles }) => titles);
  const runs = [
    whole.length > 0 && whole.map(({ file }) => file),
    some.length > 0 && [...some.map(({ file }) => file), `--testNamePattern=${titleGrep(some)}`],
  ].filter(Boolean);
  for (const [index, args] of runs.entries()) {
    const report = path.join(reports, `served-${index}.json`);
    await start(bin('vitest'), [
      'run',
      '--config',
      'vitest.served.config.ts',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
      ...args,
    ]);
    const vitest = existsSync(report) ? JSON.parse(readFileSync(report, 'utf8')) : undefined;
    passed += vitest?.numPassedTests ?? 0;
    failed += vitest?.numFailedTests ?? 1;
  }
  lap('browserless tests');
}

/**
 * The browser specs that concern the change, in the desktop project (the phone's sample of them
 * is npm test's): one run, its
 * `--grep` naming the whole files by their name (Playwright matches the file in a test's title
 * path) and the picked tests of the others by their titles.
 */
async function browserRun() {
  const report = path.join(reports, 'playwright.json');
  const files = browserSpecs.map(({ file }) => file);
  const wholeFiles = browserSpecs
    .filter(({ titles }) => !titles)
    .map(({ file }) => `(?:^|\\s)${path.basename(file).replace(/[.]/g, '\\.')}\\s`);
  const grep = [...wholeFiles, titleGrep(browserSpecs.filter(({ titles }) => titles))]
    .filter(Boolean)
    .join('|');
  await start(process.execPath, [...PLAYWRIGHT, 'test', ...files, '--project=desktop', `--grep=${grep}`], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: report,
    SKIP_BUILD_CHECK: '1',
  });
  const result = summarizePlaywrightReport(
    existsSync(report) ? JSON.parse(readFileSync(report, 'utf8')) : undefined,
  );
  passed += result?.passed ?? 0;
  failed += result?.failed ?? 1;
  lap('browser tests');
}

if (related.length > 0 && buildStatus === 0) {
  const server = await startTestServer({ SKIP_BUILD_CHECK: '1' });
  try {
    if (servedTests.length > 0) await servedRun();
    if (browserSpecs.length > 0) await browserRun();
  } finally {
    await server.stop();
  }
} else if (buildStatus !== 0) {
  failed += 1;
  console.log('  ✘ next build');
} else {
  console.log('[test:changed] no test of the served site concerns these files');
}

console.log(`${passed} passed, ${failed} failed (${seconds()} s)`);
process.exit(failed > 0 ? 1 : 0);
