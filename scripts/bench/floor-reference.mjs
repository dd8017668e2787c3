/**
 * Takes the reference the Lighthouse gate calibrates against (FLOOR_REFERENCE_MAIN_THREAD_MS in
 * calibration.ts): the median main-thread time of the bare floor (bench/floor) over FLOOR_RUNS
 * runs (default 5), each measured exactly as the gate measures it (floor-work.mjs: Lighthouse's
 * mobile defaults, 4 × CPU slowdown simulated).
 *
 *   npx tsx scripts/bench/floor-reference.mjs
 *
 * Run it on the host and the day the gate's thresholds are set (the bench run whose figures
 * GATES in config.ts cites), on a quiet machine, and put the median it prints in calibration.ts:
 * the reference stands for that host.
 *
 * `--at-tbt <ms>` also answers, for a host where only the floor's Total Blocking Time was
 * recorded: what main-thread time would these runs have shown on a host where the floor blocked
 * <ms> under the same 4 ×? For each run it looks for the CPU slowdown at which Lighthouse's own
 * simulation, on that run's trace, gives the floor <ms> of TBT (TBT only grows with the slowdown),
 * and takes the main-thread time at that slowdown: the trace's tasks scaled as a host that much
 * faster or slower would scale them. The reference of 5 December 2026 was estimated this way from
 * the 103 ms of 25 November (docs/decisions/2026-12-05-gate-calibrated-on-main-thread-work.md).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { defaultSettings } from 'lighthouse/core/config/constants.js';
import { median } from './calibration';
import { startFloor } from './floor.mjs';
import { FLOOR_AUDITS, measureFloorWork } from './floor-work.mjs';

const DEFAULT_SLOWDOWN = defaultSettings.throttling.cpuSlowdownMultiplier;
const runs = Number(process.env.FLOOR_RUNS ?? 5);
const atTbtArg = process.argv.indexOf('--at-tbt');
const targetTbtMs = atTbtArg > 0 ? Number(process.argv[atTbtArg + 1]) : undefined;
/** The bisection stops when the slowdown is known this closely. */
const SLOWDOWN_PRECISION = 0.01;

/** The floor's TBT on the saved run in `dir` re-simulated at `slowdown` (no browser: audit mode). */
async function tbtAt(dir, slowdown) {
  // Lighthouse refuses to audit with settings other than the ones gathered with; the slowdown only
  // enters the simulation, so the saved settings are told the new one.
  const file = path.join(dir, 'artifacts.json');
  const artifacts = JSON.parse(readFileSync(file, 'utf8'));
  artifacts.settings.throttling.cpuSlowdownMultiplier = slowdown;
  writeFileSync(file, JSON.stringify(artifacts));
  const result = await lighthouse(undefined, {
    auditMode: dir,
    output: 'json',
    logLevel: 'error',
    onlyAudits: FLOOR_AUDITS,
    throttlingMethod: 'simulate',
    throttling: { cpuSlowdownMultiplier: slowdown },
  });
  return result.lhr.audits['total-blocking-time'].numericValue;
}

/** The slowdown at which the run saved in `dir` blocks `tbtMs`, by bisection. */
async function slowdownForTbt(dir, tbtMs) {
  let low = 1 / 64;
  let high = 64;
  if ((await tbtAt(dir, low)) >= tbtMs) return low;
  while (high - low > SLOWDOWN_PRECISION) {
    const middle = (low + high) / 2;
    if ((await tbtAt(dir, middle)) < tbtMs) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}

const floor = await startFloor({ port: Number(process.env.FLOOR_PORT ?? 3321) });
const rows = [];
try {
  for (let run = 0; run < runs; run += 1) {
    const dir = mkdtempSync(path.join(tmpdir(), 'floor-reference-'));
    try {
      const settings = targetTbtMs ? { gatherMode: dir, auditMode: dir } : {};
      const { mainThreadMs, tbtMs } = await measureFloorWork(floor.origin, { settings });
      const row = { mainThreadMs: Math.round(mainThreadMs), tbtMs: Math.round(tbtMs) };
      if (targetTbtMs) {
        const slowdown = await slowdownForTbt(dir, targetTbtMs);
        // Lighthouse multiplies every task by the slowdown, so the main-thread time scales with it.
        row.slowdownAtTargetTbt = Math.round(slowdown * 100) / 100;
        row.mainThreadMsAtTargetTbt = Math.round((mainThreadMs * slowdown) / DEFAULT_SLOWDOWN);
      }
      rows.push(row);
      console.log(`[floor-reference] run ${run + 1}: ${JSON.stringify(row)}`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
} finally {
  await floor.stop();
}
const summary = {
  date: new Date().toISOString(),
  runs,
  medianMainThreadMs: median(rows.map((row) => row.mainThreadMs)),
  medianTbtMs: median(rows.map((row) => row.tbtMs)),
  ...(targetTbtMs && {
    targetTbtMs,
    medianMainThreadMsAtTargetTbt: median(rows.map((row) => row.mainThreadMsAtTargetTbt)),
  }),
};
console.log(JSON.stringify(summary, null, 2));
