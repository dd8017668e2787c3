import { describe, expect, it, vi } from 'vitest';
import { createBeaconLimiter, receiveVitals, type VitalsDeps } from './endpoint';
import {
  BEACONS_PER_DAY,
  BEACONS_PER_WINDOW,
  MAX_BEACON_BYTES,
  PLAUSIBLE_VITALS_SAMPLE_EVERY,
  sampleEvery,
} from './limits';
import type { Beacon } from './metrics';
import type { VitalRow } from './report';
import { routeTemplates } from './routes';
import { Tally } from './tally';

const ORIGIN = 'http://127.0.0.1:3000';
const beacon: Beacon = {
  path: '/services/web-development',
  device: 'desktop',
  metrics: [
    { name: 'LCP', value: 1200, rating: 'good' },
    { name: 'CLS', value: 0, rating: 'good' },
  ],
};

function post(body: string, headers: Record<string, string> = {}) {
  return new Request(`${ORIGIN}/api/vitals`, {
    method: 'POST',
    body,
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'sec-fetch-site': 'same-origin', ...headers },
  });
}

function deps(change: Partial<VitalsDeps> = {}) {
  const queued: VitalRow[][] = [];
  const log = vi.fn();
  const forward = vi.fn();
  const all: VitalsDeps = {
    trustProxy: { kind: 'hops', hops: 1 },
    allow: async () => true,
    templates: () => routeTemplates(['/services/web-development']),
    queue: (rows) => {
      queued.push([...rows]);
      return true;
    },
    refused: new Tally('beacons refused', { log, everyMs: 60_000, clock: () => 1_000 }),
    forward,
    sampled: () => true,
    now: () => new Date('2026-11-27T23:59:59.000Z'),
    ...change,
  };
  return { all, queued, log, forward };
}

describe('POST /api/vitals', () => {
  it('queues the rows with the server’s UTC day, passes them on and answers 204 with no body', async () => {
    const { all, queued, forward } = deps();
    const response = await receiveVitals(post(JSON.stringify(beacon)), all);
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(queued).toHaveLength(1);
    expect(queued[0]!.map((row) => [row.day, row.route, row.metric])).toEqual([
      ['2026-11-27', '/services/[slug]', 'LCP'],
      ['2026-11-27', '/services/[slug]', 'CLS'],
    ]);
    expect(forward).toHaveBeenCalledWith('/services/web-development', queued[0]);
  });

  it('accepts a browser without Sec-Fetch-Site when its Origin is this host', async () => {
    const { all } = deps();
    const request = new Request(`${ORIGIN}/api/vitals`, {
      method: 'POST',
      body: JSON.stringify(beacon),
      headers: { origin: ORIGIN, host: '127.0.0.1:3000' },
    });
    expect((await receiveVitals(request, all)).status).toBe(204);
  });

  it('refuses other sites (403), a flood (429), a large body (413) and a bad beacon (400), queueing nothing', async () => {
    const { all, queued } = deps();
    expect(
      (await receiveVitals(post(JSON.stringify(beacon), { 'sec-fetch-site': 'cross-site' }), all)).status,
    ).toBe(403);
    const limited = { ...all, allow: async () => false };
    expect((await receiveVitals(post(JSON.stringify(beacon)), limited)).status).toBe(429);
    const large = JSON.stringify({ ...beacon, padding: 'x'.repeat(MAX_BEACON_BYTES) });
    expect((await receiveVitals(post(large), all)).status).toBe(413);
    expect((await receiveVitals(post('{'), all)).status).toBe(400);
    expect((await receiveVitals(post(JSON.stringify({ ...beacon, path: '/nope' })), all)).status).toBe(400);
    expect(queued).toEqual([]);
  });

  it('logs refusals as one summary at most once a minute, never one line each', async () => {
    let now = 0;
    const log = vi.fn();
    const { all } = deps({ refused: new Tally('beacons refused', { log, clock: () => now }) });
    for (let count = 0; count < 50; count += 1) await receiveVitals(post('{'), all);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenLastCalledWith('[vitals] beacons refused: 1 malformed');
    now = 61_000;
    await receiveVitals(post(JSON.stringify({ ...beacon, path: '/nope' })), all);
    expect(log).toHaveBeenCalledTimes(2);
    expect(log).toHaveBeenLastCalledWith('[vitals] beacons refused: 49 malformed, 1 unknown-route');
  });

  it('limits each address to its own count', async () => {
    const allow = createBeaconLimiter({ points: 2, durationSeconds: 60 });
    expect([await allow('10.0.0.1'), await allow('10.0.0.1'), await allow('10.0.0.1')]).toEqual([
      true,
      true,
      false,
    ]);
    expect(await allow('10.0.0.2')).toBe(true);
  });

  it(`limits each address to ${BEACONS_PER_DAY} a day, however the beacons are spread over the windows`, async () => {
    // A window as long as the day's count would let through its points; only the day's count stops it.
    const allow = createBeaconLimiter({ points: 10 * BEACONS_PER_DAY, durationSeconds: 60 });
    let accepted = 0;
    for (let beacon = 0; beacon < BEACONS_PER_DAY + 5; beacon += 1)
      if (await allow('10.0.0.3')) accepted += 1;
    expect(accepted).toBe(BEACONS_PER_DAY);
    expect(BEACONS_PER_DAY).toBeLessThan((BEACONS_PER_WINDOW * 24 * 60) / 10);
  });

  it(`passes on one beacon in ${PLAUSIBLE_VITALS_SAMPLE_EVERY} to Plausible, while every one is queued`, async () => {
    const random = vi.spyOn(Math, 'random');
    const { all, queued, forward } = deps({ sampled: undefined });
    const BEACONS = 100;
    for (let n = 0; n < BEACONS; n += 1) {
      random.mockReturnValueOnce(n / BEACONS);
      expect((await receiveVitals(post(JSON.stringify(beacon)), all)).status).toBe(204);
    }
    expect(queued).toHaveLength(BEACONS);
    expect(forward).toHaveBeenCalledTimes(BEACONS / PLAUSIBLE_VITALS_SAMPLE_EVERY);
    random.mockRestore();
  });
});

describe('VITALS_SAMPLE_EVERY', () => {
  it('is a whole number from 1 to 1,000, else the default', () => {
    expect(sampleEvery('1')).toBe(1);
    expect(sampleEvery('50')).toBe(50);
    for (const other of [undefined, '', '0', '2.5', 'all', '5000'])
      expect(sampleEvery(other)).toBe(PLAUSIBLE_VITALS_SAMPLE_EVERY);
  });
});
