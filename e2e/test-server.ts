/**
 * The production server every test tier reads: the browser specs (playwright.config.ts) and the
 * browserless tier (vitest.served.config.ts) fetch from the same `node scripts/start.mjs`, started
 * once by `npm test` (scripts/test.mjs) or, run alone, by the tier that needs it first.
 */
export const TEST_PORT = Number(process.env.E2E_PORT ?? 3100);
export const TEST_BASE_URL = `http://127.0.0.1:${TEST_PORT}`;

/** The test server's settings, beside the environment it inherits. */
export function testServerEnv(port = TEST_PORT): Record<string, string> {
  const baseURL = `http://127.0.0.1:${port}`;
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    NEXT_TELEMETRY_DISABLED: '1',
    // Each test that sends gives its own X-Forwarded-For, so the per-address limit (5 sends
    // in 10 minutes) counts it alone.
    TRUST_PROXY: '1',
    // The server's database for the test run, apart from the real one (the inbox's tests add
    // their member to it).
    SQLITE_PATH: '.data/e2e-site.db',
    // The inbox's sign-in trusts this origin (the test server's own; http, so no Secure cookies).
    BETTER_AUTH_URL: baseURL,
    // A test server on a non-default port gets its own build, so runs can overlap.
    ...(process.env.E2E_PORT && !process.env.NEXT_DIST_DIR ? { NEXT_DIST_DIR: `.next-e2e-${port}` } : {}),
  };
}
