/**
 * `POST /api/vitals`, the beacon's endpoint: from this site's own pages only (403), at most
 * BEACONS_PER_WINDOW per visitor address per window and BEACONS_PER_DAY per day (429, counted in
 * this process's memory by the forms' address rule before the body is read), a body of at most MAX_BEACON_BYTES (413), checked
 * (./report.ts, 400); then its rows are queued (./service.ts) and the answer is 204 at once: the
 * beacon never waits on the database. A refused beacon is counted, never logged on its own. With
 * analytics on, one beacon in PLAUSIBLE_VITALS_SAMPLE_EVERY (drawn at random) also goes to
 * Plausible, each metric as a `Web Vitals` event, after the answer. Server only.
 */
import 'server-only';
import { after } from 'next/server';
import { analyticsDomain, serverEnv } from '@/env';
import { plausibleTarget, sendServerEvent } from '@/lib/analytics/proxy';
import { clientAddress, type TrustProxy } from '@/lib/http/client-address';
import { memoryLimit, type MemoryLimit } from '@/lib/http/memory-limit';
import { readBody, ReceiveError } from '@/lib/http/body';
import { fromSameOrigin } from '@/lib/http/same-origin';
import { knownRoutes } from './known-routes';
import {
  BEACON_DAY_SECONDS,
  BEACON_WINDOW_SECONDS,
  BEACONS_PER_DAY,
  BEACONS_PER_WINDOW,
  MAX_BEACON_BYTES,
  PLAUSIBLE_VITALS_SAMPLE_EVERY,
  sampleEvery,
} from './limits';
import { readBeacon, utcDay, type VitalRow } from './report';
import type { RouteTemplates } from './routes';
import { queueVitals } from './service';
import { Tally } from './tally';

export interface VitalsDeps {
  trustProxy: TrustProxy;
  allow: MemoryLimit;
  templates: () => RouteTemplates;
  queue: (rows: readonly VitalRow[]) => boolean;
  refused: Tally;
  /** Passes the page view's metrics on (to Plausible); nothing with analytics off. */
  forward?: (path: string, rows: readonly VitalRow[]) => void;
  /** Whether this beacon is one of those passed on (a random draw by default). */
  sampled?: () => boolean;
  now?: () => Date;
}

const oneIn = (every: number) => () => Math.random() < 1 / every;

/**
 * Per visitor address, in this process's memory, like the analytics events' and CSP reports'
 * limits: a window's count and a day's. A beacon the window refuses is not counted for the day.
 */
export function createBeaconLimiter({
  points = BEACONS_PER_WINDOW,
  durationSeconds = BEACON_WINDOW_SECONDS,
  pointsPerDay = BEACONS_PER_DAY,
} = {}): MemoryLimit {
  const window = memoryLimit({ points, durationSeconds, name: 'vitals' });
  const day = memoryLimit({ points: pointsPerDay, durationSeconds: BEACON_DAY_SECONDS, name: 'vitals-day' });
  return async (client) => (await window(client)) && day(client);
}

const answer = (status: number) => new Response(null, { status, headers: { 'cache-control': 'no-store' } });

export async function receiveVitals(request: Request, deps: VitalsDeps): Promise<Response> {
  const refuse = (status: number, reason: string) => {
    deps.refused.count(reason);
    return answer(status);
  };
  if (!fromSameOrigin(request.headers, deps.trustProxy)) return refuse(403, 'from another site');
  if (!(await deps.allow(clientAddress(request.headers, deps.trustProxy))))
    return refuse(429, 'over the limit');
  let body: string;
  try {
    body = new TextDecoder().decode(await readBody(request, MAX_BEACON_BYTES));
  } catch (error) {
    if (error instanceof ReceiveError) return refuse(error.status, 'too large');
    return refuse(400, 'unreadable');
  }
  const read = readBeacon(body, deps.templates(), utcDay(deps.now?.() ?? new Date()));
  if (!read.ok) return refuse(400, read.reason);
  deps.queue(read.rows);
  if (deps.forward && (deps.sampled ?? oneIn(PLAUSIBLE_VITALS_SAMPLE_EVERY))())
    deps.forward(read.path, read.rows);
  return answer(204);
}

/** The route's handler: the server's settings, one limiter and one tally per process. */
export function vitalsHandler(): (request: Request) => Promise<Response> {
  const allow = createBeaconLimiter();
  const refused = new Tally('beacons refused');
  const sampled = oneIn(sampleEvery(process.env.VITALS_SAMPLE_EVERY));
  return (request) => {
    const server = serverEnv();
    const target = plausibleTarget(analyticsDomain(), server);
    const forward = target.domain
      ? (path: string, rows: readonly VitalRow[]) =>
          after(() =>
            Promise.all(
              rows.map(({ metric, rating, route, device }) =>
                sendServerEvent(target, request.headers, {
                  name: 'Web Vitals',
                  page: path,
                  props: { metric, rating, route, device },
                }),
              ),
            ),
          )
      : undefined;
    return receiveVitals(request, {
      trustProxy: server.trustProxy,
      allow,
      templates: knownRoutes,
      queue: queueVitals,
      refused,
      forward,
      sampled,
    });
  };
}
