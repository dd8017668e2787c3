#!/usr/bin/env node
/**
 * `npm run bench:levers`: what each way of loading the page faster does, alone, against the site
 * as it is, in one run: Lighthouse (mobile) on the home page and a service page of each variant,
 * LEVER_RUNS runs each (default 5) in rounds with floor A, medians (a lever for the Urdu pages' font
 * on the Urdu pair of each, with the base measured there too). Each variant is a copy of the
 * site with one change (scripts/lib/site-copy.ts), built and served beside the others. Writes
 * bench/levers-report.md and .json. Run it with nothing else on the machine.
 *
 * Each page is measured twice per round: Lighthouse's default (simulated throttling) and with the
 * throttling applied to the load (APPLIED), on which the bench judges LCP. LEVERS=base,inline-css
 * (comma-separated names) measures only those variants; the base is always measured.
 */
import { writeFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildCopy, copySite, patchFile } from '../lib/site-copy';
import { startFloorA } from './floor-a.mjs';
import { APPLIED, APPLIED_SETTINGS, measureValid, summarize } from './lighthouse.mjs';
import { leversMarkdown } from './levers-report.mjs';
import { serve } from './server.mjs';

const RUNS = Number(process.env.LEVER_RUNS ?? 5);
const PAGES = ['/', '/services/web-development'];
const URDU_PAGES = ['/ur', '/ur/services/web-development'];
const root = process.cwd();
const ms = (value) => Math.round(value);
const kb = (bytes) => Math.round(bytes / 102.4) / 10;

/** Each lever as a change to a copy of the site. */
const VARIANTS = [
  { name: 'base', what: 'the site as it is', patch: () => {} },
  {
    name: 'inline-css',
    what: '`experimental.inlineCss`: the stylesheet inlined in a `<style>` in the head',
    patch: (dir) =>
      patchFile(dir, 'next.config.ts', 'experimental: {', 'experimental: {\n    inlineCss: true,'),
  },
  {
    name: 'font-swap',
    what: 'the display font not preloaded: swapped in over a metric-matched fallback (`preload: false`, `adjustFontFallback`)',
    patch: (dir) =>
      patchFile(
        dir,
        'src/components/layout/site-shell.tsx',
        "display: 'swap',",
        "display: 'swap',\n  preload: false,\n  adjustFontFallback: 'Arial',",
      ),
  },
  {
    name: 'fewer-chunks',
    what: 'Turbopack told that most visits are a single page (`turbopackChunking.firstPageLoadPriority: 0.9`): fewer, larger first-load chunks',
    patch: (dir) =>
      patchFile(
        dir,
        'next.config.ts',
        'experimental: {',
        'experimental: {\n    turbopackChunking: { firstPageLoadPriority: 0.9 },',
      ),
  },
  {
    name: 'inline-css+font-swap',
    what: 'the two levers that remove a request before the first paint, together',
    patch: (dir) => {
      VARIANTS.find((variant) => variant.name === 'inline-css').patch(dir);
      VARIANTS.find((variant) => variant.name === 'font-swap').patch(dir);
    },
  },
  {
    name: 'content-visibility',
    what: "`content-visibility: auto` on every part of a page's main after the first: laid out and drawn when it comes near the screen, not in the first frame",
    pages: [...PAGES, '/ur'],
    patch: (dir) =>
      patchFile(
        dir,
        'src/app/globals.css',
        /$/,
        '\nmain > * + * {\n  content-visibility: auto;\n  contain-intrinsic-size: auto 60rem;\n}\n',
      ),
  },
  {
    name: 'urdu-font-lazy',
    what: "the Urdu pages' Noto Nastaliq Urdu not preloaded: fetched once the stylesheet asks for it",
    pages: URDU_PAGES,
    patch: (dir) =>
      patchFile(dir, 'src/app/(ur)/layout.tsx', '<NastaliqFontFace preload />', '<NastaliqFontFace />'),
  },
];
const only = process.env.LEVERS?.split(',').map((name) => name.trim());
const CHOSEN = VARIANTS.filter((variant) => variant.name === 'base' || !only || only.includes(variant.name));
// The base is measured on every page a lever is measured on.
VARIANTS[0].pages = [...new Set(CHOSEN.flatMap((variant) => variant.pages ?? PAGES))];
const pagesOf = (variant) => variant.pages ?? PAGES;

/** Scripts and stylesheets the prerendered page links, and its size. */
function firstLoad(dir, page) {
  const file = page === '/' ? 'index.html' : `${page.slice(1)}.html`;
  const html = readFileSync(path.join(dir, '.next', 'server', 'app', file), 'utf8');
  return {
    scripts: new Set([...html.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1])).size,
    stylesheets: [...html.matchAll(/<link rel="stylesheet"/g)].length,
    htmlKb: kb(Buffer.byteLength(html)),
  };
}

const servers = [];
const report = {
  date: new Date().toISOString(),
  node: process.version,
  runs: RUNS,
  pages: VARIANTS[0].pages,
  variants: [],
};
try {
  let port = 3320;
  for (const variant of CHOSEN) {
    console.log(`[levers] building ${variant.name}`);
    const dir = copySite(`lever-${variant.name}`);
    variant.patch(dir);
    const build = buildCopy(dir);
    if (build.status !== 0) throw new Error(`${variant.name}: ${build.output.slice(-3000)}`);
    const server = await serve({ dir: path.relative(root, dir), port: port++, warm: pagesOf(variant) });
    servers.push(server);
    report.variants.push({
      ...variant,
      origin: server.origin,
      dir,
      firstLoad: Object.fromEntries(pagesOf(variant).map((page) => [page, firstLoad(dir, page)])),
    });
  }
  const floorA = await startFloorA({ port: port++ });
  servers.push(floorA);
  const runs = new Map();
  const targets = [
    { key: 'floor A', url: `${floorA.origin}/` },
    ...report.variants.flatMap((variant) =>
      pagesOf(variant).map((page) => ({ key: `${variant.name} ${page}`, url: variant.origin + page })),
    ),
  ];
  const applied = new Map();
  const record = (map, key, result) => map.set(key, [...(map.get(key) ?? []), result]);
  for (let round = 1; round <= RUNS; round += 1) {
    for (const target of targets) {
      const result = await measureValid(target.url);
      record(runs, target.key, result);
      const observed = await measureValid(target.url, APPLIED);
      record(applied, target.key, observed);
      console.log(
        `[levers] ${round}/${RUNS} ${target.key}: perf ${result.scores.performance}, LCP ${ms(result.metrics.lcpMs)} ms, TBT ${ms(result.metrics.tbtMs)} ms; applied: LCP ${ms(observed.metrics.lcpMs)} ms, TBT ${ms(observed.metrics.tbtMs)} ms`,
      );
    }
  }
  report.floorA = summarize(runs.get('floor A'));
  report.floorAApplied = summarize(applied.get('floor A'));
  for (const variant of report.variants) {
    const of = (map) =>
      Object.fromEntries(
        pagesOf(variant).map((page) => [page, summarize(map.get(`${variant.name} ${page}`))]),
      );
    variant.results = of(runs);
    variant.applied = of(applied);
  }
} finally {
  for (const server of servers) await server.stop();
}

const lines = leversMarkdown(report, APPLIED_SETTINGS);
writeFileSync(path.join(root, 'bench', 'levers-report.md'), lines.join('\n'));
writeFileSync(
  path.join(root, 'bench', 'levers-report.json'),
  `${JSON.stringify(report, (key, value) => (key === 'patch' ? undefined : value), 2)}\n`,
);
console.log(lines.join('\n'));
