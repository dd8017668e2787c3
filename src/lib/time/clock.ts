/**
 * The app's own clock, for the windows one instance keeps by itself: how long a form's proof and
 * token live, a confirmation page's life, sign-in counts and a session's idle time. It reads
 * `Date.now` each time, so a test that moves the process's clock (`vi.setSystemTime`) stands an
 * instance's clock apart from the database's (src/lib/intake/clock-skew.test.ts).
 *
 * Times that two instances compare (a lead's receipt, when a delivery falls due, claims, leases)
 * are never taken from here but from the database's clock (src/lib/db/clock.ts).
 */

/** The app's time now, in milliseconds since the epoch. */
export function appNowMs(): number {
  return Date.now();
}

/** The app's time now. */
export function appNow(): Date {
  return new Date(appNowMs());
}
