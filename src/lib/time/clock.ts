/**
 * The app's own clock, for the windows one instance keeps by itself: how long a form's proof and
 * token live, a confirmation page's life, sign-in counts and a session's idle time. Tests set it
 * (setAppClock) to stand an instance's clock apart from the database's.
 *
 * Times that two instances compare (a lead's receipt, when a delivery falls due, claims, leases)
 * are never taken from here but from the database's clock (src/lib/db/clock.ts).
 */

/** Read through `Date.now` each time, so a test that moves the process's clock moves this one too. */
const machine = (): number => Date.now();
let source = machine;

/** The app's time now, in milliseconds since the epoch. */
export function appNowMs(): number {
  return source();
}

/** The app's time now. */
export function appNow(): Date {
  return new Date(source());
}

/** Sets the app's clock (a test's), or gives back the machine's when `read` is undefined. */
export function setAppClock(read: (() => number) | undefined): void {
  source = read ?? machine;
}
