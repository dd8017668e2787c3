/**
 * Reading one beacon: the JSON the browser posts (./metrics.ts `Beacon`), checked by a zod schema
 * and by the rules a schema cannot say (each metric once, its value in range, its rating the one
 * its value has), and turned into the rows the store keeps. Nothing of the visitor beyond these
 * words and numbers is read. Pure.
 */
import { z } from 'zod';
import {
  CONNECTIONS,
  DEVICES,
  MAX_VALUE,
  METRICS,
  RATINGS,
  rate,
  type Connection,
  type DeviceClass,
  type Metric,
  type Rating,
} from './metrics';
import { MAX_PATH_LENGTH, routeTemplate, type RouteTemplates } from './routes';

/** Longer than any effective type the Network Information API has (`slow-2g`). */
const MAX_CONNECTION_LENGTH = 16;

const beaconSchema = z.strictObject({
  path: z.string().max(MAX_PATH_LENGTH),
  device: z.enum(DEVICES),
  // An effective type this code does not know yet is kept as "not said", not refused.
  connection: z.string().max(MAX_CONNECTION_LENGTH).optional(),
  metrics: z
    .array(z.strictObject({ name: z.enum(METRICS), value: z.number(), rating: z.enum(RATINGS) }))
    .min(1)
    .max(METRICS.length),
});

/** Why a beacon was refused: each is counted, none is logged on its own (./endpoint.ts). */
export type Refusal = 'malformed' | 'unknown-route' | 'repeated-metric' | 'out-of-range' | 'wrong-rating';

/** One metric of one page view, as stored (src/lib/db/migrations/0010-web-vitals.ts). */
export interface VitalRow {
  /** The UTC date it arrived, YYYY-MM-DD, set by the server. */
  day: string;
  route: string;
  metric: Metric;
  value: number;
  rating: Rating;
  device: DeviceClass;
  connection: Connection | null;
}

export type ReadBeacon =
  { ok: true; path: string; route: string; rows: VitalRow[] } | { ok: false; reason: Refusal };

const isConnection = (value: string | undefined): value is Connection =>
  (CONNECTIONS as readonly (string | undefined)[]).includes(value);

/** The UTC date of `now`, as the rows keep it. */
export const utcDay = (now: Date): string => now.toISOString().slice(0, 10);

/** Checks the beacon in `body` against the site's routes and the metrics' ranges. */
export function readBeacon(body: string, templates: RouteTemplates, day: string): ReadBeacon {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const parsed = beaconSchema.safeParse(json);
  if (!parsed.success) return { ok: false, reason: 'malformed' };
  const beacon = parsed.data;
  const route = routeTemplate(beacon.path, templates);
  if (!route) return { ok: false, reason: 'unknown-route' };
  const names = new Set(beacon.metrics.map((metric) => metric.name));
  if (names.size !== beacon.metrics.length) return { ok: false, reason: 'repeated-metric' };
  for (const { name, value, rating } of beacon.metrics) {
    if (value < 0 || value > MAX_VALUE[name]) return { ok: false, reason: 'out-of-range' };
    if (rate(name, value) !== rating) return { ok: false, reason: 'wrong-rating' };
  }
  const connection = isConnection(beacon.connection) ? beacon.connection : null;
  return {
    ok: true,
    path: beacon.path,
    route,
    rows: beacon.metrics.map(({ name, value, rating }) => ({
      day,
      route,
      metric: name,
      value,
      rating,
      device: beacon.device,
      connection,
    })),
  };
}
