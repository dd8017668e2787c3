#!/usr/bin/env node
/**
 * `npm run bench:photos`: what the picture pipeline costs and what it saves, written to
 * bench/photos-report.md and .json. Run it with nothing else on the machine.
 *
 * 1. The pipeline on 30 photos of 4000 × 3000 (JPEG, as a phone takes them) as project pictures,
 *    the kind with the most widths: encoding from scratch, then again with the cache warm.
 * 2. `next build` of the current content with the pipeline and without it (PICTURES_READY=1
 *    skips it), in the same run.
 * 3. Lighthouse (mobile, 3 runs each, medians, in rounds) on the team page, a case study and a
 *    post, served from the site with its drawings and from the photo site (scripts/lib/photo-site.ts).
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { imageAsset } from '../../src/content/load';
import { makeCopies } from '../../src/lib/images/build';
import { PHOTOS, buildPhotoSite, preparePhotoSite, scene } from '../lib/photo-site';
import { measureValid, summarize, IMAGE_AUDITS } from './lighthouse.mjs';
import { serve } from './server.mjs';

const PHOTO_COUNT = 30;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const root = process.cwd();
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
const kb = (bytes) => Math.round(bytes / 102.4) / 10;
const seconds = (ms) => Math.round(ms / 100) / 10;

function folderBytes(dir) {
  return readdirSync(dir, { withFileTypes: true }).reduce((sum, entry) => {
    const full = path.join(dir, entry.name);
    return sum + (entry.isDirectory() ? folderBytes(full) : statSync(full).size);
  }, 0);
}

async function pipeline() {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-photos-'));
  const images = [];
  for (let index = 0; index < PHOTO_COUNT; index += 1) {
    const publicPath = `/images/portfolio/photo-${index}/image.jpg`;
    const file = path.join(dir, 'public', publicPath);
    mkdirSync(path.dirname(file), { recursive: true });
    await sharp(scene(4000, 3000, { top: { r: 200, g: 200, b: 200 }, seed: index }))
      .jpeg({ quality: 88 })
      .toFile(file);
    images.push({ publicPath, file });
  }
  const cwd = process.cwd;
  process.cwd = () => dir;
  const assets = images.map(({ publicPath }) =>
    imageAsset(publicPath, 'A photo', 'bench', { kind: 'project' }),
  );
  process.cwd = cwd;
  const originals = images.reduce((sum, { file }) => sum + statSync(file).size, 0);
  const cold = await makeCopies(assets, dir);
  const copies = folderBytes(path.join(dir, 'public', '_img'));
  const warm = await makeCopies(assets, dir);
  rmSync(dir, { recursive: true, force: true });
  return { photos: PHOTO_COUNT, originals, copies, cold, warm };
}

function timedBuild(env) {
  const started = performance.now();
  const result = spawnSync(process.execPath, [nextBin, 'build'], {
    cwd: root,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: 'ignore',
  });
  if (result.status !== 0) throw new Error('next build failed');
  return performance.now() - started;
}

const report = { date: new Date().toISOString(), node: process.version, runsPerPage: RUNS };
console.log(`[photos] encoding ${PHOTO_COUNT} photos of 4000 × 3000`);
const encoded = await pipeline();
report.pipeline = encoded;
console.log(
  `[photos] cold ${seconds(encoded.cold.milliseconds)} s, warm ${seconds(encoded.warm.milliseconds)} s`,
);

console.log('[photos] next build with and without the pipeline');
const builds = {
  withPipeline: timedBuild({}),
  without: timedBuild({ PICTURES_READY: '1' }),
  withPipelineAgain: timedBuild({}),
};
report.builds = builds;

console.log('[photos] building the photo site');
await preparePhotoSite();
const photoBuild = buildPhotoSite();
if (photoBuild.status !== 0) throw new Error(photoBuild.output);

const pages = ['/our-team', `/portfolio/${PHOTOS.project}`, `/blog/${PHOTOS.post}`];
const drawings = await serve({ port: 3310, warm: pages });
const photos = await serve({
  dir: path.relative(root, path.join(root, 'test-results', 'photo-site')),
  port: 3311,
  warm: pages,
});
const runs = new Map();
try {
  for (let round = 1; round <= RUNS; round += 1) {
    for (const page of pages) {
      for (const [site, origin] of [
        ['drawings', drawings.origin],
        ['photos', photos.origin],
      ]) {
        const result = await measureValid(origin + page);
        const key = `${site} ${page}`;
        runs.set(key, [...(runs.get(key) ?? []), result]);
        console.log(
          `[photos] ${round}/${RUNS} ${key}: LCP ${Math.round(result.metrics.lcpMs)} ms, ${kb(result.bytes.total)} KB`,
        );
      }
    }
  }
} finally {
  await drawings.stop();
  await photos.stop();
}
const lighthouse = pages.map((page) => ({
  page,
  drawings: summarize(runs.get(`drawings ${page}`)),
  photos: summarize(runs.get(`photos ${page}`)),
}));
report.lighthouse = lighthouse;

const md = [
  '# Photos bench',
  '',
  `${report.date}, Node ${process.version}. Written by \`npm run bench:photos\` (scripts/bench/photos.mjs).`,
  '',
  `## The pipeline on ${PHOTO_COUNT} photos of 4000 × 3000`,
  '',
  `Each photo as a project picture (the kind with the most widths): ${encoded.cold.encoded / PHOTO_COUNT} copies each (AVIF and WebP at every width, one JPEG).`,
  '',
  '| | time | copies made | copies reused |',
  '|---|---|---|---|',
  `| first build (empty cache) | ${seconds(encoded.cold.milliseconds)} s | ${encoded.cold.encoded} | ${encoded.cold.reused} |`,
  `| next build (cache kept) | ${seconds(encoded.warm.milliseconds)} s | ${encoded.warm.encoded} | ${encoded.warm.reused} |`,
  '',
  `Originals: ${kb(encoded.originals)} KB in all; every copy together: ${kb(encoded.copies)} KB.`,
  '',
  '## Build time of the current content',
  '',
  '| `next build` | time |',
  '|---|---|',
  `| with the pipeline | ${seconds(builds.withPipeline)} s |`,
  `| without it (PICTURES_READY=1) | ${seconds(builds.without)} s |`,
  `| with the pipeline, again | ${seconds(builds.withPipelineAgain)} s |`,
  '',
  `## The same pages with drawings and with photos (Lighthouse mobile, ${RUNS} runs, medians)`,
  '',
  `Photos: the team page's first portrait, the case study's card, header and first gallery picture, and the post's cover (scripts/lib/photo-site.ts).`,
  '',
  `| page | site | perf | LCP ms | CLS | total KB | image KB | ${IMAGE_AUDITS.map((id) => `${id} KB`).join(' | ')} | LCP element |`,
  `|---|---|---|---|---|---|---|${IMAGE_AUDITS.map(() => '---').join('|')}|---|`,
  ...lighthouse.flatMap(({ page, drawings: d, photos: p }) =>
    [
      ['drawings', d],
      ['photos', p],
    ].map(
      ([site, s]) =>
        `| ${page} | ${site} | ${s.scores.performance} | ${Math.round(s.metrics.lcpMs)} | ${s.metrics.cls.toFixed(3)} | ${kb(s.bytes.total)} | ${kb(s.bytes.image)} | ${IMAGE_AUDITS.map((id) => kb(s.imageSavings[id] ?? 0)).join(' | ')} | ${s.lcpElement} |`,
    ),
  ),
  '',
];
mkdirSync(path.join(root, 'bench'), { recursive: true });
writeFileSync(path.join(root, 'bench', 'photos-report.md'), md.join('\n'));
writeFileSync(path.join(root, 'bench', 'photos-report.json'), `${JSON.stringify(report, null, 2)}\n`);
copyFileSync(path.join(root, 'bench', 'photos-report.md'), path.join(tmpdir(), 'photos-report.md'));
console.log(md.join('\n'));
