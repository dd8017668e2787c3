/**
 * Analytics off (the test build has no NEXT_PUBLIC_PLAUSIBLE_DOMAIN) adds nothing: no file of the
 * build holds the tracker's code or the site's analytics code, and the endpoint that would pass
 * events on to Plausible answers 404. That no page asks for it is e2e/budgets.spec.ts's.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { served } from '@test-support/served';
import { TEST_BUILD_DIR } from '../next-server';

/** Strings only Plausible's tracker and the site's analytics code contain. */
const TRACKER_CODE = ['plausible.init() can only be called once', 'plausible_ignore', '/api/event'];

describe('analytics off', () => {
  test('no build file holds tracker code', () => {
    const chunks = join(process.cwd(), TEST_BUILD_DIR, 'static');
    const files = (readdirSync(chunks, { recursive: true }) as string[]).filter((file) =>
      file.endsWith('.js'),
    );
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const code = readFileSync(join(chunks, file), 'utf8');
      for (const marker of TRACKER_CODE) expect(code, `${file} holds "${marker}"`).not.toContain(marker);
    }
  });

  test('/api/event answers 404', async () => {
    const event = { n: 'pageview', u: 'http://127.0.0.1/', d: 'ravidigital.pk' };
    const response = await served('/api/event', { method: 'POST', body: JSON.stringify(event) });
    expect(response.status).toBe(404);
  });
});
