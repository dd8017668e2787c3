#!/usr/bin/env node
/**
 * `npm run bench:proof`: what the forms' proof of work (src/lib/forms/proof.ts) costs a visitor on a
 * mid-range phone, and what the contact page's JavaScript costs up front and on focus. The
 * production build is served by `next start` on loopback (a fresh SQLite file, a fixed sign-in
 * key); Debian's Chromium opens `/contact-us` with the Pixel 7's viewport and the CPU slowed as
 * Lighthouse's mobile settings slow it (CDP `Emulation.setCPUThrottlingRate`), waits for the form
 * to be live, focuses its first field (which fetches a challenge and starts solving it) and reads
 * the page's own user-timing measure of the solve. Each run is a fresh context: nothing cached.
 *
 * The same runs count the compressed JavaScript the page loads (resource timing): until the load
 * event, then until the network is idle with no interaction, then after the focus (the sending
 * code and the solver, loaded lazily). `/` is counted once the same way, without a focus. The
 * JavaScript figures of the committed bench/report.json (Lighthouse's count) are put beside them.
 *
 * Writes bench/proof-report.md and .json. PROOF_BENCH_RUNS (default 15) sets the runs; BENCH_OUT
 * names another folder; NEXT_DIST_DIR serves (and if needed builds) another build.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, devices } from '@playwright/test';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { defaultSettings } from 'lighthouse/core/config/constants.js';
import { CHALLENGE_PATH, PROOF_MEASURE } from '../../src/lib/forms/proof';
import { PROOF_COUNTER_MAX, PROOF_COUNTER_MIN } from '../../src/lib/intake/challenge';
import { freePort } from '../../test-support/postgres';
import { ensureBuild, root } from '../lib/build.mjs';
import { playwrightLaunchOptions } from '../lib/chromium';
import { BUDGETS } from './config';
import { median } from './lighthouse.mjs';
import { serve } from './server.mjs';

const RUNS = Number(process.env.PROOF_BENCH_RUNS ?? 15);
const outDir = path.resolve(root, process.env.BENCH_OUT ?? 'bench');
const REPORT = 'proof-report';

/** The phone: a mid-range Android, as Playwright describes it. */
const DEVICE_NAME = 'Pixel 7';
/** Lighthouse's mobile CPU slowdown (4 ×), read from Lighthouse so the two benches agree. */
const CPU_SLOWDOWN = defaultSettings.throttling.cpuSlowdownMultiplier;
/** The budget: the median solve on that profile stays under a second. */
const SOLVE_BUDGET_MS = 1000;
const CONTACT_PAGE = '/contact-us';
const HOME_PAGE = '/';
/** The contact form (src/components/sections/contact-form-client.tsx); `data-hydrated` once it is live. */
const FORM = '#contact-form';
/** The user-timing mark this bench sets as it focuses the field. */
const FOCUS_MARK = 'proof-bench-focus';
/** Longer than the page's own solve timeout (30 s) and a throttled load of the sending code. */
const SOLVE_WAIT_MS = 60_000;
const POLL_MS = 50;
/** The server's sign-in key (it signs the challenges); any fixed one serves. */
const BENCH_AUTH_SECRET = 'proof-bench-secret-0123456789-abcdefghij';

const kb = (bytes) => Math.round(bytes / 102.4) / 10;
const round = (ms) => Math.round(ms);
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** A context of its own per run, each from an address of its own (the challenge route limits per address). */
async function phoneContext(browser, run) {
  return browser.newContext({
    ...devices[DEVICE_NAME],
    extraHTTPHeaders: { 'x-forwarded-for': `10.77.${(run >> 8) & 255}.${run & 255}` },
  });
}

/** The bytes of every response `page` receives, by URL, as the network saw them (real header sizes). */
function watchSizes(page) {
  const sizes = new Map();
  page.on('requestfinished', (request) => sizes.set(request.url(), request.sizes()));
  return sizes;
}

/**
 * The page's `.js` files by when they were asked for (resource timing): before the load event,
 * after it with no interaction, and after `FOCUS_MARK` when there is one. Each with its compressed
 * body, and with the response's headers as Lighthouse counts them (from `sizes`: resource timing
 * itself reports a fixed 300 bytes of headers).
 */
async function scriptsByPhase(page, sizes) {
  const phases = await page.evaluate((focusMark) => {
    const [navigation] = performance.getEntriesByType('navigation');
    const loadAt = navigation.loadEventStart;
    const focusAt = performance.getEntriesByName(focusMark)[0]?.startTime ?? Infinity;
    const found = { firstLoad: [], afterLoad: [], onFocus: [] };
    for (const entry of performance.getEntriesByType('resource')) {
      const url = new URL(entry.name);
      if (!url.pathname.endsWith('.js')) continue;
      const phase =
        entry.startTime >= focusAt ? 'onFocus' : entry.startTime < loadAt ? 'firstLoad' : 'afterLoad';
      found[phase].push({ url: entry.name, body: entry.encodedBodySize, transfer: entry.transferSize });
    }
    return found;
  }, FOCUS_MARK);
  const withHeaders = async ({ url, body, transfer }) => {
    const seen = await sizes.get(url)?.catch(() => undefined);
    return { path: new URL(url).pathname, body, transfer: seen ? body + seen.responseHeadersSize : transfer };
  };
  return Object.fromEntries(
    await Promise.all(
      Object.entries(phases).map(async ([phase, files]) => [
        phase,
        await Promise.all(files.map(withHeaders)),
      ]),
    ),
  );
}

const totals = (files) => ({
  files: files.length,
  bodyBytes: files.reduce((sum, file) => sum + file.body, 0),
  transferBytes: files.reduce((sum, file) => sum + file.transfer, 0),
});

/** One visit: load, focus the form's first field, read the solve's measure and the scripts. */
async function visit(browser, origin, run) {
  const context = await phoneContext(browser, run);
  try {
    const page = await context.newPage();
    const sizes = watchSizes(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    let challenge;
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === CHALLENGE_PATH) challenge = response.json();
    });
    await page.goto(origin + CONTACT_PAGE, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    await page.locator(`${FORM}[data-hydrated]`).waitFor();
    const field = page.locator(FORM).getByRole('textbox').first();
    await field.evaluate((element, mark) => {
      performance.mark(mark);
      element.focus();
    }, FOCUS_MARK);
    const measured = await page.waitForFunction(
      ([name, mark]) => {
        const [solve] = performance.getEntriesByName(name, 'measure');
        const [focus] = performance.getEntriesByName(mark);
        return (
          solve && { solveMs: solve.duration, readyMs: solve.startTime + solve.duration - focus.startTime }
        );
      },
      [PROOF_MEASURE, FOCUS_MARK],
      { timeout: SOLVE_WAIT_MS, polling: POLL_MS },
    );
    const { solveMs, readyMs } = await measured.jsonValue();
    await page.waitForLoadState('networkidle');
    const scripts = await scriptsByPhase(page, sizes);
    // The counter the page had to reach: the same challenge solved again here.
    const solution = challenge ? await solveChallenge({ challenge: await challenge, deriveKey }) : null;
    return { solveMs, readyMs, counter: solution?.counter ?? null, scripts };
  } finally {
    await context.close();
  }
}

/** A page's scripts on a first load with no interaction (no CPU slowdown: bytes do not depend on it). */
async function firstLoad(browser, origin, route, run) {
  const context = await phoneContext(browser, run);
  try {
    const page = await context.newPage();
    const sizes = watchSizes(page);
    await page.goto(origin + route, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    return await scriptsByPhase(page, sizes);
  } finally {
    await context.close();
  }
}

/** The JavaScript of `/` and `/contact-us` in the committed full bench (Lighthouse's count, headers included). */
function committedScripts() {
  const relative = 'bench/report.json';
  const shown = spawnSync('git', ['show', `HEAD:${relative}`], { cwd: root, encoding: 'utf8' });
  if (shown.status !== 0) return undefined;
  const report = JSON.parse(shown.stdout);
  const pages = Object.fromEntries(
    [HOME_PAGE, CONTACT_PAGE].map((route) => [
      route,
      report.lighthouse?.find((entry) => entry.page === route)?.bytes?.script,
    ]),
  );
  if (Object.values(pages).some((bytes) => bytes === undefined)) return undefined;
  return { source: `${relative} at HEAD`, date: report.date, scriptBytes: pages };
}

const summary = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    minMs: round(sorted[0]),
    medianMs: round(median(sorted)),
    p90Ms: round(percentile(sorted, 90)),
    maxMs: round(sorted[sorted.length - 1]),
  };
};

const status = ensureBuild({ distDir: process.env.NEXT_DIST_DIR || undefined });
if (status !== 0) throw new Error('next build failed');
const dataDir = mkdtempSync(path.join(tmpdir(), 'proof-bench-'));
const server = await serve({
  port: await freePort(),
  warm: [CONTACT_PAGE, HOME_PAGE],
  env: {
    SQLITE_PATH: path.join(dataDir, 'site.db'),
    DATABASE_URL: '',
    BETTER_AUTH_SECRET: BENCH_AUTH_SECRET,
    TRUST_PROXY: '1',
  },
});
const browser = await chromium.launch(playwrightLaunchOptions);
const runs = [];
const failures = [];
let home;
try {
  home = await firstLoad(browser, server.origin, HOME_PAGE, 0);
  for (let run = 1; run <= RUNS; run += 1) {
    try {
      runs.push(await visit(browser, server.origin, run));
      console.log(`[proof] run ${run}/${RUNS}: solved in ${round(runs.at(-1).solveMs)} ms`);
    } catch (error) {
      failures.push(`run ${run}: ${error instanceof Error ? error.message.split('\n')[0] : error}`);
      console.error(`[proof] ${failures.at(-1)}`);
    }
  }
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
if (runs.length === 0) throw new Error(`no run measured the solve:\n${failures.join('\n')}`);

const solve = summary(runs.map((r) => r.solveMs));
const ready = summary(runs.map((r) => r.readyMs));
const counted = runs.filter((r) => r.counter !== null);
/** The solve's time per counter tried, so the slowest challenge the range allows can be estimated. */
const msPerAttempt = median(counted.map((r) => r.solveMs / (r.counter + 1)));
// Every run loads the same files: the middle run's are kept, and the runs that loaded others counted.
const contact = runs[Math.floor(runs.length / 2)].scripts;
const byPhase = (scripts) => JSON.stringify(Object.values(scripts).map(totals));
const differing = runs.filter((r) => byPhase(r.scripts) !== byPhase(contact)).length;
const js = {
  [HOME_PAGE]: { firstLoad: totals(home.firstLoad), afterLoad: totals(home.afterLoad), files: home },
  [CONTACT_PAGE]: {
    firstLoad: totals(contact.firstLoad),
    afterLoad: totals(contact.afterLoad),
    onFocus: totals(contact.onFocus),
    files: contact,
    runsDiffering: differing,
  },
};
const before = committedScripts();

const report = {
  date: new Date().toISOString(),
  node: process.version,
  device: DEVICE_NAME,
  cpuSlowdown: CPU_SLOWDOWN,
  runs: runs.length,
  failures,
  counterRange: { min: PROOF_COUNTER_MIN, max: PROOF_COUNTER_MAX },
  budget: { medianSolveMs: SOLVE_BUDGET_MS, met: solve.medianMs < SOLVE_BUDGET_MS },
  solve,
  focusToReady: ready,
  msPerThousandCounters: Math.round(msPerAttempt * 1000 * 10) / 10,
  estimatedSolveAtCounterMaxMs: round(msPerAttempt * (PROOF_COUNTER_MAX + 1)),
  perRun: runs.map(({ solveMs, readyMs, counter, scripts }) => ({
    solveMs: round(solveMs),
    readyMs: round(readyMs),
    counter,
    scriptBytes: Object.fromEntries(
      Object.entries(scripts).map(([phase, files]) => [phase, totals(files).transferBytes]),
    ),
  })),
  javascript: js,
  before,
};

const row = (cells) => `| ${cells.join(' | ')} |`;
const noInteraction = (page) => ({
  body: page.firstLoad.bodyBytes + page.afterLoad.bodyBytes,
  transfer: page.firstLoad.transferBytes + page.afterLoad.transferBytes,
});
const jsRow = (label, t) => row([label, t.files, kb(t.bodyBytes), kb(t.transferBytes)]);
const md = [
  '# Proof-of-work bench',
  '',
  `${report.date}, Node ${report.node}. Written by \`npm run bench:proof\` (scripts/bench/proof.mjs).`,
  '',
  `\`${CONTACT_PAGE}\` from the production build on loopback, in Chromium with the ${DEVICE_NAME}'s viewport and ` +
    `the CPU slowed ${CPU_SLOWDOWN} × (Lighthouse's mobile setting), ${runs.length} runs, each in a fresh context. ` +
    "Each run focuses the form's first field once the form is live, which loads the sending code, fetches a " +
    `challenge and solves it; the solve is the page's own \`${PROOF_MEASURE}\` measure (src/lib/forms/proof.ts).`,
  '',
  '## The solve',
  '',
  `Counter range (src/lib/intake/challenge.ts): ${PROOF_COUNTER_MIN}–${PROOF_COUNTER_MAX}; the browser tries ` +
    'counters from 0 up to the one drawn, so a solve takes time in proportion to its counter.',
  '',
  '| | min ms | median ms | p90 ms | max ms |',
  '|---|---|---|---|---|',
  row(['solve', solve.minMs, solve.medianMs, solve.p90Ms, solve.maxMs]),
  row(['focus to proof ready', ready.minMs, ready.medianMs, ready.p90Ms, ready.maxMs]),
  '',
  `**Budget:** the median solve under ${SOLVE_BUDGET_MS} ms: ${solve.medianMs} ms, ` +
    `${report.budget.met ? 'met' : '**not met**'}.`,
  '',
  counted.length > 0
    ? `Per counter tried: ${report.msPerThousandCounters} ms per 1000 (median over the runs, each run's counter found ` +
      `by solving its challenge again in Node.js), so a challenge drawn at the top of the range (${PROOF_COUNTER_MAX}) ` +
      `takes about ${report.estimatedSolveAtCounterMaxMs} ms on this profile.`
    : 'The challenges were not seen, so the time per counter is not known.',
  '',
  ...(failures.length > 0 ? [`**Runs that failed:** ${failures.join('; ')}.`, ''] : []),
  '"Focus to proof ready" adds loading the sending code and the challenge to the solve; a send waits for the ' +
    'proof and for 3 s since the challenge, so a person typing a message never waits for it.',
  '',
  '## JavaScript, compressed',
  '',
  'The `.js` files each page asks for, by resource timing: compressed bodies, and with the response headers as ' +
    `Lighthouse counts them (the full bench's budget, ${BUDGETS.jsKb} KB). A fresh context, nothing cached.`,
  '',
  '| page, when | files | KB (bodies) | KB (with headers) |',
  '|---|---|---|---|',
  jsRow(`\`${HOME_PAGE}\`, until the load event`, js[HOME_PAGE].firstLoad),
  jsRow(`\`${HOME_PAGE}\`, after it, no interaction`, js[HOME_PAGE].afterLoad),
  jsRow(`\`${CONTACT_PAGE}\`, until the load event`, js[CONTACT_PAGE].firstLoad),
  jsRow(`\`${CONTACT_PAGE}\`, after it, no interaction`, js[CONTACT_PAGE].afterLoad),
  jsRow(`\`${CONTACT_PAGE}\`, on focus of the form (sending code, solver)`, js[CONTACT_PAGE].onFocus),
  '',
  `Up front (no interaction): \`${HOME_PAGE}\` ${kb(noInteraction(js[HOME_PAGE]).transfer)} KB, ` +
    `\`${CONTACT_PAGE}\` ${kb(noInteraction(js[CONTACT_PAGE]).transfer)} KB with headers; on focus a visitor ` +
    `of \`${CONTACT_PAGE}\` pays ${kb(js[CONTACT_PAGE].onFocus.transferBytes)} KB more.` +
    (differing > 0
      ? ` (${differing} run(s) loaded other files than the run shown: see \`perRun\` in the JSON.)`
      : ''),
  '',
  before
    ? `**Before** (${before.source}, ${before.date}, Lighthouse's count with headers, up to the end of its trace): ` +
      `\`${HOME_PAGE}\` ${kb(before.scriptBytes[HOME_PAGE])} KB, \`${CONTACT_PAGE}\` ${kb(before.scriptBytes[CONTACT_PAGE])} KB, ` +
      'to set beside the "no interaction" figures above with headers. That report is older than the proof of work ' +
      "and than other changes since, so the difference is not the proof's alone."
    : '**Before:** no committed bench/report.json with these pages, so there is no earlier figure.',
  '',
];
mkdirSync(outDir, { recursive: true });
writeFileSync(path.join(outDir, `${REPORT}.md`), md.join('\n'));
writeFileSync(path.join(outDir, `${REPORT}.json`), `${JSON.stringify(report, null, 2)}\n`);
console.log(md.join('\n'));
if (failures.length > 0) process.exitCode = 1;
