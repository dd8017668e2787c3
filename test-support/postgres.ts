/**
 * A throwaway PostgreSQL cluster for the tests: `initdb` in a temporary folder, the server on a
 * free port on 127.0.0.1, stopped and removed afterwards. It uses Debian's server binaries
 * (package `postgresql`, which .ci/run installs when missing). PostgreSQL refuses to run as root,
 * so as root the cluster is made and run by the `postgres` user, in a folder that user owns.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

export interface PostgresCluster {
  /** The cluster's `postgres` database, as the superuser. */
  url: string;
  stop(): void;
}

/** The newest server binaries Debian installed (/usr/lib/postgresql/<version>/bin). */
export function postgresBinaries(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => existsSync(path.join(root, name, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions[0]) throw new Error(`no PostgreSQL server in ${root}: install Debian's postgresql package`);
  return path.join(root, versions[0], 'bin');
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

const asRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL program, as the `postgres` user when this process is root. */
function runAsOwner(program: string, args: string[]): void {
  const [command, commandArgs] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', program, ...args]]
    : [program, args];
  const result = spawnSync(command, commandArgs, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(
      `${path.basename(program)} failed (${result.status}): ${result.stderr || result.stdout || result.error?.message}`,
    );
  }
}

export async function startPostgres(): Promise<PostgresCluster> {
  const bin = postgresBinaries();
  const dir = mkdtempSync(path.join(tmpdir(), 'site-postgres-'));
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const data = path.join(dir, 'data');
  const port = await freePort();
  runAsOwner(path.join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--no-sync',
    '--no-instructions',
  ]);
  // Loopback only, its socket in its own folder; fsync off, as nothing here must outlive the run.
  // Autovacuum off: each test makes a database of its own, and the launcher starts a worker
  // process for each database once a minute (a run's few hundred made PostgreSQL fork about 280
  // processes a minute to the end, a tenth of the run's CPU); nothing here lives long enough to
  // need a vacuum.
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off -c max_connections=200 -c autovacuum=off`;
  runAsOwner(path.join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-o',
    options,
    '-l',
    path.join(dir, 'server.log'),
    '-w',
    'start',
  ]);
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        runAsOwner(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * A new database in the cluster at `clusterUrl`, so each test starts clean: empty, or a copy of
 * `template` (a database no one is connected to).
 */
export async function createDatabase(clusterUrl: string, prefix = 'test', template?: string): Promise<string> {
  const name = `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const client = new pg.Client({ connectionString: clusterUrl });
  await client.connect();
  try {
    await client.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
