/**
 * What the benches of an endpoint on each lead store share (leads.mjs, vitals.mjs, booking.mjs):
 * the build they serve, the settings they blank, a fresh SQLite file and a fresh PostgreSQL
 * database per store, and the report they write. The load they post is in load.mjs.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDatabase, startPostgres } from '../../test-support/postgres';
import { ensureBuild, root } from '../lib/build.mjs';

/** The folder the reports are written to: BENCH_OUT, else bench/. */
export const outDir = path.resolve(root, process.env.BENCH_OUT ?? 'bench');

/** The production build, built first when it is missing or stale (NEXT_DIST_DIR names another). */
export function ensureBenchBuild() {
  const status = ensureBuild({ distDir: process.env.NEXT_DIST_DIR || undefined });
  if (status !== 0) throw new Error('next build failed');
}

/** Settings given to the server as blank, so that .env.local cannot add any. */
export function blankEnv(names) {
  return Object.fromEntries(names.map((name) => [name, '']));
}

/**
 * Runs `run` with the stores a bench makes: `sqlite(name)`, a SQLite file of that name in a fresh
 * folder (`dataDir`), and `postgres(name)`, a fresh database of that name in TEST_DATABASE_URL's
 * server or else in a throwaway cluster.
 * Each is given as `{ env, config }`: the server's settings for it and `connect`'s. The folder and
 * the cluster are removed after, whatever happens. `prefix` names the folder.
 */
export async function withStores(prefix, run) {
  const dataDir = mkdtempSync(path.join(tmpdir(), prefix));
  const given = process.env.TEST_DATABASE_URL;
  const cluster = given ? undefined : await startPostgres();
  const sqlite = (name) => {
    const file = path.join(dataDir, name);
    return { env: { SQLITE_PATH: file }, config: { engine: 'sqlite', file } };
  };
  const postgres = async (name) => {
    const url = await createDatabase(given ?? cluster.url, name);
    return { env: { DATABASE_URL: url }, config: { engine: 'postgres', url } };
  };
  try {
    return await run({ dataDir, sqlite, postgres });
  } finally {
    cluster?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** When and on which Node.js a report was made: the first fields of every report. */
export function madeNow() {
  return { date: new Date().toISOString(), node: process.version };
}

/** A row of a Markdown table. */
export const row = (cells) => `| ${cells.join(' | ')} |`;

/** Writes `<name>.md` and `<name>.json` to the report folder and prints the Markdown. */
export function writeReport(name, report, md) {
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, `${name}.md`), md);
  writeFileSync(path.join(outDir, `${name}.json`), `${JSON.stringify(report, null, 2)}\n`);
  console.log(md);
}
