import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { freePort, TEST_BUILD_DIR } from '../next-server';
import { storedLeads } from './forms';

/**
 * A server killed outright (SIGKILL: no clean shutdown) in the middle of a burst of sends loses
 * nothing it answered 200, and leaves no half-written lead: every stored row is whole.
 */

const NEXT_BIN = path.join(process.cwd(), 'node_modules', 'next', 'dist', 'bin', 'next');
const SENDS = 100;
/** A long message in Urdu, as the schema keeps it (trimmed). */
const WORDS = 'لاہور '.repeat(200).trim();
const SDK_FIELDS = {
  lib_version: '4.4.1',
  service_id: 'embedded',
  user_id: 'embedded',
  template_id: 'embedded-contact',
};

async function start(file: string): Promise<{ child: ChildProcess; origin: string; log: () => string }> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [NEXT_BIN, 'start', '--port', String(port), '--hostname', '127.0.0.1'],
    {
      env: {
        ...process.env,
        NEXT_DIST_DIR: TEST_BUILD_DIR,
        NEXT_TELEMETRY_DISABLED: '1',
        SQLITE_PATH: file,
        DATABASE_URL: '',
        TRUST_PROXY: '1',
        NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: '',
        NEXT_PUBLIC_EMAILJS_SERVICE_ID: '',
        NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: '',
        NEXT_PUBLIC_EMAILJS_SUBSCRIBE_TEMPLATE_ID: '',
      },
      stdio: 'pipe',
    },
  );
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const origin = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
    if (child.exitCode !== null) throw new Error(`next start exited:\n${log}`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return { child, origin, log: () => log };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`next start did not get ready:\n${log}`);
}

function send(origin: string, index: number, run: string): Promise<Response> {
  const body = new FormData();
  const fields = {
    name: `Visitor ${index}`,
    email: `crash-${run}-${index}@example.pk`,
    subject: 'Burst',
    message: `burst ${run} #${index}\n${WORDS}`,
    ...SDK_FIELDS,
  };
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return fetch(`${origin}/api/v1.0/email/send-form`, {
    method: 'POST',
    body,
    // An address of its own for each send: the limit is not what this tests.
    headers: { 'x-forwarded-for': `10.77.${Math.floor(index / 250)}.${(index % 250) + 1}` },
  });
}

/** Two starts of the server on a busy machine, and the burst between them. */
const TEST_TIMEOUT_MS = 120_000;

describe('a server killed during a burst of sends', () => {
  test(
    'keeps every send it answered 200, and no half-written lead',
    async () => {
      const dir = await mkdtemp(path.join(tmpdir(), 'crash-store-'));
      const file = path.join(dir, 'site.db');
      const run = Math.random().toString(36).slice(2, 10);
      let server = await start(file);
      try {
        const answered: number[] = [];
        let killed = false;
        const sends = Array.from({ length: SENDS }, async (_, index) => {
          // Spread over time so the kill lands in the middle of the burst.
          await new Promise((resolve) => setTimeout(resolve, index * 5));
          try {
            const response = await send(server.origin, index, run);
            if (response.status === 200 && (await response.text()) === 'OK') answered.push(index);
          } catch {
            // Cut off by the kill: the visitor was told nothing, so nothing is owed.
          }
          if (!killed && answered.length >= SENDS / 4) {
            killed = true;
            server.child.kill('SIGKILL');
          }
        });
        await Promise.all(sends);
        expect(killed).toBe(true);
        expect(answered.length).toBeGreaterThan(0);
        expect(answered.length).toBeLessThan(SENDS);

        // Restarted on the same file: every send answered 200 is there, whole.
        server = await start(file);
        const leads = storedLeads(file).filter((lead) => lead.fields.email?.startsWith(`crash-${run}-`));
        const byEmail = new Map(leads.map((lead) => [lead.fields.email, lead]));
        for (const index of answered) {
          const lead = byEmail.get(`crash-${run}-${index}@example.pk`);
          expect(lead, `send #${index}`).toBeDefined();
        }
        for (const lead of leads) {
          const index = Number(/#(\d+)/.exec(lead.fields.message ?? '')?.[1]);
          expect(lead.fields).toEqual({
            name: `Visitor ${index}`,
            email: `crash-${run}-${index}@example.pk`,
            subject: 'Burst',
            message: `burst ${run} #${index}\n${WORDS}`,
          });
        }
        expect(leads.length).toBe(new Set(leads.map((lead) => lead.fields.email)).size);
        expect((await fetch(`${server.origin}/api/health`)).status).toBe(200);
      } finally {
        server.child.kill('SIGKILL');
        await rm(dir, { recursive: true, force: true });
      }
    },
    TEST_TIMEOUT_MS,
  );
});
