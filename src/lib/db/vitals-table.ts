/** Real visitors' speed (migration 0010, src/lib/vitals), as the queries see it; ./schema.ts gathers every table. */

/**
 * One metric of one real visitor's page view (migration 0010, src/lib/vitals): no key, no address,
 * no time of day. `day` is the UTC date it arrived, YYYY-MM-DD.
 */
export interface WebVitalsTable {
  day: string;
  route: string;
  metric: string;
  value: number;
  rating: string;
  device: string;
  connection: string | null;
}
