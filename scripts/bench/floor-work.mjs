/**
 * The floor's main-thread work, the figure the Lighthouse gate calibrates its CPU slowdown on
 * (calibration.ts). One Lighthouse run of the bare floor (bench/floor) with Lighthouse's mobile
 * defaults, 4 × CPU slowdown simulated, kept to the two audits the calibration reads: the
 * main-thread time (`mainthread-work-breakdown`: every main-thread task in the trace, by
 * category, each multiplied by the simulated slowdown) and, for the record, Total Blocking Time.
 * Both the gate's runs and the reference it compares them with (floor-reference.mjs) come from here.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { defaultSettings } from 'lighthouse/core/config/constants.js';
import { chromeLauncherOptions } from '../lib/chromium';

/** The audits the calibration reads; the rest of Lighthouse's are not run. */
export const FLOOR_AUDITS = ['mainthread-work-breakdown', 'total-blocking-time'];
/** A run whose audits could not be computed measures the tool, not the host: run again, this often. */
const ATTEMPTS = 3;

/**
 * One run of the floor at `origin`. `extraSlowdown` multiplies Lighthouse's simulated 4 × for this
 * run only: a test of the gate's refusal (GATE_FLOOR_SLOWDOWN), never set for a real calibration.
 * Lighthouse's simulation multiplies each main-thread task the trace recorded by the slowdown, so
 * an extra 3 × reads as a host three times slower. `settings` are Lighthouse flags for a re-take
 * on saved artifacts (floor-reference.mjs).
 */
export async function measureFloorWork(origin, { extraSlowdown = 1, settings = {} } = {}) {
  const errors = [];
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    const chrome = await chromeLauncher.launch(chromeLauncherOptions);
    try {
      const result = await lighthouse(`${origin}/`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyAudits: FLOOR_AUDITS,
        throttlingMethod: 'simulate',
        throttling: {
          cpuSlowdownMultiplier: defaultSettings.throttling.cpuSlowdownMultiplier * extraSlowdown,
        },
        ...settings,
      });
      const { audits, runtimeError } = result.lhr;
      const runErrors = [
        runtimeError?.message,
        ...FLOOR_AUDITS.map((id) => audits[id]?.errorMessage && `${id}: ${audits[id].errorMessage}`),
      ].filter(Boolean);
      const mainThreadMs = audits['mainthread-work-breakdown']?.numericValue;
      const tbtMs = audits['total-blocking-time']?.numericValue;
      if (runErrors.length === 0 && Number.isFinite(mainThreadMs) && Number.isFinite(tbtMs))
        return { mainThreadMs, tbtMs, discardedRuns: errors };
      errors.push(...(runErrors.length ? runErrors : ['no main-thread time in the result']));
    } finally {
      await chrome.kill();
    }
  }
  throw new Error(`the floor could not be measured in ${ATTEMPTS} runs: ${errors.join('; ')}`);
}

/** `runs` runs of the floor, one after the other. */
export async function measureFloorRuns(origin, runs, options) {
  const all = [];
  for (let run = 0; run < runs; run += 1) all.push(await measureFloorWork(origin, options));
  return all;
}
