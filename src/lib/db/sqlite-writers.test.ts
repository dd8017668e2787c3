/**
 * Two writers on one SQLite file (two instances, or the server and the `team` command): a
 * transaction that reads and then writes, while another process writes, is not refused. The other
 * process is a worker thread with a handle of its own on the file, which locks like one.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { sql } from 'kysely';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { connect, type Connection } from './connection';

/** Long enough for the other writer to have written, had it not been made to wait. */
const OTHER_WRITER_CHANCE_MS = 500;

/**
 * The other process: when told, says it is about to write, adds 100 (waiting for the lock as the
 * server's handle does), says done.
 */
const OTHER_WRITER = `
const { parentPort, workerData } = require('node:worker_threads');
const Sqlite = require('libsql');
const db = new Sqlite(workerData.file);
db.exec('PRAGMA busy_timeout = 5000;');
parentPort.once('message', () => {
  parentPort.postMessage('writing');
  db.prepare('update counter set n = n + 100').run();
  db.close();
  parentPort.postMessage('done');
  parentPort.close();
});
`;

let dir: string;
let store: Connection;

beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'sqlite-writers-'));
  store = connect({ engine: 'sqlite', file: path.join(dir, 'site.db') });
  await sql`create table counter (n integer not null)`.execute(store.db);
  await sql`insert into counter (n) values (0)`.execute(store.db);
});

afterEach(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

it('a transaction that reads, then writes, while another process writes, is not refused and loses neither write', async () => {
  const worker = new Worker(OTHER_WRITER, {
    eval: true,
    workerData: { file: path.join(dir, 'site.db') },
  });
  const messages: string[] = [];
  const said = (word: string) =>
    new Promise<void>((resolve) => worker.on('message', (message: string) => message === word && resolve()));
  worker.on('message', (message: string) => messages.push(message));
  const exited = new Promise<number>((resolve) => worker.once('exit', resolve));
  const writing = said('writing');

  await store.db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ n: number }>`select n from counter`.execute(trx);
    // The other process writes now; had this transaction begun without the lock, its write would
    // land before this one's and this one's would be refused.
    worker.postMessage('go');
    await writing;
    await new Promise((resolve) => setTimeout(resolve, OTHER_WRITER_CHANCE_MS));
    await sql`update counter set n = ${rows[0]!.n + 1}`.execute(trx);
  });

  expect(await exited).toBe(0);
  expect(messages).toEqual(['writing', 'done']);
  const { rows } = await sql<{ n: number }>`select n from counter`.execute(store.db);
  expect(rows[0]!.n).toBe(101);
});
