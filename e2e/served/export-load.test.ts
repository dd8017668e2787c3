/**
 * The inbox's export holds up at scale: a member exports 100,000 leads while 50 messages arrive.
 * Every send is answered, and the server's memory stays under a ceiling well below what reading
 * the whole export at once took (about 210 MB more at 100,000 leads: docs/inbox.md). The server is
 * the test build on a port of its own, over a SQLite file of its own.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { connect } from '@/lib/db/connection';
import { migrateToLatest } from '@/lib/db/migrate';
import type { NewLead } from '@/lib/db/schema';
import { sdkFields } from '@test-support/email-sends';
import { CLEAN_SETTINGS, startNextServer, TEST_BUILD_DIR, type TestServer } from '../next-server';
import { addMemberWithPasswordSet } from '../team-member';

const LEADS = 100_000;
const SENDS = 50;
const SEED_BATCH = 1_000;
/** The export may raise the server's resident memory by this much at most (read whole: ~210 MB). */
const MEMORY_CEILING_MB = 120;
const SAMPLE_MS = 100;
const AUTH_SECRET = 'export-load-secret-0123456789-abcdefghijkl';
const PASSWORD = 'a long enough test password';
const BYTES_PER_KB = 1024;
/** Seeding, a server's start and the export on a busy two-core machine. */
const TEST_TIMEOUT_MS = 300_000;
const EXPORT_TIMEOUT_MS = 240_000;

/** The process's resident memory in MB, from /proc. */
function residentMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB$/m);
  return Number(line?.[1] ?? 0) / BYTES_PER_KB;
}

function seededLead(n: number, day: number): NewLead {
  const message = `Lead ${n}: we need a website for our shop in Lahore.`;
  return {
    id: randomUUID(),
    received_at: new Date(Date.UTC(2026, 0, 1) + day * 60_000 + n).toISOString(),
    form: 'contact',
    path: 'embedded',
    name: `Visitor ${n}`,
    email: `visitor${n}@example.pk`,
    subject: 'A new website',
    message,
    language: null,
    utm_source: n % 3 === 0 ? 'google' : null,
    utm_medium: null,
    utm_campaign: null,
    landing_page: '/contact-us',
    referrer_host: null,
    fields: JSON.stringify({ name: `Visitor ${n}`, email: `visitor${n}@example.pk`, message }),
    browser_outcome: null,
    status: 'new',
    spam_reason: null,
  };
}

let server: TestServer | undefined;
let dir: string | undefined;

afterAll(async () => {
  await server?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

test(
  'an export of 100,000 leads while 50 messages arrive: every send answered, memory under the ceiling',
  async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'export-load-'));
    const file = path.join(dir, 'site.db');
    const store = connect({ engine: 'sqlite', file });
    await migrateToLatest(store.db);
    for (let start = 0; start < LEADS; start += SEED_BATCH) {
      const rows = Array.from({ length: SEED_BATCH }, (_, index) =>
        seededLead(start + index, start / SEED_BATCH),
      );
      await store.db.insertInto('leads').values(rows).execute();
    }
    await store.close();

    const env = (origin: string) => ({
      ...CLEAN_SETTINGS,
      SQLITE_PATH: file,
      BETTER_AUTH_SECRET: AUTH_SECRET,
      BETTER_AUTH_URL: origin,
      // Every send here comes from 127.0.0.1: the limit is not what this test is about.
      FORM_RATE_LIMIT: String(SENDS * 2),
    });
    server = await startNextServer(TEST_BUILD_DIR, env);
    const { origin, pid } = server;
    const owner = `owner-${randomUUID().slice(0, 8)}@example.pk`;
    await addMemberWithPasswordSet(env(origin), owner, PASSWORD, true);
    const signedIn = await fetch(`${origin}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ email: owner, password: PASSWORD }),
    });
    expect(signedIn.status).toBe(200);
    const cookie = signedIn.headers
      .getSetCookie()
      .map((line) => line.split(';')[0]!)
      .join('; ');

    const baseline = residentMb(pid);
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, residentMb(pid))), SAMPLE_MS);
    const started = Date.now();
    const send = async (n: number) => {
      const body = new FormData();
      const fields = {
        ...sdkFields,
        name: 'Sender',
        email: `sender${n}@example.pk`,
        message: `During the export ${n}`,
      };
      for (const [name, value] of Object.entries(fields)) body.append(name, value);
      const response = await fetch(`${origin}/api/v1.0/email/send-form`, { method: 'POST', body });
      await response.body?.cancel();
      return { status: response.status, ms: Date.now() - started };
    };
    const exportAll = async () => {
      const response = await fetch(`${origin}/api/inbox/export?status=all`, {
        headers: { cookie },
        signal: AbortSignal.timeout(EXPORT_TIMEOUT_MS),
      });
      return { status: response.status, csv: await response.text() };
    };
    try {
      const [exported, ...sends] = await Promise.all([
        exportAll(),
        ...Array.from({ length: SENDS }, (_, n) => send(n)),
      ]);
      expect(exported.status).toBe(200);
      const { csv } = exported;
      // The header and one line per lead (the senders' messages may land before or after the walk passes).
      expect(csv.trimEnd().split('\n').length).toBeGreaterThanOrEqual(LEADS + 1);
      expect(sends.map((result) => result.status)).toEqual(Array<number>(SENDS).fill(200));
      const rise = peak - baseline;
      console.log(
        `[export-load] ${LEADS} leads exported (${(csv.length / BYTES_PER_KB / BYTES_PER_KB).toFixed(1)} MB of CSV) ` +
          `in ${Date.now() - started} ms; ${SENDS} sends answered 200, the last after ${Math.max(...sends.map((result) => result.ms))} ms; ` +
          `server memory ${baseline.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB (+${rise.toFixed(0)} MB, ceiling ${MEMORY_CEILING_MB})`,
      );
      expect(rise).toBeLessThan(MEMORY_CEILING_MB);
    } finally {
      clearInterval(sampler);
    }
  },
  TEST_TIMEOUT_MS,
);
