/**
 * Real visitors' speed (src/lib/vitals) as served: web-vitals is in none of a page's first
 * scripts; the privacy notice says what is measured and for how long, in both languages; the
 * endpoint takes a good beacon and refuses anything else, limits each address, and writes what is
 * still queued when the server stops gracefully; the inbox's Speed page sends a visitor without a
 * session to sign in. What a real Chromium sends, and the Speed page itself, are in
 * e2e/vitals.spec.ts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { copyOf } from '@/content/localized';
import { connect } from '@/lib/db/connection';
import { fillTemplate } from '@/lib/i18n/copy';
import { BEACON_COUNT_KEPT_MINUTES } from '@/lib/vitals/limits';
import type { Beacon } from '@/lib/vitals/metrics';
import { VITALS_RETENTION_DAYS } from '@/lib/vitals/metrics';
import { only, readableText, served, servedPage } from '@test-support/served';
import { CLEAN_SETTINGS, startNextServer, TEST_BUILD_DIR } from '../next-server';
import { newClientAddress } from './forms';

const PAGE = '/services/web-development';
/** Strings only the beacon's chunk holds: web-vitals' entry type and the endpoint. */
const isVitalsChunk = (code: string) =>
  code.includes('largest-contentful-paint') && code.includes('/api/vitals');

test('the beacon is not among the first scripts: no script the page’s HTML names holds it', async () => {
  const { html } = await servedPage(PAGE);
  const referenced = [...html.matchAll(/(?:src|href)="([^"]+\.js)"/g)].map((match) => match[1]!);
  expect(referenced.length).toBeGreaterThan(0);
  for (const script of referenced) {
    expect(isVitalsChunk(await (await served(script)).text()), script).toBe(false);
  }
});

test('the privacy notice says what is measured and for how long, in English and in Urdu', async () => {
  for (const [path, locale] of [
    ['/privacy', 'en'],
    ['/ur/privacy', 'ur'],
  ] as const) {
    const { document } = await servedPage(path);
    const words = { speedDays: VITALS_RETENTION_DAYS, speedMinutes: BEACON_COUNT_KEPT_MINUTES };
    const main = readableText(only(document, 'main'));
    expect(main, path).toContain(fillTemplate(copyOf(locale, 'privacy').cookies.speed, words));
    expect(main, path).toContain(`${VITALS_RETENTION_DAYS}`);
  }
});

describe('POST /api/vitals', () => {
  const valid: Beacon = {
    path: PAGE,
    device: 'phone',
    connection: '4g',
    metrics: [{ name: 'LCP', value: 1800, rating: 'good' }],
  };
  /** A beacon as the browser sends it, from an address of its own unless `headers` name one. */
  const send = (body: unknown, headers: Record<string, string> = {}) =>
    served('/api/vitals', {
      method: 'POST',
      body: typeof body === 'string' ? body : JSON.stringify(body),
      headers: {
        'content-type': 'text/plain;charset=UTF-8',
        'sec-fetch-site': 'same-origin',
        'x-forwarded-for': newClientAddress(),
        ...headers,
      },
    });
  /** The answer's status, its body read to the end. */
  const statusOf = async (answer: Promise<Response>) => {
    const response = await answer;
    await response.text();
    return response.status;
  };
  const withMetric = (name: string, value: number, rating = 'poor') => ({
    ...valid,
    metrics: [{ name, value, rating }],
  });

  test('takes a good beacon (204, no body) and refuses anything else with a 4xx', async () => {
    const accepted = await send(valid);
    expect(accepted.status).toBe(204);
    expect(await accepted.text()).toBe('');
    expect(await statusOf(send(valid, { 'sec-fetch-site': 'cross-site' }))).toBe(403);
    const refused = [
      'not json',
      { ...valid, path: '/services/not-a-service' },
      { ...valid, device: 'watch' },
      withMetric('FID', 10, 'good'),
      withMetric('LCP', 60_001),
      withMetric('INP', 60_001),
      withMetric('CLS', 10.5),
      withMetric('TTFB', -1, 'good'),
      withMetric('LCP', 5000, 'good'),
    ];
    for (const body of refused) expect(await statusOf(send(body)), JSON.stringify(body)).toBe(400);
    expect(await statusOf(send({ ...valid, padding: 'x'.repeat(4096) }))).toBe(413);
  });

  test('writes the reports still queued when the server stops gracefully, before its database closes', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'vitals-stop-'));
    const file = path.join(dir, 'site.db');
    const server = await startNextServer(TEST_BUILD_DIR, { ...CLEAN_SETTINGS, SQLITE_PATH: file });
    try {
      const beacons = 8;
      for (let n = 0; n < beacons; n += 1) {
        const answer = await fetch(`${server.origin}/api/vitals`, {
          method: 'POST',
          body: JSON.stringify(valid),
          headers: { 'content-type': 'text/plain;charset=UTF-8', 'sec-fetch-site': 'same-origin' },
        });
        await answer.text();
        expect(answer.status).toBe(204);
      }
      // At once: well within the queue's 2 s between writes, so the stop's own flush writes them.
      await server.stop();
      expect(server.output()).toContain('[server] stopped');
      const connection = connect({ engine: 'sqlite', file });
      try {
        expect(await connection.db.selectFrom('web_vitals').select('route').execute()).toHaveLength(beacons);
      } finally {
        await connection.close();
      }
    } finally {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  test('takes 60 beacons per address in 10 minutes, then 429; another address still gets in', async () => {
    const from = newClientAddress();
    const statuses = await Promise.all(
      Array.from({ length: 60 }, () => statusOf(send(valid, { 'x-forwarded-for': from }))),
    );
    expect(statuses.every((status) => status === 204)).toBe(true);
    expect(await statusOf(send(valid, { 'x-forwarded-for': from }))).toBe(429);
    expect(await statusOf(send(valid))).toBe(204);
  });
});

test('the Speed page sends a visitor without a session to sign in', async () => {
  const answer = await served('/admin/speed');
  await answer.text();
  expect([302, 303, 307]).toContain(answer.status);
  expect(new URL(answer.headers.get('location') ?? '', 'http://x').href).toMatch(
    /\/admin\/sign-in\?next=%2Fadmin%2Fspeed/,
  );
});
