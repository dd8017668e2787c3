/**
 * For the tests of servers of their own (e2e/served/instances, standalone and deploy-stop): one
 * production build made with NEXT_OUTPUT=standalone, which serves both as the build two `next
 * start` processes share and as the standalone server: the test build itself when it was made so
 * (npm test builds it standalone, so every test shares it), else `.next-standalone`, built when
 * missing or older than the sources. PostgreSQL from TEST_DATABASE_URL (npm test starts it) or a
 * cluster of the spec's own; and the ways a visitor's form reaches a server.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { startPostgres, type PostgresCluster } from '../test-support/postgres';
import { sdkFields } from '../test-support/email-sends';
import { confirmHeld, personsProof, PROOF_FIELD } from './form-proof';
import { CLEAN_SETTINGS, OWN_BUILD_ENV, TEST_BUILD_DIR } from './next-server';

export { CLEAN_SETTINGS };

/** `next build` empties its folder first: a standalone server in the test build is that build's. */
const testBuildIsStandalone = existsSync(path.join(TEST_BUILD_DIR, 'standalone', 'server.js'));

export const STANDALONE_DIST_DIR = testBuildIsStandalone ? TEST_BUILD_DIR : '.next-standalone';

/**
 * Builds `.next-standalone` unless it is current (about a minute and a half on two cores), when
 * the test build is not standalone itself.
 */
export function ensureStandaloneBuild(): void {
  if (testBuildIsStandalone) return;
  const build = spawnSync(process.execPath, ['scripts/lib/build.mjs', '--dist-dir', STANDALONE_DIST_DIR], {
    env: { ...process.env, ...OWN_BUILD_ENV, NEXT_OUTPUT: 'standalone', NEXT_TELEMETRY_DISABLED: '1' },
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error(`next build of ${STANDALONE_DIST_DIR} failed (${build.status})`);
}

/** The tests' PostgreSQL cluster: npm test's, or one started here (stop it afterwards). */
export async function testCluster(): Promise<{ url: string; own?: PostgresCluster }> {
  const given = process.env.TEST_DATABASE_URL;
  if (given) return { url: given };
  const own = await startPostgres();
  return { url: own.url, own };
}

/** A contact message the tests can find again by its e-mail address. */
export const message = (email: string) => ({
  name: 'Test Lead',
  email,
  subject: 'Two instances',
  // Words of its own, as each person's are: the same text from several addresses is held as spam.
  message: `Sent by the instances tests for ${email}.`,
});

/**
 * The browser's send in embedded mode: multipart to the site's EmailJS-compatible endpoint, with
 * the hidden field and a proof made at a person's pace (about 3.5 s), unless `asPerson` is false
 * (a test of the rate limit, which counts a send before it is judged).
 */
export async function sendEmbedded(
  origin: string,
  address: string,
  email: string,
  asPerson = true,
): Promise<number> {
  const headers = { 'x-forwarded-for': address };
  const proof = asPerson
    ? { website: '', [PROOF_FIELD]: await personsProof(origin, 'contact', headers) }
    : {};
  const body = new FormData();
  for (const [name, value] of Object.entries({ ...sdkFields, ...message(email), ...proof }))
    body.append(name, value);
  const response = await fetch(`${origin}/api/v1.0/email/send-form`, { method: 'POST', body, headers });
  await response.body?.cancel();
  return response.status;
}

/**
 * The form sent without JavaScript: a plain form post, answered with a 303 to the confirmation
 * page, whose button a person then presses (unless `confirm` is false); the answer returned is the
 * last one, a 303 back to the page's note.
 */
export async function sendNoScript(
  origin: string,
  address: string,
  email: string,
  confirm = true,
): Promise<{ status: number; location: string }> {
  const headers = { 'x-forwarded-for': address };
  const response = await fetch(`${origin}/api/contact`, {
    method: 'POST',
    body: new URLSearchParams({ ...message(email), website: '' }),
    headers: { ...headers, referer: `${origin}/contact-us` },
    redirect: 'manual',
  });
  await response.body?.cancel();
  const location = response.headers.get('location') ?? '';
  if (!confirm || response.status !== 303 || !location.includes('/confirm?'))
    return { status: response.status, location };
  return confirmHeld(origin, location, headers);
}

/** Waits until `check` holds, polling, or throws after `timeoutMs` with `what`. */
export async function eventually(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
