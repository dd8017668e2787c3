/**
 * The database, its WAL companions and the sign-in key are readable by the server's user only, even
 * under `npm start`'s usual umask of 022. Vitest's worker threads cannot set a umask, so each case
 * runs a real server-like child process (tsx) that opens the store, writes a row and makes the key.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const REPO = fileURLToPath(new URL('../../..', import.meta.url));
const TSX = path.join(REPO, 'node_modules', '.bin', 'tsx');
/** The umask a plain `npm start` usually runs under: without care, files come out 0644. */
const LOOSE_UMASK = '022';
const PRIVATE_FOLDER = 0o700;
const PRIVATE_FILE = 0o600;
const OPEN_FOLDER = 0o755;
const OPEN_FILE = 0o644;
const PERMISSIONS = 0o777;
/** tsx compiles on first run; a busy two-core machine needs more than Vitest’s default, for each start a test makes. */
const CHILD_TIMEOUT_MS = 60_000;

/** What the server does at start: open the store, migrate, write, make the key; it exits holding the store. */
const SERVER_SCRIPT = `
import { connect } from ${JSON.stringify(path.join(REPO, 'src/lib/db/connection.ts'))};
import { migrateToLatest } from ${JSON.stringify(path.join(REPO, 'src/lib/db/migrate.ts'))};
import { authSecret } from ${JSON.stringify(path.join(REPO, 'src/lib/auth/secret.ts'))};
const { db } = connect();
await migrateToLatest(db);
await db.insertInto('rate_limits').values({ key: crypto.randomUUID(), points: 1, expire: null }).execute();
authSecret({}, process.env.SECRET_FILE || undefined);
console.log(JSON.stringify({ umask: process.umask().toString(8) }));
// Left open, as a running server leaves it, so that the -wal and -shm files are still there to check.
process.exit(0);
`;

let dir: string;
let site: string;
let script: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'file-modes-'));
  site = path.join(dir, 'site');
  mkdirSync(site);
  script = path.join(dir, 'server.mts');
  writeFileSync(script, SERVER_SCRIPT);
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the server's start in `site` under a umask of 022, with `env` added. */
function startServer(env: Record<string, string> = {}): void {
  const result = spawnSync(
    'sh',
    [
      '-c',
      `umask ${LOOSE_UMASK}; exec "$@"`,
      'sh',
      TSX,
      // As the server runs this code: under React's server condition (the modules are server-only).
      '--conditions=react-server',
      '--tsconfig',
      path.join(REPO, 'tsconfig.json'),
      script,
    ],
    {
      cwd: site,
      encoding: 'utf8',
      timeout: CHILD_TIMEOUT_MS,
      // Nothing of the test run's own settings (DATABASE_URL, BETTER_AUTH_SECRET) reaches the child.
      env: {
        NODE_ENV: 'test',
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? dir,
        TMPDIR: tmpdir(),
        ...env,
      },
    },
  );
  expect(result.status, result.stderr).toBe(0);
  expect(JSON.parse(result.stdout.trim().split('\n').at(-1) ?? '{}')).toEqual({ umask: '22' });
}

function modeOf(target: string): string {
  return (statSync(target).mode & PERMISSIONS).toString(8);
}

const octal = (mode: number) => mode.toString(8);

/** The store and its companions, which must all exist: the child wrote a row and left the store open. */
const storeFiles = (file: string) => [file, `${file}-wal`, `${file}-shm`];

describe('private files', () => {
  it(
    'a fresh start under umask 022 makes .data/ 0700 and the database, its -wal, -shm and the key 0600',
    () => {
      startServer();
      const data = path.join(site, '.data');
      expect(modeOf(data)).toBe(octal(PRIVATE_FOLDER));
      for (const file of [...storeFiles(path.join(data, 'site.db')), path.join(data, 'auth-secret')]) {
        expect(modeOf(file), file).toBe(octal(PRIVATE_FILE));
      }
    },
    CHILD_TIMEOUT_MS,
  );

  it(
    "tightens the site's own .data/ and files an earlier version left open to others, keeping the key",
    () => {
      startServer();
      const data = path.join(site, '.data');
      const files = [...storeFiles(path.join(data, 'site.db')), path.join(data, 'auth-secret')];
      const key = readFileSync(path.join(data, 'auth-secret'), 'utf8');
      chmodSync(data, OPEN_FOLDER);
      for (const file of files) chmodSync(file, OPEN_FILE);

      startServer();
      expect(modeOf(data)).toBe(octal(PRIVATE_FOLDER));
      for (const file of files) expect(modeOf(file), file).toBe(octal(PRIVATE_FILE));
      expect(readFileSync(path.join(data, 'auth-secret'), 'utf8')).toBe(key);
    },
    2 * CHILD_TIMEOUT_MS,
  );

  it(
    'leaves the folder an admin chose for SQLITE_PATH as it is, but makes the files in it private',
    () => {
      const chosen = path.join(dir, 'chosen');
      mkdirSync(chosen);
      chmodSync(chosen, OPEN_FOLDER);
      const file = path.join(chosen, 'leads.db');
      // An empty file is a new database to SQLite: as if the admin had made it with `touch`.
      writeFileSync(file, '');
      chmodSync(file, OPEN_FILE);
      const secret = path.join(chosen, 'auth-secret');

      startServer({ SQLITE_PATH: file, SECRET_FILE: secret });
      expect(modeOf(chosen)).toBe(octal(OPEN_FOLDER));
      for (const target of [...storeFiles(file), secret])
        expect(modeOf(target), target).toBe(octal(PRIVATE_FILE));
    },
    CHILD_TIMEOUT_MS,
  );

  it(
    'makes each folder it creates for SQLITE_PATH 0700',
    () => {
      const file = path.join(dir, 'made', 'deeper', 'leads.db');
      startServer({ SQLITE_PATH: file });
      expect(modeOf(path.join(dir, 'made'))).toBe(octal(PRIVATE_FOLDER));
      expect(modeOf(path.dirname(file))).toBe(octal(PRIVATE_FOLDER));
      for (const target of storeFiles(file)) expect(modeOf(target), target).toBe(octal(PRIVATE_FILE));
    },
    CHILD_TIMEOUT_MS,
  );
});
